/**
 * The in-browser search engine: ranks records for a query using a term-sharded
 * index, so a query loads only the shards of the words it contains.
 *
 * Ranking, in order: number of query words matched (stop words are optional),
 * then BM25F relevance (title and headings weigh more than body text), with
 * exact matches above prefix matches above typo matches, and page titles and
 * headings above paragraphs. Results are distinct by URL.
 */
import SearchableMap from 'minisearch/SearchableMap';
import {shardKeysForPrefix} from './shards';
import {STOP_WORDS, foldPlural, normalize} from './tokenize';
import {
  RECORD_TYPES,
  decodeRuns,
  objectIdOf,
  recordShardFile,
  type IndexManifest,
  type IndexMeta,
  type RecordShard,
  type SearchRecord,
  type TermShard,
} from './types';

/** Fetches index files; the engine caches what it has loaded. */
export type IndexSource = {
  manifest(): Promise<IndexManifest>;
  file<T>(name: string): Promise<T>;
};

/** Words shorter than these do not get typo tolerance (as in Algolia). */
const MIN_LENGTH_ONE_TYPO = 4;
const MIN_LENGTH_TWO_TYPOS = 8;
/** Query words longer than this are cut: nobody types them, and they cost. */
const MAX_WORD_LENGTH = 48;
/** At most this many words of a query are used. */
const MAX_QUERY_WORDS = 12;

/** A prefix word ("u") can complete to thousands of terms; keep the closest ones. */
const MAX_PREFIX_EXPANSIONS = 60;

/** An index up to this size (JSON bytes, all files) is fetched whole when search starts. */
const PREFETCH_ALL_BYTES = 3 * 1024 * 1024;

/** Stored weights are whole tenths. */
const WEIGHT_SCALE = 10;

const EXACT = 1;
const PREFIX = 0.75;
const TYPO = 0.45;

export type QueryWord = {
  /** The word as normalised for matching. */
  term: string;
  optional: boolean;
  /** Whether the word may still be growing (the last word while typing). */
  prefix: boolean;
};

export type WordMatches = Map<string, number>;

export type RankedRecord = {
  id: number;
  score: number;
  wordsMatched: number;
};

/** The meta file's columns, decoded once into typed arrays. */
type Columns = Pick<IndexMeta, 'facets'> & {
  /** Record shard files in record order, and the first record of each. */
  shardFiles: string[];
  shardFirsts: number[];
  language: Int32Array;
  docusaurus_tag: Int32Array;
  lvl0: Int32Array;
  /** Per record: the URL it belongs to (records of one URL are consecutive). */
  urlGroup: Int32Array;
  /** Per record: its position among the records of its URL. */
  ordinal: Int32Array;
};

function decodeColumns(meta: IndexMeta, count: number): Columns {
  const urlGroup = new Int32Array(count);
  const ordinal = new Int32Array(count);
  let id = 0;
  meta.urlGroupSizes.forEach((size, group) => {
    for (let position = 0; position < size; position += 1, id += 1) {
      urlGroup[id] = group;
      ordinal[id] = position;
    }
  });
  const shardFirsts: number[] = [];
  meta.recordShards.sizes.reduce((start, size) => (shardFirsts.push(start), start + size), 0);
  return {
    facets: meta.facets,
    shardFiles: meta.recordShards.sizes.map((_, index) => recordShardFile(index, meta.recordShards.hash)),
    shardFirsts,
    language: decodeRuns(meta.language, count),
    docusaurus_tag: decodeRuns(meta.docusaurus_tag, count),
    lvl0: decodeRuns(meta.lvl0, count),
    urlGroup,
    ordinal,
  };
}

export type FacetFilter = {attribute: string; value: string; negated: boolean};
/** AND of OR-groups, as Algolia's facetFilters. */
export type FacetFilters = FacetFilter[][];

export type EngineResult = {
  /** Every matching record, best first, one per URL, filters applied. */
  ranked: RankedRecord[];
  words: QueryWord[];
  /** For each query word: the index terms it matched, with their match quality. */
  matches: WordMatches[];
};

