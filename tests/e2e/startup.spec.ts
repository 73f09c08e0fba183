import {test, expect} from './fixtures';
import {hydrated} from './search';
import {collectErrors} from './storage';

/**
 * A page's HTML names every code chunk it needs to hydrate (plugins/route-chunk-scripts),
 * so the browser fetches them with the entry script and the entry adds none.
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
        // Script elements added after parsing and before hydration: chunks the HTML missed.
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
      // The premise: the HTML names chunks of the page's own besides runtime and main.
      const html = await (await page.request.get(path)).text();
      expect(html.match(/<script src="[^"]+" defer data-route-chunk>/g)?.length).toBeGreaterThan(0);
      const added = await page.evaluate(
        () => (window as unknown as {scriptsAddedBeforeHydration: string[]}).scriptsAddedBeforeHydration,
      );
      expect(added).toEqual([]);
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

/** plugins/staged-client-entry loads the browser's collator in a worker while the app's code is evaluated. */
test.describe('collator warm-up', () => {
  test('a docs page starts the collator worker and hydrates without errors', async ({page}) => {
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
