/**
 * The search button and DocSearch modal fed by the site's own index.
 *
 * Why not the theme's SearchBar in this mode: it adds a preconnect hint to
 * `<appId>-dsn.algolia.net`, which would send every reader's browser to a
 * host the site does not use. Everything else is the same DocSearch button
 * and modal, with its search client replaced through `transformSearchClient`.
 */
import {useCallback, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType, DocSearchTransformClient} from '@docsearch/react';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import type {LocalSearchClient} from '../client/localSearchClient';
import type {SearchSettings} from '../settings';
import {LOCAL_INDEX_NAME} from '../settings';
import SearchScreens from './SearchScreens';
import {observeSearches} from './searchOutcome';
import {SeeAllResults, limitQueries, useModalInputLimit, useSharedDocSearchProps} from './useSharedDocSearchProps';
import styles from './styles.module.css';

let DocSearchModal: typeof DocSearchModalType | undefined;
let searchClient: LocalSearchClient | undefined;
let modalLoading: Promise<void> | undefined;
let clientLoading: Promise<void> | undefined;

/**
 * Loads the modal and the search client, never before the reader shows
 * interest in search. The two load side by side: the worker fetches the index
 * while the modal's code is still arriving.
 */
function loadSearch(indexUrl: string): Promise<void> {
  clientLoading ??= import('../client/localSearchClient').then((client) => {
    searchClient = client.localSearchClient(indexUrl);
    searchClient.warmUp();
  });
  modalLoading ??= Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([modal]) => {
    DocSearchModal = modal.DocSearchModal;
  });
  const loading = Promise.all([clientLoading, modalLoading]).then(() => undefined);
  loading.catch(() => {
    // A failed chunk can be fetched again on the next attempt.
    clientLoading = undefined;
    modalLoading = undefined;
  });
  return loading;
}

interface LocalSearchModalProps {
  Modal: typeof DocSearchModalType;
  onClose: () => void;
  initialQuery?: string;
  transformSearchClient: (client: DocSearchTransformClient) => DocSearchTransformClient;
}

/**
 * The open modal. Its contextual filters are worked out only once it opens:
 * finding the active docs plugin sorts with `localeCompare`, and the first
 * `localeCompare` of a page loads the collator, which took 12 to 28 ms here.
 * In the search bar's own render that cost fell on every page's hydration.
 */
function LocalSearchModal({Modal, onClose, initialQuery, transformSearchClient}: LocalSearchModalProps): ReactNode {
  const facetFilters = useAlgoliaContextualFacetFilters();
  const shared = useSharedDocSearchProps();
  return (
    <Modal
      appId="local"
      apiKey="local"
      indexName={LOCAL_INDEX_NAME}
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      placeholder={translations.modal?.searchBox?.placeholderText ?? 'Search docs'}
      translations={translations.modal}
      transformSearchClient={transformSearchClient}
      // Ask AI needs Algolia; in local mode it is never offered.
      onAskAiToggle={() => undefined}
      {...shared}
      resultsFooterComponent={({state}) => (
        <SeeAllResults query={state.query} count={state.context.nbHits as number} onClose={onClose} />
      )}
      searchParameters={{...shared.searchParameters, facetFilters}}
    />
  );
}

export default function LocalSearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {indexPath} = siteConfig.customFields?.search as SearchSettings;
  const indexUrl = useBaseUrl(indexPath);

  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement>();

  const preload = useCallback(() => {
    void loadSearch(indexUrl);
  }, [indexUrl]);

  const open = useCallback(() => {
    setContainer((existing) => {
      if (existing) return existing;
      const element = document.createElement('div');
      element.className = styles.localSearch;
      document.body.insertBefore(element, document.body.firstChild);
      return element;
    });
    void loadSearch(indexUrl).then(() => setIsOpen(true));
  }, [indexUrl]);

  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, onInput, searchButtonRef: buttonRef});
  useModalInputLimit(isOpen);

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient =>
      observeSearches(
        limitQueries({
          ...client,
          search: searchClient!.search.bind(searchClient) as unknown as DocSearchTransformClient['search'],
        }),
      ),
    [],
  );
  const suggest = useCallback((query: string) => searchClient!.suggest(query), []);

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={open}
        translations={translations.button}
      />
      {isOpen && <SearchScreens suggest={suggest} />}
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <LocalSearchModal
            Modal={DocSearchModal}
            onClose={close}
            initialQuery={initialQuery}
            transformSearchClient={transformSearchClient}
          />,
          container,
        )}
    </>
  );
}
