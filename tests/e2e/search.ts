import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** Helpers for the DocSearch modal. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Waits until the page at `href` has rendered after a client-side navigation.
 * The address changes at once, but Docusaurus keeps the old page on screen
 * until the new route's code has loaded; the canonical link follows the page
 * that is rendered. (Opening the search before that would lose the modal: the
 * new page renders its own navbar.)
 */
export async function rendered(page: Page, href: string): Promise<void> {
  const pathOf = (url: string) => new URL(url, page.url()).pathname.replace(/\/$/, '');
  const canonical = page.locator('link[rel="canonical"]');
  await expect.poll(async () => pathOf((await canonical.getAttribute('href')) ?? '')).toBe(pathOf(href));
}

export async function openSearch(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByRole('button', {name: /^Search/}).click();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/** Types a query and waits for its answer: result groups, the no-results or the error screen. */
export async function search(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
  const answer = page
    .locator('.DocSearch-Hit-source')
    .filter({hasNotText: /^(Recent|Favorite)$/})
    .or(page.locator('.DocSearch-NoResults'))
    .or(page.locator('.DocSearch-ErrorScreen'));
  await expect(answer.first()).toBeVisible();
  if (await page.locator('.DocSearch-NoResults').count()) {
    await expect(page.locator('.DocSearch-NoResults strong')).toHaveText(query);
  }
}

/** Words of a hit's snippet (the visible text of its title line, ellipses dropped). */
export function snippetWords(text: string): string[] {
  return text
    .replace(/…/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** Where DocSearch keeps saved searches for the embedded index. */
export const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__overture-docs';
export const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__overture-docs';
