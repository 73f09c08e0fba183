/**
 * `npm run bench:tools [-- <baseRef>]`: what the live tools (the SQON
 * playground and the dictionary checker) cost a reader, and proof that they
 * cost nothing on any other page. Writes the "tools" section of
 * bench/RESULTS.md.
 *
 * Two builds, each of a commit in a temporary worktree: this checkout's HEAD
 * and `baseRef` (by default the commit before the live tools were added, the
 * parent of the commit that created src/components/LiveTool). Both are served
 * by `npm run serve`'s app and measured in Debian's Chromium:
 *
 * - First-load JS of every page of the sitemap in both builds (what the page
 *   fetched through hydration until the network was idle, gzip level 9), and
 *   whether any page other than the tool's own loaded tool code or started a
 *   tool worker.
 * - The scripts each tool fetches after its page has hydrated (its component
 *   chunk, the worker and whatever they import), gzip.
 * - Time to first result after typing: a real key press in the tool's box,
 *   from the key's event time to the first animation frame after the result
 *   region has the new answer (aria-busy back to false). The key alternates
 *   between adding and removing a character, so every press is a new input.
 * - Time from hydration to the tool's first result (the chunk, the worker's
 *   start and the first check).
 * - The worst main-thread task while the dictionary checker checks 1,000
 *   records (pasted, and a key typed into them), from a Chromium trace: the
 *   longest `RunTask` on the page's renderer main thread, as the DevTools
 *   performance panel shows it. Once at full speed and once with the main
 *   thread slowed down 4× (DevTools' CPU throttling, a mid-range phone).
 *
 * Options (environment): BENCH_TOOLS_RUNS (default 15 key presses and 5
 * page loads or 1,000-record checks per measure).
 */
import {readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, BrowserContext, Locator, Page} from '@playwright/test';
import {LAZY_FEATURES, TOOL_WORKERS} from '../scripts/lib/lazyFeatures';
import {buildRef, git} from './lib/buildRef';
import {launchChromium} from './lib/chromium';
import {type FirstLoad, firstLoad, serveBuild} from './lib/firstLoad';
import {kb, median} from './lib/measure';
import {machine, writeSection} from './lib/results';

const RUNS = Number(process.env.BENCH_TOOLS_RUNS ?? 15);
const LOADS = Math.max(3, Math.round(RUNS / 3));

type Tool = 'SQON playground' | 'Dictionary checker';

/** Each tool's page, its result region, the box a reader types in, and a key that changes its text but not its meaning. */
const TOOLS: {tool: Tool; path: string; region: string; box: string; key: string}[] = [
  {
    tool: 'SQON playground',
    path: '/docs/core-software/arranger/usage/sqon-filter-notation',
    region: 'Elasticsearch query',
    box: 'SQON',
    key: 'Space',
  },
  {
    tool: 'Dictionary checker',
    path: '/docs/core-software/lectern/dictionaryReference',
    region: 'Validation result',
    box: 'Records',
    key: 'Digit7',
  },
];

/** A dictionary of one schema, and 1,000 records for it: valid, or each with a problem. */
const DICTIONARY = JSON.stringify({
  name: 'bench',
  version: '1.0',
  schemas: [
    {
      name: 'donor',
      fields: [
        {name: 'submitter_donor_id', valueType: 'string', restrictions: {required: true, regex: '^DO-[0-9]+$'}},
        {name: 'vital_status', valueType: 'string', restrictions: {codeList: ['Alive', 'Deceased', 'Unknown']}},
        {name: 'age_at_diagnosis', valueType: 'integer', restrictions: {range: {min: 0, max: 120}}},
        {name: 'survival_days', valueType: 'number', restrictions: {range: {min: 0}}},
      ],
    },
  ],
});
const thousandRecords = (problems: boolean) =>
  [
    'submitter_donor_id\tvital_status\tage_at_diagnosis\tsurvival_days',
    ...Array.from({length: 1000}, (_, i) =>
      problems ? `DO-${i}\tunknown-${i}\t${200 + i}\t-${i}` : `DO-${i}\tAlive\t${i % 121}\t${i * 3.5}`,
    ),
  ].join('\n');

