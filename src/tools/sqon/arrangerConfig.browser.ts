/**
 * Stands in for `@overture-stack/arranger-server/dist/config/index.js` in the
 * site's bundles (see plugins/live-tools). Arranger's `buildQuery` imports
 * that module only for `ENV_CONFIG`, to name the index of saved sets; the
 * module itself also reads configuration files from disk (`fs`) and pulls in
 * the server's GraphQL schema, which a browser has no use for. In the browser
 * there is no environment, so the values are the server's defaults (a unit
 * test keeps them equal to Arranger's own `config/constants.js`).
 */
export const ENV_CONFIG = {
  ES_ARRANGER_SET_INDEX: 'arranger-sets',
  ES_ARRANGER_SET_TYPE: 'arranger-sets',
};
