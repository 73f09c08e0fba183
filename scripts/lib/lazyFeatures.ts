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
  // The engine's index loader (the manifest's file name) or MiniSearch, which names itself in its errors.
  'search engine': (script) => script.includes('manifest.json') || script.includes('MiniSearch:'),
  // The live tools: their component chunk (marked by the tool itself), or the library code of their worker
  // (Arranger's normalizeFilters, Lectern's constants); workers are also told apart by their file names.
  'SQON playground': (script) => script.includes('overture-live-tool/sqon-playground') || script.includes('__unflat__'),
  'Dictionary checker': (script) =>
    script.includes('overture-live-tool/dictionary-checker') || script.includes('DEFAULT_DELIMITER'),
};

/** The live tools' workers, by the file names the build gives them. */
export const TOOL_WORKERS: Record<string, RegExp> = {
  'SQON playground': /\/sqon-playground\.[0-9a-f]+\.js$/,
  'Dictionary checker': /\/dictionary-checker\.[0-9a-f]+\.js$/,
};
