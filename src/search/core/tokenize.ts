/**
 * Text normalisation shared by indexing and querying, so both sides agree on
 * what a "term" is.
 */

/** Frequent English words: kept in the index, but optional in queries. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from how i if in into is it its my of on or ' +
    'so that the their then there these this to was what when where which who why will with you your'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case, without accents: "Éxport" → "export". */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * Folds simple English plurals so "files" finds "file" and the reverse
 * (both sides go through this). Words ending in "ss", "us", "is" keep their s.
 */
export function foldPlural(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) {
    return `${term.slice(0, -3)}y`;
  }
  if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) {
    return term.slice(0, -1);
  }
  return term;
}

export type Token = {
  /** The term as indexed: normalised and plural-folded. */
  term: string;
  /** Position of the original word in the text (UTF-16 offsets). */
  start: number;
  end: number;
};

/** Splits text into words and normalises each one, keeping where it came from. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = foldPlural(normalize(match[0]));
    if (term) {
      tokens.push({term, start: match.index, end: match.index + match[0].length});
    }
  }
  return tokens;
}

/** Terms only, for indexing. */
export function terms(text: string): string[] {
  return tokenize(text).map((token) => token.term);
}
