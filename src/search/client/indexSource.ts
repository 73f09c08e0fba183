/**
 * Fetches the index files from the site. The manifest is revalidated on every
 * load, so after a deploy readers get the new index; every other file has a
 * content hash in its name and can come from the cache.
 */
import type {IndexSource} from '../core/engine';
import {INDEX_FORMAT, type IndexManifest} from '../core/types';

/** DocSearch shows its "Unable to fetch results" screen only for errors of this name. */
export const UNREACHABLE_ERROR_NAME = 'RetryError';

export class IndexUnreachableError extends Error {
  override name = UNREACHABLE_ERROR_NAME;
}

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new IndexUnreachableError(`The search index could not be loaded from ${url}: ${String(error)}`);
  }
  if (!response.ok) {
    throw new IndexUnreachableError(`The search index could not be loaded from ${url}: HTTP ${response.status}`);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new IndexUnreachableError(`The search index file ${url} is not valid JSON.`);
  }
}

/** `indexUrl` is the folder of the index, ending with a slash, e.g. `/search-index/`. */
export function httpIndexSource(indexUrl: string): IndexSource {
  return {
    manifest: async () => {
      const manifest = await fetchJson<IndexManifest>(`${indexUrl}manifest.json`, {cache: 'no-cache'});
      // A page loaded before a deploy may meet the index of the next one.
      if (manifest.version !== INDEX_FORMAT) {
        throw new IndexUnreachableError(
          `The search index at ${indexUrl} has format ${String(manifest.version)}; this page reads format ${INDEX_FORMAT}. Reload the page.`,
        );
      }
      return manifest;
    },
    file: <T>(name: string) => fetchJson<T>(`${indexUrl}${name}`),
  };
}