type Stat = {median: number; min: number; max: number; runs: number};
const stat = (values: number[]): Stat => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
  runs: values.length,
});
const formatMs = ({median: mid, min, max, runs}: Stat) =>
  `${Math.round(mid)} ms (${Math.round(min)}–${Math.round(max)}, ${runs} runs)`;

/** The commit before the one that added the live tools' component. */
function defaultBase(): string {
  const added = git('log', '--diff-filter=A', '--format=%H', '--', 'src/components/LiveTool/index.tsx')
    .split('\n')
    .filter(Boolean)
    .at(-1);
  if (!added)
    throw new Error('no commit adds src/components/LiveTool: name the base commit (npm run bench:tools -- <ref>)');
  return `${added}^`;
}

function sitemapPaths(build: string): string[] {
  const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, url]) => new URL(url.replaceAll('&amp;', '&')).pathname)
    .sort();
}

type PageLoad = FirstLoad & {toolWorkers: string[]};

async function loadEveryPage(browser: Browser, origin: string, paths: string[]): Promise<Map<string, PageLoad>> {
  const loads = new Map<string, PageLoad>();
  for (const pagePath of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const load = await firstLoad(page, origin + pagePath);
    const toolWorkers = Object.entries(TOOL_WORKERS)
      .filter(([, pattern]) => workers.some((url) => pattern.test(url)))
      .map(([tool]) => tool);
    loads.set(pagePath, {...load, toolWorkers});
    await context.close();
  }
  return loads;
}

/** Marks, on the page's clock, when Docusaurus reports the page hydrated and when a tool's region first settles. */
const PAGE_CLOCK = `(() => {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.hasHydrated !== 'true') return;
    window.__benchHydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-live-tool] section[aria-busy="false"]')) return;
    window.__benchFirstResultAt = performance.now();
    observer.disconnect();
  }).observe(document, {attributes: true, childList: true, subtree: true});
})()`;

async function openTool(context: BrowserContext, origin: string, tool: (typeof TOOLS)[number]) {
  const page = await context.newPage();
  await page.addInitScript(PAGE_CLOCK);
  await page.goto(origin + tool.path);
  const region = page.getByRole('region', {name: tool.region});
  await region.waitFor({timeout: 30_000});
  await page.waitForFunction(() => 'window' in globalThis && '__benchFirstResultAt' in window, undefined, {
    timeout: 30_000,
  });
  return {page, region, box: page.getByRole('textbox', {name: tool.box, exact: true})};
}

type ToolScripts = {chunks: {url: string; gzip: number}[]; worker: {url: string; gzip: number}[]};

/** The scripts a tool's page fetches after hydration (the page's context sees the worker's fetches too). */
async function toolScripts(browser: Browser, origin: string, tool: (typeof TOOLS)[number]): Promise<ToolScripts> {
  const context = await browser.newContext();
  const requested: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) requested.push(request.url());
  });
  const {page} = await openTool(context, origin, tool);
  await page.waitForLoadState('networkidle');
  const {hydratedAt, entries} = await page.evaluate(() => ({
    hydratedAt: (window as unknown as {__benchHydratedAt: number}).__benchHydratedAt,
    entries: performance.getEntriesByType('resource').map((entry) => ({url: entry.name, start: entry.startTime})),
  }));
  const before = new Set(entries.filter((entry) => entry.start <= hydratedAt).map((entry) => entry.url));
  const after = [...new Set(requested)].filter((url) => !before.has(url));
  const result: ToolScripts = {chunks: [], worker: []};
  let toolCodeSeen = false;
  for (const url of after) {
    const body = await (await page.request.get(url)).body();
    toolCodeSeen ||= LAZY_FEATURES[tool.tool](body.toString('utf8'));
    // The worker's own script, and what it fetches (absent from the page's resource timing).
    const inWorker = TOOL_WORKERS[tool.tool].test(url) || !entries.some((entry) => entry.url === url);
    (inWorker ? result.worker : result.chunks).push({url, gzip: gzipSync(body, {level: 9}).length});
  }
  if (!toolCodeSeen) throw new Error(`${tool.tool}: none of the scripts fetched after hydration is the tool's code`);
  await context.close();
  return result;
}

