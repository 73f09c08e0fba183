import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table that keyboard users can scroll: Infima lets wide tables
 * scroll sideways, and a scrolling region must be reachable with Tab
 * (WCAG 2.1.1). Tables that fit get no extra tab stop.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setScrolls(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return <table ref={ref} {...props} {...(scrolls && {tabIndex: 0})} />;
}
