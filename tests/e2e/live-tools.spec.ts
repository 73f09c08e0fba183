/**
 * Where the live tools' code loads: only on their own page, and only once the
 * page is interactive. Other pages load none of it and start no tool worker.
 */
import type {Page} from '@playwright/test';
import {test, expect, recordScripts} from './fixtures';
import {LAZY_FEATURES, TOOL_WORKERS} from '../../scripts/lib/lazyFeatures';
import {hydrated} from './search';
import {
  expectBoxText,
  boxText,
  LECTERN_PAGE,
  SQON_PAGE,
  examplesToggle,
  openTool,
  queryRegion,
  resultRegion,
  selectionSlowdowns,
  textbox,
} from './liveTools';

const TOOLS = ['SQON playground', 'Dictionary checker'] as const;

const OTHER_PAGES = [
  '/',
  '/docs/core-software/arranger/overview',
  '/docs/core-software/arranger/usage/index-mappings',
  '/docs/core-software/lectern/overview',
  '/docs/core-software/song/overview',
  '/guides/getting-started',
  '/search',
];

/**
 * Waits until a tool would have started loading on its own page: a tool asks for an idle callback once the page has
 * hydrated, and idle callbacks run in the order they were asked for, so one asked for after hydration runs after
 * any tool's. Then a frame and a task, for React to render what that callback set off (the tool's `import()`).
 */
async function quietAfterLoad(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)), {timeout: 5000}),
      ),
  );
}

test.describe('live tools load only where they are used', () => {
  for (const path of OTHER_PAGES) {
    test(`${path} loads no tool code and starts no tool worker`, async ({page}) => {
      const scripts = recordScripts(page);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto(path);
      await quietAfterLoad(page);
      const bodies = await Promise.all(scripts);
      expect(bodies.length).toBeGreaterThan(0);
      for (const tool of TOOLS) {
        expect(bodies.filter(LAZY_FEATURES[tool]), tool).toEqual([]);
        expect(
          workers.filter((url) => TOOL_WORKERS[tool].test(url)),
          tool,
        ).toEqual([]);
      }
    });
  }

  test('a client-side navigation away from a tool page takes no tool code along', async ({page}) => {
    await page.goto(SQON_PAGE);
    await expect(queryRegion(page)).toBeVisible({timeout: 20_000});
    await page.getByRole('link', {name: 'Index mappings'}).first().click();
    await expect(page).toHaveURL(/\/index-mappings$/);
    await expect(queryRegion(page)).toHaveCount(0);
    // The playground's worker went with its component.
    await expect
      .poll(() => page.workers().filter((worker) => TOOL_WORKERS['SQON playground'].test(worker.url())))
      .toEqual([]);
  });

  for (const [tool, path, region] of [
    ['SQON playground', SQON_PAGE, queryRegion],
    ['Dictionary checker', LECTERN_PAGE, resultRegion],
  ] as const) {
    test(`the ${tool} loads only after its page is interactive`, async ({page}) => {
      await page.addInitScript((message) => {
        // When React has hydrated the page, on the page's own clock: the placeholder's "Loading the …" message is
        // rendered only in the browser, by the first render after hydration. (Docusaurus's data-has-hydrated
        // attribute is no such mark: it is written through the document head, a frame or more later.)
        // The init script runs before the document has its elements: watch the document itself.
        new MutationObserver((mutations, observer) => {
          const added = mutations.flatMap((mutation) => [...mutation.addedNodes]);
          if (!added.some((node) => node.textContent?.toLowerCase().includes(message))) return;
          (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, {childList: true, subtree: true});
      }, `loading the ${tool.toLowerCase()}`);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto(path);
      await expect(region(page)).toHaveAttribute('aria-busy', 'false', {timeout: 20_000});
      const {hydratedAt, scripts} = await page.evaluate(() => ({
        hydratedAt: (window as unknown as {hydratedAt: number}).hydratedAt,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({url: entry.name, start: entry.startTime})),
      }));
      expect(hydratedAt).toBeGreaterThan(0);
      const toolScripts: {url: string; start: number}[] = [];
      for (const script of scripts) {
        const body = await (await page.request.get(script.url)).text();
        if (LAZY_FEATURES[tool](body) || TOOL_WORKERS[tool].test(script.url)) toolScripts.push(script);
      }
      // The tool's component chunk and its worker, both requested after hydration.
      expect(toolScripts.length).toBeGreaterThanOrEqual(2);
      for (const script of toolScripts) expect(script.start, script.url).toBeGreaterThan(hydratedAt);
      expect(workers.filter((url) => TOOL_WORKERS[tool].test(url))).toHaveLength(1);
    });
  }
});

test.describe('live tools and large texts', () => {
  test.describe.configure({timeout: 90_000});

  for (const [tool, path, region, box] of [
    ['SQON playground', SQON_PAGE, queryRegion, 'SQON'],
    ['Dictionary checker', LECTERN_PAGE, resultRegion, 'Records'],
  ] as const) {
    test(`the ${tool}'s page has nothing that makes selecting a large text slow, and a 20,000-line paste is replaced and cleared`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openTool(page, path, region);
      // Closed <details> (the list of examples, the page's Sources) made Chromium take minutes to select, replace or
      // delete a large paste in the tool's boxes; opened, the same steps take under a second.
      expect(await selectionSlowdowns(page)).toEqual([]);
      await examplesToggle(page).click();
      await examplesToggle(page).click();
      expect(await selectionSlowdowns(page)).toEqual([]);

      // What the reader does: paste over the example, select all, delete (real key presses, as a reader types).
      const lines = Array.from({length: 20_000}, (_, i) => `DO-${i}\tAlive\t${i % 100}`);
      await page.evaluate((text) => navigator.clipboard.writeText(text), `id\tstatus\tage\n${lines.join('\n')}`);
      const text = textbox(page, box);
      await text.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('ControlOrMeta+V');
      await expect.poll(async () => (await boxText(text)).split('\n').length).toBe(20_001);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await expectBoxText(text, '');
    });
  }
});

test.describe('live tools: controls a reader can read', () => {
  test.describe.configure({timeout: 90_000});

  for (const [tool, path, region] of [
    ['SQON playground', SQON_PAGE, queryRegion],
    ['Dictionary checker', LECTERN_PAGE, resultRegion],
  ] as const) {
    test(`the ${tool}'s controls draw their text at 14 px or more`, async ({page}) => {
      await openTool(page, path, region);
      await examplesToggle(page).click();
      const small = await page
        .locator('[data-live-tool]')
        .evaluate((tool) =>
          [...tool.querySelectorAll('button, select, input, textarea, [role="textbox"], a')].flatMap((control) =>
            [control, ...control.querySelectorAll('*')]
              .filter((element) => parseFloat(getComputedStyle(element).fontSize) < 14)
              .map(
                (element) =>
                  `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 30)}": ${getComputedStyle(element).fontSize}`,
              ),
          ),
        );
      expect(small).toEqual([]);
    });
  }
});
