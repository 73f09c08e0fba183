/** What `docusaurus.config.ts` tells the browser about search (in `customFields.search`). */
export type SearchSettings = {
  /** `local`: the site's own index; `algolia`: a hosted Algolia index. */
  mode: 'local' | 'algolia';
  /** Folder of the local index under the site root, e.g. `search-index/`. */
  indexPath: string;
  /** Where the "Let us know" link of the no-results screen opens an issue. */
  issuesUrl: string;
  /** Names of the site sections (hierarchy.lvl0), offered as filters on the search page. */
  sections: string[];
  /** Algolia mode only: send search usage events (ALGOLIA_INSIGHTS=true at build time). */
  insights: boolean;
};

/** The index name the DocSearch modal is given in local mode (it queries no service). */
export const LOCAL_INDEX_NAME = 'overture-docs';
export const SEARCH_PAGE_PATH = 'search';
