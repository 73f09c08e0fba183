/**
 * Writes the search index: records in, content-hashed files out (see
 * IndexManifest for the layout). Deterministic: the same records always give
 * the same bytes and the same file names.
 */
import {createHash} from 'node:crypto';
import {shardKeyForTerm, OTHER_SHARD} from '../../src/search/core/shards';
import {terms} from '../../src/search/core/tokenize';
import {
  RECORD_TYPES,
  SEARCH_FIELDS,
  SHARD_FOLDER,
  encodeRuns,
  recordShardFile,
  type Hierarchy,
  type IndexManifest,
  type IndexMeta,
  type RecordShard,
  type SearchField,
  type SearchRecord,
  type TermShard,
} from '../../src/search/core/types';

/**
 * How much a match in each field counts: the record's own heading, its page's
 * title, the headings between, its text, and the page's keywords.
 */
export const FIELD_BOOST: Record<SearchField, number> = {title: 5, page: 2, sections: 1, content: 1, keywords: 3};
const BM25_K1 = 1.2;
const BM25_B = 0.75;

/** Page titles rank above headings, headings above text: a factor on every weight of the record. */
const TYPE_FACTOR: Record<SearchRecord['type'], number> = {
  lvl1: 1.4,
  lvl2: 1.3,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};

/**
 * Term shards aim at this size (JSON bytes): larger first-letter groups are
 * split by two-letter prefix, smaller neighbours share one file.
 */
const TERM_SHARD_BYTES = 48 * 1024;
/**
 * Record shards close at the end of a page once they pass this size (JSON
 * bytes): small, so the results of a query, spread over many pages, cost
 * little to fetch.
 */
const RECORD_SHARD_BYTES = 12 * 1024;
/** Weights are stored as whole tenths. */
const WEIGHT_SCALE = 10;

