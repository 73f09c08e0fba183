/**
 * What the modal's latest search came to: pending, found, empty or failed.
 * DocSearch 4.7 shows neither its error screen (its autocomplete sets the
 * status back from `error` to `idle` when a failed search ends) nor its "Try
 * searching for" list (it stores the suggestions as an object, so the list
 * never renders: algolia/docsearch#2922); SearchScreens renders both from this.
 */
import type {DocSearchTransformClient} from '@docsearch/react';

export type SearchOutcome = {query: string; state: 'pending' | 'found' | 'empty' | 'error'};

let outcome: SearchOutcome | undefined;
let latest = 0;
const listeners = new Set<() => void>();

function report(next: SearchOutcome): void {
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
