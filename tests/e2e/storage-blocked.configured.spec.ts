import {TEST_ANNOUNCEMENT} from '../../scripts/configured-build-settings';
import {test, expect} from './fixtures';
import {hydrated} from './search';
import {BLOCK_STORAGE, collectErrors} from './storage';

test('with browser storage blocked, the announcement can still be dismissed for the visit', async ({page}) => {
  await page.addInitScript(BLOCK_STORAGE);
  const errors = collectErrors(page);
  await page.goto('/');
  await hydrated(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText(TEST_ANNOUNCEMENT.text);
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  // Dismissed for the rest of the visit…
  await page.getByRole('link', {name: 'Guides'}).first().click();
  await expect(page).toHaveURL(/\/guides\/getting-started$/);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  // …and, with nothing stored, shown again after a reload, without an error.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('.theme-announcement-bar')).toContainText(TEST_ANNOUNCEMENT.text);
  expect(errors).toEqual([]);
});