/** Splits a query into words; a query of only stop words keeps them all. */
export function parseQuery(query: string): QueryWord[] {
  const raw = [...normalize(query).matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0]).slice(0, MAX_QUERY_WORDS);
  const endsWithWord = /[\p{L}\p{N}]$/u.test(query);
  const allStopWords = raw.every((word) => STOP_WORDS.has(word));
  return raw.map((word, index) => ({
    term: foldPlural(word.slice(0, MAX_WORD_LENGTH)),
    optional: !allStopWords && STOP_WORDS.has(word),
    prefix: index === raw.length - 1 && endsWithWord,
  }));
}

function maxTypos(term: string): number {
  if (term.length >= MIN_LENGTH_TWO_TYPOS) return 2;
  if (term.length >= MIN_LENGTH_ONE_TYPO) return 1;
  return 0;
}

function transpositions(term: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < term.length - 1; i += 1) {
    if (term[i] !== term[i + 1]) {
      variants.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
    }
  }
  return variants;
}

function inverseDocumentFrequency(documentFrequency: number, count: number): number {
  return Math.log(1 + (count - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

export class SearchEngine {
  private manifestPromise?: Promise<IndexManifest>;
  private metaPromise?: Promise<Columns>;
  private readonly termFiles = new Map<string, Promise<TermShard>>();
  private readonly termMaps = new Map<string, SearchableMap<number[]>>();
  private readonly recordShards = new Map<string, Promise<RecordShard>>();
  /** Searches under way; background prefetching waits while there are any. */
  private activeSearches = 0;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => undefined;

  constructor(private readonly source: IndexSource) {}

  /**
   * Loads what every query needs (manifest and record metadata) and, when the
   * whole index is small, everything else too, so later keystrokes wait for no
   * file. The rest is fetched one file at a time: a query's own files never
   * queue behind a burst of prefetches.
   */
  async warmUp(): Promise<void> {
    const [manifest, meta] = await Promise.all([this.manifest(), this.meta()]);
    if (manifest.bytes > PREFETCH_ALL_BYTES) return;
    for (const file of new Set(Object.values(manifest.termShards))) {
      await this.idle;
      await this.termMap(file);
    }
    for (const file of meta.shardFiles) {
      await this.idle;
      await this.recordShard(file);
    }
  }

  /** Runs a search, holding background prefetching back until it is done. */
  private async busy<T>(run: () => Promise<T>): Promise<T> {
    if (this.activeSearches++ === 0) this.idle = new Promise((resolve) => (this.markIdle = resolve));
    try {
      return await run();
    } finally {
      if (--this.activeSearches === 0) this.markIdle();
    }
  }

  private recordShard(file: string): Promise<RecordShard> {
    let shard = this.recordShards.get(file);
    if (!shard) {
      shard = this.source.file<RecordShard>(file);
      shard.catch(() => this.recordShards.delete(file));
      this.recordShards.set(file, shard);
    }
    return shard;
  }

  private manifest(): Promise<IndexManifest> {
    this.manifestPromise ??= this.source.manifest().catch((error: unknown) => {
      this.manifestPromise = undefined;
      throw error;
    });
    return this.manifestPromise;
  }

  private async meta(): Promise<Columns> {
    const manifest = await this.manifest();
    this.metaPromise ??= this.source.file<IndexMeta>(manifest.meta).then(
      (meta) => decodeColumns(meta, manifest.count),
      (error: unknown) => {
        this.metaPromise = undefined;
        throw error;
      },
    );
    return this.metaPromise;
  }

  private termFile(file: string): Promise<TermShard> {
    let shard = this.termFiles.get(file);
    if (!shard) {
      shard = this.source.file<TermShard>(file);
      shard.catch(() => this.termFiles.delete(file));
      this.termFiles.set(file, shard);
    }
    return shard;
  }

  /** A term shard file as a radix tree (several shard keys can share one file). */
  private async termMap(file: string): Promise<SearchableMap<number[]>> {
    const shard = await this.termFile(file);
    let map = this.termMaps.get(file);
    if (!map) {
      map = SearchableMap.from(Object.entries(shard));
      this.termMaps.set(file, map);
    }
    return map;
  }

  /** The index terms a query word matches, each with a match quality. */
  private async expand(
    word: QueryWord,
    manifest: IndexManifest,
  ): Promise<Map<string, {quality: number; postings: number[]}>> {
    const typos = maxTypos(word.term);
    const keys = shardKeysForPrefix(word.term, Object.keys(manifest.termShards), typos > 0);
    const files = [...new Set(keys.map((key) => manifest.termShards[key]))];
    const maps = await Promise.all(files.map((file) => this.termMap(file)));
    const found = new Map<string, {quality: number; postings: number[]}>();
    const offer = (term: string, quality: number, postings: number[]) => {
      const known = found.get(term);
      if (!known || known.quality < quality) {
        found.set(term, {quality, postings});
      }
    };
    for (const map of maps) {
      const exact = map.get(word.term);
      if (exact) {
        offer(word.term, EXACT, exact);
      }
      if (word.prefix) {
        const completions = [...map.atPrefix(word.term)]
          // Shorter completions are closer to what the reader is typing.
          .sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1))
          .slice(0, word.term.length === 1 ? MAX_PREFIX_EXPANSIONS / 4 : MAX_PREFIX_EXPANSIONS);
        for (const [term, postings] of completions) {
          offer(term, PREFIX * (0.5 + (0.5 * word.term.length) / term.length), postings);
        }
      }
      if (typos > 0) {
        for (const [term, [postings, distance]] of map.fuzzyGet(word.term, typos)) {
          offer(term, TYPO * (1 - distance / (word.term.length + 1)), postings);
        }
        // Swapped neighbours ("kafak") are one typo, as readers count them.
        for (const swapped of transpositions(word.term)) {
          const postings = map.get(swapped);
          if (postings) offer(swapped, TYPO * (1 - 1 / (word.term.length + 1)), postings);
        }
      }
    }
    return found;
  }

  search(query: string, filters: FacetFilters = []): Promise<EngineResult> {
    return this.busy(() => this.rank(query, filters));
  }

  private async rank(query: string, filters: FacetFilters): Promise<EngineResult> {
    const words = parseQuery(query);
    if (words.length === 0) {
      return {ranked: [], words, matches: []};
    }
    const [manifest, meta] = await Promise.all([this.manifest(), this.meta()]);
    const expansions = await Promise.all(words.map((word) => this.expand(word, manifest)));

    const scores = new Map<number, {score: number; words: number}>();
    expansions.forEach((expansion, wordIndex) => {
      if (words[wordIndex].optional) {
        return;
      }
      // Per record, the best of the word's expansions counts (not their sum).
      const best = new Map<number, number>();
      for (const {quality, postings} of expansion.values()) {
        const idf = inverseDocumentFrequency(postings.length / 2, manifest.count);
        let record = 0;
        for (let i = 0; i < postings.length; i += 2) {
          record += postings[i];
          const value = (quality * idf * postings[i + 1]) / WEIGHT_SCALE;
          if (value > (best.get(record) ?? 0)) {
            best.set(record, value);
          }
        }
      }
      for (const [record, value] of best) {
        const entry = scores.get(record);
        if (entry) {
          entry.score += value;
          entry.words += 1;
        } else {
          scores.set(record, {score: value, words: 1});
        }
      }
    });

    const accept = compileFilters(filters, meta);
    const candidates: RankedRecord[] = [];
    for (const [id, {score, words: wordsMatched}] of scores) {
      if (accept(id)) {
        candidates.push({id, score, wordsMatched});
      }
    }
    candidates.sort((a, b) => b.wordsMatched - a.wordsMatched || b.score - a.score || a.id - b.id);

    const seenUrls = new Set<number>();
    const ranked = candidates.filter(({id}) => {
      const group = meta.urlGroup[id];
      if (seenUrls.has(group)) return false;
      seenUrls.add(group);
      return true;
    });

    const matches: WordMatches[] = expansions.map(
      (expansion) => new Map([...expansion].map(([term, {quality}]) => [term, quality])),
    );
    return {ranked, words, matches};
  }

  /**
   * Queries to offer when a query finds nothing ("Try searching for"): each
   * word replaced by the closest indexed word, allowing more typos than search
   * does. At most `limit`, each one known to find results.
   */
  async suggest(query: string, limit = 3): Promise<string[]> {
    const words = parseQuery(query).filter((word) => !word.optional);
    if (words.length === 0) return [];
    const manifest = await this.manifest();
    const alternatives = await Promise.all(
      words.map(async (word) => {
        const keys = shardKeysForPrefix(word.term, Object.keys(manifest.termShards), true);
        const maps = await Promise.all(
          [...new Set(keys.map((key) => manifest.termShards[key]))].map((file) => this.termMap(file)),
        );
        const distance = Math.min(3, Math.max(1, Math.floor(word.term.length / 2)));
        const found = new Map<string, {distance: number; frequency: number}>();
        for (const map of maps) {
          for (const [term, [postings, termDistance]] of map.fuzzyGet(word.term, distance)) {
            if (term !== word.term) found.set(term, {distance: termDistance, frequency: postings.length});
          }
        }
        return [...found]
          .sort(([, a], [, b]) => a.distance - b.distance || b.frequency - a.frequency)
          .map(([term]) => term)
          .slice(0, limit);
      }),
    );
    const suggestions: string[] = [];
    for (let rank = 0; rank < limit; rank += 1) {
      const replaced = words.map((word, index) => alternatives[index][rank] ?? alternatives[index][0] ?? word.term);
      const suggestion = replaced.join(' ');
      if (!suggestions.includes(suggestion) && alternatives.some((list) => list[rank] !== undefined)) {
        suggestions.push(suggestion);
      }
    }
    const useful: string[] = [];
    for (const suggestion of suggestions) {
      if ((await this.search(suggestion)).ranked.length > 0) useful.push(suggestion);
    }
    return useful;
  }

  /** The records with these ids, in the same order. */
  records(ids: number[]): Promise<SearchRecord[]> {
    return this.busy(() => this.loadRecords(ids));
  }

  private async loadRecords(ids: number[]): Promise<SearchRecord[]> {
    const meta = await this.meta();
    const shardOf = (id: number) => {
      // The last shard that starts at or before the id (binary search).
      let low = 0;
      let high = meta.shardFirsts.length - 1;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (meta.shardFirsts[middle] <= id) low = middle;
        else high = middle - 1;
      }
      return low;
    };
    const shards = new Map<number, RecordShard>();
    await Promise.all(
      [...new Set(ids.map(shardOf))].map(async (index) => {
        shards.set(index, await this.recordShard(meta.shardFiles[index]));
      }),
    );
    return ids.map((id) => {
      const index = shardOf(id);
      const shard = shards.get(index)!;
      const [type, hierarchy, url, content] = shard.records[id - meta.shardFirsts[index]];
      return {
        objectID: objectIdOf(shard.urls[url], meta.ordinal[id]),
        type: RECORD_TYPES[type],
        url: shard.urls[url],
        content,
        hierarchy: shard.hierarchies[hierarchy],
        language: meta.facets.language[meta.language[id]],
        docusaurus_tag: meta.facets.docusaurus_tag[meta.docusaurus_tag[id]],
      };
    });
  }
}

