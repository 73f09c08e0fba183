import {TEST_ANNOUNCEMENT} from '../../scripts/configured-build-settings';
import {test, expect} from './fixtures';

const ANNOUNCEMENT_TEXT = TEST_ANNOUNCEMENT.text;

test.describe('announcement bar', () => {
  test('shows the configured announcement and remembers its dismissal', async ({page}) => {
    await page.goto('/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText(ANNOUNCEMENT_TEXT);

    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);

    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    await page.goto('/docs/getting-started');
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });

  test('comes back when the announcement id changes', async ({page}) => {
    await page.goto('/');
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    // A reader who dismissed an older announcement: the stored id differs from the current one.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('docusaurus.announcement.id')) {
          localStorage.setItem(key, 'an-older-announcement');
        }
      }
    });
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toContainText(ANNOUNCEMENT_TEXT);
  });
});
