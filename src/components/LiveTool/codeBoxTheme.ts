/**
 * The code box's look, through CodeMirror's own theme API (its documented `.cm-…` classes), so that it wins over
 * CodeMirror's base theme: the page's font, colours and focus ring (drawn by the frame, `styles.editor`), the
 * browser's own caret and selection.
 */
import {EditorView} from '@codemirror/view';

export const codeBoxTheme = EditorView.theme({
  '&': {height: '100%', color: 'inherit', backgroundColor: 'transparent'},
  // The frame draws the focus ring; an outline here would be cut off by its edges.
  '&.cm-focused': {outline: 'none'},
  '.cm-scroller': {overflow: 'auto', fontFamily: 'inherit', lineHeight: 'inherit'},
  '.cm-content': {padding: '0.5rem 0', caretColor: 'currentcolor'},
  '.cm-content:focus-visible': {outline: 'none'},
  '.cm-line': {padding: '0 0.5rem'},
});
