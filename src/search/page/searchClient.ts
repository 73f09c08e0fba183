/**
 * The client the search page queries: the embedded index (local mode) or
 * Algolia (algoliasearch v5 lite client), loaded only when the page needs it.
 */
import type {SearchClientLike} from '../client/localSearchClient';

export type SearchPageClientOptions =
  {mode: 'local'; indexUrl: string} | {mode: 'algolia'; appId: string; apiKey: string};

export async function createSearchPageClient(options: SearchPageClientOptions): Promise<SearchClientLike> {
  if (options.mode === 'local') {
    const {localSearchClient} = await import('../client/localSearchClient');
    return localSearchClient(options.indexUrl);
  }
  const {liteClient} = await import('algoliasearch/lite');
  return liteClient(options.appId, options.apiKey) as unknown as SearchClientLike;
}
