/**
 * Builds the site a second time, into `build-configured/`, with the optional
 * features switched on: a Matomo tracker (a host the tests intercept) and an
 * announcement bar. The default `build/` has neither.
 */
import {spawnSync} from 'node:child_process';
import {CONFIGURED_BUILD_DIR, TEST_ANNOUNCEMENT, TEST_TRACKER_URL} from './configured-build-settings';

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', CONFIGURED_BUILD_DIR], {
  stdio: 'inherit',
  env: {
    ...process.env,
    MATOMO_URL: TEST_TRACKER_URL,
    ANNOUNCEMENT_ID: TEST_ANNOUNCEMENT.id,
    ANNOUNCEMENT_CONTENT: TEST_ANNOUNCEMENT.content,
  },
});
process.exit(result.status ?? 1);
