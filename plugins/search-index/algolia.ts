/**
 * What `npm run search:push` sends to Algolia: the same records the embedded
 * index is built from, in the shape the DocSearch crawler would produce, the
 * index settings DocSearch recommends for them, adjusted to rank as the
 * embedded engine does where Algolia's settings allow, and the site's synonyms.
 */
import type {IndexSettings, SynonymHit} from 'algoliasearch';
import type {SearchRecord} from '../../src/search/core/types';

export type AlgoliaRecord = SearchRecord & {
  url_without_anchor: string;
  anchor: string | null;
  weight: {pageRank: number; level: number; position: number};
};

/** Heading records outrank text, page titles outrank headings (DocSearch's `weight.level`). */
const LEVEL_WEIGHT: Record<SearchRecord['type'], number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/** Blog posts rank below reference pages that match as well, as in the embedded engine (`weight.pageRank`). */
const BLOG_SECTION = 'Blog';

/** Records with absolute URLs (Algolia results are opened by URL) and DocSearch's ranking weights. */
export function toAlgoliaRecords(records: SearchRecord[], siteUrl: string): AlgoliaRecord[] {
  const positions = new Map<string, number>();
  return records.map((record) => {
    const url = new URL(record.url, siteUrl).href;
    const [withoutAnchor, anchor] = url.split('#');
    const position = positions.get(withoutAnchor) ?? 0;
    positions.set(withoutAnchor, position + 1);
    return {
      ...record,
      objectID: record.objectID,
      url,
      url_without_anchor: withoutAnchor,
      anchor: anchor ?? null,
      weight: {pageRank: record.hierarchy.lvl0 === BLOG_SECTION ? 0 : 1, level: LEVEL_WEIGHT[record.type], position},
    };
  });
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * DocSearch's recommended settings for a Docusaurus index, plus the section
 * (hierarchy.lvl0) as a facet for the search page's filter, the page keywords
 * and the texts of other pages' links to the page as searchable attributes
 * (the links' texts, as in the embedded engine, below headings and above
 * text). Like the embedded engine: one result per page with up to four of its
 * records (distinct on the page's URL), English plurals and stop words, and
 * any of the query's words may be missing.
 */
export const DOCSEARCH_INDEX_SETTINGS = {
  attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag', 'hierarchy.lvl0'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  searchableAttributes: [
    ...LEVELS.slice(0, 2).map((level) => `unordered(hierarchy.${level})`),
    'unordered(keywords)',
    ...LEVELS.slice(2).map((level) => `unordered(hierarchy.${level})`),
    'unordered(linkTexts)',
    'content',
  ],
  distinct: 4,
  attributeForDistinct: 'url_without_anchor',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: ['en'],
  removeStopWords: ['en'],
  queryLanguages: ['en'],
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
} satisfies IndexSettings;

/** The site's synonym groups (synonyms.yml) as Algolia regular synonyms. */
export function toAlgoliaSynonyms(groups: string[][]): SynonymHit[] {
  return groups.map((group) => ({objectID: `synonyms-${group.join('-')}`, type: 'synonym', synonyms: group}));
}
