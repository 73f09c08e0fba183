import {normaliseRoute} from '../../shared/routes';

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

/** A link to a page of this site: the target's address (as `normaliseRoute` writes it) and the link's text. */
export type PageLink = {to: string; text: string};

const SITE = 'http://site.invalid';

/** The page of this site an `href` on the page at `from` points to, as a browser resolves it; undefined elsewhere. */
export function linkTarget(href: string, from: string): string | undefined {
  try {
    const url = new URL(href, `${SITE}${from}`);
    return url.origin === SITE ? normaliseRoute(url.pathname) : undefined;
  } catch {
    // Not a URL, or an escape that does not decode: it names no page.
    return undefined;
  }
}

/** Collapses runs of whitespace, as a browser would show the text. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
