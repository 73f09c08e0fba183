import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether the element is wider inside than it is on screen, so that it scrolls sideways; kept current as the
 * window changes size. A region that scrolls must be reachable with Tab (WCAG 2.1.1); one that fits needs no tab
 * stop. False until measured in the browser.
 */
export default function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
