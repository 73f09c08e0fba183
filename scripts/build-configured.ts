/**
 * Builds the site again into `build-configured/` with every optional feature
 * switched on, for the browser and secrets tests: a Matomo tracker, an
 * announcement bar, and Algolia search with Ask AI and its usage events
 * (ALGOLIA_INSIGHTS=true), at hosts the tests intercept. Deploy tokens are set
 * too, as in a deploy job, to prove they never reach the site. The default
 * `build/` has none of these features and searches its embedded index; that
 * each feature stays off unless its setting is given is proved on the
 * configuration (tests/unit/site-config.test.ts, environment.test.ts,
 * http-policy.test.ts).
 */
import {
  CONFIGURED_BUILD_DIR,
  TEST_ALGOLIA,
  TEST_ANNOUNCEMENT,
  TEST_BUILD_SECRETS,
  TEST_TRACKER_URL,
} from './configured-build-settings';
import {docusaurusBuild} from './lib/swapBuild';

const settings = {
  MATOMO_URL: TEST_TRACKER_URL,
  ANNOUNCEMENT_ID: TEST_ANNOUNCEMENT.id,
  ANNOUNCEMENT_CONTENT: TEST_ANNOUNCEMENT.content,
  ALGOLIA_APP_ID: TEST_ALGOLIA.appId,
  ALGOLIA_SEARCH_API_KEY: TEST_ALGOLIA.searchApiKey,
  ALGOLIA_INDEX_NAME: TEST_ALGOLIA.indexName,
  ALGOLIA_ASK_AI_ASSISTANT_ID: TEST_ALGOLIA.askAiAssistantId,
  ALGOLIA_INSIGHTS: 'true',
  ALGOLIA_ADMIN_API_KEY: TEST_ALGOLIA.adminApiKey,
  ...TEST_BUILD_SECRETS,
};

// Only what each build sets: nothing of the caller's own Algolia or analytics settings leaks in.
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(ALGOLIA_|MATOMO_|ANNOUNCEMENT_)/.test(name)),
);
process.exit(docusaurusBuild(CONFIGURED_BUILD_DIR, {...inherited, ...settings}));
