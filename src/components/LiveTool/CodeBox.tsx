/**
 * A labelled text box for code (JSON, TSV): monospace, no spell checking, and
 * a guard against text larger than the tool takes: such a text is refused with
 * a message, and the box keeps what it held.
 *
 * The box is a CodeMirror editor rather than a `<textarea>`: it lays out only
 * the lines in view, so a 20,000-line paste, a select-all or a delete over it
 * takes a tenth of a second, where Chromium's native box takes over one
 * (`npm run bench:paste`). It is loaded with the tool, never by other pages.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {Annotation, Compartment, EditorState, type Transaction} from '@codemirror/state';
import {EditorView, keymap} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import clsx from 'clsx';
import {codeBoxTheme} from './codeBoxTheme';
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

/** Marks the edits that put the tool's own value in the box (an example, a shared link): not the reader's input. */
const fromTool = Annotation.define<boolean>();

/** Characters a transaction inserts. */
function inserted(transaction: Transaction): number {
  let characters = 0;
  transaction.changes.iterChanges((_fromA, _toA, _fromB, _toB, text) => {
    characters += text.length;
  });
  return characters;
}

/** What the refusal message says happened, by how the text arrived. */
function refusal(transaction: Transaction): {how: string; characters: number} {
  if (transaction.isUserEvent('input.paste')) return {how: 'Nothing was pasted', characters: inserted(transaction)};
  if (transaction.isUserEvent('input.drop')) return {how: 'Nothing was dropped', characters: inserted(transaction)};
  return {how: 'Not entered', characters: transaction.newDoc.length};
}

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
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  /** The text the editor holds, as it last reported it or was given it. */
  const held = useRef(value);
  /** The latest props, read by the editor's listeners (made once, with the editor). */
  const latest = useRef({onChange, onRefused, limit, label});
  useEffect(() => {
    latest.current = {onChange, onRefused, limit, label};
  });
  const [attributes] = useState(() => new Compartment());

  const contentAttributes = () =>
    EditorView.contentAttributes.of({
      // Editable text is in the tab order anyway; saying so lets checkers see that its scrolling area has a stop.
      tabindex: '0',
      'aria-labelledby': labelId,
      ...(hint ? {'aria-describedby': hintId} : {}),
      ...(invalid ? {'aria-invalid': 'true'} : {}),
    });

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: held.current,
        extensions: [
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          wrap ? EditorView.lineWrapping : [],
          EditorState.tabSize.of(8),
          codeBoxTheme,
          attributes.of(contentAttributes()),
          // A paste or drop that would make the text too long never reaches the box, so it is never laid out.
          EditorState.transactionFilter.of((transaction) => {
            if (!transaction.docChanged || transaction.annotation(fromTool)) return transaction;
            if (transaction.newDoc.length <= latest.current.limit) return transaction;
            const {how, characters} = refusal(transaction);
            const {label: name, limit: most, onRefused: refused} = latest.current;
            // Told after the editor's update, not from inside it.
            queueMicrotask(() =>
              refused(
                `${how}: the text is ${megabytes(characters)}, and the ${name} box takes up to ${megabytes(most)}. Use a smaller part of it.`,
              ),
            );
            return [];
          }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((transaction) => transaction.annotation(fromTool))) {
              return;
            }
            held.current = update.state.doc.toString();
            latest.current.onChange(held.current);
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later props reach it through `latest`, the effects below and the compartment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The tool changed the text (an example, a shared link): the box shows it, as one step the reader can undo.
  useEffect(() => {
    const editor = view.current;
    if (!editor || value === held.current) return;
    held.current = value;
    editor.dispatch({
      changes: {from: 0, to: editor.state.doc.length, insert: value},
      annotations: fromTool.of(true),
    });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({effects: attributes.reconfigure(contentAttributes())});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invalid, Boolean(hint)]);

  return (
    <div className={styles.field}>
      {/* The editor's text box names itself by this element (aria-labelledby). */}
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div
        ref={host}
        className={clsx(styles.code, styles.editor, invalid && styles.invalid)}
        style={{height: `calc(${rows} * 1.45em + 1rem + 2px)`}}
      />
    </div>
  );
}
