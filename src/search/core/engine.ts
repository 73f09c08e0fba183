/**
 * The in-browser search engine. It ranks pages, not headings: MiniSearch's BM25 over each page's title, keywords,
 * headings and text (see ./rankingIndex), so that the page holding the rare words of a query wins, wherever on the
 * page they are. Then, for each page, the sections that match best say where the result leads and which headings
 * show under it.
 *
 * The query is analysed like the pages (./analyze): stems, joined and split forms, stop words left out. A word
 * the index does not know may match with typos, weighed below an exact match; a known word matches only itself
 * and its synonyms. The last word of a query still being typed also matches as a prefix. Among the first pages,
 * those that hold several of the query's words in a row, as typed, rise.
 */
import MiniSearch, {type Query, type SearchOptions, type SearchResult} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {STOP_WORDS, normalize, termOf, wordsOf} from './analyze';
import {
  PAGE_FIELD_BOOST,
  PAGE_INDEX_OPTIONS,
  SECTION_FIELD_BOOST,
  SECTION_INDEX_OPTIONS,
  type PageDocument,
  type SectionDocument,
} from './rankingIndex';
import {
  RECORD_TYPES,
  decodeRuns,
  objectIdOf,
  recordShardFile,
  termShardFile,
  type IndexManifest,
  type IndexMeta,
  type RankingIndex,
  type RecordShard,
  type SearchRecord,
  type TermEntry,
  type TermShard,
} from './types';

/** Fetches index files; the engine caches what it has loaded. */
export type IndexSource = {
  manifest(): Promise<IndexManifest>;
  file<T>(name: string): Promise<T>;
};

/** Words of a query beyond these are left out: a pasted error line is long, a question is not. */
const MAX_QUERY_WORDS = 24;
/** Query words longer than this are cut: nobody types them, and they cost. */
const MAX_TERM_LENGTH = 48;
/** An index up to this size (JSON bytes, all files) is fetched whole when search starts. */
const PREFETCH_ALL_BYTES = 3 * 1024 * 1024;
/** How a match counts against an exact one: a synonym, a word still being typed, a word with a typo. */
const SYNONYM_WEIGHT = 0.6;
const PREFIX_WEIGHT = 0.6;
const TYPO_WEIGHT = 0.35;
/**
 * A word being typed matches at most this many of the terms it starts, the most common first (as Elasticsearch's
 * `max_expansions` for prefix queries): a short prefix starts hundreds, and each costs a lookup.
 */
const MAX_COMPLETIONS = 20;
/** At most this many headings show under a page, each scoring at least this share of the page's best section. */
const MAX_SECTIONS_PER_PAGE = 3;
const SECTION_SCORE_SHARE = 0.5;
/**
 * How much the best passage of a page adds to the page's own score (both as a share of the best): one section that
 * holds the query's words together, such as a pasted error message, is evidence beyond the page's words overall.
 */
const PASSAGE_WEIGHT = 0.3;
/**
 * A page's score grows with the number of the query's words it holds, to this power: MiniSearch multiplies by the
 * number (power 1); squared, a page that holds one more of the query's words outranks one that only repeats fewer.
 */
const COORDINATION_POWER = 2;
/**
 * A page whose title, path, description, keywords or headings hold the query's words is about them, not one that
 * mentions them in passing: its score is multiplied by 1 + FIELD_MATCH_WEIGHT × the share of the query's weight (IDF)
 * those fields hold.
 */
const FIELD_MATCH_WEIGHT = 1;
const NAMING_FIELDS: ReadonlySet<string> = new Set(['title', 'path', 'description', 'keywords', 'headings']);
/**
 * A page whose text holds several of the query's words in a row, in the query's order (a pasted message, a name
 * of several words), rises: by up to PHRASE_WEIGHT × its score when the whole query is found so. Runs count from
 * PHRASE_MIN_WORDS words. Only the first PHRASE_PAGES pages are read, and in each only its PHRASE_SECTIONS best
 * sections that match that many of the query's terms: a run of the query's words makes a section score high.
 */
const PHRASE_MIN_WORDS = 3;
const PHRASE_WEIGHT = 2;
const PHRASE_PAGES = 10;
const PHRASE_SECTIONS = 3;
/**
 * Records whose words are kept for phrase runs (this site has about 7,000): typing reads the same sections again and
 * again, and reading them afresh was most of the cost of phrase runs.
 */
const PHRASE_RECORDS_KEPT = 10_000;
const PLAIN_WORD = /[\p{L}\p{N}]+/gu;
/** Blog posts are news of a moment: they rank a little below the reference pages that match as well. */
const BLOG_SECTION = 'Blog';
const BLOG_PRIOR = 0.7;

