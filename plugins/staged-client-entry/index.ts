/**
 * Replaces the browser bundle's entry point with ./clientEntry.ts, which
 * evaluates the site's start-up code in several short tasks instead of one
 * long one, and then runs Docusaurus's own entry unchanged. The server bundle
 * (static rendering) is not affected.
 *
 * Every page also starts a worker as its head is parsed (static/collator-warmup.js),
 * which loads the browser's collation data on a thread of its own while the
 * page loads, paints and evaluates its code: the entry's collator stage
 * (./startup.ts, `loadCollator`) then finds it loaded. Started from the entry
 * itself, the worker came too late: it took 66 to 337 ms to finish, and the
 * entry reached that stage 22 to 47 ms after creating it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The worker's file, in `static/`. */
export const COLLATOR_WARMUP_FILE = 'collator-warmup.js';

/**
 * The inline script that starts the worker. Plain ES5; a worker that cannot start (or whose file fails to load)
 * changes nothing but where the collator is loaded, so its errors are kept out of the console.
 */
export function collatorWarmupScript(baseUrl: string): string {
  return (
    `try{new Worker(${JSON.stringify(`${baseUrl}${COLLATOR_WARMUP_FILE}`)},{name:'collator-warmup'})` +
    `.onerror=function(event){event.preventDefault()}}catch(error){}`
  );
}

export default function stagedClientEntryPlugin(context: Pick<LoadContext, 'baseUrl'>): Plugin {
  return {
    name: 'staged-client-entry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {mergeStrategy: {entry: 'replace'}, entry: path.join(__dirname, 'clientEntry.ts')};
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: collatorWarmupScript(context.baseUrl)}]};
    },
  };
}
