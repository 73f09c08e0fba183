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
