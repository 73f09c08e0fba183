/**
 * Prism with the site's extra languages, and the tokeniser the code blocks
 * use. The server bundle imports this module directly; the browser loads it
 * as a separate chunk, only to draw code blocks that were not in the page's
 * HTML (after a client-side navigation).
 */
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
// The theme's language loader: it requires exactly the languages of
// `themeConfig.prism.additionalLanguages` (the theme narrows the require).
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export type {Token};

/** The lines of `code`, each a list of tokens, as prism-react-renderer makes them. */
export function tokenizeLines(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language.toLowerCase()];
  return normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
}

export type TokenizeLines = typeof tokenizeLines;
