/**
 * When the reader's browser refuses site data (cookies blocked, some embedded
 * views), reading `window.localStorage` throws. Docusaurus catches that and
 * keeps its settings for the visit only. DocSearch 4.7 does not: opening the
 * search modal reads `window.localStorage` outside any `try`
 * (`manageLocalStorageQuota` in packages/docsearch-react/src/utils/storage.ts)
 * and the page crashes. Reading `null` instead is a case both already handle:
 * Docusaurus keeps the colour mode and a dismissed announcement in memory, and
 * DocSearch keeps no recent searches. This module goes when DocSearch guards
 * that read (see ARCHITECTURE.md, "Client modules").
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const WARNING = 'Browser storage is unavailable: settings will last only until this page is reloaded.';

function refusesLocalStorage(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

if (ExecutionEnvironment.canUseDOM && refusesLocalStorage()) {
  Object.defineProperty(window, 'localStorage', {value: null, configurable: true});
  console.warn(WARNING);
}
