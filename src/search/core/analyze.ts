/**
 * Text analysis shared by the index builder and the search engine, so that both sides agree on what a term is:
 * the words of a text (with the forms that join or split them), lower case without accents, stemmed with the
 * Porter stemmer, stop words left out.
 */
import {stemmer} from 'stemmer';

/** Frequent English words: left out of the index and of queries (unless a query holds nothing else). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from how i if in into is it its my of on or ' +
    'so that the their then there these this to was what when where which who why will with you your'
  ).split(' '),
);

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** A run of letters and digits, with the joiners that make one name of several words: `pre-signed`, `file_centric`. */
const COMPOUND = /[\p{L}\p{N}]+(?:[-_.'’][\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;
/** Where camelCase and PascalCase words meet: `presignedUrl`, `HTTPServer`. */
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const VERSION = /^\d+(?:\.\d+)+$/;

/** Lower case, without accents: "Éxport" → "export". */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** A word found in a text: where it is, and the forms it is indexed and searched by. */
export type Word = {start: number; end: number; forms: string[]};

/**
 * The words of a text, each with its forms: the parts of a compound or camelCase name and, when it has several
 * parts, the parts joined (`pre-signed` → pre, signed, presigned; `presignedUrl` → presigned, url, presignedurl), so
 * that every spelling of a name meets every other. A version keeps its dots (`5.3.0`); a possessive loses its `'s`.
 */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(COMPOUND)) {
    const compound = match[0].replace(/['’]s$/i, '');
    const parts = [...compound.matchAll(PART)].flatMap(([part]) => part.split(CAMEL_BOUNDARY)).map(normalize);
    const forms = new Set(parts);
    if (VERSION.test(compound)) forms.add(compound);
    else if (parts.length > 1) forms.add(parts.join(''));
    words.push({start: match.index, end: match.index + match[0].length, forms: [...forms]});
  }
  return words;
}

/** The tokens of a text, in order (each word's forms), for the index. */
export function tokensOf(text: string): string[] {
  return wordsOf(text).flatMap((word) => word.forms);
}

/**
 * The term a token is indexed and searched as: its stem, or nothing for a stop word or a single letter (a
 * single digit stays: "maestro 5").
 */
export function termOf(token: string): string | null {
  if (STOP_WORDS.has(token)) return null;
  if (token.length === 1 && !/\d/.test(token)) return null;
  return /^\p{L}+$/u.test(token) ? stemmer(token) : token;
}

/** The terms of a text, in order: what the index holds for it. */
export function termsOf(text: string): string[] {
  return tokensOf(text)
    .map(termOf)
    .filter((term): term is string => term !== null);
}
