/// <reference lib="webworker" />
/**
 * The search worker: loads and queries the index off the main thread, so typing
 * stays smooth however large the index grows.
 */
import {serveWorkerCalls} from '../../utils/serveWorkerCalls';
import type {SearchAnswer, SearchMessage} from './protocol';
import {searchAll, suggest, warmUp} from './searchService';

serveWorkerCalls<SearchMessage, SearchAnswer>(async (message) => {
  if (message.kind === 'search') return {results: await searchAll(message.indexUrl, message.requests)};
  if (message.kind === 'suggest') return {results: [], suggestions: await suggest(message.indexUrl, message.query)};
  await warmUp(message.indexUrl);
  return {results: []};
});
