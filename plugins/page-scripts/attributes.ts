/** Marks the preload links of a page's scripts (plugins/page-scripts), which the inline starter turns into scripts. */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';
/** Marks, among those, the page's own code chunks, for the client entry to find their script elements. */
export const ROUTE_CHUNK_ATTRIBUTE = 'data-route-chunk';
