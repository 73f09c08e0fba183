/**
 * Settings of the "configured" test build (`npm run build:configured`): the
 * site with its optional features switched on. Shared by the build script and
 * the end-to-end tests that check those features.
 */
export const CONFIGURED_BUILD_DIR = 'build-configured';
/** A tracker host that only exists inside the tests, which intercept it. */
export const TEST_TRACKER_URL = 'http://analytics.test/';
export const TEST_ANNOUNCEMENT = {
  id: 'e2e-announcement-1',
  content: 'Overture Docs test announcement: <a href="/community/support">read more</a>',
  text: 'Overture Docs test announcement',
};

/** Algolia settings of the configured build: the tests stand in for Algolia's hosts. */
export const TEST_ALGOLIA = {
  appId: 'TESTAPP',
  searchApiKey: 'test-search-only-key',
  indexName: 'overture-docs-test',
  askAiAssistantId: 'test-assistant',
  /** Set while building, to prove the admin key never reaches the site. */
  adminApiKey: 'test-admin-key-3f9c1d7e-must-never-ship',
};

/**
 * Tokens a deploy job typically has in its environment while it builds. The
 * configured build runs with them set; a test proves none reaches the site.
 */
export const TEST_BUILD_SECRETS = {
  GITHUB_TOKEN: 'ghs_testtoken0123456789abcdefMustNotShip',
  NETLIFY_AUTH_TOKEN: 'nfp_testtoken9876543210MustNotShip',
  NPM_TOKEN: 'npm_testtoken-5c1e2d-must-not-ship',
  MATOMO_TOKEN_AUTH: 'matomo-test-token-4b7a-must-not-ship',
};
