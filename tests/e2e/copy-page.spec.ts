import {test, expect} from './fixtures';
import {hydrated} from './search';

/**
 * "Copy page" and "View as Markdown" under every docs page (src/components/PageActions): the page's Markdown copy
 * on the clipboard, exactly as the site serves it, said to screen readers, and fetched only when asked for.
 * What the copies hold is tested against the build in tests/site/llms-txt.test.ts.
 */

/** One page of each docs area; the first has tabs, admonitions and a Sources list. */
const PAGES = ['/docs/core-software/song/Usage/updating-metadata', '/guides/deployment-guide/', '/community/support'];

const markdownOf = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);
const isCopy = (url: string) => new URL(url).pathname.endsWith('.md');

test.describe('Copy page', () => {
  for (const route of PAGES) {
    test(`puts exactly the Markdown of ${route} on the clipboard and says "Copied"`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(route);
      await hydrated(page);
      await page.getByRole('button', {name: 'Copy page'}).click();
      await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
      const served = await (await page.request.get(markdownOf(route))).text();
      expect(served).toMatch(/^# /);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(served);
    });
  }

  test('is reached from "Edit this page" with Tab and works with Enter, and the copy loads only then', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copies: string[] = [];
    page.on('request', (request) => {
      if (isCopy(request.url())) copies.push(request.url());
    });
    await page.goto(PAGES[0]);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(copies, 'the Markdown is not loaded with the page').toEqual([]);

    await page.getByRole('link', {name: 'Edit this page'}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Copied');
    expect(copies).toHaveLength(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeFocused();
  });

  test('the status region is in the page from the start, empty, and says "Copied" again on a second press', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGES[0]);
    await hydrated(page);
    const status = page.getByRole('status');
    await expect(status).toHaveText('');
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.click();
    await expect(status).toHaveText('Copied');
    // Emptied while the second copy is made, so that assistive technology announces it again.
    const texts = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const region = document.querySelector('[role="status"]')!;
          const seen: string[] = [];
          new MutationObserver(() => {
            seen.push(region.textContent ?? '');
            if (seen.at(-1) === 'Copied') resolve(seen);
          }).observe(region, {childList: true, characterData: true, subtree: true});
        }),
    );
    await button.click();
    expect(await texts).toEqual(['', 'Copied']);
  });

  test('says so when the copy cannot be loaded', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(
      (url) => url.pathname.endsWith('.md'),
      (route) => route.fulfill({status: 503, body: ''}),
    );
    await page.goto(PAGES[2]);
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status')).toHaveText('Could not copy. Use View as Markdown instead.');
  });

  test('"View as Markdown" opens the copy as text', async ({page}) => {
    await page.goto(PAGES[1]);
    await hydrated(page);
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', markdownOf(PAGES[1]));
    await link.click();
    await expect(page).toHaveURL(markdownOf(PAGES[1]));
    await expect(page.locator('body')).toContainText('# Deployment guide');
  });
});