/** The words of a text as written, lower case without accents, in order: what phrase runs compare. */
export function plainWords(text: string): string[] {
  return normalize(text).match(PLAIN_WORD) ?? [];
}

/**
 * Measures phrase runs of a query: the longest run of its words, consecutive and in its order, in a text. A stop
 * word or a single letter must match but counts nothing ("publish an analysis" counts 2). `weight` is the whole
 * query's count.
 */
export function phraseRuns(query: readonly string[]): {weight: number; longestIn(text: readonly string[]): number} {
  const weights = query.map((word): number => (termOf(word) === null ? 0 : 1));
  const positions = new Map<string, number[]>();
  query.forEach((word, index) => positions.set(word, [...(positions.get(word) ?? []), index]));
  return {
    weight: weights.reduce((sum, weight) => sum + weight, 0),
    longestIn(text) {
      let best = 0;
      // For each query position: where in the text it last matched, and the run that ended there.
      const matchedAt = new Array<number>(query.length).fill(-2);
      const runAt = new Array<number>(query.length).fill(0);
      text.forEach((word, at) => {
        const indexes = positions.get(word);
        if (!indexes) return;
        // Last position first, so that each reads the run of the one before it at the previous word.
        for (let i = indexes.length - 1; i >= 0; i -= 1) {
          const index = indexes[i];
          const run = (index > 0 && matchedAt[index - 1] === at - 1 ? runAt[index - 1] : 0) + weights[index];
          matchedAt[index] = at;
          runAt[index] = run;
          best = Math.max(best, run);
        }
      });
      return best;
    },
  };
}

export type QueryTerm = {
  /** The term as the index holds it. */
  term: string;
  /** The word it comes from, as typed (lower case). */
  word: string;
  /** The position of that word in the query: "score-client" gives score, client and scoreclient, all of one word. */
  source: number;
  /** Whether it may still be growing (the last word while typing). */
  prefix: boolean;
  /** Whether the index holds it: only an unknown term may match with typos. */
  known: boolean;
  synonyms: string[];
  /** For a word the index does not know: the terms of the known words closest to it (typos). */
  corrections: string[];
  /** For a word being typed: the longer terms it starts, each with its weight (see completionsOf). */
  completions: [string, number][];
};

export type RankedPage = {
  page: number;
  score: number;
  /** The records to show, in order: the page's own record, then the headings of its best sections. */
  records: number[];
  /** The record of the section the result leads to (the page's own record when it is the page's introduction). */
  landing: number;
};

export type EngineResult = {
  /** Every matching page, best first, filters applied. */
  pages: RankedPage[];
  terms: QueryTerm[];
  /** Index terms that matched (exact, synonym, prefix or typo): what gets highlighted. */
  matched: Set<string>;
};

/** The meta file's columns, decoded once. */
type Columns = Pick<IndexMeta, 'facets' | 'sectionRecords'> & {
  shardFiles: string[];
  shardFirsts: number[];
  language: Int32Array;
  docusaurus_tag: Int32Array;
  lvl0: Int32Array;
  /** Per record: its position among the records of its URL (for objectIDs). */
  ordinal: Int32Array;
  /** Per page: its first record; per record: its page. */
  pageFirsts: number[];
  pageOfRecord: Int32Array;
};

function decodeColumns(meta: IndexMeta, count: number): Columns {
  const ordinal = new Int32Array(count);
  let id = 0;
  for (const size of meta.urlGroupSizes) {
    for (let position = 0; position < size; position += 1, id += 1) ordinal[id] = position;
  }
  const pageFirsts: number[] = [];
  const pageOfRecord = new Int32Array(count);
  let first = 0;
  meta.pageSizes.forEach((size, page) => {
    pageFirsts.push(first);
    pageOfRecord.fill(page, first, first + size);
    first += size;
  });
  const shardFirsts: number[] = [];
  meta.recordShards.sizes.reduce((start, size) => (shardFirsts.push(start), start + size), 0);
  return {
    facets: meta.facets,
    sectionRecords: meta.sectionRecords,
    shardFiles: meta.recordShards.sizes.map((_, index) => recordShardFile(index, meta.recordShards.hash)),
    shardFirsts,
    language: decodeRuns(meta.language, count),
    docusaurus_tag: decodeRuns(meta.docusaurus_tag, count),
    lvl0: decodeRuns(meta.lvl0, count),
    ordinal,
    pageFirsts,
    pageOfRecord,
  };
}

