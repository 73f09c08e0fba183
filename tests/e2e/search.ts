import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** Helpers for the DocSearch modal. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Waits until a search result, opened by a click or Enter, has finished its navigation: the address is the result's
 * and its words are marked on the new page, which the highlight module does only after the route update. The address
 * changes at once, and the new page's head can change before the new page is on screen (react-helmet schedules it
 * while the page renders); a search opened before the route update is lost with the old page's navbar.
 */
export async function resultOpened(page: Page, url: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...(CSS.highlights.get('search-result') ?? [])].some((range) => (range as Range).startContainer.isConnected),
      ),
    )
    .toBe(true);
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
