/**
 * What the modal's latest search came to: pending, found, empty or failed.
 * DocSearch 4.7 shows neither its error screen nor its "Try searching for"
 * list; SearchScreens renders both from this, and the modal's wrapper carries
 * it as `data-search-state` for the styles that hide what DocSearch shows in
 * their place.
 */
import {useSyncExternalStore} from 'react';
import type {DocSearchTransformClient} from '@docsearch/react';

export type SearchOutcome = {query: string; state: 'pending' | 'found' | 'empty' | 'error'};

let outcome: SearchOutcome | undefined;
let latest = 0;
const listeners = new Set<() => void>();

function report(next: SearchOutcome | undefined): void {
  outcome = next;
  for (const listener of listeners) listener();
}

export function subscribeToOutcome(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentOutcome(): SearchOutcome | undefined {
  return outcome;
}

/** Forgets the outcome (the modal closed); a search still running reports nothing. */
export function resetOutcome(): void {
  latest++;
  report(undefined);
}

export function useSearchOutcome(): SearchOutcome | undefined {
  return useSyncExternalStore(subscribeToOutcome, currentOutcome, () => undefined);
}

/** Wraps a search client so every modal search reports its outcome. */
export function observeSearches<T extends Pick<DocSearchTransformClient, 'search'>>(client: T): T {
  const search = client.search.bind(client) as unknown as (params: {
    requests: {query?: string}[];
  }) => Promise<{results: {nbHits?: number}[]}>;
  return {
    ...client,
    search: (async (params: {requests: {query?: string}[]}) => {
      const query = params.requests[0]?.query ?? '';
      const id = ++latest;
      report({query, state: 'pending'});
      try {
        const response = await search(params);
        if (id === latest) {
          report({query, state: response.results.some((result) => (result.nbHits ?? 0) > 0) ? 'found' : 'empty'});
        }
        return response;
      } catch (error) {
        if (id === latest) report({query, state: 'error'});
        throw error;
      }
    }) as unknown as T['search'],
  };
}
