/**
 * What a page loads before the reader does anything, measured in Chromium
 * against a build served by `npm run serve`'s app (its headers, caching and
 * Content-Security-Policy).
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {HEADERS_FILE, formatHeadersFile, httpRules, inlineScriptHashes} from '../../config/httpPolicy';
import {createApp} from '../../server/app';
import {LAZY_FEATURES} from '../../scripts/lib/lazyFeatures';
import {filesUnder, sizesOf, type Sizes} from './measure';

function writeHeadersFor(build: string): void {
  if (existsSync(path.join(build, HEADERS_FILE))) return;
  const hashes = filesUnder(build, (file) => file.endsWith('.html')).flatMap((file) =>
    inlineScriptHashes(readFileSync(file, 'utf8')),
  );
  writeFileSync(path.join(build, HEADERS_FILE), formatHeadersFile(httpRules({scriptHashes: hashes})));
}

/** Serves a build on a free port, with the headers file a deployment would have (written if the build lacks it). */
export async function serveBuild(build: string): Promise<{origin: string; close: () => Promise<void>}> {
  writeHeadersFor(build);
  const server = createApp(build).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as AddressInfo;
  return {origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

export type FirstLoad = {
  js: Sizes;
  css: Sizes;
  lazyLoaded: string[];
  searchIndexRequests: number;
  searchWorkers: number;
};

/** The search engine's worker (see src/search/client). */
const SEARCH_WORKER = /\/search\.[0-9a-f]+\.js$/;

export async function firstLoad(page: Page, url: string): Promise<FirstLoad> {
  const bodies: {type: 'script' | 'stylesheet'; body: Buffer}[] = [];
  let searchIndexRequests = 0;
  let searchWorkers = 0;
  const pending: Promise<void>[] = [];
  page.on('worker', (worker) => {
    if (SEARCH_WORKER.test(worker.url())) searchWorkers += 1;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/search-index/')) searchIndexRequests += 1;
  });
  page.on('response', (response) => {
    const request = response.request();
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        // Prefetches of linked pages are not part of this page's load.
        if ((await request.headerValue('sec-purpose'))?.includes('prefetch')) return;
        // A worker's script has no body to read here: ask for the file again.
        const body = await response.body().catch(async () => (await page.request.get(response.url())).body());
        bodies.push({type, body});
      })(),
    );
  });
  const response = await page.goto(url, {waitUntil: 'load'});
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}: fix the sampled page list`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // Whatever the page loads by itself after hydration (diagrams, lazy components) counts too.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await Promise.all(pending);
  const scripts = bodies.filter(({type}) => type === 'script').map(({body}) => body);
  const styles = bodies.filter(({type}) => type === 'stylesheet').map(({body}) => body);
  const lazyLoaded = Object.entries(LAZY_FEATURES)
    .filter(([, isFeature]) => scripts.some((script) => isFeature(script.toString('utf8'))))
    .map(([name]) => name);
  return {js: sizesOf(scripts), css: sizesOf(styles), lazyLoaded, searchIndexRequests, searchWorkers};
}
