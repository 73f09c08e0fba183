/// <reference lib="webworker" />
/**
 * The search worker: loads and queries the index off the main thread, so typing
 * stays smooth however large the index grows.
 */
import type {WorkerRequest, WorkerResponse} from './protocol';
import {searchAll, suggest, warmUp} from './searchService';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async ({data}: MessageEvent<WorkerRequest>) => {
  let response: WorkerResponse;
  try {
    if (data.kind === 'search') {
      response = {id: data.id, ok: true, results: await searchAll(data.indexUrl, data.requests)};
    } else if (data.kind === 'suggest') {
      response = {id: data.id, ok: true, results: [], suggestions: await suggest(data.indexUrl, data.query)};
    } else {
      await warmUp(data.indexUrl);
      response = {id: data.id, ok: true, results: []};
    }
  } catch (error) {
    const {name, message} = error instanceof Error ? error : {name: 'Error', message: String(error)};
    response = {id: data.id, ok: false, error: {name, message}};
  }
  scope.postMessage(response);
};
