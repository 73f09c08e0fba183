/**
 * The site's Algolia client (src/search/algolia) against a stand-in network:
 * the host order, retries, timeouts and the 120 s memory of failed hosts of
 * Algolia's retry strategy. The browser tests prove the same in Chromium.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {liteClient} from 'algoliasearch/lite';
import {HOST_DOWN_MS, createHostsCache, hostsStorageKey} from '../../src/search/algolia/hostsCache';
import {
  SEARCH_TIMEOUTS,
  createAlgoliaClient,
  tagHits,
  type AlgoliaClientOverrides,
} from '../../src/search/algolia/searchClient';
import type {AlgoliaSearchResult} from '../../src/search/core/algoliaResponse';

type Requester = NonNullable<AlgoliaClientOverrides['requester']>;
type Sent = Parameters<Requester['send']>[0];
type Answer = {status: number; isTimedOut?: boolean; content?: string};

const APP = 'TESTAPP';
const READ = 'TESTAPP-dsn.algolia.net';
const WRITE = 'TESTAPP.algolia.net';
const FALLBACKS = [1, 2, 3].map((n) => `TESTAPP-${n}.algolianet.com`);

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const EMPTY = JSON.stringify({results: [{hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, queryID: 'q1'}]});

/** A network where each host answers as `answer` says; records what was sent where. */
function network(answer: (host: string) => Answer) {
  const sent: (Sent & {host: string})[] = [];
  const requester: Requester = {
    async send(request) {
      const host = new URL(request.url).host;
      sent.push({...request, host});
      const {status, isTimedOut = false, content = status === 200 ? EMPTY : '{"message":"no"}'} = answer(host);
      return {status, isTimedOut, content, headers: {}};
    },
  };
  return {requester, sent, hosts: () => sent.map((request) => request.host)};
}

const up = () => ({status: 200});
const readHostDown = (host: string): Answer => (host === READ.toLowerCase() ? {status: 0} : {status: 200});

function client(net: ReturnType<typeof network>, storage = new MemoryStorage(), insights = false) {
  return createAlgoliaClient(
    {appId: APP, apiKey: 'search-key', insights},
    {requester: net.requester, storage: () => storage as unknown as Storage},
  );
}

const search = (c: ReturnType<typeof client>, query = 'kafka') => c.search({requests: [{indexName: 'docs', query}]});

