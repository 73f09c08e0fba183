/**
 * Where the search usage events (Algolia Insights) go and where their client
 * comes from, when a build turns them on (ALGOLIA_INSIGHTS=true). Shared by
 * the browser code that loads the client and by the Content-Security-Policy,
 * which allows exactly these two addresses and only in such a build.
 */

/** Algolia's Insights API: result views, clicks and conversions are sent here. */
export const INSIGHTS_ORIGIN = 'https://insights.algolia.io';

/**
 * Algolia's Insights client (`search-insights`), loaded from a public CDN the
 * first time a reader searches, as DocSearch and InstantSearch do, but pinned:
 * one exact file, checked by its Subresource Integrity hash, and allowed by
 * that full URL in the Content-Security-Policy (not the whole CDN). To upgrade,
 * change the version and the hash together (tests/unit/algolia-insights.test.ts
 * checks the hash against the package's file).
 */
export const INSIGHTS_SCRIPT = {
  version: '2.17.3',
  url: 'https://cdn.jsdelivr.net/npm/search-insights@2.17.3/dist/search-insights.min.js',
  integrity: 'sha384-puGTibgj5tll4rKBSZMNWXFBG+MuObLcSQE3VnZ/PbPozbHGK7qhg0CFKG9FBUjZ',
} as const;

/** Object ids per event: the Insights API takes at most 20. */
export const INSIGHTS_MAX_OBJECT_IDS = 20;
/** Results count as viewed once on screen this long, so results replaced while a query is typed are not views. */
export const INSIGHTS_VIEW_DEBOUNCE_MS = 400;
