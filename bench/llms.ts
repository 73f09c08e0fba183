/**
 * `npm run bench:llms [-- <baseRef>]`: what the Markdown copies of the pages, the llms.txt indexes and "Copy page"
 * (plugins/llms-txt, src/components/PageActions) cost. Writes the "llms" section of bench/RESULTS.md.
 *
 * Two commits, each checked out in a temporary worktree that shares this checkout's node_modules: HEAD, and
 * `baseRef`, by default the newest commit of HEAD's history without plugins/llms-txt (the same site without the
 * feature).
 *
 * - Build time: `npm run build` of each, alternating (base, HEAD, base, HEAD, …) so that a slow spell of the
 *   machine falls on both, BENCH_LLMS_RUNS times each (default 5). Medians with the lowest and highest run, and the
 *   median of the ratio HEAD/base taken pair by pair.
 * - First-load JS of the sampled pages of `bench:site` plus a page of each docs area and a blog post (every page of
 *   the sitemap with BENCH_LLMS_ALL_PAGES=1) in the last build of each, served by `npm run serve`'s app and loaded
 *   in Debian's Chromium (what the page fetched through hydration until the network was idle, gzip level 9), and
 *   whether any page fetched a Markdown copy by itself.
 *
 * The build times are written to RESULTS.md as soon as the builds are done, so a failure while pages load keeps
 * them.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {git} from './lib/buildRef';
import {launchChromium} from './lib/chromium';
import {firstLoad, serveBuild} from './lib/firstLoad';
import {kb, median} from './lib/measure';
import {machine, writeSection} from './lib/results';
import {SAMPLED_PAGES} from './lib/sampledPages';

const ROOT = path.resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_LLMS_RUNS ?? 5);

/** The newest commit of HEAD's history whose tree has no plugins/llms-txt. */
function defaultBase(): string {
  for (const commit of git('rev-list', 'HEAD').split('\n')) {
    if (git('ls-tree', '--name-only', commit, 'plugins/llms-txt/index.ts') === '') return commit;
  }
  throw new Error('every commit has plugins/llms-txt: name the base commit (npm run bench:llms -- <ref>)');
}

type Side = {label: string; commit: string; worktree: string; build: string; seconds: number[]};

function checkout(ref: string, label: string): Side {
  const commit = git('rev-parse', '--short', ref);
  const worktree = path.join(tmpdir(), `overture-bench-llms-${label}-${commit}`);
  if (existsSync(worktree)) git('worktree', 'remove', '--force', worktree);
  git('worktree', 'add', '--detach', worktree, commit);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
  return {label, commit, worktree, build: `${worktree}-build`, seconds: []};
}

/** One `npm run build` of a side, timed from the outside. */
function timeBuild(side: Side): void {
  rmSync(side.build, {recursive: true, force: true});
  const env = {...process.env};
  // npm may have set NODE_ENV; Docusaurus must choose it itself.
  delete env.NODE_ENV;
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '--', '--out-dir', side.build], {
    cwd: side.worktree,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`the build of ${side.label} (${side.commit}) failed`);
  side.seconds.push(seconds);
  console.log(`${side.label} (${side.commit}): ${seconds.toFixed(1)} s`);
}

