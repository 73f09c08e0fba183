/**
 * Builds the site again with its optional features switched on, for the
 * browser and secrets tests. The default `build/` has none of them and
 * searches its embedded index.
 *
 * - `build-configured/` (no argument): a Matomo tracker, an announcement bar
 *   and Algolia search with Ask AI (hosts the tests intercept), search usage
 *   events off as by default. Deploy tokens are set too, as in a deploy job,
 *   to prove they never reach the site.
 * - `build-insights/` (`--insights`): Algolia search with its usage events on
 *   (ALGOLIA_INSIGHTS=true), and nothing else.
 */
import {
  CONFIGURED_BUILD_DIR,
  INSIGHTS_BUILD_DIR,
  TEST_ALGOLIA,
  TEST_ANNOUNCEMENT,
  TEST_BUILD_SECRETS,
  TEST_TRACKER_URL,
} from './configured-build-settings';
import {docusaurusBuild} from './lib/swapBuild';

const algolia = {
  ALGOLIA_APP_ID: TEST_ALGOLIA.appId,
  ALGOLIA_SEARCH_API_KEY: TEST_ALGOLIA.searchApiKey,
  ALGOLIA_INDEX_NAME: TEST_ALGOLIA.indexName,
};

const insights = process.argv.includes('--insights');
const [outDir, settings] = insights
  ? [INSIGHTS_BUILD_DIR, {...algolia, ALGOLIA_INSIGHTS: 'true'}]
  : [
      CONFIGURED_BUILD_DIR,
      {
        MATOMO_URL: TEST_TRACKER_URL,
        ANNOUNCEMENT_ID: TEST_ANNOUNCEMENT.id,
        ANNOUNCEMENT_CONTENT: TEST_ANNOUNCEMENT.content,
        ...algolia,
        ALGOLIA_ASK_AI_ASSISTANT_ID: TEST_ALGOLIA.askAiAssistantId,
        ALGOLIA_ADMIN_API_KEY: TEST_ALGOLIA.adminApiKey,
        ...TEST_BUILD_SECRETS,
      },
    ];

// Only what each build sets: nothing of the caller's own Algolia or analytics settings leaks in.
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(ALGOLIA_|MATOMO_|ANNOUNCEMENT_)/.test(name)),
);
process.exit(docusaurusBuild(outDir, {...inherited, ...settings}));
