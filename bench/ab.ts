/**
 * `npm run bench:ab -- <refA> <refB>`: compares two versions of the site the
 * way a reader meets them, in one run that alternates between them, and
 * writes the "ab" section of bench/RESULTS.md.
 *
 * Each ref (a commit, branch or tag of this repository) is built once, in a
 * temporary worktree. One HTTP server (`npm run serve`'s app) serves both: it
 * switches to the build being measured before each measurement, so both are
 * served by the same process, port and headers. For every run and sampled
 * page, A and B are measured in turns (A then B in odd runs, B then A in even
 * runs, so neither always goes first on a warmer machine):
 *
 * - Lighthouse 13, mobile and desktop (scores, FCP, LCP, TBT, CLS);
 * - the reader's side, in Chromium with the CPU slowed down 4× through the
 *   DevTools protocol (what the DevTools performance panel's "4× slowdown"
 *   does) and no network throttling: first contentful paint and largest
 *   contentful paint, read from the browser's own paint timing entries (the
 *   events a DevTools trace shows), and the time until the page answers a
 *   click: from the moment the colour-mode button exists, the page clicks it
 *   every 16 ms until the document's colour mode changes, and that change's
 *   time is the answer. All three are counted from the start of navigation,
 *   on a first visit (empty cache) and a repeat visit (the same browser
 *   context, HTTP cache warm).
 *
 * Options (environment): BENCH_AB_RUNS (default 10 runs of each);
 * BENCH_AB_RESUME=1 continues an interrupted run of the same two commits
 * from its raw file (bench/.work/ab-<A>-<B>.json), and the results say so.
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {createApp} from '../server/app';
import {buildRef} from './lib/buildRef';
import {CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium} from './lib/chromium';
import {type LighthouseRun, lighthouseRun, loadLighthouse} from './lib/lighthouse';
import {percentile} from './lib/measure';
import {machine, writeSection} from './lib/results';
import {SAMPLED_PAGES} from './lib/sampledPages';

const ROOT = path.resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_AB_RUNS ?? 10);
const CPU_SLOWDOWN = 4;
/** How long a page may take to answer the click before the run counts as failed. */
const CLICK_TIMEOUT_MS = 30_000;

type Side = 'A' | 'B';

type ReaderRun = {fcp: number; lcp: number; click: number};

type Measurement = {
  run: number;
  side: Side;
  page: string;
  mobile: LighthouseRun;
  desktop: LighthouseRun;
  first: ReaderRun;
  repeat: ReaderRun;
};

/**
 * The page's own paint timing and the time its colour-mode button first changed the colour mode. A string, not a
 * function: tsx adds helper calls to compiled functions that do not exist in the page.
 */
const READER_PROBE = `(() => {
  const probe = {lcp: 0, clickAnswered: 0};
  window.readerProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  let modeAtFirstClick;
  const clicker = setInterval(() => {
    if (probe.clickAnswered) return;
    const button = document.querySelector('button[aria-label^="Switch between dark and light mode"]');
    if (!button) return;
    if (modeAtFirstClick === undefined) {
      modeAtFirstClick = document.documentElement.getAttribute('data-theme');
      new MutationObserver((records, observer) => {
        if (document.documentElement.getAttribute('data-theme') === modeAtFirstClick) return;
        probe.clickAnswered = performance.now();
        observer.disconnect();
        clearInterval(clicker);
      }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    }
    button.click();
  }, 16);
})();`;

async function readerVisit(browser: Browser, url: string): Promise<{first: ReaderRun; repeat: ReaderRun}> {
  const context = await browser.newContext({viewport: {width: 1350, height: 940}});
  await context.addInitScript(READER_PROBE);
  const visit = async (): Promise<ReaderRun> => {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForFunction(
      () => (window as unknown as {readerProbe: {clickAnswered: number}}).readerProbe.clickAnswered > 0,
      undefined,
      {timeout: CLICK_TIMEOUT_MS, polling: 100},
    );
    // Late paints (images, fonts) still count towards LCP: give them a moment.
    await page.waitForTimeout(1000);
    const figures = await page.evaluate(() => {
      const probe = (window as unknown as {readerProbe: {lcp: number; clickAnswered: number}}).readerProbe;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return {fcp, lcp: probe.lcp, click: probe.clickAnswered};
    });
    await page.close();
    return figures;
  };
  try {
    const first = await visit();
    const repeat = await visit();
    return {first, repeat};
  } finally {
    await context.close();
  }
}

