/**
 * The searchable sections of the site: the route prefix of each and the name
 * readers see as the group of a result (hierarchy.lvl0). Used by the index
 * builder, the search page's filter and `npm run search:push`.
 */
export const SEARCH_SECTIONS = [
  {path: '/docs', label: 'Documentation'},
  {path: '/guides', label: 'Guides'},
  {path: '/community', label: 'Community'},
  {path: '/blog', label: 'Blog'},
];

/** Folder of the embedded index under the site root. */
export const SEARCH_INDEX_PATH = 'search-index';