/**
 * The terms of the page index, sorted, with the number of pages that hold each. Lookups are binary searches over
 * the file's own arrays: walking the postings and building a tree of the terms took about 60 ms of a cold load.
 */
export class Vocabulary {
  private tree?: SearchableMap<number>;

  constructor(
    readonly terms: readonly string[],
    private readonly documents: readonly number[],
  ) {}

  /** The position of the first term not before `term`. */
  private lowerBound(term: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[middle] < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** How many pages hold the term; undefined for a term the index does not know. */
  get(term: string): number | undefined {
    const at = this.lowerBound(term);
    return this.terms[at] === term ? this.documents[at] : undefined;
  }

  has(term: string): boolean {
    return this.get(term) !== undefined;
  }

  /** The terms that start with `prefix`, itself left out, with their page counts. */
  startingWith(prefix: string): [string, number][] {
    const found: [string, number][] = [];
    for (let at = this.lowerBound(prefix); this.terms[at]?.startsWith(prefix); at += 1) {
      if (this.terms[at] !== prefix) found.push([this.terms[at], this.documents[at]]);
    }
    return found;
  }

  /** Whether some term starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    return this.terms[this.lowerBound(prefix)]?.startsWith(prefix) ?? false;
  }

  /** The terms within `distance` edits of `term`, with their page counts and distances (built on first use). */
  fuzzyGet(term: string, distance: number): Map<string, [number, number]> {
    if (!this.tree) {
      this.tree = new SearchableMap<number>();
      this.terms.forEach((each, index) => this.tree!.set(each, this.documents[index]));
    }
    return this.tree.fuzzyGet(term, distance);
  }
}

/** The vocabulary of a ranking file. */
export function vocabularyOf(file: RankingIndex): Vocabulary {
  return new Vocabulary(file.terms, file.termDocuments);
}

/** MiniSearch's serialised index without its terms: what `loadJS` needs besides them. */
type IndexWithoutTerms = {documentCount: number; index: TermEntry[]};

/** The ranking file, loaded: the indexes without their terms, the vocabulary, the synonyms by term, the term shards. */
type Ranking = {
  pages: IndexWithoutTerms;
  sections: IndexWithoutTerms;
  vocabulary: Vocabulary;
  synonyms: Map<string, string[]>;
  words: Record<string, string>;
  /**
   * The words of the pages as written (stems that are words themselves included), each with its term. Built on the
   * first query with a word the index does not know: most queries never need it, and building it delayed the first.
   */
  spellings: () => SearchableMap<string>;
  termShardFiles: string[];
  termShardFirsts: string[];
};

function loadRanking(file: RankingIndex): Ranking {
  const vocabulary = vocabularyOf(file);
  const synonyms = new Map<string, string[]>();
  for (const group of file.synonyms) {
    for (const term of group) {
      synonyms.set(term, [...new Set([...(synonyms.get(term) ?? []), ...group.filter((other) => other !== term)])]);
    }
  }
  let spellings: SearchableMap<string> | undefined;
  const spellingsOf = () => {
    if (!spellings) {
      spellings = new SearchableMap<string>();
      for (const term of vocabulary.terms) if (/^\p{L}+$/u.test(term)) spellings.set(term, term);
      for (const [term, word] of Object.entries(file.words)) spellings.set(word, term);
    }
    return spellings;
  };
  return {
    pages: file.pages as IndexWithoutTerms,
    sections: file.sections as IndexWithoutTerms,
    vocabulary,
    synonyms,
    words: file.words,
    spellings: spellingsOf,
    termShardFiles: file.termShards.firsts.map((_, index) => termShardFile(index, file.termShards.hash)),
    termShardFirsts: file.termShards.firsts,
  };
}

/** The terms a query's indexes hold: these terms, and every term that starts with one of the prefixes. */
type TermSelection = {exact: Set<string>; prefixes: string[]};

type QueryIndexes = {pages: MiniSearch<PageDocument>; sections: MiniSearch<SectionDocument>};

/** A MiniSearch result and what the engine adds: how many of the query's terms it holds, and their weight's share. */
type CountedResult = SearchResult & {found: number; coverage: number};

/** The records of a section: its heading, and the blocks of text up to the next section's heading. */
function recordsOfSection(section: SearchResult, meta: Columns): number[] {
  const id = section.id as number;
  const first = meta.sectionRecords[id];
  const page = meta.pageOfRecord[first];
  const pageEnd = meta.pageFirsts[page + 1] ?? meta.pageOfRecord.length;
  const next = meta.sectionRecords[id + 1];
  const end = next !== undefined && next < pageEnd ? next : pageEnd;
  return Array.from({length: end - first}, (_, offset) => first + offset);
}

/** Whether a selection holds a term. */
function selects({exact, prefixes}: TermSelection, term: string): boolean {
  return exact.has(term) || prefixes.some((prefix) => term.startsWith(prefix));
}

/** Whether indexes holding `held` hold every term `needed` stands for. */
function covers(held: TermSelection, needed: TermSelection): boolean {
  return (
    [...needed.exact].every((term) => selects(held, term)) &&
    needed.prefixes.every((prefix) => held.prefixes.some((heldPrefix) => prefix.startsWith(heldPrefix)))
  );
}

/**
 * The shard a key falls in, among shards of consecutive keys given by their first keys in order (term shards by
 * term, record shards by record id): the last whose first key is not after it (binary search).
 */
function shardHolding<K extends string | number>(key: K, firsts: readonly K[]): number {
  let low = 0;
  let high = firsts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (firsts[middle] <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Splits a query into terms, analysed like the pages, each once; stop words and single letters are left out. */
export function parseQuery(query: string, vocabulary?: {has(term: string): boolean}): QueryTerm[] {
  const words = wordsOf(query).slice(0, MAX_QUERY_WORDS);
  const typing = /[\p{L}\p{N}]$/u.test(query);
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  words.forEach((word, index) => {
    for (const form of word.forms) {
      const term = termOf(form.slice(0, MAX_TERM_LENGTH));
      if (term === null || seen.has(term)) continue;
      seen.add(term);
      terms.push({
        term,
        word: form,
        source: index,
        // A number is complete as typed: "5" does not stand for "5.3.0" or "500".
        prefix: typing && index === words.length - 1 && !/^\d/.test(term),
        known: vocabulary?.has(term) ?? true,
        synonyms: [],
        corrections: [],
        completions: [],
      });
    }
  });
  return terms;
}

/** How many typos an unknown word may hold: none below four letters, one up to seven, two from eight. */
function typosAllowed(term: QueryTerm): number {
  if (term.known || /\d/.test(term.word)) return 0;
  if (term.word.length >= 8) return 2;
  return term.word.length >= 4 ? 1 : 0;
}

/** The word with two neighbouring letters swapped, at each place: "ruels" → "urels", "rules"… (one typo, as readers count). */
function transpositions(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1]) variants.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return variants;
}

/**
 * The terms of the known words closest to an unknown one: words of the pages (not stems) within the typos
 * allowed, the closest only, and swapped neighbours as one typo.
 */
function correctionsOf(term: QueryTerm, spellingsOf: () => SearchableMap<string>): string[] {
  const typos = typosAllowed(term);
  if (typos === 0) return [];
  const spellings = spellingsOf();
  const found = new Map<string, number>();
  for (const [word, [stem, distance]] of spellings.fuzzyGet(term.word, typos)) {
    if (word !== term.word) found.set(stem, Math.min(found.get(stem) ?? Infinity, distance));
  }
  for (const variant of transpositions(term.word)) {
    const stem = spellings.get(variant);
    if (stem) found.set(stem, Math.min(found.get(stem) ?? Infinity, 1));
  }
  const closest = Math.min(...found.values());
  return [...found].filter(([, distance]) => distance === closest).map(([stem]) => stem);
}

/**
 * The completions of a word being typed, each weighed by how likely the reader means it: PREFIX_WEIGHT times its
 * share of the pages that hold the word or any completion. MiniSearch's own prefix search adds every completion at
 * nearly full weight, so a page full of rare identifiers that start with a finished word ("song" → songdb,
 * songserverid, songclient…) outranked the page about the word itself.
 */
function completionsOf(term: QueryTerm, vocabulary: Vocabulary): [string, number][] {
  const found = vocabulary.startingWith(term.term);
  const pages = found.reduce((sum, [, count]) => sum + count, vocabulary.get(term.term) ?? 0);
  return found
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_COMPLETIONS)
    .map(([completion, count]) => [completion, (PREFIX_WEIGHT * count) / pages]);
}

