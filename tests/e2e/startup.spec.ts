import {test, expect} from './fixtures';
import {hydrated} from './search';
import {collectErrors} from './storage';

/** plugins/staged-client-entry loads the browser's collator in a worker while the app's code is evaluated. */
test.describe('collator warm-up', () => {
  test('a worker loads the collator before a docs page hydrates', async ({page}) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const errors = collectErrors(page);
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    expect(workers.some((url) => /\/assets\/js\/collator-warmup\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('without the worker, the page still hydrates and works', async ({page}) => {
    await page.route(/\/collator-warmup\.[0-9a-f]+\.js$/, (route) => route.abort());
    const errors = collectErrors(page);
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(errors.filter((text) => !/collator-warmup/.test(text))).toEqual([]);
  });
});
