import {describe, expect, it} from 'vitest';
import {buildIndex} from '../../plugins/search-index/buildIndex';
import {SearchEngine} from '../../src/search/core/engine';
import {answerSearch} from '../../src/search/core/localSearch';
import {escapeHtml, highlight, snippet} from '../../src/search/core/algoliaResponse';
import {parseQuery} from '../../src/search/core/engine';
import {objectIdOf, type SearchRecord} from '../../src/search/core/types';

const record = (overrides: Partial<SearchRecord>): SearchRecord => ({
  objectID: objectIdOf('/docs/x', 0),
  type: 'content',
  url: '/docs/x',
  content: null,
  hierarchy: {lvl0: 'Documentation', lvl1: 'Page'},
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  ...overrides,
});

const RECORDS: SearchRecord[] = [
  record({type: 'lvl1', hierarchy: {lvl0: 'Documentation', lvl1: 'Escaping <b>tags</b> & "quotes"'}}),
  record({
    objectID: objectIdOf('/docs/x', 1),
    content: 'One two three four five six manifest eight nine ten eleven twelve thirteen fourteen fifteen sixteen.',
  }),
  // 45 pages about paging, one record each.
  ...Array.from({length: 45}, (_, index) =>
    record({
      objectID: objectIdOf(`/docs/many-${index}`, 0),
      url: `/docs/many-${index}`,
      type: 'lvl1',
      hierarchy: {lvl0: 'Documentation', lvl1: `Page ${index} about paging`},
    }),
  ),
];

function engineFor(records: SearchRecord[]): SearchEngine {
  const {files} = buildIndex(records);
  return new SearchEngine({
    manifest: async () => JSON.parse(files.get('manifest.json')!),
    file: async (name: string) => JSON.parse(files.get(name)!),
  });
}

const engine = engineFor(RECORDS);
const options = {pre: '<mark>', post: '</mark>', ellipsis: '…'};
const matchingFor = (query: string) => {
  const terms = parseQuery(query);
  return {terms, matched: new Set(terms.map(({term}) => term))};
};

describe('Algolia-shaped answers', () => {
  it('has the response fields DocSearch reads', async () => {
    const result = await answerSearch(engine, {query: 'paging', hitsPerPage: 20, page: 1, indexName: 'docs'});
    expect(result).toMatchObject({nbHits: 45, nbPages: 3, page: 1, hitsPerPage: 20, query: 'paging', index: 'docs'});
    expect(result.hits).toHaveLength(20);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.exhaustiveNbHits).toBe(true);
  });

  it('leaves empty hierarchy levels out of hits and highlights', async () => {
    const [hit] = (await answerSearch(engine, {query: 'escaping'})).hits;
    expect(Object.keys(hit.hierarchy)).toEqual(['lvl0', 'lvl1']);
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1']);
  });

  it('escapes HTML in every returned text and marks matches with the requested tags', async () => {
    const [hit] = (
      await answerSearch(engine, {query: 'escaping tags', highlightPreTag: '<mark>', highlightPostTag: '</mark>'})
    ).hits;
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({
      value: '<mark>Escaping</mark> &lt;b&gt;<mark>tags</mark>&lt;/b&gt; &amp; &quot;quotes&quot;',
      matchLevel: 'full',
      matchedWords: ['escap', 'tag'],
    });
  });

  it('cuts snippets to the requested number of words around the first match', async () => {
    const [hit] = (
      await answerSearch(engine, {
        query: 'manifest',
        attributesToSnippet: ['content:5'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      })
    ).hits;
    const text = hit._snippetResult.content!.value;
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(
      text
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(5);
    expect(text).toContain('<mark>manifest</mark>');
  });

  it('pages through all results without repeats', async () => {
    const seen = new Set<string>();
    for (let page = 0; page < 3; page += 1) {
      for (const hit of (await answerSearch(engine, {query: 'paging', page, hitsPerPage: 20})).hits) seen.add(hit.url);
    }
    expect(seen.size).toBe(45);
    expect((await answerSearch(engine, {query: 'paging', page: 9})).hits).toEqual([]);
  });

  it('ignores nonsense paging values instead of failing', async () => {
    const result = await answerSearch(engine, {query: 'paging', page: -3, hitsPerPage: Number.NaN});
    expect(result.page).toBe(0);
    expect(result.hitsPerPage).toBe(20);
  });
});

describe('highlight and snippet helpers', () => {
  it('escape the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('report no match as matchLevel none', () => {
    expect(highlight('Plain text', matchingFor('zebra'), options)).toEqual({
      value: 'Plain text',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('keep short texts whole', () => {
    expect(snippet('A short text', 10, matchingFor('short'), options).value).toBe('A <mark>short</mark> text');
  });
});
