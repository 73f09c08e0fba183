import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useServerMarkup from '@site/src/utils/useServerMarkup';
import useScrollsSideways from '@site/src/utils/useScrollsSideways';
import type {DiagramDrawing} from '../../remark';
import styles from './styles.module.css';

interface Props {
  /**
   * The diagram drawn at build time. The server bundle gets the drawing
   * itself; the browser's gets the address of its file, fetched only when
   * the page's HTML did not carry the diagram (a client-side navigation).
   */
  drawing: DiagramDrawing | string;
}

/** The drawing, from the props on the server or fetched in the browser when it is needed. */
function useDrawing(drawing: DiagramDrawing | string, needed: boolean): {svgs?: DiagramDrawing; failed: boolean} {
  const [fetched, setFetched] = useState<DiagramDrawing>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || typeof drawing !== 'string') return;
    let current = true;
    fetch(drawing)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<DiagramDrawing>;
      })
      .then(
        (svgs) => current && setFetched(svgs),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [drawing, needed]);
  return {svgs: typeof drawing === 'string' ? fetched : drawing, failed};
}

/**
 * A Mermaid diagram drawn at build time, in both colour modes; CSS shows the
 * one that matches the page, so switching modes needs no script and no redraw.
 * A page that hydrates keeps the SVGs of its HTML: they are not part of the
 * page's JavaScript. The class is the one the theme's client-drawn diagrams
 * have, so site styles and the search-index extractor treat both alike.
 *
 * Diagrams are drawn at their natural size, so their text is never smaller
 * than Mermaid draws it; one wider than the column scrolls sideways, with a
 * shadow at the edge that hides more, and takes a tab stop.
 */
export default function PrerenderedDiagram({drawing}: Props): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(containerRef);
  const lightRef = useRef<HTMLDivElement>(null);
  const serverMarkup = useServerMarkup(lightRef);
  const {svgs, failed} = useDrawing(drawing, !serverMarkup);
  // The SVGs come from our own Markdown, drawn by Mermaid at build time.
  const svg = (mode: keyof DiagramDrawing) => ({__html: serverMarkup ? '' : (svgs?.[mode] ?? '')});
  return (
    <div
      ref={containerRef}
      className={clsx('docusaurus-mermaid-container', styles.diagram)}
      {...(scrolls && {tabIndex: 0, role: 'group', 'aria-label': 'Diagram, scrolls sideways'})}
    >
      <div ref={lightRef} className={styles.light} dangerouslySetInnerHTML={svg('light')} suppressHydrationWarning />
      <div className={styles.dark} dangerouslySetInnerHTML={svg('dark')} suppressHydrationWarning />
      {failed && <p role="status">This diagram could not be loaded. Reload the page to see it.</p>}
    </div>
  );
}
