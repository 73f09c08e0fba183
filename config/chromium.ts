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

/**
 * The features Playwright's own switches turn off (the list of Playwright 1.65). Chromium keeps only the last
 * `--disable-features` switch it is given, so a launch that turns off more features names these again;
 * tests/e2e/browser-flags.spec.ts fails when Playwright's list holds a feature this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Debian's Chromium is the full browser, not Playwright's headless shell, and every window it opens (Playwright opens
 * one per browser context, so one per test) starts renderers for the address bar's two suggestion pop-ups, which a
 * headless page never shows. They cost about 1 s of CPU a context on the 2-core machine: 15 contexts each loading a
 * docs page took 35.7 s of CPU with them and 20.7 s without (medians of 4 alternating runs).
 */
const ADDRESS_BAR_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The flags of every Chromium that Playwright launches: the browser tests, the benchmarks' pages and the build's
 * diagrams. (Lighthouse's launcher turns off features of its own, which this switch would replace, so it takes
 * `CHROMIUM_FLAGS`.)
 */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS].join(',')}`,
];

/** The browser tests add these: no host name resolves but this machine's, so no request can leave it. */
export const OFFLINE_FLAGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'];
