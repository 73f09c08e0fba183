/**
 * `npm start` serves a search index too, built from the Markdown sources, at
 * the same address as in production, with the same records as the build.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  RECORD_TYPES,
  recordShardFile,
  type IndexManifest,
  type IndexMeta,
  type RankingIndex,
  type RecordShard,
} from '../../src/search/core/types';
import {CLIENT_PAIRS, COMPATIBILITY} from '../../src/data/releases';
import {COMPATIBILITY_PAGE, releaseAnchor} from '../../plugins/releases/pageReleases';

const SITE = path.resolve(__dirname, '../..');
const PORT = 3377;
const ORIGIN = `http://localhost:${PORT}`;
let server: ChildProcess;
let serverOutput = '';
let serverExited = false;

async function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error(`The dev server stopped:\n${serverOutput.slice(-2000)}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer: ${String(lastError)}`);
}

type Loaded = {manifest: IndexManifest; shards: RecordShard[]; meta: IndexMeta; ranking: RankingIndex};

async function loadIndex(read: (name: string) => Promise<unknown>): Promise<Loaded> {
  const manifest = (await read('manifest.json')) as IndexManifest;
  const meta = (await read(manifest.meta)) as IndexMeta;
  const ranking = (await read(manifest.ranking)) as RankingIndex;
  const files = meta.recordShards.sizes.map((_, index) => recordShardFile(index, meta.recordShards.hash));
  const shards = (await Promise.all(files.map((file) => read(file)))) as RecordShard[];
  return {manifest, shards, meta, ranking};
}

/** The parts of MiniSearch's serialisation of the page index that say how long each page's fields are. */
type PageIndexLengths = {
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
};

/** Per page URL, the number of terms in its `linkTexts` field (the texts of other pages' links to it). */
function linkTextLengths({shards, meta, ranking}: Loaded): Map<string, number> {
  const urls = shards.flatMap((shard) => shard.records.map(([, , url]) => shard.urls[url]));
  const firsts: number[] = [];
  meta.pageSizes.reduce((first, size) => (firsts.push(first), first + size), 0);
  const pages = ranking.pages as PageIndexLengths;
  const field = pages.fieldIds.linkTexts;
  const lengths = new Map<string, number>();
  for (const [shortId, fieldLengths] of Object.entries(pages.fieldLength)) {
    if (fieldLengths[field]) lengths.set(urls[firsts[pages.documentIds[shortId]]], fieldLengths[field]);
  }
  return lengths;
}

/** Heading records as comparable strings: type, URL and heading path. */
function headings({shards}: Loaded): string[] {
  return shards
    .flatMap((shard) =>
      shard.records
        .filter(([type]) => RECORD_TYPES[type] !== 'content')
        .map(
          ([type, hierarchy, url]) =>
            `${RECORD_TYPES[type]} ${shard.urls[url]} ${JSON.stringify(shard.hierarchies[hierarchy])}`,
        ),
    )
    .sort();
}

beforeAll(async () => {
  // The test runner sets NODE_ENV=test; the dev server must run as it does for writers.
  const env = {...process.env};
  delete env.NODE_ENV;
  server = spawn('npx', ['docusaurus', 'start', '--port', String(PORT), '--no-open'], {
    cwd: SITE,
    env: {...env, BROWSER: 'none'},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.on('exit', () => (serverExited = true));
  await waitFor(`${ORIGIN}/search-index/manifest.json`, 180_000);
});

afterAll(() => {
  if (server.pid && !serverExited) process.kill(-server.pid, 'SIGTERM');
});

describe('search under the dev server', () => {
  it('serves the index at /search-index/ with the same headings as the production build', async () => {
    const dev = await loadIndex(async (name) => (await waitFor(`${ORIGIN}/search-index/${name}`, 10_000)).json());
    const build = await loadIndex(async (name) =>
      JSON.parse(readFileSync(path.join(SITE, 'build', 'search-index', name), 'utf8')),
    );
    expect(dev.manifest.count).toBeGreaterThan(500);
    // The compatibility page draws its findings' headings from src/data/releases.ts, not from its Markdown: the
    // dev index, made from the Markdown, does not have them (the README says so).
    const drawnFromData = new Set(
      [
        ...COMPATIBILITY.map((finding) => finding.releases.join(' and ')),
        ...CLIENT_PAIRS.map((pair) => pair.client),
      ].map((name) => `${COMPATIBILITY_PAGE}#${releaseAnchor(name)}`),
    );
    const fromData = (entry: string): boolean => drawnFromData.has(entry.split(' ')[1]);
    expect(headings(build).filter(fromData)).toHaveLength(drawnFromData.size);
    expect(headings(dev)).toEqual(headings(build).filter((entry) => !fromData(entry)));
    // Text blocks come from the sources rather than the HTML, so counts may differ slightly.
    expect(Math.abs(dev.manifest.count - build.manifest.count) / build.manifest.count).toBeLessThan(0.05);
    // Links to Markdown files are resolved to the pages Docusaurus makes of them, as in the built HTML.
    expect(linkTextLengths(dev)).toEqual(linkTextLengths(build));
  });
});

describe('Markdown copies under the dev server', () => {
  it('serves each page’s copy and the llms.txt indexes at their production addresses, as the build writes them', async () => {
    for (const file of [
      'docs/core-software/song/overview.md',
      'docs/core-software/index.md',
      'docs/platform-tools/compatibility.md',
      'llms.txt',
      'docs/core-software/song/llms.txt',
    ]) {
      const response = await waitFor(`${ORIGIN}/${file}`, 10_000);
      expect(await response.text(), file).toBe(readFileSync(path.join(SITE, 'build', file), 'utf8'));
    }
  });
});
