/**
 * The browser's entry point, in place of Docusaurus's own, which it runs last.
 *
 * Evaluated at once, the site's start-up code is one long task: the routes,
 * React DOM, the theme, then the app, which finds the page's chunks and
 * starts hydrating. A phone spends hundreds of milliseconds in it
 * without answering a tap. Here each part is evaluated in a task of its own,
 * so the browser can paint and handle input between them. Eager imports keep
 * every module in this same file: no extra request, nothing loads later.
 */
// The client modules first, as in Docusaurus's own order (its app imports them before the routes and the theme):
// the storage fallback must be in place before a theme module sets up its settings storage.
import '@generated/client-modules';
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import {loadCollator, releaseChunkScripts, removeBaseUrlBanner, runStages} from './startup';

// Docusaurus's base URL check, an inline script, runs at DOMContentLoaded and takes a missing `window.docusaurus`
// to mean the site's code could not be loaded (a wrong base URL). A page whose scripts start after that event
// (plugins/page-scripts) has had the banner inserted: remove it. Setting the object now, before the staged app
// starts, keeps the check quiet on a page whose scripts are still deferred; Docusaurus's entry sets it again.
window.docusaurus = docusaurus;
removeBaseUrlBanner(document);
releaseChunkScripts(document);

void runStages([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@theme/Layout'),
  // The app's first `localeCompare` must find the collator loaded: if the warm-up worker is not done, load it here.
  () => loadCollator(),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
]);
