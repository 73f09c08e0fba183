/**
 * The site's pages whose addresses are closest to one that does not exist: a trimmed address, a typo, the wrong
 * letter case. Each page is compared as a whole and cut to as many segments as the address typed, so
 * `/docs/core-software/scor` is one letter away from `/docs/core-software/score/overview`.
 */
import {distance} from 'fastest-levenshtein';

const segmentsOf = (pathname: string) => pathname.toLowerCase().split('/').filter(Boolean);

/** At most `limit` page addresses, closest first; none when nothing is reasonably close. */
export function nearestPages(requested: string, pages: string[], limit = 5): string[] {
  const wanted = segmentsOf(requested);
  if (wanted.length === 0) return [];
  const typed = wanted.join('/');
  // Allow about one edit in three characters, and at least two.
  const tolerance = Math.max(2, Math.floor(typed.length / 3));
  return pages
    .map((page) => {
      const segments = segmentsOf(page);
      const whole = distance(typed, segments.join('/'));
      const cut = distance(typed, segments.slice(0, wanted.length).join('/'));
      return {page, score: Math.min(whole, cut), extra: Math.abs(segments.length - wanted.length)};
    })
    .filter(({score}) => score <= tolerance)
    .sort((a, b) => a.score - b.score || a.extra - b.extra || a.page.localeCompare(b.page))
    .slice(0, limit)
    .map(({page}) => page);
}

/** Page addresses from a sitemap (`<loc>` elements), as paths. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => {
    try {
      return [decodeURI(new URL(match[1]).pathname)];
    } catch {
      return [];
    }
  });
}

/** Words of the address for a search: `/docs/score/usage/uplod-files` → `uplod files`. */
export function searchWordsOf(pathname: string): string {
  const last = segmentsOf(pathname).at(-1) ?? '';
  return last
    .replace(/\.html?$/, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
}
