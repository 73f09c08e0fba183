/**
 * Answers a search in Algolia's response shape, so the DocSearch modal and the
 * search page can use the local engine exactly as they would use Algolia:
 * hits with `_highlightResult` and `_snippetResult` (HTML-escaped text, matches
 * wrapped in the highlight tags), `nbHits`, `nbPages`, `page`, `queryID`.
 */
import {termOf, wordsOf} from './analyze';
import type {EngineResult} from './engine';
import {HIERARCHY_LEVELS, type SearchRecord} from './types';

/** What a hit is highlighted against: the query's terms and every index term they matched. */
export type Matching = {
  terms: Pick<EngineResult['terms'][number], 'term' | 'synonyms' | 'corrections'>[];
  matched: Set<string>;
};

export type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type AlgoliaHit = SearchRecord & {
  _highlightResult: {
    hierarchy: Partial<Record<string, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<string, SnippetResult>>;
    content?: SnippetResult;
  };
};

export type AlgoliaSearchParams = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: unknown;
  [other: string]: unknown;
};

export type AlgoliaSearchResult = {
  hits: AlgoliaHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  queryID: string;
  index?: string;
};

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

type Marked = {
  /** Words of the text with whether each one is a match. */
  tokens: {start: number; end: number; matched: boolean}[];
  /** The query's terms that the text holds (directly or through a matched form). */
  foundTerms: string[];
};

type AnalysedWord = {start: number; end: number; terms: string[]};

/**
 * The words of a text with the terms their forms analyse to, kept for the texts shown most recently: a reader's
 * keystrokes show the same records again and again, and analysing their text was most of a query's time.
 */
const analysed = new Map<string, AnalysedWord[]>();
const ANALYSED_TEXTS_KEPT = 2000;

function analysedWords(text: string): AnalysedWord[] {
  let words = analysed.get(text);
  if (!words) {
    words = wordsOf(text).map(({start, end, forms}) => ({
      start,
      end,
      terms: forms.map(termOf).filter((term): term is string => term !== null),
    }));
    if (analysed.size >= ANALYSED_TEXTS_KEPT) analysed.delete(analysed.keys().next().value as string);
    analysed.set(text, words);
  }
  return words;
}

/** Finds which words of `text` match the query: a word matches when one of its forms analyses to a matched term. */
function markText(text: string, matching: Matching): Marked {
  const found = new Set<string>();
  const tokens = analysedWords(text).map(({start, end, terms: all}) => {
    const terms = all.filter((term) => matching.matched.has(term));
    for (const term of terms) found.add(term);
    return {start, end, matched: terms.length > 0};
  });
  const foundTerms = matching.terms
    .filter(({term, synonyms, corrections}) => [term, ...synonyms, ...corrections].some((each) => found.has(each)))
    .map(({term}) => term);
  return {tokens, foundTerms};
}

function render(text: string, from: number, to: number, tokens: Marked['tokens'], pre: string, post: string): string {
  let html = '';
  let cursor = from;
  for (const token of tokens) {
    if (!token.matched || token.end <= from || token.start >= to) continue;
    html += escapeHtml(text.slice(cursor, token.start)) + pre + escapeHtml(text.slice(token.start, token.end)) + post;
    cursor = token.end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function matchLevel(matched: number, required: number): MatchLevel {
  if (matched === 0) return 'none';
  return matched >= required ? 'full' : 'partial';
}

export type FormatOptions = {pre: string; post: string; ellipsis: string};

export function highlight(text: string, matching: Matching, options: FormatOptions): HighlightResult {
  const {tokens, foundTerms} = markText(text, matching);
  const level = matchLevel(foundTerms.length, matching.terms.length);
  return {
    value: render(text, 0, text.length, tokens, options.pre, options.post),
    matchLevel: level,
    matchedWords: foundTerms,
    ...(level !== 'none' && {fullyHighlighted: tokens.every((token) => token.matched)}),
  };
}

/** A window of `length` words around the first match, with ellipses where text was cut. */
export function snippet(text: string, length: number, matching: Matching, options: FormatOptions): SnippetResult {
  const {tokens, foundTerms} = markText(text, matching);
  const level = matchLevel(foundTerms.length, matching.terms.length);
  if (tokens.length <= length) {
    return {value: render(text, 0, text.length, tokens, options.pre, options.post), matchLevel: level};
  }
  const first = Math.max(
    0,
    tokens.findIndex((token) => token.matched),
  );
  const start = Math.max(0, Math.min(first - Math.floor(length / 4), tokens.length - length));
  const end = start + length;
  const from = start === 0 ? 0 : tokens[start].start;
  const to = end >= tokens.length ? text.length : tokens[end - 1].end;
  const value =
    (start > 0 ? `${options.ellipsis} ` : '') +
    render(text, from, to, tokens, options.pre, options.post) +
    (end < tokens.length ? ` ${options.ellipsis}` : '');
  return {value, matchLevel: level};
}

/** "content:10" → {content: 10}; a bare attribute uses Algolia's default of 10 words. */
export function parseSnippetAttributes(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute, count] = entry.split(':');
    const words = Number.parseInt(count ?? '10', 10);
    lengths.set(attribute, Number.isFinite(words) && words > 0 ? Math.min(words, 100) : 10);
  }
  return lengths;
}

export function formatHit(
  record: SearchRecord,
  matching: Matching,
  snippetLengths: Map<string, number>,
  options: FormatOptions,
): AlgoliaHit {
  const hit: AlgoliaHit = {
    ...record,
    hierarchy: {...record.hierarchy},
    _highlightResult: {hierarchy: {}},
    _snippetResult: {hierarchy: {}},
  };
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    if (!value) continue;
    hit._highlightResult.hierarchy[level] = highlight(value, matching, options);
    const length = snippetLengths.get(`hierarchy.${level}`);
    if (length) {
      hit._snippetResult.hierarchy[level] = snippet(value, length, matching, options);
    }
  }
  if (record.content) {
    hit._highlightResult.content = highlight(record.content, matching, options);
    const length = snippetLengths.get('content');
    if (length) {
      hit._snippetResult.content = snippet(record.content, length, matching, options);
    }
  }
  return hit;
}

/** Random id in Algolia's format (32 hex characters). */
export function newQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function encodeParams(params: AlgoliaSearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}
