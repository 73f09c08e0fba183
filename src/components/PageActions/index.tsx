/**
 * "Copy page" and "View as Markdown" under a docs page: its Markdown copy (plugins/llms-txt), to paste into an AI
 * assistant or read as plain text.
 *
 * The copy is not in the page's JavaScript: the button fetches the `.md` when it is pressed. The clipboard is
 * written within the press, with the text still on its way (a ClipboardItem holding a promise), because Safari
 * refuses a clipboard write that comes after an `await`; where ClipboardItem is missing, the text is written once
 * it has arrived. The result is said in a polite live region that is in the page from the start (a region added
 * with its message is often not announced), and shown next to the button.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {markdownPathOf} from '@site/plugins/llms-txt/markdownPath';
import styles from './styles.module.css';

/** How long "Copied" stays on screen. */
const STATUS_MS = 4000;

async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // A failed fetch fails the write, and is rethrown here; any other refusal gets the older call below.
      await text;
    }
  }
  await navigator.clipboard.writeText(await text);
}

export default function PageActions({permalink}: {permalink: string}): ReactNode {
  const href = markdownPathOf(permalink);
  const [status, setStatus] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (message: string) => {
    setStatus(message);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus(''), STATUS_MS);
  };
  const copy = () => {
    // Emptied first, so that a second "Copied" is announced again.
    setStatus('');
    copyMarkdown(href).then(
      () => show('Copied'),
      () => show('Could not copy. Use View as Markdown instead.'),
    );
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={copy}>
        Copy page
      </button>
      <a className={styles.action} href={href} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
