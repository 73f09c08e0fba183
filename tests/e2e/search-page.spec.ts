import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {hydrated} from './search';

const results = (page: Page) => page.locator('main ol > li');

/** No result is listed twice, however the pages of results were loaded. */
async function expectDistinctResults(page: Page): Promise<void> {
  const links = await results(page)
    .locator('h2 a')
    .evaluateAll((items) => items.map((a) => a.getAttribute('href')));
  expect(new Set(links).size).toBe(links.length);
}

test.describe('search page', () => {
  test('shows the results of ?q=, 20 at a time, and 20 more with the button', async ({page}) => {
    // Without IntersectionObserver the button is the only way to load more, so
    // nothing else moves the list while it is being clicked. (Scrolling the
    // button into view would otherwise load the next results by itself.)
    await page.addInitScript(() => {
      delete (window as {IntersectionObserver?: unknown}).IntersectionObserver;
    });
    await page.goto('/search?q=score');
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toHaveText('Search results for score');
    await expect(heading.locator('q')).toHaveText('score');
    await expect(page).toHaveTitle(/^Search results for "score"/);
    const status = page.getByRole('status');
    await expect(status).toContainText(/\d+ results for/);
    const total = Number((await status.textContent())?.match(/(\d+) results/)?.[1]);
    expect(total).toBeGreaterThan(40);
    await expect(results(page)).toHaveCount(20);

    await page.getByRole('button', {name: 'Load more results'}).click();
    await expect(results(page)).toHaveCount(40);
    await page.getByRole('button', {name: 'Load more results'}).click();
    await expect(results(page)).toHaveCount(Math.min(60, total));
    await expectDistinctResults(page);
  });

  test('loads the next 20 results when the end of the list scrolls into view', async ({page}) => {
    await page.goto('/search?q=score');
    await expect(results(page)).toHaveCount(20);
    await page.keyboard.press('End');
    await expect.poll(() => results(page).count()).toBeGreaterThanOrEqual(40);
    const afterScroll = await results(page).count();
    expect(afterScroll % 20).toBe(0);
    await page.keyboard.press('End');
    await expect.poll(() => results(page).count()).toBeGreaterThan(afterScroll);
    await expectDistinctResults(page);
  });

  test('each result shows where it is, its page with the words marked, and the headings that match', async ({page}) => {
    await page.goto('/search?q=manifest');
    const first = results(page).first();
    await expect(first.locator('mark').first()).toBeVisible();
    await expect(first.getByRole('list', {name: 'Also on this page'}).getByRole('link').first()).toBeVisible();
    await expect(first.locator('p').first()).toContainText('Documentation');
    await first.locator('h2 a').click();
    await expect(page).toHaveURL(/\/docs\//);
    // The address changes before the new page has rendered; the words are marked once it has.
    await expect.poll(() => page.evaluate(() => CSS.highlights.get('search-result')?.size ?? 0)).toBeGreaterThan(0);
  });

  test('typing searches and keeps the query in the URL', async ({page}) => {
    await page.goto('/search');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('vault');
    await expect(page).toHaveURL('/search?q=vault');
    await expect(results(page).first()).toContainText(/vault/i);
  });

  test('filters by section', async ({page}) => {
    await page.goto('/search?q=overture');
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('radio', {name: 'Community'}).check();
    await expect(page.getByRole('status')).toContainText('results for');
    const trails = await results(page).locator('p').first().allTextContents();
    for (const trail of await results(page).evaluateAll((items) =>
      items.map((item) => item.querySelector('p')?.textContent),
    )) {
      expect(trail).toMatch(/^Community/);
    }
    expect(trails.length).toBeGreaterThan(0);
  });

  test('cuts a very long query to 512 characters and still answers', async ({page}) => {
    const long = `kafka ${'x'.repeat(4994)}`;
    await page.goto(`/search?q=${encodeURIComponent(long)}`);
    const input = page.getByRole('searchbox', {name: 'Search the documentation'});
    await expect(input).toHaveValue(long.slice(0, 512));
    await expect(input).toHaveAttribute('maxlength', '512');
    await expect(page.getByRole('status')).toContainText('results for');
  });

  test('shows markup in q as text and runs no script', async ({page}) => {
    const attack = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    await page.goto(`/search?q=${encodeURIComponent(attack)}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText('<img src=x');
    await expect(page.getByRole('status')).toContainText('for <img src=x onerror="window.__xss=1">');
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__xss?: number}).__xss)).toBeUndefined();
    await expect(page).toHaveTitle(/^Search results for "<img src=x/);
  });

  test('says so when the index cannot be reached', async ({page, context}) => {
    await context.route('**/search-index/**', (route) => route.abort('connectionrefused'));
    await page.goto('/search?q=kafka');
    await expect(page.getByRole('status')).toContainText('Unable to fetch results');
    await expect(page.getByRole('status')).toContainText('You might want to check your network connection.');
  });

  test('an empty query shows the search box only', async ({page}) => {
    await page.goto('/search?q=');
    await hydrated(page);
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue('');
    await expect(results(page)).toHaveCount(0);
  });
});
