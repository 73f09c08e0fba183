/**
 * The search page (`/search?q=`), replacing the theme's: the theme's page
 * builds its own Algolia client and cannot be pointed at the embedded index.
 * This one asks whichever client the site uses (embedded index or Algolia)
 * through the same Algolia-shaped request: 20 hits at a time, more on
 * scrolling or with the button, filters by section, the query kept in the URL.
 */
import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {SearchClientLike} from '@site/src/search/client/localSearchClient';
import {MAX_QUERY_LENGTH} from '@site/src/search/core/localSearch';
import SearchResultItem, {hitsByPage} from '@site/src/search/page/SearchResultItem';
import {createSearchPageClient} from '@site/src/search/page/searchClient';
import {useSearchResults} from '@site/src/search/page/useSearchResults';
import styles from '@site/src/search/page/styles.module.css';
import hidden from '@site/src/css/visuallyHidden.module.css';
import {LOCAL_INDEX_NAME, type SearchSettings} from '@site/src/search/settings';

const ALL_SECTIONS = '';

function useSearchClient(): {client?: SearchClientLike; indexName: string; failed?: string} {
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.search as SearchSettings;
  const algolia = siteConfig.themeConfig.algolia as {appId: string; apiKey: string; indexName: string};
  const indexUrl = useBaseUrl(settings.indexPath);
  const [client, setClient] = useState<SearchClientLike>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    createSearchPageClient(
      settings.mode === 'local'
        ? {mode: 'local', indexUrl}
        : {mode: 'algolia', appId: algolia.appId, apiKey: algolia.apiKey, insights: settings.insights},
    ).then(setClient, (error: unknown) => setFailed(String(error)));
  }, [settings.mode, indexUrl, algolia.appId, algolia.apiKey, settings.insights]);
  return {client, failed, indexName: settings.mode === 'local' ? LOCAL_INDEX_NAME : algolia.indexName};
}

function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

const RESULTS_TITLE = 'Search results for';

function titleFor(query: string): string {
  return query ? `${RESULTS_TITLE} "${query}"` : 'Search the documentation';
}

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {sections} = siteConfig.customFields?.search as SearchSettings;
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  const contextualFilters = useAlgoliaContextualFacetFilters();

  // The static page is built without a query; read it once hydrated, so both renders agree.
  const isBrowser = useIsBrowser();
  const urlQuery = isBrowser ? queryOf(location.search) : '';
  const [input, setInput] = useState(urlQuery);
  const [section, setSection] = useState(ALL_SECTIONS);
  // The last query this page put in the URL; any other change came from outside
  // (e.g. "See all results" in the modal) and replaces what is in the input.
  const [ownQuery, setOwnQuery] = useState(urlQuery);
  if (urlQuery !== ownQuery) {
    setOwnQuery(urlQuery);
    setInput(urlQuery);
  }

  // The URL follows the input, without a history entry per keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (input === urlQuery) return;
      setOwnQuery(input);
      const params = new URLSearchParams(location.search);
      if (input) params.set('q', input);
      else params.delete('q');
      history.replace({...location, search: params.toString() ? `?${params.toString()}` : ''});
    }, 250);
    return () => clearTimeout(timer);
  }, [input, urlQuery, history, location]);

  const {client, indexName, failed} = useSearchClient();
  const facetFilters = useMemo(
    () => [...(contextualFilters as (string | string[])[]), ...(section ? [`hierarchy.lvl0:${section}`] : [])],
    [contextualFilters, section],
  );
  const {state, loadMore} = useSearchResults(client, {indexName, query: urlQuery, facetFilters});

  // Load more when the end of the list scrolls into view. One observer for the
  // page's life: a new one per load would fire at once and load page after page.
  const sentinel = useRef<HTMLDivElement>(null);
  const latestLoadMore = useRef(loadMore);
  useEffect(() => {
    latestLoadMore.current = loadMore;
  }, [loadMore]);
  const hasResults = state.status === 'done' && state.hits.length > 0;
  useEffect(() => {
    const element = sentinel.current;
    if (!hasResults || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latestLoadMore.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasResults]);

  const title = titleFor(urlQuery);
  const error = failed ?? (state.status === 'error' ? state.message : undefined);

  return (
    <main className={clsx('container margin-vert--lg', styles.page)}>
      <Heading as="h1" className={styles.title} title={title}>
        {/* The same quotation marks as the status line below; the document title is plain text. */}
        {urlQuery ? (
          <>
            {RESULTS_TITLE} <q>{urlQuery}</q>
          </>
        ) : (
          title
        )}
      </Heading>
      <form className={styles.searchForm} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={hidden.visuallyHidden}>
          Search the documentation
        </label>
        <input
          id={inputId}
          className={styles.searchInput}
          type="search"
          name="q"
          value={input}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search docs"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setInput(event.target.value.slice(0, MAX_QUERY_LENGTH))}
        />
      </form>
      <fieldset className={styles.sections}>
        <legend>Show results from</legend>
        {[ALL_SECTIONS, ...sections].map((name) => (
          <label key={name || 'all'} className={styles.sectionOption}>
            <input
              type="radio"
              name="section"
              value={name}
              checked={section === name}
              onChange={() => setSection(name)}
            />
            {name || 'All sections'}
          </label>
        ))}
      </fieldset>

      <div role="status" aria-live="polite" className={styles.status}>
        {error && (
          <>
            <strong>Unable to fetch results</strong>
            <p>You might want to check your network connection.</p>
          </>
        )}
        {!error && (state.status === 'loading' || (isBrowser && urlQuery.trim() !== '' && state.status === 'idle')) && (
          <p>
            Searching for <q>{urlQuery}</q>…
          </p>
        )}
        {!error && state.status === 'done' && state.nbHits === 0 && (
          <p>
            No results for <q>{urlQuery}</q>.
          </p>
        )}
        {!error && state.status === 'done' && state.nbHits > 0 && (
          <p>
            {state.nbHits === 1 ? '1 result' : `${state.nbHits} results`} for <q>{urlQuery}</q>
          </p>
        )}
      </div>

      {state.status === 'done' && state.hits.length > 0 && (
        <>
          <ol className={styles.results}>
            {hitsByPage(state.hits).map(({hit, sections}) => (
              <SearchResultItem key={hit.objectID} hit={hit} sections={sections} />
            ))}
          </ol>
          <div ref={sentinel} />
          {state.page + 1 < state.nbPages && (
            <div className={styles.loadMore}>
              <button
                type="button"
                className="button button--secondary"
                onClick={loadMore}
                disabled={state.loadingMore}
              >
                {state.loadingMore ? 'Loading…' : 'Load more results'}
              </button>
            </div>
          )}
        </>
      )}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  // The docs contexts the contextual search filters need exist inside Layout only.
  const {search} = useLocation();
  return (
    <Layout
      title={titleFor(queryOf(search))}
      description="Search the Overture documentation, guides, community pages and blog."
    >
      <SearchPageContent />
    </Layout>
  );
}
