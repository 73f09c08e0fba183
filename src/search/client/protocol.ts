/** Messages between the page and the search worker (through src/utils/workerCalls). */
import type {AlgoliaSearchParams, AlgoliaSearchResult} from '../core/algoliaResponse';

export type SearchRequest = AlgoliaSearchParams & {indexName?: string};

export type SearchMessage =
  | {kind: 'warm-up'; indexUrl: string}
  | {kind: 'search'; indexUrl: string; requests: SearchRequest[]}
  | {kind: 'suggest'; indexUrl: string; query: string};

export type SearchAnswer = {results: AlgoliaSearchResult[]; suggestions?: string[]};
