/**
 * The edit plugins/page-scripts makes to each built page: the deferred entry
 * scripts Docusaurus writes (runtime, then main) become preload links, with a
 * link for each of the page's own chunks just before main's. The browser
 * fetches them all as the page loads; the inline starter (./startAfterPaint)
 * runs them once the page has painted.
 */
import {PAGE_SCRIPT_ATTRIBUTE, ROUTE_CHUNK_ATTRIBUTE} from './attributes';

/**
 * Low priority, as the deferred scripts had: the page's stylesheet and images
 * come first. (A script preload is otherwise high priority.)
 */
function preloadLink(src: string, isRouteChunk: boolean): string {
  const chunkMark = isRouteChunk ? ` ${ROUTE_CHUNK_ATTRIBUTE}` : '';
  return `<link rel=preload as=script fetchpriority=low href="${src}" ${PAGE_SCRIPT_ATTRIBUTE}${chunkMark}>`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces the page's entry scripts (`entrySrcs`, in document order) with
 * preload links, and adds one for each of `chunkSrcs` before the last entry
 * script. Returns the HTML unchanged unless it has every entry script as a
 * deferred script: a page Docusaurus did not render keeps its own scripts.
 */
export function preloadPageScripts(html: string, entrySrcs: readonly string[], chunkSrcs: readonly string[]): string {
  const tags = entrySrcs.map((src) =>
    new RegExp(`<script src=(["']?)${escapeRegExp(src)}\\1 defer></script>`).exec(html),
  );
  if (entrySrcs.length === 0 || tags.some((tag) => !tag)) return html;
  let updated = html;
  // From the last tag back, so the earlier tags' positions still hold.
  for (let index = entrySrcs.length - 1; index >= 0; index -= 1) {
    const tag = tags[index]!;
    const isLast = index === entrySrcs.length - 1;
    const links =
      (isLast ? chunkSrcs.map((src) => preloadLink(src, true)).join('') : '') + preloadLink(entrySrcs[index]!, false);
    updated = updated.slice(0, tag.index) + links + updated.slice(tag.index + tag[0].length);
  }
  return updated;
}
