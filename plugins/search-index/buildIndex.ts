/**
 * Writes the search index: records in, content-hashed files out (see IndexManifest for the layout).
 * Deterministic: the same records always give the same bytes and the same file names.
 */
import {createHash} from 'node:crypto';
import MiniSearch from 'minisearch';
import {termOf, wordsOf} from '../../src/search/core/analyze';
import {
  PAGE_INDEX_OPTIONS,
  SECTION_INDEX_OPTIONS,
  pageDocument,
  pagePathOf,
  pagesOf,
  sectionsOf,
  type PageDocument,
  type SectionDocument,
} from '../../src/search/core/rankingIndex';
import {
  INDEX_FORMAT,
  RECORD_TYPES,
  SHARD_FOLDER,
  encodeRuns,
  recordShardFile,
  termShardFile,
  type Hierarchy,
  type IndexManifest,
  type IndexMeta,
  type RankingIndex,
  type RecordShard,
  type SearchRecord,
  type TermEntry,
  type TermShard,
} from '../../src/search/core/types';

/**
 * Record shards close at the end of a page once they pass this size (JSON
 * bytes): small, so the results of a query, spread over many pages, cost
 * little to fetch.
 */
const RECORD_SHARD_BYTES = 12 * 1024;

/**
 * Term shards close once they pass this size (JSON bytes). A query loads the shards its words fall in, so the
 * first answer waits for a few of these instead of the whole index.
 */
const TERM_SHARD_BYTES = 32 * 1024;

/**
 * Splits the entries of both indexes into shards of consecutive terms (in code-unit order, as the engine looks them
 * up), a term's entries in both indexes in the same shard.
 */
function shardTerms(pageEntries: TermEntry[], sectionEntries: TermEntry[], shardBytes: number) {
  const entries = {pages: new Map(pageEntries), sections: new Map(sectionEntries)};
  const terms = [...new Set([...entries.pages.keys(), ...entries.sections.keys()])].sort();
  const firsts: string[] = [];
  const contents: string[] = [];
  let shard: TermShard = {pages: [], sections: []};
  let bytes = 0;
  const close = () => {
    contents.push(JSON.stringify(shard));
    shard = {pages: [], sections: []};
    bytes = 0;
  };
  for (const term of terms) {
    if (bytes >= shardBytes) close();
    if (bytes === 0) firsts.push(term);
    for (const kind of ['pages', 'sections'] as const) {
      const postings = entries[kind].get(term);
      if (postings === undefined) continue;
      shard[kind].push([term, postings]);
      bytes += JSON.stringify(postings).length + term.length;
    }
  }
  if (bytes > 0) close();
  return {firsts, contents, hash: contentHash(contents)};
}

/** Compacts records for storage: each hierarchy and URL is listed once per shard. */
function storeRecords(records: SearchRecord[]): RecordShard {
  const hierarchies = new Map<string, number>();
  const urls = new Map<string, number>();
  const indexOf = <K>(map: Map<K, number>, key: K) => {
    if (!map.has(key)) map.set(key, map.size);
    return map.get(key)!;
  };
  const stored = records.map(
    (record) =>
      [
        RECORD_TYPES.indexOf(record.type),
        indexOf(hierarchies, JSON.stringify(record.hierarchy)),
        indexOf(urls, record.url),
        record.content,
      ] satisfies RecordShard['records'][number],
  );
  return {
    hierarchies: [...hierarchies.keys()].map((json) => JSON.parse(json) as Hierarchy),
    urls: [...urls.keys()],
    records: stored,
  };
}

export type IndexFiles = {
  manifest: IndexManifest;
  /** File name → contents, the manifest included as `manifest.json`. */
  files: Map<string, string>;
};

/** The hash in the names of files with these contents (of one file, or of a set of shards that share it). */
function contentHash(contents: string[]): string {
  const hash = createHash('sha256');
  for (const each of contents) hash.update(each);
  return hash.digest('hex').slice(0, 12);
}

function hashed(prefix: string, contents: string): string {
  return `${SHARD_FOLDER}${prefix}.${contentHash([contents])}.json`;
}

/** For each term, the word it was most often written as (ties: the shorter, then the first in order). */
function wordsOfTerms(texts: string[]): Record<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      for (const form of word.forms) {
        const term = termOf(form);
        if (!term || term === form || !/^\p{L}+$/u.test(form)) continue;
        const forms = counts.get(term) ?? new Map<string, number>();
        forms.set(form, (forms.get(form) ?? 0) + 1);
        counts.set(term, forms);
      }
    }
  }
  const words: Record<string, string> = {};
  for (const term of [...counts.keys()].sort()) {
    const best = [...counts.get(term)!].sort(([a, x], [b, y]) => y - x || a.length - b.length || (a < b ? -1 : 1))[0];
    words[term] = best[0];
  }
  return words;
}

