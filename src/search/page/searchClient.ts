/**
 * The client the search page queries: the embedded index (local mode) or
 * Algolia (the site's algoliasearch v5 client, shared with the modal: see
 * src/search/algolia/searchClient), loaded only when the page needs it.
 */
import type {SearchClientLike} from '../client/localSearchClient';

export type SearchPageClientOptions =
  {mode: 'local'; indexUrl: string} | {mode: 'algolia'; appId: string; apiKey: string; insights: boolean};

export async function createSearchPageClient(options: SearchPageClientOptions): Promise<SearchClientLike> {
  if (options.mode === 'local') {
    const {localSearchClient} = await import('../client/localSearchClient');
    return localSearchClient(options.indexUrl);
  }
  const {sharedAlgoliaClient} = await import('../algolia/searchClient');
  return sharedAlgoliaClient(options);
}
