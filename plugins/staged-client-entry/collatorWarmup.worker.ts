/**
 * Loads the collation data the page's first `localeCompare` needs (see ./startup.ts) and reports back. The result
 * is what it posts, so that no minifier drops the call as unused.
 */
(self as unknown as DedicatedWorkerGlobalScope).postMessage('a'.localeCompare('b'));
