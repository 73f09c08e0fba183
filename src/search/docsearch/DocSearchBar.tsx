/**
 * The search button and the DocSearch modal, for both search modes (the
 * site's index and Algolia). DocSearch's own button, modal and keyboard
 * shortcuts, with the settings both modes share; each mode adds its search
 * client and credentials (LocalSearchBar, AlgoliaSearchBar).
 *
 * Why the site renders them rather than wrapping the theme's SearchBar: the
 * theme's bar keeps the modal's open state and its `initialQuery` to itself.
 * Owning them, the site knows when the modal is open without watching
 * DocSearch's DOM, and sets the query (a chosen suggestion, a paste cut to the
 * limit) the way DocSearch offers: by opening the modal again with that
 * `initialQuery`. The modal is rendered inside a wrapper of the site's, which
 * carries the query limit's listener and the latest search's outcome.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import type {DocSearchModal as DocSearchModalType, DocSearchModalProps} from '@docsearch/react';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import SearchScreens from './SearchScreens';
import {limitQueryInput} from './queryLimit';
import {resetOutcome, useSearchOutcome} from './searchOutcome';
import {SeeAllResults, useSharedDocSearchProps} from './useSharedDocSearchProps';
import styles from './styles.module.css';

let DocSearchModal: typeof DocSearchModalType | undefined;
let modalLoading: Promise<void> | undefined;

function loadModal(): Promise<void> {
  modalLoading ??= Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([modal]) => {
    DocSearchModal = modal.DocSearchModal;
  });
  // A chunk that failed to load can be fetched again on the next attempt.
  modalLoading.catch(() => {
    modalLoading = undefined;
  });
  return modalLoading;
}

/** The modal props that depend on the search mode. */
export type ModeModalProps = Pick<DocSearchModalProps, 'appId' | 'apiKey' | 'indexName' | 'transformSearchClient'> &
  Partial<Pick<DocSearchModalProps, 'askAi' | 'placeholder'>>;

export type AskAiMode = {isAskAiActive: boolean; onAskAiToggle: (active: boolean) => void};

const NO_ASK_AI: AskAiMode = {isAskAiActive: false, onAskAiToggle: () => undefined};

type OpenModalProps = {
  Modal: typeof DocSearchModalType;
  modeProps: ModeModalProps;
  askAi: AskAiMode;
  initialQuery?: string;
  onClose: () => void;
};

/**
 * The open modal. Its contextual filters are worked out only once it opens:
 * finding the active docs plugin sorts with `localeCompare`, and the first
 * `localeCompare` of a page loads the collator, which took 12 to 28 ms here.
 * In the search bar's own render that cost fell on every page's hydration.
 */
function OpenModal({Modal, modeProps, askAi, initialQuery, onClose}: OpenModalProps): ReactNode {
  const facetFilters = useAlgoliaContextualFacetFilters();
  const shared = useSharedDocSearchProps();
  return (
    <Modal
      placeholder={translations.modal?.searchBox?.placeholderText ?? 'Search docs'}
      {...modeProps}
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      translations={translations.modal}
      isAskAiActive={askAi.isAskAiActive}
      onAskAiToggle={askAi.onAskAiToggle}
      {...shared}
      resultsFooterComponent={({state}) => (
        <SeeAllResults query={state.query} count={state.context.nbHits as number} onClose={onClose} />
      )}
      searchParameters={{...shared.searchParameters, facetFilters}}
    />
  );
}

/** One opening of the modal; a new one (with a new `initialQuery`) remounts it. */
type Session = {id: number; initialQuery?: string};

export type DocSearchBarProps = {
  /** Fetches what searching needs, once the reader shows interest (hover, focus, touch). */
  preload: () => void;
  /** Resolves when the mode's search client is ready. */
  loadClient: () => Promise<void>;
  modeProps: ModeModalProps;
  /** Up to three queries that find something, for a query that found nothing. */
  suggest: (query: string) => Promise<string[]>;
  /** Ask AI (Algolia with an assistant): its state lives here, so Escape and closing reach it. */
  askAi?: AskAiMode;
  /** Extra class of the wrapper around the modal. */
  className?: string;
};

export default function DocSearchBar({
  preload,
  loadClient,
  modeProps,
  suggest,
  askAi = NO_ASK_AI,
  className,
}: DocSearchBarProps): ReactNode {
  const [session, setSession] = useState<Session>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const outcome = useSearchOutcome();
  const {isAskAiActive, onAskAiToggle} = askAi;

  const load = useCallback(() => Promise.all([loadModal(), loadClient()]), [loadClient]);
  const onInterest = useCallback(() => {
    preload();
    void loadModal().catch(() => undefined);
  }, [preload]);

  const open = useCallback(() => {
    void load().then(() => setSession((current) => current ?? {id: 1}));
  }, [load]);

  const close = useCallback(() => {
    setSession(undefined);
    resetOutcome();
    buttonRef.current?.focus();
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  /** Opens the modal again on `query`: DocSearch reads `initialQuery` when it mounts. */
  const restartWith = useCallback((query: string) => {
    setSession((current) => current && {id: current.id + 1, initialQuery: query});
  }, []);

  useDocSearchKeyboardEvents({isOpen: Boolean(session), onOpen: open, onClose: close, isAskAiActive, onAskAiToggle});

  // A cleared query (typed away, or the Clear button's form reset) searches nothing, so no
  // outcome replaces the last one: forget it, or the start screen would stay hidden behind it.
  useEffect(() => {
    if (!wrapper) return undefined;
    const onEdit = (event: Event) => {
      if (event.type === 'reset' || (event.target instanceof HTMLInputElement && event.target.value === '')) {
        resetOutcome();
      }
    };
    wrapper.addEventListener('input', onEdit);
    wrapper.addEventListener('reset', onEdit);
    return () => {
      wrapper.removeEventListener('input', onEdit);
      wrapper.removeEventListener('reset', onEdit);
    };
  }, [wrapper]);

  // Ask AI questions are not keyword queries: the limit applies to keyword search only.
  useEffect(
    () => (wrapper && !isAskAiActive ? limitQueryInput(wrapper, restartWith) : undefined),
    [wrapper, isAskAiActive, restartWith],
  );

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={onInterest}
        onFocus={onInterest}
        onMouseOver={onInterest}
        onClick={open}
        translations={translations.button}
      />
      {session &&
        DocSearchModal &&
        createPortal(
          <div ref={setWrapper} className={clsx(styles.modal, className)} data-search-state={outcome?.state}>
            <OpenModal
              key={session.id}
              Modal={DocSearchModal}
              modeProps={modeProps}
              askAi={askAi}
              initialQuery={session.initialQuery}
              onClose={close}
            />
            {wrapper && <SearchScreens root={wrapper} outcome={outcome} suggest={suggest} onChoose={restartWith} />}
          </div>,
          document.body,
        )}
    </>
  );
}
