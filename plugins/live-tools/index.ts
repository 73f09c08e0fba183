/**
 * The live tools (src/tools, on the SQON and dictionary reference pages) run
 * Overture's own libraries in the reader's browser. Lectern's libraries bundle
 * as they are. Arranger's `buildQuery` imports the server's configuration
 * module, which reads configuration files with `fs` and imports the server's
 * GraphQL schema, for one thing: the default name of the saved-sets index.
 * Both bundles get a stand-in for that one module (an alias of its file), so
 * the browser gets the translator alone: no `fs` fallback, no server code.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module `buildQuery` imports as `../../config/index.js`. */
export const ARRANGER_CONFIG_MODULE = require.resolve('@overture-stack/arranger-server/dist/config/index.js');
export const ARRANGER_CONFIG_STAND_IN = path.resolve(__dirname, '../../src/tools/sqon/arrangerConfig.browser.ts');

export default function liveToolsPlugin(): Plugin {
  return {
    name: 'live-tools',
    configureWebpack() {
      return {resolve: {alias: {[ARRANGER_CONFIG_MODULE]: ARRANGER_CONFIG_STAND_IN}}};
    },
  };
}
