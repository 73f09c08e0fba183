/**
 * The local search client: the same `search({requests})` call and answer as
 * Algolia's client, served by the engine in a Web Worker. The DocSearch modal
 * (through `transformSearchClient`) and the search page both use it.
 */
import type {AlgoliaSearchResult} from '../core/algoliaResponse';
import {WorkerClient} from '../../utils/workerCalls';
import {IndexUnreachableError} from './indexSource';
import type {SearchAnswer, SearchMessage, SearchRequest} from './protocol';

export type SearchClientLike = {
  search(params: {requests: SearchRequest[]}): Promise<{results: AlgoliaSearchResult[]}>;
};

type Message = {kind: 'warm-up'} | {kind: 'search'; requests: SearchRequest[]} | {kind: 'suggest'; query: string};

function toError({name, message}: {name: string; message: string}): Error {
  const error = name === 'RetryError' ? new IndexUnreachableError(message) : new Error(message);
  error.name = name;
  return error;
}

export class LocalSearchClient implements SearchClientLike {
  private worker?: WorkerClient<SearchMessage, SearchAnswer>;

  constructor(private readonly indexUrl: string) {}

  private async runHere(message: Message): Promise<SearchAnswer> {
    // No workers (very old browsers): run the engine on the page.
    const service = await import('./searchService');
    if (message.kind === 'search') return {results: await service.searchAll(this.indexUrl, message.requests)};
    if (message.kind === 'suggest')
      return {results: [], suggestions: await service.suggest(this.indexUrl, message.query)};
    await service.warmUp(this.indexUrl);
    return {results: []};
  }

  private send(message: Message): Promise<SearchAnswer> {
    if (typeof Worker === 'undefined') return this.runHere(message);
    this.worker ??= new WorkerClient<SearchMessage, SearchAnswer>(
      () => new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'search'}),
      {toError, crashError: (text) => new IndexUnreachableError(text)},
    );
    return this.worker.call({...message, indexUrl: this.indexUrl});
  }

  /** Starts loading the index (on hover or focus of the search button). */
  warmUp(): void {
    this.send({kind: 'warm-up'}).catch(() => {
      // The first real search reports the problem.
    });
  }

  async search({requests}: {requests: SearchRequest[]}): Promise<{results: AlgoliaSearchResult[]}> {
    return {results: (await this.send({kind: 'search', requests})).results};
  }

  /** Up to three queries that find results, for a query that found none. */
  async suggest(query: string): Promise<string[]> {
    return (await this.send({kind: 'suggest', query})).suggestions ?? [];
  }
}

const clients = new Map<string, LocalSearchClient>();

/** One client (and one worker) per index for the whole page. */
export function localSearchClient(indexUrl: string): LocalSearchClient {
  let client = clients.get(indexUrl);
  if (!client) {
    client = new LocalSearchClient(indexUrl);
    clients.set(indexUrl, client);
  }
  return client;
}
