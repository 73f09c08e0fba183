/** A page reduced to what search needs: its title and a flat list of headings and text. */
export type PageBlock = {kind: 'heading'; level: number; anchor: string; text: string} | {kind: 'text'; text: string};

export type ExtractedPage = {
  /** Route path, e.g. `/docs/getting-started`. */
  path: string;
  title: string;
  language: string;
  docusaurusTag: string;
  /** Front-matter keywords: other words readers use for the page's topic. */
  keywords: string[];
  /** The page's one-sentence description (front matter), if it has one: what the page is for, in the writer's words. */
  description?: string;
  blocks: PageBlock[];
  /** The article body's links to other pages of this site, with their text: how this page names those pages. */
  links: PageLink[];
};

/** A link to a page of this site: the target's path (no anchor, no trailing slash) and the link's text. */
export type PageLink = {to: string; text: string};

const SITE = 'http://site.invalid';

/** A page's path as records name it: decoded, without anchor, query, `index.html` or trailing slash. */
export function pagePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape stays as written: it names no page, and the link is simply not matched.
  }
  const bare = decoded.replace(/\/index\.html$/, '/');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** The page of this site an `href` on the page at `from` points to, as a browser resolves it; undefined elsewhere. */
export function linkTarget(href: string, from: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, `${SITE}${from}`);
  } catch {
    return undefined;
  }
  return url.origin === SITE ? pagePath(url.pathname) : undefined;
}

/** Collapses runs of whitespace, as a browser would show the text. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
