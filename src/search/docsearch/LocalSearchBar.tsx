/**
 * The search bar fed by the site's own index: DocSearch's button and modal
 * (DocSearchBar) with the worker's search client in place of Algolia's,
 * through `transformSearchClient`. It adds no preconnect hint to
 * `<appId>-dsn.algolia.net`, which would send every reader's browser to a
 * host the site does not use.
 */
import {useCallback, useMemo, type ReactNode} from 'react';
import type {DocSearchTransformClient} from '@docsearch/react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {LocalSearchClient} from '../client/localSearchClient';
import type {SearchSettings} from '../settings';
import {LOCAL_INDEX_NAME} from '../settings';
import DocSearchBar, {type ModeModalProps} from './DocSearchBar';
import {limitQueries} from './queryLimit';
import {observeSearches} from './searchOutcome';
import styles from './styles.module.css';

let searchClient: LocalSearchClient | undefined;
let clientLoading: Promise<void> | undefined;

/**
 * Loads the search client, never before the reader shows interest in search.
 * The worker starts fetching the index while the modal's code is still arriving.
 */
function loadClient(indexUrl: string): Promise<void> {
  clientLoading ??= import('../client/localSearchClient').then((client) => {
    searchClient = client.localSearchClient(indexUrl);
    searchClient.warmUp();
  });
  // A chunk that failed to load can be fetched again on the next attempt.
  clientLoading.catch(() => {
    clientLoading = undefined;
  });
  return clientLoading;
}

function transformSearchClient(client: DocSearchTransformClient): DocSearchTransformClient {
  return observeSearches(
    limitQueries({
      ...client,
      search: searchClient!.search.bind(searchClient) as unknown as DocSearchTransformClient['search'],
    }),
  );
}

const suggest = (query: string) => searchClient!.suggest(query);

export default function LocalSearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {indexPath} = siteConfig.customFields?.search as SearchSettings;
  const indexUrl = useBaseUrl(indexPath);
  const load = useCallback(() => loadClient(indexUrl), [indexUrl]);
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  const modeProps = useMemo<ModeModalProps>(
    () => ({appId: 'local', apiKey: 'local', indexName: LOCAL_INDEX_NAME, transformSearchClient}),
    [],
  );
  return (
    <DocSearchBar
      preload={preload}
      loadClient={load}
      modeProps={modeProps}
      suggest={suggest}
      className={styles.localSearch}
    />
  );
}
