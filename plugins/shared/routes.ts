/**
 * One form for a site address, wherever links are matched to pages (the content check, the search index's link
 * texts): `/docs/a/` and `/docs/a` are one address, and so is a link with `index.html` or `.html`. Escapes are decoded;
 * a malformed one throws (`URIError`), and each caller decides what that means for its link.
 */
export function normaliseRoute(route: string): string {
  const clean = decodeURI(route)
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '');
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}
