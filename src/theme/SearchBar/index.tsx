/**
 * Swizzled (wrapped) search bar.
 *
 * Why: search works without any hosted service. With Algolia credentials the
 * theme's own SearchBar runs unchanged, with our shared modal settings (result
 * highlighting on the target page, spec limits, snippet lengths). Without
 * them, LocalSearchBar shows the same DocSearch button and modal, answered by
 * the site's embedded index.
 */
import {useCallback, useMemo, type ReactNode} from 'react';
import type {DocSearchTransformClient} from '@docsearch/react';
import {version as docSearchVersion} from '@docsearch/react/version';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {lazyAlgoliaClient} from '@site/src/search/algolia/lazyClient';
import LocalSearchBar from '@site/src/search/docsearch/LocalSearchBar';
import SearchScreens from '@site/src/search/docsearch/SearchScreens';
import {observeSearches} from '@site/src/search/docsearch/searchOutcome';
import {
  limitQueries,
  useModalInputLimit,
  useModalOpen,
  useSharedDocSearchProps,
} from '@site/src/search/docsearch/useSharedDocSearchProps';
import type {SearchSettings} from '@site/src/search/settings';

type Props = WrapperProps<typeof SearchBarType>;

function AlgoliaSearchBar(props: Props): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const settings = siteConfig.customFields?.search as SearchSettings;
  const indexUrl = useBaseUrl(settings.indexPath);
  const {appId, apiKey} = siteConfig.themeConfig.algolia as {appId: string; apiKey: string};
  const shared = useSharedDocSearchProps();
  const isOpen = useModalOpen();
  useModalInputLimit(isOpen);
  // The site's Algolia client (src/search/algolia) answers in place of the one DocSearch
  // builds: it remembers failed hosts for 120 s and sends usage events when they are on.
  const algolia = useMemo(
    () => lazyAlgoliaClient({appId, apiKey, insights: settings.insights}),
    [appId, apiKey, settings.insights],
  );
  // Replaces the theme's client transform, so it repeats its one job: naming Docusaurus in the agent.
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient) => {
      algolia.preload();
      for (const segment of ['docsearch', 'docsearch-react']) algolia.addAlgoliaAgent(segment, docSearchVersion);
      algolia.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return observeSearches(
        limitQueries({
          ...client,
          search: algolia.search as unknown as DocSearchTransformClient['search'],
          addAlgoliaAgent: algolia.addAlgoliaAgent,
        }),
      );
    },
    [algolia, siteMetadata.docusaurusVersion],
  );
  // Suggestions come from the embedded index, which every build has.
  const suggest = useCallback(
    async (query: string) =>
      (await import('@site/src/search/client/localSearchClient')).localSearchClient(indexUrl).suggest(query),
    [indexUrl],
  );
  return (
    <>
      <SearchBar {...props} {...shared} transformSearchClient={transformSearchClient} />
      {isOpen && <SearchScreens suggest={suggest} />}
    </>
  );
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {mode} = siteConfig.customFields?.search as SearchSettings;
  return mode === 'algolia' ? <AlgoliaSearchBar {...props} /> : <LocalSearchBar />;
}