/** Turns Algolia-style facet filters into a predicate over record ids. */
function compileFilters(filters: FacetFilters, meta: Columns): (id: number) => boolean {
  const columns: Record<string, {values: string[]; codes: Int32Array}> = {
    language: {values: meta.facets.language, codes: meta.language},
    lang: {values: meta.facets.language, codes: meta.language},
    docusaurus_tag: {values: meta.facets.docusaurus_tag, codes: meta.docusaurus_tag},
    'hierarchy.lvl0': {values: meta.facets['hierarchy.lvl0'], codes: meta.lvl0},
  };
  const groups = filters.map((group) =>
    group.map(({attribute, value, negated}) => {
      const column = columns[attribute];
      // A filter on an attribute the index does not facet matches nothing.
      const code = column ? column.values.indexOf(value) : -2;
      return (id: number) => {
        const equal = column !== undefined && code >= 0 && column.codes[id] === code;
        return negated ? !equal : equal;
      };
    }),
  );
  return (id) => groups.every((group) => group.some((test) => test(id)));
}

/** Parses Algolia's facetFilters parameter: "a:b", ["a:b", "c:d"] (AND), [["a:b", "a:c"]] (OR). */
export function parseFacetFilters(raw: unknown): FacetFilters {
  const one = (filter: string): FacetFilter => {
    const negated = filter.startsWith('-');
    const body = negated ? filter.slice(1) : filter;
    const colon = body.indexOf(':');
    return colon < 0
      ? {attribute: body, value: '', negated}
      : {attribute: body.slice(0, colon), value: body.slice(colon + 1), negated};
  };
  if (typeof raw === 'string') {
    return [[one(raw)]];
  }
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.map((entry) =>
    Array.isArray(entry) ? entry.filter((f) => typeof f === 'string').map(one) : [one(String(entry))],
  );
}
