/**
 * The modal screens DocSearch leaves out with our search clients: the error
 * screen when the search cannot be reached, and "Try searching for" with up to
 * three suggestions when nothing matched. They use DocSearch's own markup and
 * styles. While a search is still running, DocSearch's "No results" screen is
 * hidden, so it does not flash before the first results.
 */
import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {currentOutcome, subscribeToOutcome} from './searchOutcome';

const MAX_SUGGESTIONS = 3;

/** Types a suggestion into DocSearch's input the way the reader would. */
function fillQuery(text: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}

function Suggestions({suggestions}: {suggestions: string[]}): ReactNode {
  return (
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">Try searching for:</p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {suggestions.slice(0, MAX_SUGGESTIONS).map((suggestion) => (
          <li key={suggestion}>
            <button className="DocSearch-Prefill" type="button" onClick={() => fillQuery(`${suggestion} `)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SearchScreens({suggest}: {suggest: (query: string) => Promise<string[]>}): ReactNode {
  const outcome = useSyncExternalStore(subscribeToOutcome, currentOutcome, () => undefined);
  const [target, setTarget] = useState<{element: Element; suggestions?: string[]}>();

  useEffect(() => {
    document.body.dataset.searchState = outcome?.state ?? '';
    let cancelled = false;
    // DocSearch renders its screen for the outcome in the same frame; find it after.
    const frame = requestAnimationFrame(() => {
      if (outcome?.state === 'error') {
        const dropdown = document.querySelector('.DocSearch-Dropdown');
        setTarget(dropdown ? {element: dropdown} : undefined);
      } else if (outcome?.state === 'empty') {
        suggest(outcome.query).then(
          (suggestions) => {
            const screen = document.querySelector('.DocSearch-NoResults');
            if (!cancelled) setTarget(screen && suggestions.length > 0 ? {element: screen, suggestions} : undefined);
          },
          () => !cancelled && setTarget(undefined),
        );
      } else {
        setTarget(undefined);
      }
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [outcome, suggest]);

  useEffect(() => () => void delete document.body.dataset.searchState, []);

  if (!target || !target.element.isConnected) return null;
  return createPortal(
    outcome?.state === 'error' ? <ErrorScreen /> : <Suggestions suggestions={target.suggestions ?? []} />,
    target.element,
  );
}
