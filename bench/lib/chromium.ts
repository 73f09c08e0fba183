/** Debian's Chromium, launched the way the browser tests launch it. */
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../config/chromium';

export {CHROMIUM_FLAGS, CHROMIUM_PATH};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
}
