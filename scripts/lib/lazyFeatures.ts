/**
 * How to recognise, in a script the browser loaded, the features that must
 * load only when a page uses them: a string only that feature's code holds.
 * Used by the site benchmark and the browser tests.
 */
export const LAZY_FEATURES: Record<string, (script: string) => boolean> = {
  Mermaid: (script) => script.includes('Syntax error in text'),
  // Prism's tokeniser (prism-react-renderer): drawn by the server, loaded only for code drawn in the browser.
  'syntax highlighter': (script) => script.includes('before-tokenize'),
  'DocSearch modal': (script) => script.includes('DocSearch-Modal'),
  'search engine': (script) => script.includes('search-index/manifest') || script.includes('shardKeysForPrefix'),
};
