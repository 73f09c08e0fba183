import {useLayoutEffect, useState, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Whether an element's content can be left to the server's HTML: true while
 * the page hydrates, false for a component first rendered in the browser
 * (after a client-side navigation). Render the element with
 * `dangerouslySetInnerHTML={{__html: ''}}` and `suppressHydrationWarning`
 * while it is true: React then keeps the server's content as it is, so the
 * browser does not need the code (or the data) that made it.
 *
 * If the element turns out to be empty (no server HTML, as under
 * `docusaurus start`), it switches to false before the browser paints.
 */
export default function useServerMarkup(element: RefObject<HTMLElement | null>): boolean {
  const isBrowser = useIsBrowser();
  const [serverMarkup, setServerMarkup] = useState(!isBrowser && ExecutionEnvironment.canUseDOM);
  useLayoutEffect(() => {
    // A one-off switch before paint, only when the markup is missing.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (serverMarkup && !element.current?.hasChildNodes()) setServerMarkup(false);
  }, [serverMarkup, element]);
  return serverMarkup;
}
