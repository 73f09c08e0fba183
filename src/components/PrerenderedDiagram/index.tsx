import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** The diagram drawn with the light colour mode's Mermaid theme. */
  lightSvg: string;
  /** The same diagram drawn with the dark colour mode's theme. */
  darkSvg: string;
}

/**
 * A Mermaid diagram drawn at build time, in both colour modes; CSS shows the
 * one that matches the page, so switching modes needs no script and no redraw.
 * The class is the one the theme's client-drawn diagrams have, so site styles
 * and the search-index extractor treat both alike.
 */
export default function PrerenderedDiagram({lightSvg, darkSvg}: Props): ReactNode {
  return (
    <div className={clsx('docusaurus-mermaid-container', styles.diagram)}>
      {/* The SVGs come from our own Markdown, drawn by Mermaid at build time. */}
      <div className={styles.light} dangerouslySetInnerHTML={{__html: lightSvg}} />
      <div className={styles.dark} dangerouslySetInnerHTML={{__html: darkSvg}} />
    </div>
  );
}