beforeEach(() => {
  vi.useFakeTimers({toFake: ['Date']});
  vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the Algolia search client', () => {
  it('knows the read host, the write host, then the three fallback hosts in random order', () => {
    const orders = new Set<string>();
    for (let run = 0; run < 40; run++) {
      const hosts = client(network(up)).client.transporter.hosts;
      expect(hosts.slice(0, 2)).toEqual([
        {url: READ, accept: 'read', protocol: 'https'},
        {url: WRITE, accept: 'write', protocol: 'https'},
      ]);
      expect(hosts.slice(2).map((host) => host.accept)).toEqual(['readWrite', 'readWrite', 'readWrite']);
      expect(
        hosts
          .slice(2)
          .map((host) => host.url)
          .sort(),
      ).toEqual(FALLBACKS);
      orders.add(
        hosts
          .slice(2)
          .map((host) => host.url)
          .join(),
      );
    }
    // Shuffled per client: 40 clients all in one order would happen once in 6^39.
    expect(orders.size).toBeGreaterThan(1);
  });

  it('connects within 1 s and reads within 2 s (writes 30 s)', async () => {
    expect(SEARCH_TIMEOUTS).toEqual({connect: 1000, read: 2000, write: 30000});
    const net = network(up);
    const c = client(net);
    expect(c.client.transporter.timeouts).toEqual(SEARCH_TIMEOUTS);
    await search(c);
    expect(net.sent[0]).toMatchObject({connectTimeout: 1000, responseTimeout: 2000});
  });

  it('searches the read host first; a search never goes to the write host', async () => {
    const net = network(up);
    await search(client(net));
    expect(net.hosts()).toEqual([READ.toLowerCase()]);
  });

  for (const [what, failure] of [
    ['a network failure', {status: 0}],
    ['a timeout', {status: 0, isTimedOut: true}],
    ['a 500', {status: 500}],
    ['a 503', {status: 503}],
    ['a 3xx', {status: 302}],
  ] as [string, Answer][]) {
    it(`after ${what}, tries a fallback host`, async () => {
      const net = network((host) => (host === READ.toLowerCase() ? failure : {status: 200}));
      const {results} = await search(client(net));
      expect(results[0].nbHits).toBe(0);
      expect(net.hosts()).toHaveLength(2);
      expect(FALLBACKS.map((host) => host.toLowerCase())).toContain(net.hosts()[1]);
    });
  }

  for (const status of [400, 403, 404, 429]) {
    it(`does not retry a ${status}: the error carries the status`, async () => {
      const net = network(() => ({status}));
      await expect(search(client(net))).rejects.toMatchObject({status});
      expect(net.hosts()).toEqual([READ.toLowerCase()]);
    });
  }

  it('when every host fails, tries each read host once and gives up with a RetryError', async () => {
    const net = network(() => ({status: 0}));
    await expect(search(client(net))).rejects.toMatchObject({name: 'RetryError'});
    expect(net.hosts()[0]).toBe(READ.toLowerCase());
    expect([...net.hosts()].sort()).toEqual([READ, ...FALLBACKS].map((host) => host.toLowerCase()).sort());
  });

  it('leaves a failed host out for 120 s, also for the next client (a reload), then tries it again', async () => {
    const storage = new MemoryStorage();
    const net = network(readHostDown);
    const first = client(net, storage);
    await search(first, 'one');
    expect(net.hosts()[0]).toBe(READ.toLowerCase());
    expect(net.hosts()).toHaveLength(2);

    // The same page, a minute later: straight to a fallback.
    vi.setSystemTime(Date.now() + 60_000);
    net.sent.length = 0;
    await search(first, 'two');
    expect(net.hosts()).toHaveLength(1);
    expect(net.hosts()[0]).not.toBe(READ.toLowerCase());

    // A reload builds a new client: the state comes from storage.
    net.sent.length = 0;
    await search(client(net, storage), 'three');
    expect(net.hosts()).toHaveLength(1);
    expect(net.hosts()[0]).not.toBe(READ.toLowerCase());

    // 120 s after the failure the read host is tried first again.
    vi.setSystemTime(Date.now() + 60_001);
    net.sent.length = 0;
    await search(client(net, storage), 'four');
    expect(net.hosts()[0]).toBe(READ.toLowerCase());
  });

  it('tries a host that timed out last (with longer timeouts) rather than leaving it out', async () => {
    const storage = new MemoryStorage();
    let readTimesOut = true;
    const net = network((host) =>
      host === READ.toLowerCase() && readTimesOut ? {status: 0, isTimedOut: true} : {status: 200},
    );
    const c = client(net, storage);
    await search(c, 'one');
    expect(net.sent[1]).toMatchObject({connectTimeout: 4 * 1000, responseTimeout: 4 * 2000});

    net.sent.length = 0;
    readTimesOut = false;
    const failingFallbacks = network((host) => (host === READ.toLowerCase() ? {status: 200} : {status: 500}));
    await search(client(failingFallbacks, storage), 'two');
    // Every fallback first, the read host that timed out last.
    expect(failingFallbacks.hosts().at(-1)).toBe(READ.toLowerCase());
    expect(failingFallbacks.hosts()).toHaveLength(4);
  });

  it('keeps the host state in browser storage for 2 minutes', async () => {
    const storage = new MemoryStorage();
    await search(client(network(readHostDown), storage));
    const key = hostsStorageKey(APP);
    expect(JSON.parse(storage.getItem(key)!)).toEqual({[READ]: {status: 'down', lastUpdate: Date.now()}});

    vi.setSystemTime(Date.now() + HOST_DOWN_MS + 1);
    await search(client(network(up), storage), 'again');
    expect(storage.getItem(key)).toBeNull();
  });

  it('still remembers failed hosts for the page when storage is refused', async () => {
    const refused = () => {
      throw new Error('SecurityError: storage is disabled');
    };
    const net = network(readHostDown);
    const c = createAlgoliaClient(
      {appId: APP, apiKey: 'search-key'},
      {requester: net.requester, storage: refused as () => Storage},
    );
    await search(c, 'one');
    net.sent.length = 0;
    await search(c, 'two');
    expect(net.hosts()).toHaveLength(1);
    expect(net.hosts()[0]).not.toBe(READ.toLowerCase());
  });

  it("is needed: algoliasearch's own host cache forgets the hosts it marked down", async () => {
    // If this fails, the library remembers failed hosts itself and src/search/algolia/hostsCache.ts can go.
    const net = network(readHostDown);
    const library = liteClient(APP, 'search-key', {requester: net.requester});
    await library.search({requests: [{indexName: 'docs', query: 'one'}]});
    net.sent.length = 0;
    await library.search({requests: [{indexName: 'docs', query: 'two'}]});
    expect(net.hosts()[0]).toBe(READ.toLowerCase());
  });

  it('ignores a stored state it cannot read', async () => {
    const storage = new MemoryStorage();
    storage.setItem(hostsStorageKey(APP), '{not json');
    const net = network(up);
    await search(client(net, storage));
    expect(net.hosts()).toEqual([READ.toLowerCase()]);
    const cache = createHostsCache({appId: APP, storage: () => storage as unknown as Storage});
    await expect(cache.get({url: READ}, async () => 'default')).resolves.toBe('default');
  });
});

