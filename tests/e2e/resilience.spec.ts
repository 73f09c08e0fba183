import type {Page, Route} from '@playwright/test';
import {test, expect, isLocal} from './fixtures';
import {hydrated, openSearch, resultOpened, search} from './search';
import {BLOCK_STORAGE, collectErrors, collectWarnings} from './storage';

test.describe('browser storage unavailable', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(BLOCK_STORAGE);
  });

  test('the page works, says once why settings will not last, and the colour mode still switches', async ({page}) => {
    const errors = collectErrors(page);
    const warnings = collectWarnings(page);
    await page.goto('/docs/getting-started');
    await hydrated(page);
    expect(await page.evaluate(() => typeof window.localStorage.getItem)).toBe('function');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The choice lasts for the visit: a client-side navigation keeps it.
    await page.getByRole('link', {name: 'Community & Support'}).first().click();
    await expect(page).toHaveURL(/\/community\/support$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // A reload forgets it, without an error.
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(errors).toEqual([]);
    expect(warnings.filter((text) => text.startsWith('Browser storage is unavailable'))).toHaveLength(2);
  });

  test('recent and favourite searches work for the rest of the visit', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await openSearch(page);
    await search(page, 'presigned');
    const first = page.locator('.DocSearch-Hit a').first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await resultOpened(page, href);

    await openSearch(page);
    const recent = page.locator('.DocSearch-Hit-source', {hasText: 'Recent'});
    await expect(recent).toBeVisible();
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
    await page.getByRole('button', {name: 'Save this search'}).click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a search result still highlights the words it matched', async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'manifest format');
    await page.locator('.DocSearch-Hit a').first().click();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => CSS.highlights.get('search-result')?.size ?? 0)).toBeGreaterThan(0);
  });
});

test.describe("a route's code fails to load", () => {
  /**
   * Waits until the failed navigation's reload has replaced the first document. The address changes at once, and
   * until the reload the first page is still on screen, hydrated, with a heading of its own.
   */
  async function reloadedFromServer(page: Page) {
    await expect(page.locator('html[data-test-first-document]')).toHaveCount(0);
  }

  /** Fails every script the first page did not load, until (or also after) the reload. */
  async function failNewChunks(page: Page, {afterReload}: {afterReload: boolean}) {
    // A reader on a save-data connection: Docusaurus then fetches no route code ahead of a click, so the
    // code of the next page is first requested by the navigation itself.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: {saveData: true, effectiveType: '4g'},
      });
    });
    const loaded = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loaded.add(response.url());
    });
    await page.goto('/docs/getting-started');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    // Marks the first page's document, so that reloadedFromServer can tell when it has been replaced.
    await page.evaluate(() => {
      document.documentElement.dataset.testFirstDocument = 'true';
    });
    let reloaded = false;
    await page.route(/\/assets\/js\/.*\.js$/, async (route: Route) => {
      const failing = !loaded.has(route.request().url()) && (afterReload || !reloaded);
      if (failing)
        await route.fulfill({
          status: 404,
          body: 'gone in the new deployment',
        });
      else await route.continue();
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloaded = true;
    });
    return documents;
  }

  test('a client-side navigation reloads the page once, which then works', async ({page}) => {
    const warnings = collectWarnings(page);
    const documents = await failNewChunks(page, {afterReload: false});
    await page.locator('main').getByRole('link', {name: 'Song overview', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/core-software\/song\/overview$/);
    await reloadedFromServer(page);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Song overview');
    expect(documents).toHaveLength(1);
    expect(warnings.some((text) => /ChunkLoadError|Loading chunk|failed/i.test(text))).toBe(true);
  });

  test('when the code is still missing after the reload, the page shows its content and does not loop', async ({
    page,
  }) => {
    const documents = await failNewChunks(page, {afterReload: true});
    await page.locator('main').getByRole('link', {name: 'Song overview', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/core-software\/song\/overview$/);
    await reloadedFromServer(page);
    // The server-rendered page is readable without its code.
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('article')).toContainText(/Song/);
    // Give a loop every chance to show itself: still one reload.
    await page.waitForTimeout(3000);
    expect(documents).toHaveLength(1);
  });
});

test('served under a path the build was not made for, the home page says the base URL is wrong', async ({page}) => {
  // A host that serves this build (made for "/") under /mirror/: its assets are not found.
  await page.route(isLocal, async (route) => {
    const url = new URL(route.request().url());
    if (!url.pathname.startsWith('/mirror/')) {
      await route.fulfill({
        status: 404,
        contentType: 'text/plain',
        body: 'Not found',
      });
      return;
    }
    url.pathname = url.pathname.slice('/mirror'.length);
    await route.fulfill({response: await route.fetch({url: url.href})});
  });
  await page.goto('/mirror/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Your Docusaurus site did not load properly');
  await expect(banner).toContainText('Current configured baseUrl = /');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/mirror/');
});

test('served where it was built for, no base URL banner appears', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
});

test.describe('.html and /index.html addresses', () => {
  for (const [from, to] of [
    ['/docs/getting-started.html', '/docs/getting-started'],
    ['/community/support/index.html', '/community/support/'],
    ['/index.html', '/'],
    ['/search.html?q=score', '/search?q=score'],
  ]) {
    test(`${from} shows the page at ${to}`, async ({page}) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toContain(from.split('?')[0]);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
      await hydrated(page);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});