/** Milliseconds from hydration to the tool's first result, over several page loads. */
async function hydrationToFirstResult(browser: Browser, origin: string, tool: (typeof TOOLS)[number]): Promise<Stat> {
  const values: number[] = [];
  for (let run = 0; run < LOADS; run += 1) {
    const context = await browser.newContext();
    const {page} = await openTool(context, origin, tool);
    values.push(
      await page.evaluate(() => {
        const clock = window as unknown as {__benchHydratedAt: number; __benchFirstResultAt: number};
        return clock.__benchFirstResultAt - clock.__benchHydratedAt;
      }),
    );
    await context.close();
  }
  return stat(values);
}

/**
 * Presses one key in `box` and resolves with the milliseconds from the key's event to the first frame after the
 * region has the answer for the new text.
 */
async function keyToResult(page: Page, box: Locator, region: Locator, key: string): Promise<number> {
  // Armed (and awaited) before the key is pressed, so the listener is in place when the key arrives.
  await box.evaluate(
    (element, regionLabel) => {
      const section = document.querySelector(`section[aria-label="${regionLabel}"]`)!;
      (window as unknown as {__benchKeyToResult: Promise<number>}).__benchKeyToResult = new Promise<number>(
        (resolve) => {
          // The key's own event: the editor (unlike a `<textarea>`) may take a typed key without an input event.
          element.addEventListener(
            'keydown',
            (event) => {
              const typedAt = event.timeStamp;
              // The tool shows its busy state once it has the new text; the answer arrives later from the worker.
              const observer = new MutationObserver(() => {
                if (section.getAttribute('aria-busy') !== 'false') return;
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - typedAt));
              });
              observer.observe(section, {attributes: true, attributeFilter: ['aria-busy']});
            },
            {once: true},
          );
        },
      );
    },
    await region.getAttribute('aria-label'),
  );
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as {__benchKeyToResult: Promise<number>}).__benchKeyToResult);
}

async function typingToResult(browser: Browser, origin: string, tool: (typeof TOOLS)[number]): Promise<Stat> {
  const context = await browser.newContext();
  const {page, region, box} = await openTool(context, origin, tool);
  await box.focus();
  await page.keyboard.press('Control+End');
  const values: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    values.push(await keyToResult(page, box, region, run % 2 === 0 ? tool.key : 'Backspace'));
  }
  await context.close();
  return stat(values);
}

/**
 * Replaces a box's text in one change, as a paste lands, and waits for the tool's answer. A `<textarea>` (builds
 * before the code boxes became editors) takes the text as its value; the editor takes a paste over its whole text.
 */
async function replaceText(box: Locator, region: Locator, text: string): Promise<void> {
  if (!(await box.evaluate((element) => element instanceof HTMLTextAreaElement))) {
    await box.focus();
    await box.press('Control+A');
  }
  await box.evaluate((element, value) => {
    if (element instanceof HTMLTextAreaElement) {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, value);
      element.dispatchEvent(new Event('input', {bubbles: true}));
      return;
    }
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, text);
  await region
    .page()
    .waitForFunction(
      (label) => document.querySelector(`section[aria-label="${label}"]`)?.getAttribute('aria-busy') === 'false',
      await region.getAttribute('aria-label'),
      {timeout: 60_000},
    );
}

/** The categories of a DevTools performance recording that hold the renderer's tasks (`RunTask`). */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {name?: string};
};

/** Events inside a task that are the browser's own style and layout work, not the page's scripts. */
const STYLE_AND_LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);

type WorstTask = {total: number; styleAndLayout: number};

/**
 * The longest task on a renderer's main thread in a Chromium trace, and how much of it was style and layout (the
 * browser laying out text, such as 1,000 pasted lines in a text box), in milliseconds.
 */
