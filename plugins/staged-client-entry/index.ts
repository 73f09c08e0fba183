/**
 * Replaces the browser bundle's entry point with ./clientEntry.ts, which
 * evaluates the site's start-up code in several short tasks instead of one
 * long one, loads the collator in a worker, and then runs Docusaurus's own
 * entry unchanged. The server bundle (static rendering) is not affected.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function stagedClientEntryPlugin(): Plugin {
  return {
    name: 'staged-client-entry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {mergeStrategy: {entry: 'replace'}, entry: path.join(__dirname, 'clientEntry.ts')};
    },
  };
}
