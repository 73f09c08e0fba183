/**
 * Where the Algolia client remembers which search hosts failed: a host that
 * failed is left out for 120 seconds, and that state is kept in
 * browser storage for 2 minutes, so a reload does not try it again.
 *
 * Why our own: algoliasearch v5's retry strategy is right, but its host cache
 * never finds what it stored. It stores a failed host under the host *with its
 * state* as key (url, accept, protocol, status, lastUpdate) and looks it up
 * under the bare host (url, accept, protocol), so every request starts again
 * with the host that just failed; and a host read back from localStorage would
 * lack the `isUp`/`isTimedOut` functions the strategy calls. This cache keys
 * hosts by URL and rebuilds those functions with Algolia's own rules: "down"
 * hosts are skipped, "timed out" ones are tried last with longer timeouts,
 * both for 120 seconds.
 */

/** How long a failed host is left out (the retry strategy's 2 minutes), and how long its state is kept. */
export const HOST_DOWN_MS = 120_000;

type HostStatus = 'up' | 'down' | 'timed out';
type StoredState = {status: HostStatus; lastUpdate: number};
type HostKey = {url: string};
/** What a stateful host adds to a host. */
const STATE_FIELDS = ['status', 'lastUpdate', 'isUp', 'isTimedOut'];

/** algoliasearch's `Cache` (`@algolia/client-common`), as far as the hosts cache is used. */
export type HostsCache = {
  get<TValue>(
    key: Record<string, unknown> | string,
    defaultValue: () => Promise<TValue>,
    events?: {miss: (value: TValue) => Promise<unknown>},
  ): Promise<TValue>;
  set<TValue>(key: Record<string, unknown> | string, value: TValue): Promise<TValue>;
  delete(key: Record<string, unknown> | string): Promise<void>;
  clear(): Promise<void>;
};

export type HostsCacheOptions = {
  /** Names this application's entry in storage. */
  appId: string;
  /** Browser storage; without it (or when it throws) the state lasts as long as the page. */
  storage?: () => Storage | undefined;
  now?: () => number;
};

export function hostsStorageKey(appId: string): string {
  return `overture-docs.algolia-hosts.${appId}`;
}

function hostUrl(key: Record<string, unknown> | string): string | undefined {
  if (typeof key === 'string') return key;
  return typeof key.url === 'string' ? key.url : undefined;
}

export function createHostsCache({
  appId,
  storage = () => window.localStorage,
  now = Date.now,
}: HostsCacheOptions): HostsCache {
  const storageKey = hostsStorageKey(appId);
  // Also kept in memory, for browsers that refuse storage.
  let memory: Record<string, StoredState> = {};

  function fresh(states: Record<string, StoredState>): Record<string, StoredState> {
    return Object.fromEntries(
      Object.entries(states).filter(
        ([, state]) => typeof state?.lastUpdate === 'number' && now() - state.lastUpdate <= HOST_DOWN_MS,
      ),
    );
  }

  function load(): Record<string, StoredState> {
    let stored: Record<string, StoredState> = {};
    try {
      const raw = storage()?.getItem(storageKey);
      if (raw) stored = JSON.parse(raw) as Record<string, StoredState>;
    } catch {
      // Unreadable or refused storage: what this page learnt is still in memory.
    }
    const states = fresh({...memory, ...stored});
    // Drop what has expired from storage too: nothing is kept longer than 2 minutes.
    if (Object.keys(stored).length !== Object.keys(fresh(stored)).length) save(states);
    memory = states;
    return {...states};
  }

  function save(states: Record<string, StoredState>): void {
    memory = fresh(states);
    try {
      if (Object.keys(memory).length > 0) storage()?.setItem(storageKey, JSON.stringify(memory));
      else storage()?.removeItem(storageKey);
    } catch {
      // Full or refused storage: the state lasts for this page only.
    }
  }

  /** A host in the shape algoliasearch's retry strategy reads (as `createStatefulHost` makes it). */
  function statefulHost<T extends HostKey>(host: T, {status, lastUpdate}: StoredState) {
    return {
      ...host,
      status,
      lastUpdate,
      isUp: () => status === 'up' || now() - lastUpdate > HOST_DOWN_MS,
      isTimedOut: () => status === 'timed out' && now() - lastUpdate <= HOST_DOWN_MS,
    };
  }

  return {
    async get<TValue>(
      key: Record<string, unknown> | string,
      defaultValue: () => Promise<TValue>,
      events?: {miss: (value: TValue) => Promise<unknown>},
    ): Promise<TValue> {
      const url = hostUrl(key);
      const state = url === undefined ? undefined : load()[url];
      if (state && typeof key === 'object') {
        const host = {...key} as HostKey & Record<string, unknown>;
        for (const field of STATE_FIELDS) delete host[field];
        return statefulHost(host, state) as TValue;
      }
      const value = await defaultValue();
      await events?.miss(value);
      return value;
    },
    async set(key, value) {
      const url = hostUrl(key);
      const state = value as Partial<StoredState> | undefined;
      if (url !== undefined && state && typeof state.status === 'string' && typeof state.lastUpdate === 'number') {
        save({...load(), [url]: {status: state.status, lastUpdate: state.lastUpdate}});
      }
      return value;
    },
    async delete(key) {
      const url = hostUrl(key);
      if (url === undefined) return;
      const states = load();
      delete states[url];
      save(states);
    },
    async clear() {
      save({});
    },
  };
}
