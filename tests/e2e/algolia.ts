import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page, Request, Route} from '@playwright/test';
import {INSIGHTS_ORIGIN, INSIGHTS_SCRIPT} from '../../config/algoliaInsights';
import {TEST_ALGOLIA} from '../../scripts/configured-build-settings';

/** Stand-ins for Algolia's hosts (search and usage events) in the builds that use Algolia. */

const APP = TEST_ALGOLIA.appId.toLowerCase();
export const READ_HOST = `${APP}-dsn.algolia.net`;
export const WRITE_HOST = `${APP}.algolia.net`;
export const FALLBACK_HOSTS = [1, 2, 3].map((n) => `${APP}-${n}.algolianet.com`);
export const ALGOLIA_HOSTS = new RegExp(
  `^https://${APP}(-dsn\\.algolia\\.net|\\.algolia\\.net|-\\d\\.algolianet\\.com)/`,
);
/** Where algoliasearch keeps the state of the search hosts (src/search/algolia/hostsCache.ts). */
export const HOSTS_STORAGE_KEY = `overture-docs.algolia-hosts.${TEST_ALGOLIA.appId}`;

export type SearchRequestBody = {
  indexName: string;
  query: string;
  page?: number;
  hitsPerPage?: number;
  clickAnalytics?: boolean;
  [parameter: string]: unknown;
};

export type SearchCall = {
  host: string;
  url: URL;
  headers: Record<string, string>;
  body: {requests: SearchRequestBody[]};
};

export type Hit = Record<string, unknown> & {objectID: string};

/** One hit in DocSearch's record shape. */
export function hit(objectID: string, title: string, options: {section?: string; url?: string} = {}): Hit {
  const section = options.section ?? 'Documentation';
  return {
    objectID,
    type: 'lvl1',
    url: `https://docs.overture.bio${options.url ?? '/docs/core-software/song/Usage/kafka'}`,
    content: null,
    hierarchy: {lvl0: section, lvl1: title},
    _highlightResult: {
      hierarchy: {
        lvl0: {value: section, matchLevel: 'none', matchedWords: []},
        lvl1: {value: title, matchLevel: 'full', matchedWords: []},
      },
    },
    _snippetResult: {hierarchy: {lvl1: {value: title, matchLevel: 'full'}}},
  };
}

/** The default answer: one hit on the Song Kafka page. */
export const KAFKA_HIT = {
  ...hit('kafka-page', 'Kafka integration'),
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Documentation', matchLevel: 'none', matchedWords: []},
      lvl1: {value: '<mark>Kafka</mark> integration', matchLevel: 'full', matchedWords: ['kafka']},
    },
  },
  _snippetResult: {hierarchy: {lvl1: {value: '<mark>Kafka</mark> integration', matchLevel: 'full'}}},
};

/** The query id the stand-in gives a query (with the page: each page of results is its own query). */
export function queryIdOf(query: string, page = 0): string {
  return `query-id-${query}-${page}`;
}

type HostAnswer = 'answer' | 'refuse' | 'hang' | number;

export type StubOptions = {
  /** How each host answers (default: all answer). `hang`: never (a timeout). */
  host?: (host: string) => HostAnswer;
  /** All hits of a query; pages of `hitsPerPage` are cut from them. */
  hits?: (query: string) => Hit[];
  /** Extra fields of every result (e.g. `_automaticInsights`). */
  extra?: Record<string, unknown>;
  /** Holds an answer back until the promise settles. */
  hold?: (request: SearchRequestBody) => Promise<void> | undefined;
};

/** Stands in for Algolia's search hosts; returns every request they received, in order. */
export async function stubAlgolia(page: Page, options: StubOptions = {}): Promise<SearchCall[]> {
  const calls: SearchCall[] = [];
  await page.route(ALGOLIA_HOSTS, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const body = JSON.parse(request.postData() ?? '{"requests":[]}') as SearchCall['body'];
    calls.push({host: url.host, url, headers: await request.allHeaders(), body});
    const answer = options.host?.(url.host) ?? 'answer';
    if (answer === 'refuse') return route.abort('connectionrefused');
    // Never answered: the client gives up on its own timeout (the route ends with the page).
    if (answer === 'hang') return new Promise<void>(() => undefined);
    if (typeof answer === 'number') return route.fulfill({status: answer, json: {message: `HTTP ${answer}`}});
    await Promise.all(body.requests.map((searchRequest) => options.hold?.(searchRequest)));
    await route.fulfill({json: {results: body.requests.map((searchRequest) => result(searchRequest, options))}});
  });
  return calls;
}

function result(request: SearchRequestBody, {hits = () => [KAFKA_HIT], extra = {}}: StubOptions) {
  const all = hits(request.query);
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  return {
    hits: all.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
    nbHits: all.length,
    page,
    nbPages: Math.ceil(all.length / hitsPerPage),
    hitsPerPage,
    query: request.query,
    params: '',
    index: request.indexName,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    // Algolia returns a query id only to queries that ask for one.
    ...(request.clickAnalytics && {queryID: queryIdOf(request.query, page)}),
    ...extra,
  };
}

/** Credentials may travel in headers or in the query string. */
export function credential(call: SearchCall, name: string): string | null {
  return call.headers[name] ?? call.url.searchParams.get(name);
}

export type InsightsEvent = {
  eventType: 'view' | 'click' | 'conversion';
  eventName: string;
  index: string;
  objectIDs: string[];
  queryID?: string;
  positions?: number[];
  userToken?: string;
};

export type InsightsRequest = {url: URL; events: InsightsEvent[]};

/** The Insights client's file, as the CDN serves it (the package is installed as DocSearch's peer). */
function insightsScript(): string {
  return readFileSync(
    path.resolve(__dirname, '../../node_modules/search-insights/dist/search-insights.min.js'),
    'utf8',
  );
}

/**
 * Stands in for the CDN (the real Insights client) and the Insights API; returns what reached each. A page's stand-in
 * takes precedence over its context's (the configured build's tests have one for every page: see ./fixtures).
 */
export async function stubInsights(
  target: Page | BrowserContext,
): Promise<{scripts: Request[]; sent: InsightsRequest[]}> {
  const scripts: Request[] = [];
  const sent: InsightsRequest[] = [];
  await target.route(INSIGHTS_SCRIPT.url, async (route) => {
    scripts.push(route.request());
    await route.fulfill({
      contentType: 'application/javascript; charset=utf-8',
      // The script is loaded with a Subresource Integrity check, which needs CORS.
      headers: {'access-control-allow-origin': '*'},
      body: insightsScript(),
    });
  });
  await target.route(`${INSIGHTS_ORIGIN}/**`, async (route) => {
    const request = route.request();
    sent.push({
      url: new URL(request.url()),
      events: (JSON.parse(request.postData() ?? '{"events":[]}') as {events: InsightsEvent[]}).events,
    });
    await route.fulfill({json: {status: 200, message: 'OK'}, headers: {'access-control-allow-origin': '*'}});
  });
  return {scripts, sent};
}

/** All events sent so far, in order. */
export function eventsOf(sent: InsightsRequest[], type?: InsightsEvent['eventType']): InsightsEvent[] {
  return sent.flatMap((request) => request.events).filter((event) => !type || event.eventType === type);
}
