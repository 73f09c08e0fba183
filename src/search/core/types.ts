/**
 * Shapes shared by the index builder (Node, at build time) and the search
 * engine (browser worker): DocSearch-shaped records and the index files.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Partial<Record<HierarchyLevel, string>>;

/** A DocSearch record: one heading, or one block of text under a heading. */
export type SearchRecord = {
  objectID: string;
  type: Exclude<HierarchyLevel, 'lvl0'> | 'content';
  /** Path of the page with the anchor of the nearest heading, e.g. `/docs/x#setup`. */
  url: string;
  /** Text of a `content` record; null for heading records. */
  content: string | null;
  /** lvl0 is the site section; empty levels are left out. */
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string;
  /** Page records (lvl1) only: the page's front-matter keywords, searched but not shown. */
  keywords?: string[];
  /** Page records (lvl1) only: the texts of the links other pages make to this one, searched but not shown. */
  linkTexts?: string[];
};

/**
 * The index is split so that a reader downloads only what search needs:
 * - `manifest.json` (small, revalidated on every load) names the other files;
 * - `ranking.<hash>.json`: the page and section indexes search ranks with (see ./rankingIndex) without their
 *   terms, the sorted terms, the synonym groups and the words suggestions are made of;
 * - term shards: the postings of the indexes' terms, a range of terms each, loaded as queries need them;
 * - `meta.<hash>.json`: per record the facet codes and the URL groups, the pages and sections, and the layout of
 *   the record shards;
 * - record shards: the records themselves, a few pages each, for displaying hits.
 * Every file but the manifest is content-hashed, so it can be cached forever.
 */
/** The layout of the index files; a change of layout changes it, so that code never reads files it does not know. */
export const INDEX_FORMAT = 4;

export type IndexManifest = {
  version: typeof INDEX_FORMAT;
  /** Number of records. */
  count: number;
  /** Total size of all files in bytes, so small indexes can be fetched whole up front. */
  bytes: number;
  ranking: string;
  meta: string;
};

/**
 * The ranking file: what every query needs, small enough to load at once. The two MiniSearch indexes come without
 * their terms (document ids and field lengths only); the terms and their postings are in the term shards, and the
 * engine loads the shards a query's words fall in.
 */
export type RankingIndex = {
  /** MiniSearch's serialisation of the page index, its `index` (the terms) left empty. */
  pages: unknown;
  /** The same for the section index. */
  sections: unknown;
  /** The page index's terms in code-unit order: lookups, completions and typo matches are binary searches. */
  terms: string[];
  /** For each of `terms`, in the same order, the number of pages that hold it (its weight in the query). */
  termDocuments: number[];
  /** The term shards, in term order: the first term of each, and their common hash. */
  termShards: {firsts: string[]; hash: string};
  /** Groups of terms (as the analysis makes them) that stand for one another. */
  synonyms: string[][];
  /** For each indexed term, the word it was most often written as: suggestions show words, not stems. */
  words: Record<string, string>;
};

/** MiniSearch's serialised `index` entries: a term and its postings, as `toJSON()` writes them. */
export type TermEntry = [string, unknown];

/** A term shard: the entries of a range of terms, from the page index and from the section index. */
export type TermShard = {pages: TermEntry[]; sections: TermEntry[]};

/**
 * Every file but the manifest lives in this folder, so a host can cache the
 * whole folder for good while the manifest is always revalidated.
 */
export const SHARD_FOLDER = 'shards/';

/** File name of term shard `index`: one hash covers all term shards of a build. */
export function termShardFile(index: number, hash: string): string {
  return `${SHARD_FOLDER}terms-${index}.${hash}.json`;
}

/** File name of record shard `index`: one hash covers all record shards of a build. */
export function recordShardFile(index: number, hash: string): string {
  return `${SHARD_FOLDER}records-${index}.${hash}.json`;
}

/**
 * Per-record columns, run-length encoded: [value, count, value, count, ...].
 * Records of one page sit together and share most values, so the runs are long.
 */
export type RunLengths = number[];

export type IndexMeta = {
  facets: {
    language: string[];
    docusaurus_tag: string[];
    'hierarchy.lvl0': string[];
  };
  /** Per record: index into facets.language. */
  language: RunLengths;
  /** Per record: index into facets.docusaurus_tag. */
  docusaurus_tag: RunLengths;
  /** Per record: index into facets['hierarchy.lvl0']. */
  lvl0: RunLengths;
  /** How many records each URL has, in record order (a heading and the text under it): objectIDs count within it. */
  urlGroupSizes: number[];
  /** How many records each page has, in record order: page ids are the page documents' ids. */
  pageSizes: number[];
  /** For each section document (by id), the record of its heading. */
  sectionRecords: number[];
  /** Record shards, in record order: how many records each holds, and their common hash. */
  recordShards: {sizes: number[]; hash: string};
};

export function encodeRuns(values: number[]): RunLengths {
  const runs: RunLengths = [];
  for (const value of values) {
    if (runs.length > 0 && runs[runs.length - 2] === value) runs[runs.length - 1] += 1;
    else runs.push(value, 1);
  }
  return runs;
}

export function decodeRuns(runs: RunLengths, count: number): Int32Array {
  const values = new Int32Array(count);
  let position = 0;
  for (let i = 0; i < runs.length; i += 2) {
    values.fill(runs[i], position, position + runs[i + 1]);
    position += runs[i + 1];
  }
  return values;
}

/** Record types as stored: 0 is content, 1 to 6 are heading levels. */
export const RECORD_TYPES = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * A record as stored: [type code, hierarchy index, url index, content or null].
 * Hierarchies and URLs are listed once per shard; language and docusaurus_tag
 * come from the meta file.
 */
export type StoredRecord = [number, number, number, string | null];

export type RecordShard = {
  hierarchies: Hierarchy[];
  urls: string[];
  records: StoredRecord[];
};

/**
 * The objectID of a record: its URL and its position among the records of
 * that URL. Stable while a page's text under a heading is unchanged.
 */
export function objectIdOf(url: string, ordinal: number): string {
  return `${url}~${ordinal}`;
}
