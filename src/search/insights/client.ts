/**
 * The page's Insights client, once the search client has started it
 * (./loader). Kept apart so that the code every page carries (./insights)
 * does not carry the loader.
 */
export type InsightsClient = ((method: string, ...args: unknown[]) => unknown) & {
  queue?: unknown[][];
  version?: string;
};

declare global {
  interface Window {
    /** Names the global the Insights client answers to (`aa` unless a page chose another). */
    AlgoliaAnalyticsObject?: string;
  }
}

let clientName: string | undefined;

/** The started client, or nothing: in builds without usage events, and until the first search. */
export function insightsClient(): InsightsClient | undefined {
  if (!clientName || typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, InsightsClient | undefined>)[clientName];
}

/** Whether a client was started on this page. */
export function insightsStarted(): boolean {
  return clientName !== undefined;
}

export function setInsightsClientName(name: string): void {
  clientName = name;
}
