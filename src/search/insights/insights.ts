/**
 * Search usage events (Algolia Insights), sent only in a build with
 * ALGOLIA_INSIGHTS=true, from the modal and the search page alike:
 *
 * - views: the results a reader had on screen, once they stayed there
 *   400 ms (a query still being typed is not a view), at most 20 object ids
 *   per event ("Items Viewed");
 * - clicks: the result a reader opened, with the query id and its position
 *   in the results ("Item Selected");
 * - conversions: code copied on the page a result opened, with that result's
 *   query id ("Code Copied").
 *
 * Events go through Algolia's Insights client (`search-insights`), which the
 * search client starts with the first search (./loader). Until then, and in
 * builds without events, everything here does nothing.
 *
 * Why not DocSearch's own `insights` option: in @docsearch/react 4.7 a mouse
 * click on the first result sends no click event (its position is 0 and is
 * taken for "none"), other clicks carry 0-based positions counted across all
 * groups, a recent search sends a click with the query id it was saved with,
 * and the search page would still need its own events. One implementation
 * serves both here.
 */
import {useEffect} from 'react';
import {INSIGHTS_MAX_OBJECT_IDS, INSIGHTS_VIEW_DEBOUNCE_MS} from '../../../config/algoliaInsights';
import {insightsClient} from './client';

/** Where a hit came from, added to each hit by the search client when events are on. */
export type InsightsInfo = {index: string; queryID: string; position: number};

/** Any hit: of the modal (live or saved as a recent search) or of the search page. */
export type MaybeInsightsHit = {objectID: string; url?: string; __insights?: InsightsInfo; _highlightResult?: unknown};

export const VIEW_EVENT = 'Items Viewed';
export const CLICK_EVENT = 'Item Selected';
export const CONVERSION_EVENT = 'Code Copied';

/** Whether a hit is a live search result whose events can be sent (not a saved recent or favourite search). */
function insightsOf(hit: MaybeInsightsHit): InsightsInfo | undefined {
  // DocSearch saves a recent or favourite search without the hit's highlight data, and with a stale query id.
  return hit.__insights && hit._highlightResult !== undefined && insightsClient() ? hit.__insights : undefined;
}

/** Splits object ids into events of at most 20 (the Insights API's limit). */
export function chunkObjectIds(objectIDs: string[], size = INSIGHTS_MAX_OBJECT_IDS): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < objectIDs.length; start += size) chunks.push(objectIDs.slice(start, start + size));
  return chunks;
}

/** The view events for these results, by index, 20 object ids each. */
export function viewEvents(results: {index: string; objectID: string}[]): Record<string, unknown>[] {
  const byIndex = new Map<string, string[]>();
  for (const {index, objectID} of results) {
    const ids = byIndex.get(index) ?? [];
    if (!ids.includes(objectID)) ids.push(objectID);
    byIndex.set(index, ids);
  }
  return [...byIndex].flatMap(([index, ids]) =>
    chunkObjectIds(ids).map((objectIDs) => ({eventName: VIEW_EVENT, index, objectIDs})),
  );
}

type Shown = {index: string; objectID: string; sent: boolean};
const onScreen = new Set<Shown>();
let viewTimer: ReturnType<typeof setTimeout> | undefined;

function flushViews(): void {
  viewTimer = undefined;
  const fresh = [...onScreen].filter((shown) => !shown.sent);
  for (const shown of fresh) shown.sent = true;
  const events = viewEvents(fresh);
  if (events.length > 0) insightsClient()?.('viewedObjectIDs', ...events);
}

/** Any change to what is on screen starts the 400 ms wait again. */
function viewsChanged(): void {
  if (viewTimer !== undefined) clearTimeout(viewTimer);
  viewTimer = setTimeout(flushViews, INSIGHTS_VIEW_DEBOUNCE_MS);
}

/** Counts a result as on screen from now until the returned function is called. */
export function showResult(result: {index: string; objectID: string}): () => void {
  if (!insightsClient()) return () => undefined;
  const shown: Shown = {...result, sent: false};
  onScreen.add(shown);
  viewsChanged();
  return () => {
    onScreen.delete(shown);
    viewsChanged();
  };
}

/** A rendered result: counted as viewed once it has stayed on screen 400 ms (once while it stays there). */
export function useResultView(hit: MaybeInsightsHit): void {
  const {objectID} = hit;
  const index = insightsOf(hit)?.index;
  useEffect(() => (index === undefined ? undefined : showResult({index, objectID})), [index, objectID]);
}

/** The search result that opened the current page, for a conversion on it. */
type Origin = InsightsInfo & {objectID: string; pathname: string};
let origin: Origin | undefined;

function samePath(a: string, b: string): boolean {
  return a.replace(/\/$/, '') === b.replace(/\/$/, '');
}

/** A reader opened a result (mouse, keyboard, new tab or window): a click event, and a page that may convert. */
export function resultOpened(hit: MaybeInsightsHit, url = hit.url): void {
  const insights = insightsOf(hit);
  if (!insights) return;
  insightsClient()?.('clickedObjectIDsAfterSearch', {
    eventName: CLICK_EVENT,
    index: insights.index,
    queryID: insights.queryID,
    objectIDs: [hit.objectID],
    positions: [insights.position],
  });
  if (url) origin = {...insights, objectID: hit.objectID, pathname: new URL(url, window.location.href).pathname};
}

/** Moving to another page ends the chance of a conversion for the result that was opened. */
export function pageShown(pathname: string): void {
  if (origin && !samePath(origin.pathname, pathname)) origin = undefined;
}

/** The reader copied code: a conversion for the result that opened this page, once. */
export function codeCopied(): void {
  if (!origin || !samePath(origin.pathname, window.location.pathname)) return;
  const {index, queryID, objectID} = origin;
  origin = undefined;
  insightsClient()?.('convertedObjectIDsAfterSearch', {
    eventName: CONVERSION_EVENT,
    index,
    queryID,
    objectIDs: [objectID],
  });
}
