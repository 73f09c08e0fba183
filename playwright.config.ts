import {defineConfig, devices} from '@playwright/test';
import {CONFIGURED_BUILD_DIR} from './scripts/configured-build-settings';
import {CHROMIUM_PATH, OFFLINE_FLAGS, PLAYWRIGHT_CHROMIUM_FLAGS} from './config/chromium';
import type {OfflineOptions} from './tests/e2e/fixtures';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download its own
 * browser here). Two production builds are served by `npm run serve` (with
 * the headers, caching and Content-Security-Policy of a real host):
 * - `build/`: the site as deployed by default (no analytics, no announcement,
 *   the embedded search index);
 * - `build-configured/`: the same site with every optional feature on (a
 *   Matomo tracker, an announcement bar, Algolia with Ask AI and its search
 *   usage events), for `*.configured.spec.ts`; the tests stand in for the
 *   tracker, Algolia and the Insights CDN and API.
 */
export const DEFAULT_PORT = 3100;
export const CONFIGURED_PORT = 3101;

export default defineConfig<OfflineOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    ...devices['Desktop Chrome'],
    // A failed test keeps its actions, console and network log and a screenshot of the end. The trace's DOM snapshots
    // and screencast are left out: taken at every action of every test, they made a run of the search, keyboard and
    // shell specs about a third slower here (147 s against 111 s, two runs each).
    trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false},
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...PLAYWRIGHT_CHROMIUM_FLAGS, ...OFFLINE_FLAGS],
    },
  },
  projects: [
    {
      name: 'default-build',
      testIgnore: /\.configured\.spec\.ts$/,
      use: {baseURL: `http://localhost:${DEFAULT_PORT}`},
    },
    {
      name: 'configured-build',
      testMatch: /\.configured\.spec\.ts$/,
      use: {baseURL: `http://localhost:${CONFIGURED_PORT}`, stubTracker: true, stubInsights: true},
    },
  ],
  webServer: [
    {
      command: `npx tsx server/cli.ts --dir build --port ${DEFAULT_PORT}`,
      url: `http://localhost:${DEFAULT_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `npx tsx server/cli.ts --dir ${CONFIGURED_BUILD_DIR} --port ${CONFIGURED_PORT}`,
      url: `http://localhost:${CONFIGURED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
