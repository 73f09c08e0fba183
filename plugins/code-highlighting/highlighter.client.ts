/**
 * The code-block tokeniser in the browser: Prism is a chunk of its own, loaded
 * the first time a code block is drawn in the browser, not with the page.
 */
import {useEffect, useState} from 'react';
import type {TokenizeLines} from './tokenize';

let loaded: TokenizeLines | undefined;
let loading: Promise<TokenizeLines> | undefined;

export function loadTokenizer(): Promise<TokenizeLines> {
  loading ??= import(/* webpackChunkName: "code-highlighter" */ './tokenize').then(
    (module) => (loaded = module.tokenizeLines),
    (error: unknown) => {
      // Let a later code block try again (the chunk may have failed on a flaky network).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The tokeniser once it has loaded. Until then, and if it cannot load, the
 * caller shows the code as plain text.
 */
export function useTokenizer(wanted = true): TokenizeLines | undefined {
  const [tokenizer, setTokenizer] = useState(() => loaded);
  useEffect(() => {
    if (!wanted || tokenizer) return;
    let current = true;
    loadTokenizer().then(
      (loadedTokenizer) => current && setTokenizer(() => loadedTokenizer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, tokenizer]);
  return tokenizer;
}
