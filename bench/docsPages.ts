/**
 * `npm run bench:docs-pages`: this site's docs pages against vanilla Docusaurus's docs page, Lighthouse 13 mobile,
 * measured in turns in one run, and what each page's main thread spends its time on. Writes the "docs-pages" section
 * of bench/RESULTS.md.
 *
 * Both builds are served by `npm run serve`'s app (compression, the same headers). In each run every page is measured
 * once, the vanilla page between ours and the order reversed in every other run, so that neither side always meets
 * the machine in the same state. The target (issue 29): mobile performance ≥ 95 on each of our pages and total
 * blocking time no more than 1.5 × the vanilla docs page's, medians of the same run.
 *
 * Options (environment): BENCH_DOCS_RUNS (default 7 runs); BENCH_DOCS_BUILD (default `build/`: the build the tests
 * use, so build first); BENCH_DOCS_BASELINE, another build of this site whose pages join the same run (an A/B of a
 * change, before and after); BENCH_DOCS_WRITE=0 prints the section without writing it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './lib/chromium';
import {serveBuild} from './lib/firstLoad';
import {type LighthouseModule, lighthouseReport, loadLighthouse} from './lib/lighthouse';
import {median} from './lib/measure';
import {machine, writeSection} from './lib/results';
import {SAMPLED_PAGES} from './lib/sampledPages';
import {TEMPLATE_VERSION, VANILLA_DOCS_PAGE, buildVanilla} from './lib/vanilla';

const ROOT = path.resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_DOCS_RUNS ?? 7);
const OUR_BUILD = path.resolve(ROOT, process.env.BENCH_DOCS_BUILD ?? 'build');
const TBT_RATIO = 1.5;
const MIN_SCORE = 95;

const BASELINE_BUILD = process.env.BENCH_DOCS_BASELINE && path.resolve(ROOT, process.env.BENCH_DOCS_BASELINE);

type Page = {label: string; site: 'ours' | 'baseline' | 'vanilla'; path: string};

const SAMPLED_DOCS_PAGES = SAMPLED_PAGES.filter(
  (page) => page.path.startsWith('/docs/') || page.path.startsWith('/guides/'),
);
const OUR_DOCS_PAGES: Page[] = SAMPLED_DOCS_PAGES.map((page) => ({label: page.label, site: 'ours', path: page.path}));
const BASELINE_PAGES: Page[] = BASELINE_BUILD
  ? SAMPLED_DOCS_PAGES.map((page) => ({label: `${page.label}, baseline build`, site: 'baseline', path: page.path}))
  : [];
const VANILLA_PAGE: Page = {label: 'vanilla docs page', site: 'vanilla', path: VANILLA_DOCS_PAGE};

type Run = {
  score: number;
  tbt: number;
  lcp: number;
  /** Main-thread time by kind of work (Lighthouse's groups: script evaluation, style and layout…), in ms. */
  work: Record<string, number>;
  /** Time spent in each script (evaluation, parse and compile), in ms. */
  scripts: Record<string, number>;
  elements: number;
  benchmarkIndex: number;
};

async function measure(lighthouse: LighthouseModule, url: string, port: number): Promise<Run> {
  const {lhr} = await lighthouseReport(lighthouse, url, port, {categories: ['performance']});
  const {audits, categories, environment} = lhr;
  type Rows = {items?: Record<string, unknown>[]};
  const rows = (id: string) => ((audits[id]?.details ?? {}) as Rows).items ?? [];
  const work = Object.fromEntries(
    rows('mainthread-work-breakdown').map((row) => [String(row.groupLabel ?? row.group), Number(row.duration)]),
  );
  const scripts = Object.fromEntries(
    rows('bootup-time').map((row) => [String(row.url).replace(/^https?:\/\/[^/]+/, ''), Number(row.total ?? 0)]),
  );
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    work,
    scripts,
    elements: Number(audits['dom-size-insight']?.numericValue ?? audits['dom-size']?.numericValue ?? Number.NaN),
    benchmarkIndex: environment.benchmarkIndex,
  };
}

const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