type Stat = {median: number; p25: number; p75: number; min: number; max: number};

function stat(values: number[]): Stat {
  return {
    median: percentile(values, 0.5),
    p25: percentile(values, 0.25),
    p75: percentile(values, 0.75),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

type Metric = {label: string; unit: 'score' | 'ms' | 'cls'; read: (m: Measurement) => number; higherIsBetter?: boolean};

const METRICS: Metric[] = [
  {label: 'Lighthouse mobile score', unit: 'score', read: (m) => m.mobile.performance, higherIsBetter: true},
  {label: 'Lighthouse mobile LCP', unit: 'ms', read: (m) => m.mobile.lcp},
  {label: 'Lighthouse mobile TBT', unit: 'ms', read: (m) => m.mobile.tbt},
  {label: 'Lighthouse mobile CLS', unit: 'cls', read: (m) => m.mobile.cls},
  {label: 'Lighthouse desktop score', unit: 'score', read: (m) => m.desktop.performance, higherIsBetter: true},
  {label: 'Lighthouse desktop CLS', unit: 'cls', read: (m) => m.desktop.cls},
  {label: 'Reader, first visit: FCP', unit: 'ms', read: (m) => m.first.fcp},
  {label: 'Reader, first visit: LCP', unit: 'ms', read: (m) => m.first.lcp},
  {label: 'Reader, first visit: answers a click', unit: 'ms', read: (m) => m.first.click},
  {label: 'Reader, repeat visit: FCP', unit: 'ms', read: (m) => m.repeat.fcp},
  {label: 'Reader, repeat visit: LCP', unit: 'ms', read: (m) => m.repeat.lcp},
  {label: 'Reader, repeat visit: answers a click', unit: 'ms', read: (m) => m.repeat.click},
];

function format(value: number, unit: Metric['unit']): string {
  if (unit === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

/** "median (p25–p75; min–max)". */
function formatStat(s: Stat, unit: Metric['unit']): string {
  const f = (value: number) => format(value, unit);
  return `${f(s.median)} (${f(s.p25)}–${f(s.p75)}; ${f(s.min)}–${f(s.max)})`;
}

/**
 * B's gain over A on one metric, and whether it is larger than the spread
 * between runs: the wider of the two sides' interquartile ranges.
 */
function verdict(metric: Metric, a: Stat, b: Stat): string {
  const gain = metric.higherIsBetter ? b.median - a.median : a.median - b.median;
  const spread = Math.max(a.p75 - a.p25, b.p75 - b.p25);
  const gainText = `${gain >= 0 ? '+' : '−'}${format(Math.abs(gain), metric.unit)}`;
  if (Math.abs(gain) <= spread) return `${gainText} (within the spread, ${format(spread, metric.unit)})`;
  return `${gainText} (**${gain > 0 ? 'B' : 'A'} better**, spread ${format(spread, metric.unit)})`;
}

async function main(): Promise<void> {
  const [refA, refB] = process.argv.slice(2);
  if (!refA || !refB) throw new Error('usage: npm run bench:ab -- <refA> <refB>');
  const started = new Date();
  const sides = {A: buildRef(refA, 'ab-A'), B: buildRef(refB, 'ab-B')};
  const apps = {A: createApp(sides.A.build), B: createApp(sides.B.build)};

  // One server, one port: the side being measured is switched before each measurement.
  let current: Side = 'A';
  const server = createServer((request: IncomingMessage, response: ServerResponse) => apps[current](request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const lighthouse = await loadLighthouse();
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS});
  const browser = await launchChromium();
  const rawFile = path.join(ROOT, 'bench/.work', `ab-${sides.A.commit}-${sides.B.commit}.json`);
  mkdirSync(path.dirname(rawFile), {recursive: true});
  const measurements: Measurement[] =
    process.env.BENCH_AB_RESUME && existsSync(rawFile)
      ? (JSON.parse(readFileSync(rawFile, 'utf8')) as {measurements: Measurement[]}).measurements
      : [];
  const resumedAfter = measurements.length;
  const done = (run: number, page: string, side: Side) =>
    measurements.some((m) => m.run === run && m.page === page && m.side === side);
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const sampled of SAMPLED_PAGES) {
        const order: Side[] = run % 2 === 1 ? ['A', 'B'] : ['B', 'A'];
        for (const side of order) {
          if (done(run, sampled.path, side)) continue;
          current = side;
          const url = `${origin}${sampled.path}`;
          const mobile = await lighthouseRun(lighthouse, url, 'mobile', chrome.port);
          const desktop = await lighthouseRun(lighthouse, url, 'desktop', chrome.port);
          const {first, repeat} = await readerVisit(browser, url);
          measurements.push({run, side, page: sampled.path, mobile, desktop, first, repeat});
          console.log(
            `run ${run} ${side} ${sampled.path}: mobile ${mobile.performance}, desktop ${desktop.performance}, ` +
              `first FCP ${Math.round(first.fcp)} click ${Math.round(first.click)}, ` +
              `repeat FCP ${Math.round(repeat.fcp)} click ${Math.round(repeat.click)}`,
          );
          writeFileSync(rawFile, JSON.stringify({sides, measurements}, null, 1));
        }
      }
    }
  } finally {
    await browser.close();
    chrome.kill();
    server.close();
  }

  const benchmarkIndex = stat(measurements.map((m) => m.mobile.benchmarkIndex));
  const tables = SAMPLED_PAGES.map((sampled) => {
    const rows = METRICS.map((metric) => {
      const values = (side: Side) =>
        measurements.filter((m) => m.page === sampled.path && m.side === side).map(metric.read);
      const a = stat(values('A'));
      const b = stat(values('B'));
      return `| ${metric.label} | ${formatStat(a, metric.unit)} | ${formatStat(b, metric.unit)} | ${verdict(metric, a, b)} |`;
    });
    return `#### ${sampled.label} (\`${sampled.path}\`)

| Measure | A: median (p25–p75; min–max) | B: median (p25–p75; min–max) | B's gain |
| --- | --- | --- | --- |
${rows.join('\n')}`;
  });

  const body = `## A/B (\`npm run bench:ab\`)

Run on ${started.toISOString().slice(0, 10)}, ${machine()}. A is \`${refA}\` (${sides.A.commit}), B is \`${refB}\`
(${sides.B.commit}), each built once and served by one \`npm run serve\` app on one port, switched between them.
${RUNS} runs of each, alternating (A then B in odd runs, B then A in even runs), every sampled page in every run.
Lighthouse ${'13'} mobile and desktop presets. "Reader" rows: Chromium with the CPU slowed down ${CPU_SLOWDOWN}× through the
DevTools protocol, no network throttling, a 1350 × 940 window; FCP and LCP from the browser's paint timing entries,
"answers a click" is when the colour-mode button, clicked every 16 ms from the moment it exists, first changed the
colour mode; all from the start of navigation. A first visit has an empty cache, a repeat visit the same browser
context's. Lighthouse's CPU benchmark index during the run: median ${Math.round(benchmarkIndex.median)}
(${Math.round(benchmarkIndex.min)}–${Math.round(benchmarkIndex.max)}). A gain counts only when it is larger than
the spread between runs, taken as the wider of the two interquartile ranges.${
    resumedAfter > 0
      ? ` The run was interrupted and resumed (BENCH_AB_RESUME) after ${resumedAfter} of ${measurements.length} measurements, with the same builds.`
      : ''
  }

${tables.join('\n\n')}
`;
  writeSection('ab', body);
  console.log(body);
  rmSync(sides.A.build, {recursive: true, force: true});
  rmSync(sides.B.build, {recursive: true, force: true});
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