function worstMainThreadTask(trace: Buffer): WorstTask {
  const {traceEvents} = JSON.parse(trace.toString('utf8')) as {traceEvents: TraceEvent[]};
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMainThread = traceEvents.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
  const tasks = onMainThread.filter((event) => event.name === 'RunTask');
  if (tasks.length === 0) throw new Error('the trace holds no task of a renderer main thread: check TRACE_CATEGORIES');
  const worst = tasks.reduce((longest, task) => ((task.dur ?? 0) > (longest.dur ?? 0) ? task : longest));
  const end = worst.ts + (worst.dur ?? 0);
  const styleAndLayout = onMainThread
    .filter(
      (event) =>
        STYLE_AND_LAYOUT.has(event.name) &&
        event.tid === worst.tid &&
        event.pid === worst.pid &&
        event.ts >= worst.ts &&
        event.ts < end,
    )
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return {total: (worst.dur ?? 0) / 1000, styleAndLayout: styleAndLayout / 1000};
}

/**
 * For comparison: the worst task when the same 1,000 records are put in a bare text box on an empty page, styled as
 * the checker's (monospace, no wrapping). What any page with a text box pays for the text itself.
 */
async function bareTextBox(browser: Browser, slowdown: number): Promise<{worstTask: Stat; styleAndLayout: Stat}> {
  const worst: number[] = [];
  const layout: number[] = [];
  for (let run = 0; run < LOADS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(
      '<textarea aria-label="Records" rows="8" style="display:block;width:700px;font-family:monospace;white-space:pre"></textarea>',
    );
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
    await browser.startTracing(page, {categories: TRACE_CATEGORIES});
    await page.getByRole('textbox').evaluate(
      (element, value) =>
        new Promise<void>((resolve) => {
          Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, value);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      thousandRecords(false),
    );
    const task = worstMainThreadTask(await browser.stopTracing());
    worst.push(task.total);
    layout.push(task.styleAndLayout);
    await context.close();
  }
  return {worstTask: stat(worst), styleAndLayout: stat(layout)};
}

type RecordsCheck = {label: string; result: Stat; worstTask: Stat; styleAndLayout: Stat};

/**
 * The dictionary checker on 1,000 records: the time until the answer is shown and the worst main-thread task, for
 * a paste of valid records, a paste of records that break three rules each (but the first), and one key typed into
 * the valid ones.
 */
async function thousandRecordChecks(browser: Browser, origin: string, slowdown: number): Promise<RecordsCheck[]> {
  const tool = TOOLS.find(({tool: name}) => name === 'Dictionary checker')!;
  const cases: {label: string; text: string; typed?: boolean}[] = [
    {label: '1,000 valid records pasted', text: thousandRecords(false)},
    {label: '1,000 records pasted, nearly all with three problems', text: thousandRecords(true)},
    {label: 'a key typed into 1,000 valid records', text: thousandRecords(false), typed: true},
  ];
  const results = new Map(
    cases.map(({label}) => [
      label,
      {result: [] as number[], worstTask: [] as number[], styleAndLayout: [] as number[]},
    ]),
  );
  for (let run = 0; run < LOADS; run += 1) {
    const context = await browser.newContext();
    const {page, region, box} = await openTool(context, origin, tool);
    const session = await context.newCDPSession(page);
    await replaceText(page.getByRole('textbox', {name: 'Dictionary', exact: true}), region, DICTIONARY);
    for (const {label, text, typed} of cases) {
      // Start from other records, so that each case's text is new to the tool.
      await replaceText(box, region, 'submitter_donor_id\nDO-1');
      if (typed) {
        await replaceText(box, region, text);
        await box.focus();
        await page.keyboard.press('Control+End');
      }
      await session.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
      await browser.startTracing(page, {categories: TRACE_CATEGORIES});
      const started = Date.now();
      if (typed) await keyToResult(page, box, region, 'Digit7');
      else await replaceText(box, region, text);
      const elapsed = Date.now() - started;
      const trace = await browser.stopTracing();
      await session.send('Emulation.setCPUThrottlingRate', {rate: 1});
      const entry = results.get(label)!;
      entry.result.push(elapsed);
      const worst = worstMainThreadTask(trace);
      entry.worstTask.push(worst.total);
      entry.styleAndLayout.push(worst.styleAndLayout);
    }
    const summary = await region.textContent();
    if (!summary?.includes('1,000'))
      throw new Error(`the checker did not check 1,000 records: ${summary?.slice(0, 200)}`);
    await context.close();
  }
  return cases.map(({label}) => ({
    label,
    result: stat(results.get(label)!.result),
    worstTask: stat(results.get(label)!.worstTask),
    styleAndLayout: stat(results.get(label)!.styleAndLayout),
  }));
}

function firstLoadTable(
  paths: string[],
  base: Map<string, PageLoad>,
  current: Map<string, PageLoad>,
  commitsApart: number,
): string {
  const toolPages = new Set(TOOLS.map(({path: toolPath}) => toolPath));
  const others = paths.filter((pagePath) => !toolPages.has(pagePath) && base.has(pagePath));
  const differences = others.map((pagePath) => current.get(pagePath)!.js.gzip - base.get(pagePath)!.js.gzip);
  const changed = others.filter((_, index) => Math.abs(differences[index]) > 0);
  const leaks = others.filter((pagePath) => {
    const load = current.get(pagePath)!;
    return load.toolWorkers.length > 0 || load.lazyLoaded.some((feature) => feature in TOOL_WORKERS);
  });
  const row = (pagePath: string) => {
    const a = base.get(pagePath)!;
    const b = current.get(pagePath)!;
    const tools = [...new Set([...b.lazyLoaded.filter((feature) => feature in TOOL_WORKERS), ...b.toolWorkers])];
    return `| \`${pagePath}\` | ${kb(a.js.gzip)} | ${kb(b.js.gzip)} | ${b.js.gzip - a.js.gzip} B | ${tools.join(', ') || 'none'} |`;
  };
  const sampled = ['/', '/docs/core-software/song/overview', '/guides/getting-started', '/search'].filter((pagePath) =>
    others.includes(pagePath),
  );
  const largest = others
    .map((pagePath, index) => ({pagePath, size: Math.abs(differences[index])}))
    .filter(({pagePath, size}) => size > 0 && !sampled.includes(pagePath))
    .sort((a, b) => b.size - a.size)
    .slice(0, 5)
    .map(({pagePath}) => pagePath);
  return `Every page of the sitemap other than the two tool pages: ${others.length} pages. First-load JS changed on
${changed.length} of them: median difference ${Math.round(median(differences))} B gzip, largest
${Math.max(0, ...differences.map(Math.abs))} B. ${leaks.length} loaded tool code or started a tool worker${leaks.length ? `: ${leaks.join(', ')}` : ''}.
The builds are ${commitsApart} commit${commitsApart === 1 ? '' : 's'} apart: on a page without a tool, the difference is every change between
them, not the tools; what the tools add there is the last column.
The table shows the sampled pages of \`bench:site\`, the pages with the largest differences, and the tool pages.

| Page | First-load JS before the tools (gzip) | With the tools | Difference | Tool code loaded |
| --- | --: | --: | --: | --- |
${[...sampled, ...largest, ...TOOLS.map(({path: toolPath}) => toolPath)].map(row).join('\n')}

On the two tool pages the difference is the tool itself, fetched once the page is idle after hydration (the
first-load figure counts what a page fetches by itself until the network is idle).`;
}

async function main(): Promise<void> {
  const started = new Date();
  const baseRef = process.argv[2] ?? defaultBase();
  const base = buildRef(baseRef, 'tools-base');
  const current = buildRef('HEAD', 'tools-current');
  const browser = await launchChromium();
  const baseServer = await serveBuild(base.build);
  const currentServer = await serveBuild(current.build);
  try {
    const toolRows: string[] = [];
    for (const tool of TOOLS) {
      console.log(`${tool.tool}…`);
      const scripts = await toolScripts(browser, currentServer.origin, tool);
      const chunkGzip = scripts.chunks.reduce((sum, {gzip}) => sum + gzip, 0);
      const workerGzip = scripts.worker.reduce((sum, {gzip}) => sum + gzip, 0);
      const firstResult = await hydrationToFirstResult(browser, currentServer.origin, tool);
      const typing = await typingToResult(browser, currentServer.origin, tool);
      toolRows.push(
        `| ${tool.tool} | ${kb(chunkGzip)} (${scripts.chunks.length} files) | ${kb(workerGzip)} (${scripts.worker.length} files) | ${formatMs(firstResult)} | ${formatMs(typing)} |`,
      );
    }

    console.log('1,000 records…');
    const fullSpeed = await thousandRecordChecks(browser, currentServer.origin, 1);
    const slowed = await thousandRecordChecks(browser, currentServer.origin, 4);
    const bare = await bareTextBox(browser, 1);
    const bareSlowed = await bareTextBox(browser, 4);
    const worstCell = (worst: Stat, layout: Stat) =>
      `${formatMs(worst)}; style and layout ${Math.round(layout.median)} ms`;
    const recordRows = [
      ...fullSpeed.map(
        (check, index) =>
          `| ${check.label} | ${formatMs(check.result)} | ${worstCell(check.worstTask, check.styleAndLayout)} | ${formatMs(slowed[index].result)} | ${worstCell(slowed[index].worstTask, slowed[index].styleAndLayout)} |`,
      ),
      `| For comparison: the valid records put in a bare text box on an empty page | — | ${worstCell(bare.worstTask, bare.styleAndLayout)} | — | ${worstCell(bareSlowed.worstTask, bareSlowed.styleAndLayout)} |`,
    ];
    const load = os.loadavg()[0].toFixed(1);

    const paths = sitemapPaths(current.build);
    console.log(`first load of ${paths.length} pages in both builds…`);
    const basePaths = new Set(sitemapPaths(base.build));
    const baseLoads = await loadEveryPage(
      browser,
      baseServer.origin,
      paths.filter((pagePath) => basePaths.has(pagePath)),
    );
    const currentLoads = await loadEveryPage(browser, currentServer.origin, paths);

    const commitsApart = Number(git('rev-list', '--count', `${base.commit}..${current.commit}`));
    writeSection(
      'tools',
      `## Live tools (\`npm run bench:tools\`)

Run on ${started.toISOString().slice(0, 10)}, ${machine()}, Chromium from Debian. Builds of ${current.commit} (with the
live tools) and ${base.commit} (before them), served by \`npm run serve\`'s app. Times are medians with the lowest and
highest run in brackets; sizes are gzip level 9 of the files themselves.

### What each tool loads, and how fast it answers

Code fetched after the page has hydrated: the component's chunks on the page, and the worker's script with what
it imports. "First result" runs from hydration to the tool's first answer (chunk, worker start, first check).
"Key to result" runs from a key press in the tool's box (the SQON, or the starter records) to the first frame
after the answer is shown.

| Tool | Chunks on the page | Worker | Hydration to first result | Key to result |
| --- | --: | --: | --: | --: |
${toolRows.join('\n')}

### 1,000 records in the dictionary checker

Four fields (a regex, a code list and two ranges). "Answer" runs from the paste (or the key) until the result is
in the page; "worst task" is the longest task on the page's main thread meanwhile, from a Chromium trace, with the
part of it that was the browser's style and layout work (laying out the text in the box) rather than the page's
scripts. The checker's own work runs in its worker. The last row is what the same text costs in a text box
without the tool. The machine's load average (1 minute) when these were measured: ${load}.

| Check | Answer | Worst main-thread task | Answer, CPU slowed 4× | Worst task, CPU slowed 4× |
| --- | --: | --: | --: | --: |
${recordRows.join('\n')}

### First-load JS of every other page

${firstLoadTable(paths, baseLoads, currentLoads, commitsApart)}`,
    );
    console.log('bench/RESULTS.md: tools section written');
  } finally {
    await browser.close();
    await baseServer.close();
    await currentServer.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
