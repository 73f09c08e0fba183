/**
 * The modal's Algolia client, loaded with the first search rather than with
 * the page: DocSearch asks for its client synchronously when the modal opens,
 * and algoliasearch has no business in every page's first bundle. Agents
 * added before the client arrives are applied when it does.
 */
import type {AlgoliaClientSettings, AlgoliaSearchClient} from './searchClient';

type Agent = [segment: string, version?: string];

export function lazyAlgoliaClient(settings: AlgoliaClientSettings): Pick<
  AlgoliaSearchClient,
  'search' | 'addAlgoliaAgent'
> & {
  preload(): void;
} {
  const agents: Agent[] = [];
  let loading: Promise<AlgoliaSearchClient> | undefined;

  function load(): Promise<AlgoliaSearchClient> {
    loading ??= import('./searchClient').then(({sharedAlgoliaClient}) => {
      const client = sharedAlgoliaClient(settings);
      for (const [segment, version] of agents) client.addAlgoliaAgent(segment, version);
      return client;
    });
    // A chunk that failed to load can be fetched again by the next search.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  }

  return {
    preload: () => void load().catch(() => undefined),
    search: async (params) => (await load()).search(params),
    addAlgoliaAgent(segment, version) {
      // DocSearch asks again each time the modal opens: keep each agent once.
      if (agents.some(([known, knownVersion]) => known === segment && knownVersion === version)) return;
      agents.push([segment, version]);
      void loading?.then((client) => client.addAlgoliaAgent(segment, version)).catch(() => undefined);
    },
  };
}
