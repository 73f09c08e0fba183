/**
 * The code-block tokeniser in the server bundle: always ready, so the HTML of
 * every page carries its highlighted code.
 */
import {tokenizeLines, type TokenizeLines} from './tokenize';

export function useTokenizer(_wanted = true): TokenizeLines | undefined {
  return tokenizeLines;
}

export function loadTokenizer(): Promise<TokenizeLines> {
  return Promise.resolve(tokenizeLines);
}
