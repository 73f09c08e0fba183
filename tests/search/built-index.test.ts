/**
 * The embedded index of the production build (`build/search-index/`): every
 * record points at a real page and heading, only article text is indexed, and
 * the reader questions find their pages.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../src/search/core/engine';
import {answerSearch} from '../../src/search/core/localSearch';
import {
  RECORD_TYPES,
  recordShardFile,
  termShardFile,
  type IndexManifest,
  type IndexMeta,
  type RankingIndex,
  type RecordShard,
} from '../../src/search/core/types';
import {fileIndexSource} from './fileIndexSource';
import {evaluate} from './relevance';

const BUILD = path.resolve(__dirname, '../../build');
const INDEX = path.join(BUILD, 'search-index');

const readIndexFile = <T>(name: string) => JSON.parse(readFileSync(path.join(INDEX, name), 'utf8')) as T;

function recordFiles(): string[] {
  const meta = readIndexFile<IndexMeta>(readIndexFile<IndexManifest>('manifest.json').meta);
  return meta.recordShards.sizes.map((_, index) => recordShardFile(index, meta.recordShards.hash));
}

function termFiles(): string[] {
  const ranking = readIndexFile<RankingIndex>(readIndexFile<IndexManifest>('manifest.json').ranking);
  return ranking.termShards.firsts.map((_, index) => termShardFile(index, ranking.termShards.hash));
}

function allRecords() {
  return recordFiles().flatMap((file) => {
    const shard = JSON.parse(readFileSync(path.join(INDEX, file), 'utf8')) as RecordShard;
    return shard.records.map(([type, hierarchy, url, content]) => ({
      type: RECORD_TYPES[type],
      hierarchy: shard.hierarchies[hierarchy],
      url: shard.urls[url],
      content,
    }));
  });
}

function htmlOf(pagePath: string): string {
  return readFileSync(path.join(BUILD, pagePath, 'index.html'), 'utf8');
}

describe('the built search index', () => {
  it('exists, with a manifest naming content-hashed files that all exist', () => {
    const manifest = readIndexFile<IndexManifest>('manifest.json');
    const files = [manifest.meta, manifest.ranking, ...termFiles(), ...recordFiles()];
    for (const file of files) {
      expect(file).toMatch(/\.[0-9a-f]{12}\.json$/);
      expect(existsSync(path.join(INDEX, file)), file).toBe(true);
    }
    const onDisk = readdirSync(INDEX, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.json'));
    expect(onDisk.sort()).toEqual([...new Set([...files, 'manifest.json'])].sort());
  });

  it('covers every section, and only blog posts of the blog', () => {
    const pages = new Set(allRecords().map((record) => record.url.split('#')[0]));
    for (const prefix of ['/docs/', '/guides/', '/community/', '/blog/']) {
      expect(
        [...pages].some((page) => page.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(pages.has('/blog')).toBe(false);
    expect([...pages].some((page) => /\/blog\/(tags|archive|authors|page)\b/.test(page))).toBe(false);
    expect([...pages].filter((page) => page === '/docs' || page === '/guides')).toEqual([]);
  });

  it('points every record at a built page and an existing heading anchor', () => {
    const pages = new Map<string, string>();
    for (const record of allRecords()) {
      const [page, anchor] = record.url.split('#');
      if (!pages.has(page)) pages.set(page, htmlOf(page));
      if (anchor) expect(pages.get(page), record.url).toMatch(new RegExp(`id="?${anchor}[" >]`));
    }
  });

  it('groups results by site section (hierarchy.lvl0)', () => {
    const sections = new Set(allRecords().map((record) => record.hierarchy.lvl0));
    expect([...sections].sort()).toEqual(['Blog', 'Community', 'Documentation', 'Guides']);
  });

  it('holds article text only: no navbar, footer, table of contents or code blocks', () => {
    // Text of the page chrome, as the chrome shows it. A page may quote a phrase of it in its prose (the page on how
    // this site is built mentions the "Edit this page" link); a record holding the chrome's text itself may not.
    const chrome = [
      'Copyright © 2025 Ontario Institute for Cancer Research. Built with Docusaurus.',
      'Something wrong or missing on this page? Report a problem with this page.',
      'Edit this page',
      'Skip to main content',
      'On this page',
    ];
    const leaked = allRecords().filter((record) => chrome.includes((record.content ?? '').trim()));
    expect(leaked.map((record) => `${record.url}: ${record.content}`)).toEqual([]);
    expect(JSON.stringify(allRecords())).not.toContain(chrome[0]);
    // Lines that a page shows only inside code blocks never reach its records.
    const html = htmlOf('/docs/core-software/song/setup');
    const prose = html.replace(/<pre[^>]*>[\s\S]*?<\/pre>/g, '').replace(/<[^>]+>/g, ' ');
    const codeLines = [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)]
      .flatMap(([, block]) =>
        block
          .replace(/<br\s*\/?>/g, '\n')
          .replace(/<[^>]+>/g, '')
          .split('\n'),
      )
      .map((line) => line.trim())
      .filter((line) => line.length > 30 && !line.includes('&') && !prose.includes(line));
    expect(codeLines.length).toBeGreaterThan(5);
    const pageText = JSON.stringify(
      allRecords().filter((record) => record.url.startsWith('/docs/core-software/song/setup')),
    );
    for (const line of codeLines) expect(pageText.includes(JSON.stringify(line).slice(1, -1)), line).toBe(false);
  });
});

describe('relevance on the labelled reader questions', () => {
  it('answers at least 90% of them within the first three pages', async () => {
    const engine = new SearchEngine(fileIndexSource(INDEX));
    const relevance = await evaluate(async (query) =>
      (await answerSearch(engine, {query, hitsPerPage: 20})).hits.map((hit) => hit.url),
    );
    const misses = relevance.outcomes
      .filter(({rank}) => rank === null || rank > 3)
      .map(({query, pages}) => `${query} → ${pages.slice(0, 3).join(', ')}`);
    expect(relevance.outcomes.length).toBeGreaterThanOrEqual(40);
    expect(relevance.hitAt3, `missed:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    expect(relevance.mrr).toBeGreaterThan(0.75);
  });
});
