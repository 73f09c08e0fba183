/** The page's examples, one button each: a click loads one into the tool. */
import type {ReactNode} from 'react';
import styles from './tool.module.css';

type Props<T extends {label: string}> = {examples: T[]; onLoad: (example: T) => void};

export default function Examples<T extends {label: string}>({examples, onLoad}: Props<T>): ReactNode {
  if (examples.length === 0) return null;
  return (
    <details className={styles.examples}>
      <summary>Load an example from this page ({examples.length})</summary>
      <ul className={styles.exampleList}>
        {examples.map((example) => (
          <li key={example.label}>
            <button type="button" className="button button--secondary button--sm" onClick={() => onLoad(example)}>
              {example.label}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
