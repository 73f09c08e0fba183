/** Marks the chunk scripts plugins/route-chunk-scripts adds to a page, for the client entry to find them. */
export const ROUTE_CHUNK_ATTRIBUTE = 'data-route-chunk';
