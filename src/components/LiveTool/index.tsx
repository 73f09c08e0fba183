/**
 * The part of a live tool that is in its page's own JavaScript: a placeholder
 * that holds the tool's place, says without JavaScript that the tool needs it,
 * and starts loading the tool (a chunk of its own) once the page is hydrated
 * and the browser is idle. Nothing of the tool loads on any other page, nor
 * before the page is interactive.
 */
import {Suspense, useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type Props = {
  /** "SQON playground": used in the loading and error messages. */
  name: string;
  /** What a reader without JavaScript is told. */
  noScript: ReactNode;
  /** The tool: a React.lazy component element, rendered (and so loaded) only when the browser is idle. */
  children: ReactNode;
};

function Placeholder({name, noScript}: Omit<Props, 'children'>): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <div className={styles.placeholder}>
      <noscript>
        <p className={styles.message}>{noScript}</p>
      </noscript>
      {isBrowser && <p className={styles.message}>Loading the {name}…</p>}
    </div>
  );
}

/** Calls `start` when the browser is idle (at the latest after two seconds), after the page has hydrated. */
function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const start = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, {timeout: 2000});
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(start, 200);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}

export default function LiveTool({name, noScript, children}: Props): ReactNode {
  const idle = useWhenIdle();
  const placeholder = <Placeholder name={name} noScript={noScript} />;
  if (!idle) return placeholder;
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <div className={styles.placeholder} role="alert">
          <p className={styles.message}>
            The {name} could not be loaded ({error.message}). Check the connection, then try again.
          </p>
          <button type="button" className="button button--secondary" onClick={tryAgain}>
            Try again
          </button>
        </div>
      )}
    >
      <Suspense fallback={placeholder}>{children}</Suspense>
    </ErrorBoundary>
  );
}
