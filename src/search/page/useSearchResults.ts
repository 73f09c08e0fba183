/**
 * Runs the search page's queries: the first 20 hits, then 20 more each time
 * the reader asks (button or scrolling to the end). Stale answers of earlier
 * queries are ignored.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {AlgoliaHit} from '../core/algoliaResponse';
import type {SearchClientLike} from '../client/localSearchClient';

export const HITS_PER_PAGE = 20;

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'; message: string}
  | {status: 'done'; hits: AlgoliaHit[]; nbHits: number; page: number; nbPages: number; loadingMore: boolean};

type Request = {
  indexName: string;
  query: string;
  facetFilters: (string | string[])[];
};

type Answer = Exclude<SearchState, {status: 'idle'} | {status: 'loading'}> & {key: string};

export function useSearchResults(client: SearchClientLike | undefined, request: Request) {
  const [answer, setAnswer] = useState<Answer>();
  const generation = useRef(0);
  const {indexName, query} = request;
  const filtersKey = JSON.stringify(request.facetFilters);
  // Which question the shown answer belongs to; any other answer is stale.
  const key = JSON.stringify([indexName, query, filtersKey, Boolean(client)]);

  const fetchPage = useCallback(
    async (page: number) => {
      const {results} = await client!.search({
        requests: [
          {
            indexName,
            query,
            page,
            hitsPerPage: HITS_PER_PAGE,
            facetFilters: JSON.parse(filtersKey) as Request['facetFilters'],
            attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
            attributesToSnippet: ['content:30'],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      });
      return results[0];
    },
    [client, indexName, query, filtersKey],
  );

  const fail = useCallback(
    (error: unknown) =>
      ({status: 'error', message: error instanceof Error ? error.message : String(error), key}) as Answer,
    [key],
  );

  useEffect(() => {
    const current = ++generation.current;
    if (!client || !query.trim()) return;
    fetchPage(0).then(
      (result) => {
        if (current !== generation.current) return;
        setAnswer({
          status: 'done',
          hits: result.hits,
          nbHits: result.nbHits,
          page: 0,
          nbPages: result.nbPages,
          loadingMore: false,
          key,
        });
      },
      (error: unknown) => {
        if (current === generation.current) setAnswer(fail(error));
      },
    );
  }, [client, query, fetchPage, key, fail]);

  let state: SearchState;
  if (!client || !query.trim()) state = {status: 'idle'};
  else if (answer?.key !== key) state = {status: 'loading'};
  else state = answer;

  const loadMore = useCallback(() => {
    if (state.status !== 'done' || state.loadingMore || state.page + 1 >= state.nbPages) return;
    const current = generation.current;
    const nextPage = state.page + 1;
    setAnswer({...state, loadingMore: true, key});
    fetchPage(nextPage).then(
      (result) => {
        if (current !== generation.current) return;
        // The button and the scroll can both ask for the same page before a render: append it once.
        setAnswer((previous) =>
          previous?.status === 'done' && previous.page + 1 === nextPage
            ? {...previous, hits: [...previous.hits, ...result.hits], page: nextPage, loadingMore: false}
            : previous,
        );
      },
      (error: unknown) => {
        if (current === generation.current) setAnswer(fail(error));
      },
    );
  }, [state, fetchPage, key, fail]);

  return {state, loadMore};
}
