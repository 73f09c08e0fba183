import type {ReactNode} from 'react';
import {decodeEntities} from '../highlight/pendingHighlight';

/**
 * Shows a highlighted value from the search client as text with <mark>
 * elements. It never injects HTML: the value is split on the highlight tags
 * and each piece is rendered as text, so `<script>` in a query or a page
 * shows up as the characters it is.
 */
export default function Highlighted({value}: {value: string}): ReactNode {
  const parts = value.split(/<mark>|<\/mark>/);
  return parts.map((part, index) => {
    const text = decodeEntities(part);
    // Odd pieces sit between an opening and a closing tag.
    return index % 2 === 1 ? <mark key={index}>{text}</mark> : text;
  });
}
