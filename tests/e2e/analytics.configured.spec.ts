import type {Page, Request} from '@playwright/test';
import {TEST_TRACKER_URL as TRACKER} from '../../scripts/configured-build-settings';
import {test, expect} from './fixtures';

type Command = [string, ...unknown[]];

async function queue(page: Page): Promise<Command[]> {
  return page.evaluate(() => (window as unknown as {_paq: Command[]})._paq.map((command) => [...command]));
}

/** Page views in the order they were queued: the URL and title each was recorded with. */
function pageViews(commands: Command[]): {url: unknown; title: unknown}[] {
  const views: {url: unknown; title: unknown}[] = [];
  let url: unknown;
  let title: unknown;
  for (const [name, value] of commands) {
    if (name === 'setCustomUrl') url = value;
    if (name === 'setDocumentTitle') title = value;
    if (name === 'trackPageView') views.push({url, title});
  }
  return views;
}

test.describe('Matomo analytics (tracker configured)', () => {
  test('loads the tracker, sets site 76 and records a page view per route change', async ({page, context}) => {
    const trackerRequests: Request[] = [];
    await page.route(`${TRACKER}**`, async (route) => {
      trackerRequests.push(route.request());
      // A stand-in tracker: the real one would replay _paq and send beacons.
      await route.fulfill({contentType: 'application/javascript', body: 'window.__trackerLoaded = true;'});
    });

    await page.goto('/docs/getting-started?from=test');
    await expect
      .poll(() => page.evaluate(() => Boolean((window as {__trackerLoaded?: boolean}).__trackerLoaded)))
      .toBe(true);
    expect(trackerRequests.map((request) => request.url())).toEqual([`${TRACKER}matomo.js`]);

    // Link tracking is switched on with the first page view, which can come just after the script loads.
    await expect.poll(() => queue(page)).toContainEqual(['enableLinkTracking']);
    let commands = await queue(page);
    expect(commands).toContainEqual(['setSiteId', '76']);
    expect(commands).toContainEqual(['setTrackerUrl', `${TRACKER}matomo.php`]);
    expect(commands).toContainEqual(['disableCookies']);
    expect(commands).toContainEqual(['enableLinkTracking']);
    await expect.poll(async () => pageViews(await queue(page)).length).toBe(1);
    expect(pageViews(await queue(page))[0].url).toBe('/docs/getting-started?from=test');

    // A client-side navigation records one more view, with the new path and title.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community & Support'}).click();
    await expect(page).toHaveURL('/community/support');
    await expect.poll(async () => pageViews(await queue(page)).length).toBe(2);
    commands = await queue(page);
    const [, second] = pageViews(commands);
    expect(second.url).toBe('/community/support');
    // The title of the new page, not whatever the document shows at the moment of reading.
    expect(second.title).toBe('Support | Overture Docs');
    await expect(page).toHaveTitle('Support | Overture Docs');
    expect(commands).toContainEqual(['setReferrerUrl', expect.stringContaining('/docs/getting-started?from=test')]);

    // Jumping to an anchor on the same page, and back from it, is not a page view: going back to the first page is
    // the next one (views are queued in the order of the route changes).
    await page.locator('.table-of-contents a').first().click();
    await expect(page).toHaveURL(/\/community\/support#./);
    await page.goBack();
    await expect(page).toHaveURL('/community/support');
    await page.goBack();
    await expect(page).toHaveURL('/docs/getting-started?from=test');
    await expect
      .poll(async () => pageViews(await queue(page)).map((view) => view.url))
      .toEqual(['/docs/getting-started?from=test', '/community/support', '/docs/getting-started?from=test']);

    expect(await context.cookies()).toEqual([]);
  });

  test('logs a clear error when the tracking script cannot load, and the page still works', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`${TRACKER}**`, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect.poll(() => errors).toContain('Failed to load Matomo tracking script');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guides'}).click();
    await expect(page.locator('article h1')).toBeVisible();
  });
});
