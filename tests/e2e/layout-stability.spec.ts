import {test, expect} from './fixtures';
import {hydrated} from './search';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../config/chromium';

// With scrollbars that take room, as in desktop browsers (Playwright hides them by default):
// a scrollbar that appears after the first paint shifts the whole page.
test.use({
  launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--hide-scrollbars']},
});

test.describe('layout stability', () => {
  for (const path of [
    '/',
    '/docs/core-software/song/overview',
    '/docs/core-software/song/Usage/api-reference',
    '/guides/getting-started',
  ]) {
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
      // The premise: the scrollbar (or the room kept for it) takes width here.
      expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
      const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts);
      expect(shifts).toEqual([]);
    });
  }
});