/** Synonym groups as terms: the words of each group through the same analysis as the index. */
export function synonymTerms(groups: string[][]): string[][] {
  return groups
    .map((group) => [...new Set(group.map((word) => termOf(word.toLowerCase())).filter((term) => term !== null))])
    .filter((group) => group.length > 1);
}

/** `termShardBytes`: tests make it small, to split a small index into many term shards. */
export function buildIndex(
  records: SearchRecord[],
  synonymGroups: string[][] = [],
  {termShardBytes = TERM_SHARD_BYTES}: {termShardBytes?: number} = {},
): IndexFiles {
  const count = records.length;
  const pages = pagesOf(records);
  const pageIndex = new MiniSearch<PageDocument>(PAGE_INDEX_OPTIONS);
  pageIndex.addAll(pages.map((page, id) => pageDocument(id, page.records)));
  const sections = pages.flatMap((page) => sectionsOf(page.first, page.records));
  const sectionIndex = new MiniSearch<SectionDocument>(SECTION_INDEX_OPTIONS);
  sectionIndex.addAll(sections.map(({heading, text}, id) => ({id, heading, text})));
  const byTerm = ([a]: TermEntry, [b]: TermEntry) => (a < b ? -1 : a > b ? 1 : 0);
  const {index: pageEntries, ...pagesWithoutTerms} = pageIndex.toJSON();
  const {index: sectionEntries, ...sectionsWithoutTerms} = sectionIndex.toJSON();
  pageEntries.sort(byTerm);
  sectionEntries.sort(byTerm);
  const termShards = shardTerms(pageEntries, sectionEntries, termShardBytes);
  const ranking: RankingIndex = {
    pages: {...pagesWithoutTerms, index: []},
    sections: {...sectionsWithoutTerms, index: []},
    terms: pageEntries.map(([term]) => term),
    termDocuments: pageEntries.map(
      ([, fields]) => new Set(Object.values(fields).flatMap((postings) => Object.keys(postings))).size,
    ),
    termShards: {firsts: termShards.firsts, hash: termShards.hash},
    synonyms: synonymTerms(synonymGroups),
    words: wordsOfTerms(records.map((record) => record.content ?? Object.values(record.hierarchy).join(' '))),
  };
  const files = new Map<string, string>();
  const rankingContents = JSON.stringify(ranking);
  const rankingName = hashed('ranking', rankingContents);
  files.set(rankingName, rankingContents);
  termShards.contents.forEach((contents, index) => files.set(termShardFile(index, termShards.hash), contents));

  // Records of one page stay in one shard, so the hits of a page cost one file.
  const shardContents: string[] = [];
  const shardSizes: number[] = [];
  let first = 0;
  let bytes = 0;
  const closeShard = (end: number) => {
    shardContents.push(JSON.stringify(storeRecords(records.slice(first, end))));
    shardSizes.push(end - first);
    first = end;
    bytes = 0;
  };
  records.forEach((record, id) => {
    const startsPage = id > 0 && pagePathOf(record.url) !== pagePathOf(records[id - 1].url);
    if (startsPage && bytes >= RECORD_SHARD_BYTES) closeShard(id);
    bytes += JSON.stringify(record).length;
  });
  if (count > first) closeShard(count);
  const recordShards = {sizes: shardSizes, hash: contentHash(shardContents)};
  shardContents.forEach((contents, index) => files.set(recordShardFile(index, recordShards.hash), contents));

  const facetValues = (values: string[]) => [...new Set(values)].sort();
  const languages = facetValues(records.map((record) => record.language));
  const tags = facetValues(records.map((record) => record.docusaurus_tag));
  const sectionLabels = facetValues(records.map((record) => record.hierarchy.lvl0 ?? ''));
  // Records of one URL are consecutive (a heading and the text under it).
  const urlGroupSizes: number[] = [];
  records.forEach((record, id) => {
    if (id > 0 && record.url === records[id - 1].url) urlGroupSizes[urlGroupSizes.length - 1] += 1;
    else urlGroupSizes.push(1);
  });
  const meta: IndexMeta = {
    facets: {language: languages, docusaurus_tag: tags, 'hierarchy.lvl0': sectionLabels},
    language: encodeRuns(records.map((record) => languages.indexOf(record.language))),
    docusaurus_tag: encodeRuns(records.map((record) => tags.indexOf(record.docusaurus_tag))),
    lvl0: encodeRuns(records.map((record) => sectionLabels.indexOf(record.hierarchy.lvl0 ?? ''))),
    urlGroupSizes,
    pageSizes: pages.map((page) => page.records.length),
    sectionRecords: sections.map((section) => section.record),
    recordShards,
  };
  const metaContents = JSON.stringify(meta);
  const metaName = hashed('meta', metaContents);
  files.set(metaName, metaContents);

  const manifest: IndexManifest = {
    version: INDEX_FORMAT,
    count,
    ranking: rankingName,
    meta: metaName,
    bytes: [...files.values()].reduce((sum, contents) => sum + contents.length, 0),
  };
  files.set('manifest.json', JSON.stringify(manifest));
  return {manifest, files};
}