/** Every term a query term matches: itself, its synonyms, its corrections and its completions. */
function alternativesOf(term: QueryTerm): string[] {
  return [term.term, ...term.synonyms, ...term.corrections, ...term.completions.map(([completion]) => completion)];
}

/**
 * The query as MiniSearch searches it: any of the terms (BM25 sums what matches), each with its synonyms and
 * completions. A correction of a word being typed is completed too (MiniSearch's prefix search).
 */
function searchQuery(terms: QueryTerm[]): Query {
  return {
    combineWith: 'OR',
    queries: terms.map((term) => ({
      combineWith: 'OR',
      queries: [
        {
          combineWith: 'OR',
          queries: [term.term, ...term.synonyms, ...term.completions.map(([completion]) => completion)],
        },
        {combineWith: 'OR', queries: term.corrections, prefix: term.prefix},
      ],
    })),
  };
}

function searchOptions(terms: QueryTerm[], boost: Record<string, number>): SearchOptions {
  const own = new Set(terms.map((term) => term.term));
  const weights = new Map<string, number>();
  for (const term of terms) {
    for (const [completion, weight] of term.completions) if (!own.has(completion)) weights.set(completion, weight);
    for (const synonym of term.synonyms) if (!own.has(synonym)) weights.set(synonym, SYNONYM_WEIGHT);
    for (const correction of term.corrections) if (!own.has(correction)) weights.set(correction, TYPO_WEIGHT);
  }
  return {
    boost,
    // The terms are analysed already.
    tokenize: (text) => [text],
    processTerm: (term) => term,
    weights: {prefix: PREFIX_WEIGHT, fuzzy: TYPO_WEIGHT},
    boostTerm: (term) => weights.get(term) ?? 1,
  };
}

