import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {hydrated} from './search';
import {collectErrors} from './storage';

/** The scripts the page's HTML names (plugins/page-scripts), as preload links the inline starter turns into scripts. */
function pageScriptsOf(page: Page): Promise<{src: string; routeChunk: boolean}[]> {
  return page.$$eval('link[rel=preload][as=script][data-page-script]', (links) =>
    links.map((link) => ({src: (link as HTMLLinkElement).href, routeChunk: link.hasAttribute('data-route-chunk')})),
  );
}

/**
 * A page's HTML names every code chunk it needs to hydrate (plugins/page-scripts),
 * so the browser fetches them with the entry scripts, and the app adds none.
 */
test.describe('page code chunks', () => {
  for (const path of [
    '/',
    '/docs/core-software/song/overview',
    '/guides/getting-started',
    '/community',
    '/blog',
    // Not /search: it also loads its search engine as it opens, on purpose (see search-page.spec.ts).
  ]) {
    test(`${path} hydrates with only the scripts its HTML names`, async ({page}) => {
      await page.addInitScript(() => {
        // Script elements added after parsing and before hydration.
        const added: string[] = [];
        Object.assign(window, {scriptsAddedBeforeHydration: added});
        new MutationObserver((records) => {
          if (document.documentElement.dataset.hasHydrated === 'true') return;
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof HTMLScriptElement && node.src && document.readyState !== 'loading')
                added.push(node.src);
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto(path);
      await hydrated(page);
      const named = await pageScriptsOf(page);
      // The premise: the HTML names chunks of the page's own besides runtime and main.
      expect(named.filter(({routeChunk}) => routeChunk).length).toBeGreaterThan(0);
      const added = await page.evaluate(
        () => (window as unknown as {scriptsAddedBeforeHydration: string[]}).scriptsAddedBeforeHydration,
      );
      // The starter's scripts, in the HTML's order, and none that the app had to ask for.
      expect(added).toEqual(named.map(({src}) => src));
    });
  }

  test('a chunk that fails to load with the page is asked for again, and the page hydrates', async ({page}) => {
    // The first page chunk the browser asks for fails once (a deployment in progress, a dropped connection).
    const requests = new Map<string, number>();
    let failed: string | undefined;
    await page.route(/\/assets\/js\/[0-9a-f]+\.[0-9a-f]+\.js$/, async (route) => {
      const url = route.request().url();
      // Scripts only: the idle prefetches of linked pages ask for some of the same files.
      if (route.request().resourceType() === 'script') requests.set(url, (requests.get(url) ?? 0) + 1);
      if (failed === undefined) {
        failed = url;
        await route.fulfill({status: 503, body: 'unavailable'});
      } else {
        await route.continue();
      }
    });
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    expect(failed).toBeDefined();
    expect(requests.get(failed!)).toBe(2);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

/** Every page starts a worker that loads the browser's collator while the page loads (plugins/staged-client-entry). */
test.describe('collator warm-up', () => {
  test('a docs page starts the collator worker and hydrates without errors', async ({page}) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const errors = collectErrors(page);
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    expect(workers.some((url) => new URL(url).pathname === '/collator-warmup.js')).toBe(true);
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('without the worker, the page still hydrates and works', async ({page}) => {
    await page.route('**/collator-warmup.js', (route) => route.abort());
    const errors = collectErrors(page);
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(errors.filter((text) => !/collator-warmup/.test(text))).toEqual([]);
  });
});

/** plugins/page-scripts: the browser paints a page before it evaluates the app's code. */
test.describe('scripts start after the first paint', () => {
  for (const path of ['/', '/docs/core-software/song/Usage/api-reference']) {
    test(`${path}: main.js is added only once the first contentful paint has been reported`, async ({page}) => {
      await page.addInitScript(() => {
        const seen: {script: string; contentfulPaints: number}[] = [];
        Object.assign(window, {entryScriptsSeen: seen});
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof HTMLScriptElement && /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(node.src))
                seen.push({
                  script: node.src.replace(/.*\/assets\/js\/|\.[0-9a-f]+\.js$/g, ''),
                  contentfulPaints: performance.getEntriesByName('first-contentful-paint').length,
                });
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      const errors = collectErrors(page);
      await page.goto(path);
      await hydrated(page);
      const seen = await page.evaluate(
        () => (window as unknown as {entryScriptsSeen: {script: string; contentfulPaints: number}[]}).entryScriptsSeen,
      );
      expect(seen).toEqual([
        {script: 'runtime~main', contentfulPaints: 1},
        {script: 'main', contentfulPaints: 1},
      ]);
      expect(errors).toEqual([]);
    });
  }

  test('a browser that reports no paints still starts the page', async ({page}) => {
    await page.addInitScript(() => {
      // Paint timing missing: the starter waits two frames instead.
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {get: () => ['navigation']});
    });
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a paint report that never comes does not keep the page from starting', async ({page}) => {
    await page.addInitScript(() => {
      // Paint timing claimed, but nothing is ever reported: the starter's timeout starts the page.
      PerformanceObserver.prototype.observe = function observe() {};
    });
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
  });

  test('the home page, served where it was built for, shows no base URL banner once started', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    // Docusaurus's check inserted it (the scripts start after DOMContentLoaded); the entry removed it.
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  });
});
