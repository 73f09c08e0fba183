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
};

/** Collapses runs of whitespace, as a browser would show the text. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
