/**
 * The first `localeCompare` of a page loads the browser's collator: 12 to
 * 28 ms on this machine, four times that on a phone-speed CPU. Docusaurus
 * makes that first call while it hydrates a docs page (finding the active
 * docs plugin for the breadcrumbs), inside one unit of React work that cannot
 * be split. Hydration waits for the page's code chunks to arrive; this makes
 * the first call in its own task during that wait instead.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  setTimeout(() => 'a'.localeCompare('b'), 0);
}

export {};
