/**
 * Starts Algolia's Insights client (`search-insights`) for the search usage
 * events, the first time a reader searches in a build that sends them: the
 * page's own client if it has one, else a queue (Algolia's install snippet)
 * and the pinned script, from the one CDN address the Content-Security-Policy
 * allows in such a build, checked by its Subresource Integrity hash. The
 * script replays the queue when it arrives.
 *
 * The client keeps an anonymous user token in memory only (no cookie), so a
 * reload starts a new one.
 */
import {INSIGHTS_SCRIPT} from '../../../config/algoliaInsights';
import {insightsClient, insightsStarted, setInsightsClientName, type InsightsClient} from './client';

export type InsightsSettings = {appId: string; apiKey: string};

export const INSIGHTS_LOAD_ERROR = 'Failed to load the Algolia Insights script: search usage events are not sent.';

function loadScript(): void {
  const script = document.createElement('script');
  script.src = INSIGHTS_SCRIPT.url;
  script.async = true;
  // The exact file pinned, or nothing.
  script.integrity = INSIGHTS_SCRIPT.integrity;
  script.crossOrigin = 'anonymous';
  script.onerror = () => console.error(INSIGHTS_LOAD_ERROR);
  document.head.appendChild(script);
}

/** Makes the Insights client ready, once per page. */
export function startInsights({appId, apiKey}: InsightsSettings): void {
  if (insightsStarted() || typeof window === 'undefined') return;
  const name = window.AlgoliaAnalyticsObject ?? 'aa';
  const globals = window as unknown as Record<string, InsightsClient | undefined>;
  if (!globals[name]) {
    window.AlgoliaAnalyticsObject = name;
    const queue: InsightsClient = (...args: unknown[]) => {
      (queue.queue ??= []).push(args);
    };
    queue.version = INSIGHTS_SCRIPT.version;
    globals[name] = queue;
    loadScript();
  }
  setInsightsClientName(name);
  // Credentials for the events; no cookie: the anonymous user token lives in memory for this page only.
  insightsClient()?.('init', {appId, apiKey, useCookie: false, anonymousUserToken: true, partial: true});
}