export type FacetFilter = {attribute: string; value: string; negated: boolean};
/** AND of OR-groups, as Algolia's facetFilters. */
export type FacetFilters = FacetFilter[][];

export class SearchEngine {
  private manifestPromise?: Promise<IndexManifest>;
  private metaPromise?: Promise<Columns>;
  private rankingPromise?: Promise<Ranking>;
  /** The indexes built for the last query, and the terms they hold. */
  private lastIndexes?: {holds: TermSelection; indexes: Promise<QueryIndexes>};
  /** The words of records read for phrase runs, by record id. */
  private readonly recordWords = new Map<number, string[]>();
  /** Term and record shards, loaded or loading, by file name. */
  private readonly shards = new Map<string, Promise<unknown>>();
  /** Searches under way; background prefetching waits while there are any. */
  private activeSearches = 0;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => undefined;

  constructor(private readonly source: IndexSource) {}

  /**
   * Loads what every query needs (manifest, metadata, ranking indexes) and, when the whole index is small, the
   * records too, one file at a time: a query's own files never queue behind a burst of prefetches.
   */
  async warmUp(): Promise<void> {
    const [manifest, meta, ranking] = await Promise.all([this.manifest(), this.meta(), this.ranking()]);
    if (manifest.bytes > PREFETCH_ALL_BYTES) return;
    for (const file of [...ranking.termShardFiles, ...meta.shardFiles]) {
      await this.idle;
      await this.shard(file);
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

  /** A cached file; a failed fetch is forgotten, so the next query tries again. */
  private cached<T>(get: () => Promise<T>, keep: (value: Promise<T> | undefined) => void): Promise<T> {
    const promise = get();
    keep(promise);
    promise.catch(() => keep(undefined));
    return promise;
  }

  private manifest(): Promise<IndexManifest> {
    return (this.manifestPromise ??= this.cached(
      () => this.source.manifest(),
      (value) => (this.manifestPromise = value),
    ));
  }

  private meta(): Promise<Columns> {
    return (this.metaPromise ??= this.cached(
      async () => {
        const manifest = await this.manifest();
        return decodeColumns(await this.source.file<IndexMeta>(manifest.meta), manifest.count);
      },
      (value) => (this.metaPromise = value),
    ));
  }

  private ranking(): Promise<Ranking> {
    return (this.rankingPromise ??= this.cached(
      async () => loadRanking(await this.source.file<RankingIndex>((await this.manifest()).ranking)),
      (value) => (this.rankingPromise = value),
    ));
  }

  private shard<T>(file: string): Promise<T> {
    let shard = this.shards.get(file);
    if (!shard) {
      shard = this.source.file<T>(file);
      shard.catch(() => this.shards.delete(file));
      this.shards.set(file, shard);
    }
    return shard as Promise<T>;
  }

  /**
   * The two indexes with the terms this query can match: its terms, their synonyms and corrections, and every term
   * that starts with a word still being typed. BM25 weighs a term by its own postings and the documents' lengths
   * only, so these small indexes score each page as the whole index would, and load in a fraction of the time.
   * Holding more terms changes no score either, so the last query's indexes serve the next while they hold all it
   * needs: the next keystroke of a word ("kafka to" → "kafka top") usually builds nothing.
   */
  private indexesFor(terms: QueryTerm[], ranking: Ranking): Promise<QueryIndexes> {
    // A word being typed matches the terms it starts (its completions), and its corrections are completed too (see
    // searchQuery); its synonyms are matched whole.
    const needs: TermSelection = {
      exact: new Set(terms.flatMap((term) => [term.term, ...term.synonyms, ...term.corrections])),
      prefixes: terms.filter((term) => term.prefix).flatMap((term) => [term.term, ...term.corrections]),
    };
    const last = this.lastIndexes;
    if (last && covers(last.holds, needs)) return last.indexes;
    const indexes = this.loadIndexes(needs, ranking);
    this.lastIndexes = {holds: needs, indexes};
    indexes.catch(() => {
      if (this.lastIndexes?.indexes === indexes) this.lastIndexes = undefined;
    });
    return indexes;
  }

  private async loadIndexes(selection: TermSelection, ranking: Ranking): Promise<QueryIndexes> {
    const firsts = ranking.termShardFirsts;
    const shardIndexes = new Set([...selection.exact].map((term) => shardHolding(term, firsts)));
    for (const prefix of selection.prefixes) {
      const last = shardHolding(`${prefix}\uffff`, firsts);
      for (let index = shardHolding(prefix, firsts); index <= last; index += 1) shardIndexes.add(index);
    }
    const shards = await Promise.all(
      [...shardIndexes].map((index) => this.shard<TermShard>(ranking.termShardFiles[index])),
    );
    const entries = (kind: keyof TermShard) =>
      shards.flatMap((shard) => shard[kind].filter(([term]) => selects(selection, term)));
    return {
      pages: MiniSearch.loadJS<PageDocument>({...ranking.pages, index: entries('pages')} as never, PAGE_INDEX_OPTIONS),
      sections: MiniSearch.loadJS<SectionDocument>(
        {...ranking.sections, index: entries('sections')} as never,
        SECTION_INDEX_OPTIONS,
      ),
    };
  }

  search(query: string, filters: FacetFilters = []): Promise<EngineResult> {
    return this.busy(() => this.rank(query, filters));
  }

  private async rank(query: string, filters: FacetFilters): Promise<EngineResult> {
    const [meta, ranking] = await Promise.all([this.meta(), this.ranking()]);
    const terms = parseQuery(query, ranking.vocabulary);
    if (terms.length === 0) return {pages: [], terms, matched: new Set()};
    for (const term of terms) {
      term.synonyms = ranking.synonyms.get(term.term) ?? [];
      // A word being typed is not a typo while some word of the index starts with it.
      const completes = term.prefix && ranking.vocabulary.hasPrefix(term.term);
      if (!completes) term.corrections = correctionsOf(term, ranking.spellings);
      if (term.prefix) term.completions = completionsOf(term, ranking.vocabulary);
    }
    const searchTree = searchQuery(terms);
    const indexes = await this.indexesFor(terms, ranking);

    const accept = compileFilters(filters, meta);
    const pageCount = ranking.pages.documentCount;
    const weightOf = (term: QueryTerm) => {
      const documents = ranking.vocabulary.get(term.term) ?? 1;
      return Math.log(1 + (pageCount - documents + 0.5) / (documents + 0.5));
    };
    // A query word weighs as its heaviest form, and is found when any of its forms is: "score-client" (score, client,
    // scoreclient) and "3.1" (3, 1, 3.1) are one word each, whether a page holds the whole form or its parts.
    const termWeights = new Map(terms.map((term) => [term, weightOf(term)]));
    // `found` maps each query term found to how fully it was found (1 for itself, SYNONYM_WEIGHT for a synonym).
    const wordsFound = (found: Map<QueryTerm, number>) => {
      const weights = new Map<number, number>();
      for (const [term, share] of found) {
        weights.set(term.source, Math.max(weights.get(term.source) ?? 0, (termWeights.get(term) ?? 0) * share));
      }
      return weights;
    };
    const sum = (values: Iterable<number>) => {
      let total = 0;
      for (const value of values) total += value;
      return total;
    };
    /** How many of the query's words were found, a word found only through a synonym counting SYNONYM_WEIGHT. */
    const wordCount = (found: Map<QueryTerm, number>) => {
      const counts = new Map<number, number>();
      for (const [term, share] of found) counts.set(term.source, Math.max(counts.get(term.source) ?? 0, share));
      return sum(counts.values());
    };
    const totalWeight = sum(wordsFound(new Map(terms.map((term) => [term, 1]))).values());
    /** The share of the query's weight that the words found stand for. */
    const shareOf = (words: Map<number, number>) => (totalWeight > 0 ? sum(words.values()) / totalWeight : 0);
    // Which of the query's terms each index term stands for, and how fully: a synonym counts below the word itself
    // in the coverage share and in the count of words found, as it does in BM25; a completion or a correction stands
    // for the word in full (the reader typed or meant that word; their BM25 weights already rank them lower).
    const termsOf = new Map<string, Map<QueryTerm, number>>();
    for (const term of terms) {
      for (const each of alternativesOf(term)) {
        const share = term.synonyms.includes(each) && each !== term.term ? SYNONYM_WEIGHT : 1;
        const held = termsOf.get(each) ?? new Map<QueryTerm, number>();
        termsOf.set(each, held.set(term, Math.max(held.get(term) ?? 0, share)));
      }
    }
    const termsFound = (indexTerms: Iterable<string>) => {
      const found = new Map<QueryTerm, number>();
      for (const each of indexTerms) {
        for (const [term, share] of termsOf.get(each) ?? []) found.set(term, Math.max(found.get(term) ?? 0, share));
      }
      return found;
    };
    // The share of the query's weight found in the fields that name what a page is about.
    const namingCoverage = (result: SearchResult) => {
      const named: string[] = [];
      for (const each in result.match) {
        if (result.match[each].some((field) => NAMING_FIELDS.has(field))) named.push(each);
      }
      return shareOf(wordsFound(termsFound(named)));
    };
    // MiniSearch multiplies a score by the number of query terms matched, and counts each synonym, correction and
    // completion as a term of its own: count the query's words instead (see COORDINATION_POWER). `found` is the
    // number of the query's terms the result holds, `coverage` the share of the query's weight they stand for. The
    // results are MiniSearch's own new objects, completed in place: copying each (a short query matches thousands of
    // sections) into an object with these fields doubled a warm query's time.
    const search = (index: MiniSearch, boost: Record<string, number>): CountedResult[] =>
      index.search(searchTree, searchOptions(terms, boost)).map((result) => {
        const found = termsFound(result.queryTerms);
        const words = wordsFound(found);
        return Object.assign(result, {
          score: (result.score / Math.max(1, result.queryTerms.length)) * wordCount(found) ** COORDINATION_POWER,
          found: found.size,
          coverage: shareOf(words),
        });
      });
    // The sections that match, grouped by page, best first: where a page leads, and the evidence of one passage.
    const sectionsByPage = new Map<number, CountedResult[]>();
    for (const section of search(indexes.sections, SECTION_FIELD_BOOST)) {
      const record = meta.sectionRecords[section.id as number];
      const page = meta.pageOfRecord[record];
      section.score *= section.coverage;
      const sections = sectionsByPage.get(page);
      if (sections) sections.push(section);
      else sectionsByPage.set(page, [section]);
    }
    for (const sections of sectionsByPage.values()) sections.sort((a, b) => b.score - a.score);

    const rawResults = search(indexes.pages, PAGE_FIELD_BOOST);
    // Both scores on one scale: a share of the best page's, and of the best section's.
    const bestPage = Math.max(0, ...rawResults.map((result) => result.score));
    const bestPassage = Math.max(0, ...[...sectionsByPage.values()].map((sections) => sections[0]?.score ?? 0));
    const pageResults = rawResults
      .filter((result) => accept(meta.pageFirsts[result.id as number]))
      .map((result) => {
        const first = meta.pageFirsts[result.id as number];
        const passage = sectionsByPage.get(result.id as number)?.[0]?.score ?? 0;
        const prior = meta.facets['hierarchy.lvl0'][meta.lvl0[first]] === BLOG_SECTION ? BLOG_PRIOR : 1;
        const page = bestPage > 0 ? result.score / bestPage : 0;
        const section = bestPassage > 0 ? passage / bestPassage : 0;
        const naming = 1 + FIELD_MATCH_WEIGHT * namingCoverage(result);
        return {...result, score: prior * naming * (page * result.coverage + PASSAGE_WEIGHT * section)};
      })
      .sort((a, b) => b.score - a.score);
    // A word of the query may be several plain words ("score-client").
    const phrase = phraseRuns(plainWords(query).slice(0, MAX_QUERY_WORDS * 2));
    if (phrase.weight >= PHRASE_MIN_WORDS) {
      const top = pageResults.slice(0, PHRASE_PAGES);
      const runs = await Promise.all(
        top.map(async (result) => {
          const sections = (sectionsByPage.get(result.id as number) ?? [])
            .slice(0, PHRASE_SECTIONS)
            .filter((section) => section.found >= PHRASE_MIN_WORDS);
          const texts = await this.wordsOfRecords(sections.flatMap((section) => recordsOfSection(section, meta)));
          return Math.max(0, ...texts.map((words) => phrase.longestIn(words)));
        }),
      );
      top.forEach((result, index) => {
        if (runs[index] < PHRASE_MIN_WORDS) return;
        result.score *=
          1 + (PHRASE_WEIGHT * (runs[index] - PHRASE_MIN_WORDS + 1)) / (phrase.weight - PHRASE_MIN_WORDS + 1);
      });
      pageResults.sort((a, b) => b.score - a.score);
    }
    const matched = new Set(terms.map((term) => term.term));
    for (const result of pageResults) for (const term of result.terms) matched.add(term);

    const pages = pageResults.map(({id, score}): RankedPage => {
      const page = id as number;
      const first = meta.pageFirsts[page];
      const sections = sectionsByPage.get(page) ?? [];
      const best = sections[0]?.score ?? 0;
      const chosen = sections
        .filter((section) => section.score >= best * SECTION_SCORE_SHARE)
        .slice(0, MAX_SECTIONS_PER_PAGE)
        .map((section) => meta.sectionRecords[section.id as number]);
      const landing = chosen[0] ?? first;
      return {page, score, landing, records: [first, ...chosen.filter((record) => record !== first)]};
    });
    return {pages, terms, matched};
  }

  /**
   * Queries to offer when a query finds nothing ("Try searching for"): each unknown word replaced by the closest
   * words of the index, allowing more typos than search does. At most `limit`, each one known to find results.
   */
  async suggest(query: string, limit = 3): Promise<string[]> {
    const ranking = await this.ranking();
    const words = wordsOf(query)
      .slice(0, MAX_QUERY_WORDS)
      .map((word) => word.forms[0])
      .filter((word) => !STOP_WORDS.has(word));
    if (words.length === 0) return [];
    const alternatives = words.map((word) => {
      const term = termOf(word);
      if (term === null || ranking.vocabulary.has(term)) return [word];
      const distance = Math.min(3, Math.max(1, Math.floor(term.length / 2)));
      return [...ranking.vocabulary.fuzzyGet(term, distance)]
        .sort(([, [a, x]], [, [b, y]]) => x - y || b - a)
        .map(([found]) => ranking.words[found] ?? found)
        .filter((found, index, all) => all.indexOf(found) === index)
        .slice(0, limit);
    });
    const suggestions: string[] = [];
    for (let rank = 0; rank < limit; rank += 1) {
      if (!alternatives.some((list) => list[rank] !== undefined)) break;
      const suggestion = alternatives.map((list, index) => list[rank] ?? list[0] ?? words[index]).join(' ');
      if (!suggestions.includes(suggestion)) suggestions.push(suggestion);
    }
    const useful: string[] = [];
    for (const suggestion of suggestions) {
      if ((await this.search(suggestion)).pages.length > 0) useful.push(suggestion);
    }
    return useful;
  }

  /** The words of each record (a heading, or a block of text), kept for the records read last. */
  private async wordsOfRecords(ids: number[]): Promise<string[][]> {
    const missing = ids.filter((id) => !this.recordWords.has(id));
    const loaded = missing.length > 0 ? await this.loadRecords(missing) : [];
    loaded.forEach((record, index) => {
      const text = record?.type === 'content' ? record.content : record?.hierarchy[record.type];
      if (this.recordWords.size >= PHRASE_RECORDS_KEPT) this.recordWords.delete(this.recordWords.keys().next().value!);
      this.recordWords.set(missing[index], plainWords(text ?? ''));
    });
    return ids.map((id) => this.recordWords.get(id) ?? []);
  }

  /** The records with these ids, in the same order; undefined for an id past the last record. */
  records(ids: number[]): Promise<(SearchRecord | undefined)[]> {
    return this.busy(() => this.loadRecords(ids));
  }

  private async loadRecords(ids: number[]): Promise<(SearchRecord | undefined)[]> {
    const [manifest, meta] = await Promise.all([this.manifest(), this.meta()]);
    const inIndex = ids.filter((id) => id >= 0 && id < manifest.count);
    const shardOf = (id: number) => shardHolding(id, meta.shardFirsts);
    const shards = new Map<number, RecordShard>();
    await Promise.all(
      [...new Set(inIndex.map(shardOf))].map(async (index) => {
        shards.set(index, await this.shard<RecordShard>(meta.shardFiles[index]));
      }),
    );
    return ids.map((id) => {
      if (id < 0 || id >= manifest.count) return undefined;
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
