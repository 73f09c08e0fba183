import {test, expect} from './fixtures';
import {hydrated} from './search';
import {CHROMIUM_PATH, OFFLINE_FLAGS, PLAYWRIGHT_CHROMIUM_FLAGS} from '../../config/chromium';

// With scrollbars that take room, as in desktop browsers (Playwright hides them by default):
// a scrollbar that appears after the first paint shifts the whole page.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS, ...OFFLINE_FLAGS],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test.describe('layout stability', () => {
  // Pages taller than the window scroll, so a late scrollbar would shift them. The search page is a screen tall
  // with or without a query, so that results arrive above the footer; the not-found page lists nearby pages late.
  // `ready`: text that shows the page has drawn what it draws late.
  for (const [path, scrolls, ready] of [
    ['/', true],
    ['/docs/core-software/song/overview', true],
    ['/docs/core-software/song/Usage/api-reference', true],
    ['/guides/getting-started', true],
    ['/search', true],
    ['/search?q=score%20upload', true, /results for/],
    ['/docs/core-software/score/usage/uplod', true, /Pages with a similar address/],
  ] as const) {
    test(`${path} does not shift while it loads and hydrates`, async ({page}) => {
      await page.addInitScript(() => {
        // Each shift, with what moved (named so a failure says where to look).
        const shifts: string[] = [];
        Object.assign(window, {layoutShifts: shifts});
        type LayoutShift = PerformanceEntry & {value: number; sources: {node: Node | null}[]};
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            const moved = entry.sources.map(({node}) =>
              node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
            );
            shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      if (ready) await expect(page.locator('body')).toContainText(ready);
      // The premise: on a long page, the scrollbar (or the room kept for it) takes width.
      const scrollbarWidth = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
      expect(scrollbarWidth > 0).toBe(scrolls);
      const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts);
      expect(shifts).toEqual([]);
    });
  }
});

test.describe('first paint waits for the whole navbar', () => {
  for (const path of ['/', '/docs/core-software/song/overview', '/search', '/this-page-does-not-exist']) {
    test(`${path}: the render-blocking marker comes after every navbar item in the served HTML`, async ({page}) => {
      // The served HTML, parsed as the browser parses it before any script runs (no page is loaded).
      const html = await (await page.request.get(path)).text();
      const order = await page.evaluate((html) => {
        const served = new DOMParser().parseFromString(html, 'text/html');
        const expectLinks = [...served.head.querySelectorAll('link[rel="expect"][blocking="render"]')];
        const targets = expectLinks.map((link) => served.getElementById(link.getAttribute('href')!.slice(1)));
        const navbar = served.querySelector('nav');
        const items = navbar ? [...navbar.querySelectorAll('a, button')] : [];
        return {
          expectLinks: expectLinks.length,
          targetsFound: targets.filter((target) => target !== null).length,
          navbarItems: items.length,
          itemsBeforeEveryTarget: items.filter((item) =>
            targets.every(
              (target) => target !== null && item.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
            ),
          ).length,
          searchButtonInNavbar: items.some((item) => item.matches('button') && /search/i.test(item.textContent ?? '')),
        };
      }, html);
      expect(order.expectLinks).toBeGreaterThan(0);
      expect(order.targetsFound).toBe(order.expectLinks);
      expect(order.searchButtonInNavbar).toBe(true);
      expect(order.itemsBeforeEveryTarget).toBe(order.navbarItems);
    });
  }
});