export function fieldsOf(record: SearchRecord): Record<SearchField, string> {
  const headings = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .map((level) => record.hierarchy[level])
    .filter(Boolean) as string[];
  const own = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
  const between = record.type === 'content' ? headings : headings.slice(0, -1);
  return {
    title: own,
    page: record.type === 'lvl1' ? '' : (record.hierarchy.lvl1 ?? ''),
    sections: between.join(' '),
    content: record.content ?? '',
    keywords: (record.keywords ?? []).join(' '),
  };
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

function pagePath(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

function hashed(prefix: string, contents: string): string {
  return `${SHARD_FOLDER}${prefix}.${createHash('sha256').update(contents).digest('hex').slice(0, 12)}.json`;
}

export function buildIndex(records: SearchRecord[]): IndexFiles {
  const count = records.length;
  const fieldTerms = records.map((record) => {
    const fields = fieldsOf(record);
    return Object.fromEntries(SEARCH_FIELDS.map((field) => [field, terms(fields[field])])) as Record<
      SearchField,
      string[]
    >;
  });
  const averageLength = {} as Record<SearchField, number>;
  for (const field of SEARCH_FIELDS) {
    const lengths = fieldTerms.map((entry) => entry[field].length).filter((length) => length > 0);
    averageLength[field] = lengths.length ? lengths.reduce((sum, length) => sum + length, 0) / lengths.length : 1;
  }

  // term → recordId → weight
  const postings = new Map<string, Map<number, number>>();
  fieldTerms.forEach((entry, id) => {
    for (const field of SEARCH_FIELDS) {
      const length = entry[field].length;
      const frequencies = new Map<string, number>();
      for (const term of entry[field]) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
      for (const [term, frequency] of frequencies) {
        const normalisedLength = 1 - BM25_B + (BM25_B * length) / averageLength[field];
        const weight = (FIELD_BOOST[field] * (frequency * (BM25_K1 + 1))) / (frequency + BM25_K1 * normalisedLength);
        let byRecord = postings.get(term);
        if (!byRecord) postings.set(term, (byRecord = new Map()));
        byRecord.set(id, (byRecord.get(id) ?? 0) + weight * TYPE_FACTOR[records[id].type]);
      }
    }
  });

  const encoded = new Map<string, number[]>();
  for (const term of [...postings.keys()].sort()) {
    const flat: number[] = [];
    let previous = 0;
    for (const [id, weight] of [...postings.get(term)!].sort(([a], [b]) => a - b)) {
      flat.push(id - previous, Math.max(1, Math.round(weight * WEIGHT_SCALE)));
      previous = id;
    }
    encoded.set(term, flat);
  }

  // Shard by first character, splitting large groups by their first two.
  const firstGroups = new Map<string, string[]>();
  for (const term of encoded.keys()) {
    const key = shardKeyForTerm(term, new Set());
    firstGroups.set(key, [...(firstGroups.get(key) ?? []), term]);
  }
  const twoLetterKeys = new Set<string>();
  for (const [key, group] of firstGroups) {
    const bytes = group.reduce((sum, term) => sum + term.length + encoded.get(term)!.length * 4, 0);
    if (key !== OTHER_SHARD && bytes > TERM_SHARD_BYTES) {
      for (const term of group) if (term.length >= 2) twoLetterKeys.add(term.slice(0, 2));
    }
  }
  const shards = new Map<string, TermShard>();
  for (const [term, flat] of encoded) {
    const key = shardKeyForTerm(term, twoLetterKeys);
    if (!shards.has(key)) shards.set(key, {});
    shards.get(key)![term] = flat;
  }

  // Neighbouring small shards share a file: fewer requests, same lookups.
  const files = new Map<string, string>();
  const termShards: Record<string, string> = {};
  let groupKeys: string[] = [];
  let group: TermShard = {};
  let groupBytes = 0;
  const closeGroup = () => {
    if (groupKeys.length === 0) return;
    const contents = JSON.stringify(group);
    const name = hashed(`terms-${groupKeys[0] === OTHER_SHARD ? 'other' : groupKeys[0]}`, contents);
    files.set(name, contents);
    for (const key of groupKeys) termShards[key] = name;
    groupKeys = [];
    group = {};
    groupBytes = 0;
  };
  for (const key of [...shards.keys()].sort()) {
    const shard = shards.get(key)!;
    const bytes = JSON.stringify(shard).length;
    if (groupBytes > 0 && groupBytes + bytes > TERM_SHARD_BYTES) closeGroup();
    Object.assign(group, shard);
    groupKeys.push(key);
    groupBytes += bytes;
  }
  closeGroup();

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
    const startsPage = id > 0 && pagePath(record.url) !== pagePath(records[id - 1].url);
    if (startsPage && bytes >= RECORD_SHARD_BYTES) closeShard(id);
    bytes += JSON.stringify(record).length;
  });
  if (count > first) closeShard(count);
  const recordsHash = createHash('sha256');
  for (const contents of shardContents) recordsHash.update(contents);
  const recordShards = {sizes: shardSizes, hash: recordsHash.digest('hex').slice(0, 12)};
  shardContents.forEach((contents, index) => files.set(recordShardFile(index, recordShards.hash), contents));

  const facetValues = (values: string[]) => [...new Set(values)].sort();
  const languages = facetValues(records.map((record) => record.language));
  const tags = facetValues(records.map((record) => record.docusaurus_tag));
  const sections = facetValues(records.map((record) => record.hierarchy.lvl0 ?? ''));
  // Records of one URL are consecutive (a heading and the text under it).
  const urlGroupSizes: number[] = [];
  records.forEach((record, id) => {
    if (id > 0 && record.url === records[id - 1].url) urlGroupSizes[urlGroupSizes.length - 1] += 1;
    else urlGroupSizes.push(1);
  });
  const meta: IndexMeta = {
    facets: {language: languages, docusaurus_tag: tags, 'hierarchy.lvl0': sections},
    language: encodeRuns(records.map((record) => languages.indexOf(record.language))),
    docusaurus_tag: encodeRuns(records.map((record) => tags.indexOf(record.docusaurus_tag))),
    lvl0: encodeRuns(records.map((record) => sections.indexOf(record.hierarchy.lvl0 ?? ''))),
    urlGroupSizes,
    recordShards,
  };
  const metaContents = JSON.stringify(meta);
  const metaName = hashed('meta', metaContents);
  files.set(metaName, metaContents);

  const manifest: IndexManifest = {
    version: 1,
    count,
    termShards,
    meta: metaName,
    bytes: [...files.values()].reduce((sum, contents) => sum + contents.length, 0),
  };
  files.set('manifest.json', JSON.stringify(manifest));
  return {manifest, files};
}
