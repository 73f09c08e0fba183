/**
 * A labelled text box for code (JSON, TSV): monospace, no spell checking, and
 * a guard against text larger than the tool takes. Pasting such a text is
 * refused before it reaches the box, so the browser never lays it out.
 */
import {useId, type ClipboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './tool.module.css';

type Props = {
  /** The accessible name: exactly what the label says. */
  label: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Characters the box takes. */
  limit: number;
  /** Called with a message when a paste is refused for its size. */
  onRefused: (message: string) => void;
  rows: number;
  invalid?: boolean;
};

const megabytes = (characters: number) => `${(characters / 1_000_000).toFixed(1)} MB`;

export default function CodeBox({label, hint, value, onChange, limit, onRefused, rows, invalid}: Props): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const box = event.currentTarget;
    const after = box.value.length - (box.selectionEnd - box.selectionStart) + pasted.length;
    if (after > limit) {
      event.preventDefault();
      onRefused(
        `Nothing was pasted: the text is ${megabytes(pasted.length)}, and the ${label} box takes up to ${megabytes(limit)}. Paste a smaller part of it.`,
      );
    }
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className={clsx(styles.code, invalid && styles.invalid)}
        value={value}
        rows={rows}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        onPaste={onPaste}
      />
    </div>
  );
}
