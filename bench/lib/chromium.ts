/** Debian's Chromium, launched the way the browser tests launch it. */
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS} from '../../config/chromium';

/** Lighthouse's launcher takes `CHROMIUM_FLAGS`; Playwright's launches take the flags the tests use. */
export {CHROMIUM_FLAGS, CHROMIUM_PATH};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS});
}
