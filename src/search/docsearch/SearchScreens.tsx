/**
 * The two modal screens DocSearch 4.7 cannot show, and the only place the site
 * renders into DocSearch's DOM (ARCHITECTURE.md, "DocSearch glue" explains why
 * and which upstream fixes would let it go):
 * - the error screen when the search cannot be reached: DocSearch sets its
 *   `error` status, then autocomplete-core resets it to `idle` as the failed
 *   request settles (algolia/autocomplete#1248), so the dropdown shows "No
 *   results" or the previous query's results instead;
 * - "Try searching for" with up to three suggestions when nothing matched:
 *   DocSearch keeps its suggestions as an object, so its list never renders
 *   (algolia/docsearch#2922), and it has no prop to supply ours.
 * Both use DocSearch's own markup and styles, and are portalled into the
 * screen DocSearch shows, found inside the site's wrapper around the modal.
 * Choosing a suggestion does not touch DocSearch's input: `onChoose` opens the
 * modal again with the suggestion as its `initialQuery`.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {SearchOutcome} from './searchOutcome';

const MAX_SUGGESTIONS = 3;

function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}

function Suggestions({suggestions, onChoose}: {suggestions: string[]; onChoose: (query: string) => void}): ReactNode {
  return (
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">Try searching for:</p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {suggestions.slice(0, MAX_SUGGESTIONS).map((suggestion) => (
          <li key={suggestion}>
            <button className="DocSearch-Prefill" type="button" onClick={() => onChoose(`${suggestion} `)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Target = {element: Element; suggestions?: string[]};

export default function SearchScreens({
  root,
  outcome,
  suggest,
  onChoose,
}: {
  /** The site's element around the modal. */
  root: HTMLElement;
  outcome: SearchOutcome | undefined;
  suggest: (query: string) => Promise<string[]>;
  onChoose: (query: string) => void;
}): ReactNode {
  const [target, setTarget] = useState<Target>();

  useEffect(() => {
    let cancelled = false;
    const show = (next?: Target) => !cancelled && setTarget(next);
    // DocSearch renders its screen for the outcome in the same frame; look for it after.
    const frame = requestAnimationFrame(() => {
      if (outcome?.state === 'error') {
        const dropdown = root.querySelector('.DocSearch-Dropdown');
        show(dropdown ? {element: dropdown} : undefined);
      } else if (outcome?.state === 'empty') {
        suggest(outcome.query).then(
          (suggestions) => {
            const screen = root.querySelector('.DocSearch-NoResults');
            show(screen && suggestions.length > 0 ? {element: screen, suggestions} : undefined);
          },
          () => show(undefined),
        );
      } else {
        show(undefined);
      }
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [root, outcome, suggest]);

  if (!target || !target.element.isConnected) return null;
  return createPortal(
    outcome?.state === 'error' ? (
      <ErrorScreen />
    ) : (
      <Suggestions suggestions={target.suggestions ?? []} onChoose={onChoose} />
    ),
    target.element,
  );
}
