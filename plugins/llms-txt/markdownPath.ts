/**
 * Where the Markdown copy of a page lives: next to the page, `/docs/x` → `/docs/x.md`, and a folder's own page
 * `/docs/x/` → `/docs/x/index.md`. Browser-safe (no Node imports): the plugin writes the files at these addresses
 * and the "Copy page" button of every docs page reads them back.
 */
export function markdownPathOf(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}

/** The address of the site-wide index (llmstxt.org): at the root, like robots.txt. */
export const LLMS_TXT = 'llms.txt';
/** Every page in one file, in sidebar order. */
export const LLMS_FULL_TXT = 'llms-full.txt';
