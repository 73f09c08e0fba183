/**
 * DocSearch modal settings shared by both search modes (local index and
 * Algolia): result links that hand their matched words to the target page,
 * "See all N results", the no-results report link, the limits of the spec
 * (5 hits per group, recent 7 / 4 with favourites) and 10-word snippets
 * (5 on screens up to 768 px).
 */
import {useCallback, useEffect, useMemo, useState, type ReactElement, type ReactNode} from 'react';
import type {DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {usePluralForm, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {rememberHighlight} from '../highlight/pendingHighlight';
import {resultOpened, useResultView, type MaybeInsightsHit} from '../insights/insights';
import type {SearchSettings} from '../settings';
import {groupByPage} from './groupByPage';

export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_SMALL_SCREEN = 5;
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';

const SNIPPET_ATTRIBUTES = [
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
];

export function snippetAttributes(words: number): string[] {
  return SNIPPET_ATTRIBUTES.map((attribute) => `${attribute}:${words}`);
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}): ReactElement {
  // Search usage events, when the build sends them (a no-op otherwise).
  useResultView(hit as MaybeInsightsHit);
  return (
    <Link
      to={hit.url}
      onClick={() => {
        rememberHighlight(hit);
        resultOpened(hit as MaybeInsightsHit);
      }}
    >
      {children}
    </Link>
  );
}

/** "See all N results" ("See the result" for one): opens the search page for the query and closes the modal. */
export function SeeAllResults({query, count, onClose}: {query: string; count: number; onClose: () => void}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const {selectMessage} = usePluralForm();
  const label = selectMessage(
    count,
    translate({id: 'theme.SearchBar.seeAll', message: 'See the result|See all {count} results'}, {count}),
  );
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      {label}
    </Link>
  );
}

/**
 * Turns a hit's URL into a link on this site: Algolia records hold absolute
 * URLs, the embedded index holds paths; both end up as a path with the base URL.
 */
export function useHitUrl(): (url: string) => string {
  const processUrl = useSearchResultUrlProcessor();
  return useCallback((url: string) => processUrl(new URL(url, window.location.origin).href), [processUrl]);
}

export function useSharedDocSearchProps(): Partial<DocSearchModalProps> {
  const history = useHistory();
  const processUrl = useHitUrl();
  const {siteConfig} = useDocusaurusContext();
  const {issuesUrl} = siteConfig.customFields?.search as SearchSettings;

  return useMemo(() => {
    const smallScreen = typeof window !== 'undefined' && window.matchMedia?.(SMALL_SCREEN_QUERY).matches;
    return {
      maxResultsPerGroup: 5,
      recentSearchesLimit: 7,
      recentSearchesWithFavoritesLimit: 4,
      searchParameters: {
        attributesToSnippet: snippetAttributes(smallScreen ? SNIPPET_WORDS_SMALL_SCREEN : SNIPPET_WORDS),
      },
      hitComponent: Hit,
      transformItems: (items) => groupByPage(items).map((item) => ({...item, url: processUrl(item.url)})),
      navigator: {
        navigate({itemUrl, item}) {
          rememberHighlight(item);
          resultOpened(item as MaybeInsightsHit, itemUrl);
          history.push(itemUrl);
        },
        navigateNewTab({itemUrl, item}) {
          resultOpened(item as MaybeInsightsHit, itemUrl);
          window.open(itemUrl, '_blank', 'noopener');
        },
        navigateNewWindow({itemUrl, item}) {
          resultOpened(item as MaybeInsightsHit, itemUrl);
          window.open(itemUrl, '_blank', 'noopener,popup');
        },
      },
      getMissingResultsUrl: ({query}) =>
        `${issuesUrl}?${new URLSearchParams({title: `Search: no results for "${query}"`}).toString()}`,
    } satisfies Partial<DocSearchModalProps>;
  }, [history, processUrl, issuesUrl]);
}

/** Longest query the modal accepts (DocSearch's own input allows 512). */
export const MODAL_MAX_QUERY_LENGTH = 64;

/** Whether the DocSearch modal is open (DocSearch marks the body while it is). */
export function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const observer = new MutationObserver(() => setOpen(document.body.classList.contains('DocSearch--active')));
    observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
    return () => observer.disconnect();
  }, []);
  return open;
}

/**
 * Caps the modal's input at 64 characters. DocSearch renders the input with
 * maxLength 512 and offers no option for it, so the limit is set on the
 * element once the modal is open.
 */
export function useModalInputLimit(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen) return undefined;
    const frame = requestAnimationFrame(() => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!input) return;
      input.maxLength = MODAL_MAX_QUERY_LENGTH;
      if (input.value.length > MODAL_MAX_QUERY_LENGTH) {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          input,
          input.value.slice(0, MODAL_MAX_QUERY_LENGTH),
        );
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
}

/** Search requests from the modal never carry more than the modal's limit. */
export function limitQueries<T extends {search: (...args: never[]) => unknown}>(client: T): T {
  const search = client.search.bind(client) as unknown as (params: {requests: {query?: string}[]}) => unknown;
  return {
    ...client,
    search: ((params: {requests: {query?: string}[]}) =>
      search({
        ...params,
        requests: params.requests.map((request) => ({
          ...request,
          query: request.query?.slice(0, MODAL_MAX_QUERY_LENGTH),
        })),
      })) as unknown as T['search'],
  };
}