describe('search usage events in the client', () => {
  const result = (hits: number, page = 0): AlgoliaSearchResult =>
    ({
      hits: Array.from({length: hits}, (_, at) => ({objectID: `hit-${page}-${at}`})),
      nbHits: 45,
      page,
      nbPages: 3,
      hitsPerPage: 20,
      queryID: 'query-1',
    }) as unknown as AlgoliaSearchResult;

  it('off (the default): queries ask for no query id, hits are left as they are, and no Insights client starts', async () => {
    // A page where starting the Insights client would show: it adds the client to the window and a script to the head.
    const added: unknown[] = [];
    const page = {location: {href: 'https://docs.example.org/', pathname: '/'}} as Record<string, unknown>;
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', {createElement: () => ({}), head: {appendChild: (node: unknown) => added.push(node)}});
    try {
      const net = network(up);
      const {results} = await search(client(net));
      expect(JSON.parse(String(net.sent[0].data)).requests[0]).not.toHaveProperty('clickAnalytics');
      expect(results[0]).not.toHaveProperty('hits.0.__insights');
      expect(added).toEqual([]);
      expect(Object.keys(page)).toEqual(['location']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on: every query asks for a query id', async () => {
    const net = network(up);
    await search(client(net, new MemoryStorage(), true));
    expect(JSON.parse(String(net.sent[0].data)).requests[0]).toMatchObject({query: 'kafka', clickAnalytics: true});
  });

  it('tags each hit with its index, query id and position, counted across pages from 1', () => {
    expect(tagHits(result(2), 'docs').hits.map((hit) => (hit as {__insights?: unknown}).__insights)).toEqual([
      {index: 'docs', queryID: 'query-1', position: 1},
      {index: 'docs', queryID: 'query-1', position: 2},
    ]);
    const second = tagHits(result(20, 1), 'docs').hits as unknown as {__insights: {position: number}}[];
    expect(second[0].__insights.position).toBe(21);
    expect(second[19].__insights.position).toBe(40);
    // Without a query id (events off at Algolia's end) there is nothing to tag.
    expect(tagHits({...result(1), queryID: undefined} as never, 'docs').hits[0]).not.toHaveProperty('__insights');
  });
});
