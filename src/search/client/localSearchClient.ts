/**
 * The local search client: the same `search({requests})` call and answer as
 * Algolia's client, served by the engine in a Web Worker. The DocSearch modal
 * (through `transformSearchClient`) and the search page both use it.
 */
import type {AlgoliaSearchResult} from '../core/algoliaResponse';
import {IndexUnreachableError} from './indexSource';
import type {SearchRequest, WorkerRequest, WorkerResponse} from './protocol';

export type SearchClientLike = {
  search(params: {requests: SearchRequest[]}): Promise<{results: AlgoliaSearchResult[]}>;
};

type Answer = Extract<WorkerResponse, {ok: true}>;
type Pending = {resolve: (answer: Answer) => void; reject: (error: Error) => void};
type Message = {kind: 'warm-up'} | {kind: 'search'; requests: SearchRequest[]} | {kind: 'suggest'; query: string};

function toError({name, message}: {name: string; message: string}): Error {
  const error = name === 'RetryError' ? new IndexUnreachableError(message) : new Error(message);
  error.name = name;
  return error;
}

export class LocalSearchClient implements SearchClientLike {
  private worker?: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly indexUrl: string) {}

  private async runHere(message: Message): Promise<Answer> {
    // No workers (very old browsers): run the engine on the page.
    const service = await import('./searchService');
    if (message.kind === 'search') {
      return {id: 0, ok: true, results: await service.searchAll(this.indexUrl, message.requests)};
    }
    if (message.kind === 'suggest') {
      return {id: 0, ok: true, results: [], suggestions: await service.suggest(this.indexUrl, message.query)};
    }
    await service.warmUp(this.indexUrl);
    return {id: 0, ok: true, results: []};
  }

  private send(message: Message): Promise<Answer> {
    if (typeof Worker === 'undefined') return this.runHere(message);
    if (!this.worker) {
      this.worker = new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'search'});
      this.worker.onmessage = ({data}: MessageEvent<WorkerResponse>) => {
        const pending = this.pending.get(data.id);
        this.pending.delete(data.id);
        if (data.ok) pending?.resolve(data);
        else pending?.reject(toError(data.error));
      };
      this.worker.onerror = (event) => {
        event.preventDefault();
        for (const {reject} of this.pending.values()) reject(new IndexUnreachableError(event.message));
        this.pending.clear();
        this.worker = undefined;
      };
    }
    const id = this.nextId++;
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      worker.postMessage({...message, id, indexUrl: this.indexUrl} as WorkerRequest);
    });
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
