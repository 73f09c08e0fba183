/**
 * How the browser tests and the benchmarks start Chromium: Debian's build
 * (Playwright cannot download its own here), headless, and with the flags
 * that keep it from reaching Google's hosts on this closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The browser tests add these: no host name resolves but this machine's, so no request can leave it. */
export const OFFLINE_FLAGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'];