const spread = (values: number[]) =>
  `${median(values).toFixed(1)} s (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;

/** Pages measured unless BENCH_LLMS_ALL_PAGES is set: bench:site's, and one of each docs area and of the blog. */
export const MEASURED_PAGES = [
  ...SAMPLED_PAGES.map((page) => page.path),
  '/docs/core-software/song/Usage/updating-metadata',
  '/docs/platform-tools/compatibility',
  '/guides/deployment-guide/',
  '/community/support',
  '/blog',
  '/blog/2025/09/15/welcome-to-overture-docs',
];

export function sitemapPaths(build: string): string[] {
  const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, url]) => new URL(url.replaceAll('&amp;', '&')).pathname)
    .sort();
}

type PageLoad = {gzip: number; files: number; markdownFetched: boolean};

export async function loadPages(browser: Browser, build: string, paths: string[]): Promise<Map<string, PageLoad>> {
  const server = await serveBuild(build);
  const loads = new Map<string, PageLoad>();
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let markdownFetched = false;
      page.on('request', (request) => {
        markdownFetched ||= new URL(request.url()).pathname.endsWith('.md');
      });
      const {js} = await firstLoad(page, server.origin + pagePath);
      loads.set(pagePath, {gzip: js.gzip, files: js.files, markdownFetched});
      await context.close();
    }
  } finally {
    await server.close();
  }
  return loads;
}

/** Docs pages carry "Copy page"; other pages (home, blog, search) must not change at all. */
const isDocsPage = (pagePath: string) => /^\/(docs|guides|community)\//.test(pagePath);

export function firstLoadSection(base: Map<string, PageLoad>, head: Map<string, PageLoad>): string {
  const rows = [...head].filter(([pagePath]) => base.has(pagePath));
  const differences = (pages: typeof rows) => pages.map(([pagePath, load]) => load.gzip - base.get(pagePath)!.gzip);
  const docs = rows.filter(([pagePath]) => isDocsPage(pagePath));
  const others = rows.filter(([pagePath]) => !isDocsPage(pagePath));
  const docsDifferences = differences(docs);
  const otherDifferences = differences(others);
  const fetched = rows.filter(([, load]) => load.markdownFetched).map(([pagePath]) => pagePath);
  const describe = (values: number[]) =>
    values.length === 0
      ? 'none'
      : `median ${median(values)} B, lowest ${Math.min(...values)} B, highest ${Math.max(...values)} B`;
  const sample = [
    '/',
    '/docs/core-software/song/overview',
    '/guides/getting-started',
    '/community/support',
    '/blog',
    '/search',
  ].filter((pagePath) => head.has(pagePath) && base.has(pagePath));
  return [
    `${rows.length} pages, loaded from both builds. Differences of first-load JS (gzip), HEAD − base:`,
    '',
    `- docs, guides and community pages (${docs.length}, the pages with "Copy page"): ${describe(docsDifferences)};`,
    `- every other page (${others.length}: home, blog, search): ${describe(otherDifferences)}, ${otherDifferences.filter((value) => value !== 0).length} changed;`,
    `- pages that fetched a Markdown copy before the reader asked for one: ${fetched.length === 0 ? 'none' : fetched.join(', ')}.`,
    '',
    '| Page | First-load JS, base (gzip) | HEAD | Difference |',
    '| --- | --: | --: | --: |',
    ...sample.map((pagePath) => {
      const before = base.get(pagePath)!.gzip;
      const after = head.get(pagePath)!.gzip;
      return `| \`${pagePath}\` | ${kb(before)} | ${kb(after)} | ${after - before} B |`;
    }),
  ].join('\n');
}

export type BuildTimes = {base: {commit: string; seconds: number[]}; head: {commit: string; seconds: number[]}};

export function header(times: BuildTimes): string {
  const runs = times.head.seconds.length;
  return `## Markdown copies, llms.txt and Copy page (\`npm run bench:llms\`)

Run on ${new Date().toISOString().slice(0, 10)}, ${machine()}. Builds of ${times.head.commit} (HEAD) and
${times.base.commit} (base: the same site without plugins/llms-txt), ${runs} of each, alternating base and HEAD; a
build is \`npm run build\` timed from start to exit.`;
}

export function buildTimeSection({base, head}: BuildTimes): string {
  const ratios = head.seconds.map((seconds, index) => seconds / base.seconds[index]);
  const runs = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
  return `### Build time

| Build | Median (lowest–highest) | Runs in order (s) |
| --- | --: | --- |
| base (${base.commit}) | ${spread(base.seconds)} | ${runs(base.seconds)} |
| HEAD (${head.commit}) | ${spread(head.seconds)} | ${runs(head.seconds)} |
| HEAD / base, pair by pair | ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}) | ${ratios.map((ratio) => ratio.toFixed(3)).join(', ')} |`;
}

async function main(): Promise<void> {
  const baseRef = process.argv[2] ?? defaultBase();
  const base = checkout(baseRef, 'base');
  const head = checkout('HEAD', 'head');
  try {
    for (let run = 0; run < RUNS; run += 1) {
      timeBuild(base);
      timeBuild(head);
    }
    const times: BuildTimes = {base, head};
    writeSection('llms', `${header(times)}\n\n${buildTimeSection(times)}`);
    const browser = await launchChromium();
    try {
      const every = sitemapPaths(head.build);
      const paths = process.env.BENCH_LLMS_ALL_PAGES ? every : MEASURED_PAGES.filter((page) => every.includes(page));
      const loads = {
        base: await loadPages(browser, base.build, paths),
        head: await loadPages(browser, head.build, paths),
      };
      writeSection(
        'llms',
        `${header(times)}\n\n${buildTimeSection(times)}\n\n### First-load JS\n\n${firstLoadSection(loads.base, loads.head)}`,
      );
    } finally {
      await browser.close();
    }
    console.log('wrote the llms section of bench/RESULTS.md');
  } finally {
    for (const side of [base, head]) {
      git('worktree', 'remove', '--force', side.worktree);
      rmSync(side.build, {recursive: true, force: true});
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
