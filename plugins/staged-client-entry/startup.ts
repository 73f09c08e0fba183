/** Helpers of the staged client entry (./clientEntry.ts), kept apart so tests can run them. */
import {ROUTE_CHUNK_ATTRIBUTE} from '../page-scripts/attributes';

/**
 * Removes the elements of the page's chunk scripts, which plugins/page-scripts names in the HTML. When the
 * entry runs, each of them has run or failed: the page's scripts run in order, and the entry's comes after them.
 * Without the elements, webpack asks again for a chunk that failed, with a new request, instead of waiting on the
 * element whose load had already failed until its two-minute timeout. Returns how many it removed.
 */
export function releaseChunkScripts(root: Pick<ParentNode, 'querySelectorAll'>): number {
  const scripts = root.querySelectorAll(`script[${ROUTE_CHUNK_ATTRIBUTE}]`);
  scripts.forEach((script) => script.remove());
  return scripts.length;
}

/** Where Docusaurus's inline base URL check puts its banner (`@docusaurus/core`, BaseUrlIssueBanner). */
export const BASE_URL_BANNER_CONTAINER_ID = '__docusaurus-base-url-issue-banner-container';

/**
 * Removes the base URL banner, if Docusaurus's check inserted it. The check runs at DOMContentLoaded and takes a
 * missing `window.docusaurus` to mean the site's code could not be loaded (a wrong base URL); the page's scripts
 * start only after the first paint (plugins/page-scripts), after that event, so on the home page the check always
 * inserts the banner (hidden by the site's stylesheet). The code has loaded if this runs: the banner is wrong.
 * Returns whether there was one.
 */
export function removeBaseUrlBanner(root: Pick<Document, 'getElementById'>): boolean {
  const banner = root.getElementById(BASE_URL_BANNER_CONTAINER_ID);
  banner?.remove();
  return Boolean(banner);
}

/** A task boundary: resolves in a new task, so the browser can paint and handle input first. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs each stage in a task of its own, in order. */
export async function runStages(
  stages: readonly (() => unknown)[],
  yieldTask: () => Promise<void> = nextTask,
): Promise<void> {
  for (const stage of stages) {
    await yieldTask();
    await stage();
  }
}

/**
 * Makes sure the browser's collator is loaded before the app starts. The first `localeCompare` of a page loads
 * collation data (12 to 28 ms here, four times that on a phone-speed CPU), and Docusaurus makes that call during
 * hydration (finding the docs plugin of the navbar and breadcrumbs). The worker the page starts as its HTML is parsed
 * (see ./index.ts) has usually loaded it by now, and the browser shares it between threads, so this call costs
 * nothing. If the worker is late, or could not start, the load happens here, in a task of its own, never inside
 * hydration. Returns the comparison, so that no minifier drops the call as unused.
 */
export function loadCollator(): boolean {
  return 'a'.localeCompare('b') < 0;
}
