/**
 * The Algolia client of the modal and the search page (algoliasearch v5's
 * lite client), one per page.
 *
 * It keeps the retry strategy of Algolia's API clients: hosts tried in the
 * order read host, then (for writes) write host, then the three fallback hosts
 * shuffled; a retry on a timeout, a network failure or a status other than
 * 2xx and 4xx (a 4xx is an answer, not a failure); timeouts of 1 s to connect
 * and 2 s to read. Two settings differ from the library's defaults, on purpose:
 *
 * - `hostsCache`: ours (./hostsCache), because the library's never finds the
 *   hosts it marked down, so a failed host was tried again on every request
 *   and after every reload instead of being left out for 120 s;
 * - `maxRateLimitRetries: 0`: since 5.6x the library waits and retries an HTTP
 *   429 on the same host three times; the retry strategy retries no 4xx, and
 *   neither does the client bundled in DocSearch.
 *
 * The timeouts are the library's browser defaults, stated here so that they
 * stay 1 s and 2 s whatever the library's defaults become.
 *
 * With usage events on, every query asks for a query id (`clickAnalytics`)
 * and each hit is tagged with its index, query id and position, which the
 * events need (../insights/insights).
 */
import {liteClient} from 'algoliasearch/lite';
import type {AlgoliaSearchResult} from '../core/algoliaResponse';
import type {SearchRequest} from '../client/protocol';
import type {InsightsInfo} from '../insights/insights';
import {startInsights, type InsightsSettings} from '../insights/loader';
import {createHostsCache} from './hostsCache';

/** Milliseconds to connect and to read an answer (writes are never sent from the site). */
export const SEARCH_TIMEOUTS = {connect: 1_000, read: 2_000, write: 30_000};

type LiteClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

export type AlgoliaClientSettings = InsightsSettings & {
  /** Send search usage events (ALGOLIA_INSIGHTS=true at build time). */
  insights?: boolean;
};

/** For tests: a stand-in for the network and for browser storage. */
export type AlgoliaClientOverrides = Pick<LiteClientOptions, 'requester'> & {storage?: () => Storage | undefined};

type SearchParams = {requests: SearchRequest[]};
type Results = {results: AlgoliaSearchResult[]};

/** What the modal (DocSearch's `transformSearchClient`) and the search page need of a client. */
export type AlgoliaSearchClient = {
  search(params: SearchParams): Promise<Results>;
  addAlgoliaAgent(segment: string, version?: string): void;
  /** The underlying client, for inspection in tests. */
  readonly client: ReturnType<typeof liteClient>;
};

export function createAlgoliaClient(
  {appId, apiKey, insights = false}: AlgoliaClientSettings,
  overrides: AlgoliaClientOverrides = {},
): AlgoliaSearchClient {
  const client = liteClient(appId, apiKey, {
    timeouts: SEARCH_TIMEOUTS,
    hostsCache: createHostsCache({appId, ...(overrides.storage && {storage: overrides.storage})}),
    maxRateLimitRetries: 0,
    ...(overrides.requester && {requester: overrides.requester}),
  });
  return {
    client,
    addAlgoliaAgent: (segment, version) => client.addAlgoliaAgent(segment, version),
    async search({requests}) {
      if (!insights) return (await client.search({requests} as never)) as unknown as Results;
      startInsights({appId, apiKey});
      const withQueryId = requests.map((request) => ({...request, clickAnalytics: true}));
      const response = (await client.search({requests: withQueryId} as never)) as unknown as Results;
      return {
        ...response,
        results: response.results.map((result, at) => tagHits(result, withQueryId[at]?.indexName)),
      };
    },
  };
}

/** Adds to each hit where it came from: index, query id and position (1-based, across pages). */
export function tagHits(result: AlgoliaSearchResult, requestedIndex: string | undefined): AlgoliaSearchResult {
  const index = result.index ?? requestedIndex;
  if (!index || !result.queryID || !Array.isArray(result.hits)) return result;
  const first = (result.page ?? 0) * (result.hitsPerPage ?? result.hits.length) + 1;
  return {
    ...result,
    hits: result.hits.map((hit, at) => ({
      ...hit,
      __insights: {index, queryID: result.queryID, position: first + at} satisfies InsightsInfo,
    })),
  };
}

let shared: {key: string; client: AlgoliaSearchClient} | undefined;

/** The page's one client for these settings (the modal and the search page share its host state). */
export function sharedAlgoliaClient(settings: AlgoliaClientSettings): AlgoliaSearchClient {
  const key = JSON.stringify([settings.appId, settings.apiKey, Boolean(settings.insights)]);
  if (shared?.key !== key) shared = {key, client: createAlgoliaClient(settings)};
  return shared.client;
}
