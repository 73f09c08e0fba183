/**
 * The page's examples, one button each: a click loads one into the tool.
 *
 * The list opens and closes with a disclosure button, not a `<details>`
 * element: while a closed `<details>` is anywhere on the page, Chromium's
 * selection handling slows down badly, and selecting, replacing or deleting a
 * large text in the tool's boxes locks the tab for minutes (issue 28). A list
 * hidden with `hidden` (display: none) costs nothing of the kind.
 *
 * Loading an example closes the list and gives the focus back to its button:
 * on a phone the list is a screen or more long, between the reader and the
 * boxes the example went into.
 */
import {useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {labelParts} from '@site/src/tools/exampleLabels';
import styles from './tool.module.css';

type Props<T extends {label: string}> = {examples: T[]; onLoad: (example: T) => void};

/** A label with its code in code type: "8. A pattern in `in`: `file.name in *.bam`". */
function ExampleLabel({label}: {label: string}): ReactNode {
  return labelParts(label).map(({text, code}, index) => (code ? <code key={index}>{text}</code> : text));
}

export default function Examples<T extends {label: string}>({examples, onLoad}: Props<T>): ReactNode {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  if (examples.length === 0) return null;
  return (
    <div className={styles.examples}>
      <button
        ref={toggle}
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Load an example from this page ({examples.length})
      </button>
      <ul id={listId} className={styles.exampleList} hidden={!open}>
        {examples.map((example) => (
          <li key={example.label}>
            <button
              type="button"
              className={clsx('button button--secondary button--sm', styles.control)}
              onClick={() => {
                onLoad(example);
                setOpen(false);
                toggle.current?.focus();
              }}
            >
              <ExampleLabel label={example.label} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