async function main(): Promise<void> {
  const started = new Date();
  const vanillaBuild = buildVanilla();
  const ours = await serveBuild(OUR_BUILD);
  const baseline = BASELINE_BUILD ? await serveBuild(BASELINE_BUILD) : undefined;
  const vanilla = await serveBuild(vanillaBuild);
  const origins = {ours: ours.origin, baseline: baseline?.origin, vanilla: vanilla.origin};
  const lighthouse = await loadLighthouse();
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS});
  const pages = [...OUR_DOCS_PAGES, ...BASELINE_PAGES, VANILLA_PAGE];
  const runs = new Map<Page, Run[]>(pages.map((page) => [page, []]));
  try {
    // Ours, vanilla, ours…: the vanilla page sits between our pages (each followed by its baseline), and the order
    // flips every other run.
    const ourTurns = OUR_DOCS_PAGES.flatMap((page, at) => (BASELINE_PAGES[at] ? [page, BASELINE_PAGES[at]] : [page]));
    const split = BASELINE_PAGES.length ? 2 : 1;
    const order = [...ourTurns.slice(0, split), VANILLA_PAGE, ...ourTurns.slice(split)];
    for (let run = 0; run < RUNS; run++) {
      for (const page of run % 2 ? [...order].reverse() : order) {
        const origin = origins[page.site]!;
        const figures = await measure(lighthouse, `${origin}${page.path}`, chrome.port);
        runs.get(page)!.push(figures);
        console.log(`run ${run + 1}/${RUNS} ${page.label}: ${figures.score}, TBT ${Math.round(figures.tbt)} ms`);
      }
    }
  } finally {
    chrome.kill();
    await ours.close();
    await baseline?.close();
    await vanilla.close();
  }

  const vanillaTbt = median(runs.get(VANILLA_PAGE)!.map((run) => run.tbt));
  const lighthouseVersion = (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {version: string}
  ).version;
  const groups = [...new Set(pages.flatMap((page) => runs.get(page)!.flatMap((run) => Object.keys(run.work))))];
  const summary = pages.map((page) => {
    const list = runs.get(page)!;
    const tbt = median(list.map((run) => run.tbt));
    const score = median(list.map((run) => run.score));
    const met = page.site === 'vanilla' ? '—' : score >= MIN_SCORE && tbt <= TBT_RATIO * vanillaTbt ? 'yes' : '**no**';
    return `| ${page.label} (\`${page.path}\`) | ${score} (${range(list.map((run) => run.score))}) | ${Math.round(tbt)} (${range(list.map((run) => run.tbt))}) | ${page.site === 'vanilla' ? '1' : (tbt / vanillaTbt).toFixed(1)} × | ${Math.round(median(list.map((run) => run.lcp)))} | ${Math.round(median(list.map((run) => run.elements)))} | ${met} |`;
  });
  const work = pages.map(
    (page) =>
      `| ${page.label} | ${groups.map((group) => Math.round(median(runs.get(page)!.map((run) => run.work[group] ?? 0)))).join(' | ')} |`,
  );
  const scriptRows = pages.flatMap((page) => {
    const list = runs.get(page)!;
    const urls = [...new Set(list.flatMap((run) => Object.keys(run.scripts)))];
    return urls
      .map((url) => ({url, ms: median(list.map((run) => run.scripts[url] ?? 0))}))
      .filter((entry) => entry.ms >= 20)
      .sort((a, b) => b.ms - a.ms)
      .map((entry) => `| ${page.label} | \`${entry.url}\` | ${Math.round(entry.ms)} |`);
  });
  const indexes = pages.flatMap((page) => runs.get(page)!.map((run) => run.benchmarkIndex));
  const body = `## Docs pages against vanilla Docusaurus (\`npm run bench:docs-pages\`)

Run on ${started.toISOString().slice(0, 10)}, ${machine()}, Chromium from Debian, Lighthouse ${lighthouseVersion}
mobile preset (CPU slowed down 4×). ${RUNS} runs; in each, every page once, vanilla's page between ours and the order
reversed every other run. Medians, with the lowest and highest run. Vanilla is the classic template of
create-docusaurus ${TEMPLATE_VERSION}. Both builds are served by \`npm run serve\`'s app. Lighthouse's CPU benchmark index
during the run: median ${Math.round(median(indexes))} (${range(indexes)}).

Target: mobile performance ≥ ${MIN_SCORE} and total blocking time (TBT) no more than ${TBT_RATIO} × the vanilla docs page's.

| Page | Mobile performance | TBT (ms) | TBT against vanilla | LCP (ms) | DOM elements | Met |
| --- | --: | --: | --: | --: | --: | :-: |
${summary.join('\n')}

Main-thread time by kind of work (ms, medians; Lighthouse's "main-thread work breakdown", CPU slowed down 4×):

| Page | ${groups.join(' | ')} |
| --- | ${groups.map(() => '--:').join(' | ')} |
${work.join('\n')}

Scripts that took 20 ms or more (evaluation, parsing and compiling; medians):

| Page | Script | ms |
| --- | --- | --: |
${scriptRows.join('\n')}
`;
  if (process.env.BENCH_DOCS_WRITE !== '0') writeSection('docs-pages', body);
  console.log(body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
