import {test, expect, held} from './fixtures';

test.describe('route changes', () => {
  test('hovering a link preloads the next route before the click', async ({page}) => {
    await page.goto('/');
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        chunkRequests.push(request.url());
      }
    });
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Community & Support', exact: true})
      .hover();
    await expect.poll(() => chunkRequests.length).toBeGreaterThan(0);
  });

  test('pages linked from the screen are prefetched', async ({page}) => {
    await page.goto('/docs/core-software/song/Usage/api-reference');
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    // The links on screen (sidebar, table of contents, content) point to other pages' code.
    await expect.poll(() => page.locator('link[rel=prefetch]').count()).toBeGreaterThan(10);
    const hrefs = await page
      .locator('link[rel=prefetch]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.every((href) => href?.startsWith('/assets/js/'))).toBe(true);
  });

  test('a slow route shows the progress bar after 200 ms, not a spinner', async ({page}) => {
    await page.goto('/');
    // Hold back the code of the next route until the bar has been seen.
    const {released, release} = held();
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('link', {name: 'Visit community & support'}).click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    release();
    await expect(page).toHaveURL('/community/support');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a fast route change does not flash the progress bar', async ({page}) => {
    await page.goto('/');
    const link = page.getByRole('link', {name: 'Visit community & support'});
    await link.hover();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const seen = {bar: false};
      (window as unknown as {progressSeen: typeof seen}).progressSeen = seen;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) {
          seen.bar = true;
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await link.click();
    await expect(page).toHaveURL('/community/support');
    // The bar would start while the new page is still on its way: read only once it is on screen.
    await expect(page.getByRole('heading', {level: 1, name: 'Support'})).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as {progressSeen: {bar: boolean}}).progressSeen.bar);
    expect(seen).toBe(false);
  });
});
