import {useRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import useScrollsSideways from '@site/src/utils/useScrollsSideways';
import styles from './styles.module.css';

/**
 * A Markdown table that keyboard users can scroll: Infima lets wide tables
 * scroll sideways, and a scrolling region must be reachable with Tab
 * (WCAG 2.1.1). Tables that fit get no extra tab stop. Shadows at the edges
 * show that a table scrolls.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const scrolls = useScrollsSideways(ref);
  return <table ref={ref} {...props} className={clsx(props.className, styles.table)} {...(scrolls && {tabIndex: 0})} />;
}
