/**
 * The search bar with Algolia: DocSearch's button and modal (DocSearchBar)
 * with the site's Algolia client (src/search/algolia) in place of the one
 * DocSearch builds: it remembers failed hosts for 120 s and sends usage events
 * when they are on. Like the theme's bar, it hints the browser to connect
 * early to Algolia's read host, names DocSearch and Docusaurus in the client's
 * agent, and offers Ask AI when the site configures an assistant.
 */
import {useCallback, useMemo, type ReactNode} from 'react';
import type {DocSearchTransformClient} from '@docsearch/react';
import {version as docSearchVersion} from '@docsearch/react/version';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaAskAi} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import {lazyAlgoliaClient} from '../algolia/lazyClient';
import type {SearchSettings} from '../settings';
import DocSearchBar, {type ModeModalProps} from './DocSearchBar';
import {limitQueries} from './queryLimit';
import {observeSearches} from './searchOutcome';

export default function AlgoliaSearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const settings = siteConfig.customFields?.search as SearchSettings;
  const indexUrl = useBaseUrl(settings.indexPath);
  const config = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const {appId, apiKey, indexName} = config;
  const {askAi, isAskAiActive, onAskAiToggle, currentPlaceholder} = useAlgoliaAskAi(config);

  const algolia = useMemo(
    () => lazyAlgoliaClient({appId, apiKey, insights: settings.insights}),
    [appId, apiKey, settings.insights],
  );
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
  const loadClient = useCallback(async () => algolia.preload(), [algolia]);
  // Suggestions come from the embedded index, which every build has.
  const suggest = useCallback(
    async (query: string) => (await import('../client/localSearchClient')).localSearchClient(indexUrl).suggest(query),
    [indexUrl],
  );
  const modeProps = useMemo<ModeModalProps>(
    () => ({
      appId,
      apiKey,
      indexName,
      transformSearchClient,
      ...(askAi && {askAi: askAi as ModeModalProps['askAi']}),
      ...(currentPlaceholder && {placeholder: currentPlaceholder}),
    }),
    [appId, apiKey, indexName, transformSearchClient, askAi, currentPlaceholder],
  );
  const askAiMode = useMemo(() => ({isAskAiActive, onAskAiToggle}), [isAskAiActive, onAskAiToggle]);

  return (
    <>
      <Head>
        {/* Lets the browser connect to Algolia before the first search. */}
        <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
      </Head>
      <DocSearchBar
        preload={algolia.preload}
        loadClient={loadClient}
        modeProps={modeProps}
        suggest={suggest}
        askAi={askAiMode}
      />
    </>
  );
}
