/**
 * One engine per index URL, answering batches of Algolia-shaped requests.
 * Runs inside the search worker, or on the page where workers are missing.
 */
import {SearchEngine} from '../core/engine';
import {answerSearch} from '../core/localSearch';
import type {AlgoliaSearchResult} from '../core/algoliaResponse';
import {httpIndexSource} from './indexSource';
import type {SearchRequest} from './protocol';

const engines = new Map<string, SearchEngine>();

function engineFor(indexUrl: string): SearchEngine {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = new SearchEngine(httpIndexSource(indexUrl));
    engines.set(indexUrl, engine);
  }
  return engine;
}

export function warmUp(indexUrl: string): Promise<void> {
  return engineFor(indexUrl).warmUp();
}

export function searchAll(indexUrl: string, requests: SearchRequest[]): Promise<AlgoliaSearchResult[]> {
  const engine = engineFor(indexUrl);
  return Promise.all(requests.map((request) => answerSearch(engine, request)));
}

export function suggest(indexUrl: string, query: string): Promise<string[]> {
  return engineFor(indexUrl).suggest(query);
}
