/**
 * Search usage events (src/search/insights): batching, the 400 ms wait before
 * results count as viewed, clicks and conversions, with a recording Insights
 * client in place of Algolia's. The browser tests check the same on the wire.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {INSIGHTS_SCRIPT} from '../../config/algoliaInsights';
import {
  CLICK_EVENT,
  CONVERSION_EVENT,
  VIEW_EVENT,
  chunkObjectIds,
  codeCopied,
  pageShown,
  resultOpened,
  showResult,
  viewEvents,
} from '../../src/search/insights/insights';
import {startInsights} from '../../src/search/insights/loader';

const calls: unknown[][] = [];
let startCalls: unknown[][] = [];
const location = {href: 'https://docs.example.org/search?q=kafka', pathname: '/search'};

beforeAll(() => {
  // A page that already has an Insights client: the module uses it rather than loading one.
  const aa = (...args: unknown[]) => void calls.push(args);
  vi.stubGlobal('window', {aa, location});
  startInsights({appId: 'APP', apiKey: 'search-key'});
  startCalls = [...calls];
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  calls.length = 0;
  vi.useFakeTimers();
  // Each test starts on the search page with no result opened, whichever test ran before it.
  location.pathname = '/search';
  pageShown('/');
});

const live = (objectID: string, position = 1) => ({
  objectID,
  url: '/docs/kafka#setup',
  _highlightResult: {},
  __insights: {index: 'docs', queryID: 'query-1', position},
});

describe('Insights script', () => {
  it('is pinned by version and Subresource Integrity hash to the file of that search-insights release', () => {
    const file = path.resolve(__dirname, '../../node_modules/search-insights/dist/search-insights.min.js');
    const manifest = path.resolve(__dirname, '../../node_modules/search-insights/package.json');
    // search-insights is installed as DocSearch's peer; the browser tests serve this file for the CDN.
    expect(existsSync(file), 'node_modules/search-insights is missing').toBe(true);
    expect((JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version).toBe(INSIGHTS_SCRIPT.version);
    const hash = `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
    expect(INSIGHTS_SCRIPT.integrity).toBe(hash);
  });
});

describe('search usage events', () => {
  it('initialises the client once, with the search-only credentials and no cookie', () => {
    expect(startCalls).toEqual([
      ['init', {appId: 'APP', apiKey: 'search-key', useCookie: false, anonymousUserToken: true, partial: true}],
    ]);
    startInsights({appId: 'OTHER', apiKey: 'other'});
    expect(calls).toEqual([]);
  });

  it('batches object ids 20 per event, by index, without repeats', () => {
    expect(chunkObjectIds(Array.from({length: 45}, (_, at) => `${at}`)).map((chunk) => chunk.length)).toEqual([
      20, 20, 5,
    ]);
    const events = viewEvents([
      ...Array.from({length: 25}, (_, at) => ({index: 'docs', objectID: `d${at}`})),
      {index: 'docs', objectID: 'd0'},
      {index: 'blog', objectID: 'b0'},
    ]);
    expect(events.map((event) => [event.eventName, event.index, (event.objectIDs as string[]).length])).toEqual([
      [VIEW_EVENT, 'docs', 20],
      [VIEW_EVENT, 'docs', 5],
      [VIEW_EVENT, 'blog', 1],
    ]);
  });

  it('counts results as viewed once they stayed on screen 400 ms, in one call', () => {
    const hide = Array.from({length: 25}, (_, at) => showResult({index: 'docs', objectID: `hit-${at}`}));
    vi.advanceTimersByTime(399);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
    const [method, ...events] = calls[0] as [string, ...{objectIDs: string[]}[]];
    expect(method).toBe('viewedObjectIDs');
    expect(events.map((event) => event.objectIDs.length)).toEqual([20, 5]);
    // Still on screen: not viewed a second time.
    vi.advanceTimersByTime(5000);
    expect(calls).toHaveLength(1);
    for (const done of hide) done();
  });

  it('restarts the wait at every change: results replaced while typing are not views', () => {
    const first = showResult({index: 'docs', objectID: 'typing-k'});
    vi.advanceTimersByTime(300);
    first();
    const second = showResult({index: 'docs', objectID: 'typing-kafka'});
    vi.advanceTimersByTime(300);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([['viewedObjectIDs', {eventName: VIEW_EVENT, index: 'docs', objectIDs: ['typing-kafka']}]]);
    second();
  });

  it('sends a click with the query id and position, and a conversion when code is copied on that page', () => {
    resultOpened(live('kafka-setup', 3));
    expect(calls).toEqual([
      [
        'clickedObjectIDsAfterSearch',
        {eventName: CLICK_EVENT, index: 'docs', queryID: 'query-1', objectIDs: ['kafka-setup'], positions: [3]},
      ],
    ]);
    calls.length = 0;
    // Still on the search page: no conversion yet.
    codeCopied();
    expect(calls).toEqual([]);

    location.pathname = '/docs/kafka';
    pageShown('/docs/kafka');
    codeCopied();
    codeCopied();
    // One conversion per opened result.
    expect(calls).toEqual([
      [
        'convertedObjectIDsAfterSearch',
        {eventName: CONVERSION_EVENT, index: 'docs', queryID: 'query-1', objectIDs: ['kafka-setup']},
      ],
    ]);
  });

  it('forgets the opened result when the reader moves to another page', () => {
    location.pathname = '/search';
    resultOpened(live('kafka-setup'));
    calls.length = 0;
    pageShown('/docs/kafka');
    pageShown('/docs/elsewhere');
    location.pathname = '/docs/kafka';
    pageShown('/docs/kafka');
    codeCopied();
    expect(calls).toEqual([]);
  });

  it('sends nothing for a saved recent search (no highlight data, a stale query id) or an untagged hit', () => {
    const {_highlightResult, ...saved} = live('saved');
    void _highlightResult;
    resultOpened(saved);
    resultOpened({objectID: 'untagged', url: '/docs/x', _highlightResult: {}});
    expect(calls).toEqual([]);
  });
});
