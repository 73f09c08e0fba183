/**
 * Builds the site a second time, into `build-configured/`, with the optional
 * features switched on: a Matomo tracker, an announcement bar and Algolia search
 * with Ask AI (hosts the tests intercept). The default `build/` has none of them
 * and searches its embedded index. Deploy tokens are set too, as in a deploy
 * job, to prove they never reach the site.
 */
import {spawnSync} from 'node:child_process';
import {
  CONFIGURED_BUILD_DIR,
  TEST_ALGOLIA,
  TEST_ANNOUNCEMENT,
  TEST_BUILD_SECRETS,
  TEST_TRACKER_URL,
} from './configured-build-settings';

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', CONFIGURED_BUILD_DIR], {
  stdio: 'inherit',
  env: {
    ...process.env,
    MATOMO_URL: TEST_TRACKER_URL,
    ANNOUNCEMENT_ID: TEST_ANNOUNCEMENT.id,
    ANNOUNCEMENT_CONTENT: TEST_ANNOUNCEMENT.content,
    ALGOLIA_APP_ID: TEST_ALGOLIA.appId,
    ALGOLIA_SEARCH_API_KEY: TEST_ALGOLIA.searchApiKey,
    ALGOLIA_INDEX_NAME: TEST_ALGOLIA.indexName,
    ALGOLIA_ASK_AI_ASSISTANT_ID: TEST_ALGOLIA.askAiAssistantId,
    ALGOLIA_ADMIN_API_KEY: TEST_ALGOLIA.adminApiKey,
    ...TEST_BUILD_SECRETS,
  },
});
process.exit(result.status ?? 1);
