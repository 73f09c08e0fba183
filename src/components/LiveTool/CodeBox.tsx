/**
 * A labelled text box for code (JSON, TSV): monospace, no spell checking, and
 * a guard against text larger than the tool takes: such a text is refused with
 * a message, and the box keeps what it held.
 */
import {useId, type ClipboardEvent, type DragEvent, type ReactNode} from 'react';
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
  /** Long lines wrap (JSON); false keeps each line whole (a TSV table, whose columns must stay in line). */
  wrap?: boolean;
};

const megabytes = (characters: number) => `${(characters / 1_000_000).toFixed(1)} MB`;

export default function CodeBox({
  label,
  hint,
  value,
  onChange,
  limit,
  onRefused,
  rows,
  invalid,
  wrap = true,
}: Props): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const refuse = (how: string, characters: number) =>
    onRefused(
      `${how}: the text is ${megabytes(characters)}, and the ${label} box takes up to ${megabytes(limit)}. Use a smaller part of it.`,
    );
  /** A paste or drop that would make the text too long never reaches the box, so the browser never lays it out. */
  const guard = (event: ClipboardEvent<HTMLTextAreaElement> | DragEvent<HTMLTextAreaElement>, text: string) => {
    const box = event.currentTarget;
    const replaced = event.type === 'paste' ? box.selectionEnd - box.selectionStart : 0;
    if (box.value.length - replaced + text.length > limit) {
      event.preventDefault();
      refuse(event.type === 'paste' ? 'Nothing was pasted' : 'Nothing was dropped', text.length);
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
        className={clsx(styles.code, !wrap && styles.noWrap, invalid && styles.invalid)}
        value={value}
        rows={rows}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          // Text that arrived some other way: the box keeps its previous text.
          if (event.target.value.length > limit) refuse('Not entered', event.target.value.length);
          else onChange(event.target.value);
        }}
        onPaste={(event) => guard(event, event.clipboardData.getData('text/plain'))}
        onDrop={(event) => guard(event, event.dataTransfer.getData('text/plain'))}
      />
    </div>
  );
}
