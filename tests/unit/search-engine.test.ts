import {describe, expect, it} from 'vitest';
import {buildIndex} from '../../plugins/search-index/buildIndex';
import {pageRecords} from '../../plugins/search-index/records';
import type {ExtractedPage} from '../../plugins/search-index/extract/blocks';
import {SearchEngine, parseFacetFilters, parseQuery, type IndexSource} from '../../src/search/core/engine';
import {answerSearch} from '../../src/search/core/localSearch';
import type {SearchRecord} from '../../src/search/core/types';

function page(
  path: string,
  title: string,
  blocks: ExtractedPage['blocks'],
  tag = 'docs-default-current',
): ExtractedPage {
  return {path, title, language: 'en', docusaurusTag: tag, keywords: [], blocks};
}

const PAGES: [ExtractedPage, string][] = [
  [
    page('/docs/score/upload', 'Upload files', [
      {kind: 'text', text: 'Upload the files of an analysis with score-client and a manifest.'},
      {kind: 'heading', level: 2, anchor: 'manifest-format', text: 'Manifest format'},
      {kind: 'text', text: 'The manifest is a tab-separated file written by sing manifest.'},
      {kind: 'text', text: 'Each line names an object id, a file path and an MD5 checksum.'},
      {kind: 'heading', level: 2, anchor: 'resume', text: 'Resume an interrupted upload'},
      {kind: 'text', text: 'Run the same command again: parts already stored are skipped.'},
    ]),
    'Documentation',
  ],
  [
    page('/docs/song/kafka', 'Kafka integration', [
      {kind: 'text', text: 'Song publishes a message on the song-analysis topic when an analysis changes state.'},
      {kind: 'heading', level: 2, anchor: 'enable', text: 'Turn Kafka on'},
      {kind: 'text', text: 'Add the kafka profile and set SPRING_KAFKA_BOOTSTRAP_SERVERS.'},
    ]),
    'Documentation',
  ],
  [
    page(
      '/guides/run-locally',
      'Run a platform locally',
      [{kind: 'text', text: 'Start every service with Docker Compose, then upload test data.'}],
      'docs-guides-current',
    ),
    'Guides',
  ],
  [
    page(
      '/blog/2026/01/01/news',
      'Release news',
      [{kind: 'text', text: 'Score 5.11 makes uploads faster.'}],
      'default',
    ),
    'Blog',
  ],
];

export const RECORDS: SearchRecord[] = PAGES.flatMap(([extracted, section]) => pageRecords(extracted, section));

function memorySource(records: SearchRecord[]): IndexSource {
  const {files} = buildIndex(records);
  return {
    manifest: async () => JSON.parse(files.get('manifest.json')!),
    file: async (name: string) => {
      const contents = files.get(name);
      if (contents === undefined) throw new Error(`no file ${name}`);
      return JSON.parse(contents);
    },
  };
}

const engine = new SearchEngine(memorySource(RECORDS));
const urls = async (query: string, extra: Record<string, unknown> = {}) =>
  (await answerSearch(engine, {query, hitsPerPage: 20, ...extra})).hits.map((hit) => hit.url);

describe('parseQuery', () => {
  it('makes stop words optional and the last word a prefix while typing', () => {
    expect(parseQuery('how do I upload')).toEqual([
      {term: 'how', optional: true, prefix: false},
      {term: 'do', optional: true, prefix: false},
      {term: 'i', optional: true, prefix: false},
      {term: 'upload', optional: false, prefix: true},
    ]);
    expect(parseQuery('upload ').at(-1)?.prefix).toBe(false);
  });

  it('keeps stop words when the query has nothing else', () => {
    expect(parseQuery('the').map((word) => word.optional)).toEqual([false]);
  });
});

describe('search engine', () => {
  it('ranks a heading match above the same words in body text', async () => {
    expect((await urls('manifest format'))[0]).toBe('/docs/score/upload#manifest-format');
  });

  it('matches prefixes while typing', async () => {
    expect(await urls('kaf')).toContain('/docs/song/kafka');
  });

  it('tolerates typos, including swapped letters', async () => {
    expect((await urls('manifset'))[0]).toMatch(/^\/docs\/score\/upload/);
    expect(await urls('kafak')).toContain('/docs/song/kafka');
    expect(await urls('uplaod')).not.toHaveLength(0);
  });

  it('finds plural and singular forms alike', async () => {
    expect(await urls('uploads')).toEqual(await urls('upload '));
  });

  it('returns one result per URL (distinct)', async () => {
    const found = await urls('manifest');
    expect(new Set(found).size).toBe(found.length);
  });

  it('ranks records that match more of the words first', async () => {
    const [first] = await urls('resume interrupted upload');
    expect(first).toBe('/docs/score/upload#resume');
  });

  it('applies facet filters: AND of OR groups, negation, unknown attributes', async () => {
    const guidesOnly = await urls('upload', {facetFilters: [['docusaurus_tag:docs-guides-current']]});
    expect(guidesOnly).toEqual(['/guides/run-locally']);
    const docsOrBlog = await urls('upload', {facetFilters: [['hierarchy.lvl0:Documentation', 'hierarchy.lvl0:Blog']]});
    expect(docsOrBlog.every((url) => url.startsWith('/docs') || url.startsWith('/blog'))).toBe(true);
    const notBlog = await urls('upload', {facetFilters: ['-hierarchy.lvl0:Blog']});
    expect(notBlog.some((url) => url.startsWith('/blog'))).toBe(false);
    expect(await urls('upload', {facetFilters: [['color:blue']]})).toEqual([]);
    expect(await urls('upload', {facetFilters: [['language:en'], ['docusaurus_tag:nope']]})).toEqual([]);
  });

  it.each([
    ['regex characters', '.*+?^${}()|[]\\'],
    ['quotes', `"manifest" 'upload'`],
    ['emoji', '🚀 upload 🧬'],
    ['HTML', '<script>alert(1)</script>'],
    ['a very long input', 'upload '.repeat(2000)],
    ['only punctuation', '!!! ??? ...'],
    ['whitespace', '   '],
    ['non-Latin scripts', 'загрузка 上传'],
  ])('never throws on %s', async (_name, query) => {
    const result = await answerSearch(engine, {query});
    expect(Array.isArray(result.hits)).toBe(true);
  });

  it('finds words inside punctuation-heavy identifiers', async () => {
    expect(await urls('SPRING_KAFKA_BOOTSTRAP_SERVERS')).toContain('/docs/song/kafka#enable');
    expect(await urls('song-analysis')).toContain('/docs/song/kafka');
  });
});

describe('parseFacetFilters', () => {
  it('reads the three shapes Algolia accepts', () => {
    expect(parseFacetFilters('a:b')).toEqual([[{attribute: 'a', value: 'b', negated: false}]]);
    expect(parseFacetFilters(['a:b', ['c:d', '-e:f']])).toEqual([
      [{attribute: 'a', value: 'b', negated: false}],
      [
        {attribute: 'c', value: 'd', negated: false},
        {attribute: 'e', value: 'f', negated: true},
      ],
    ]);
    expect(parseFacetFilters(undefined)).toEqual([]);
    expect(parseFacetFilters({})).toEqual([]);
  });
});
