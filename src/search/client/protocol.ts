/** Messages between the page and the search worker. */
import type {AlgoliaSearchParams, AlgoliaSearchResult} from '../core/algoliaResponse';

export type SearchRequest = AlgoliaSearchParams & {indexName?: string};

export type WorkerRequest =
  | {id: number; kind: 'warm-up'; indexUrl: string}
  | {id: number; kind: 'search'; indexUrl: string; requests: SearchRequest[]}
  | {id: number; kind: 'suggest'; indexUrl: string; query: string};

export type WorkerResponse =
  | {id: number; ok: true; results: AlgoliaSearchResult[]; suggestions?: string[]}
  | {id: number; ok: false; error: {name: string; message: string}};
