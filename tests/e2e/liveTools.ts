/** Helpers for the live tools' browser tests (SQON playground, dictionary checker). */
import {colourTransitionsDone} from './colourMode';
import type {BrowserContext, Locator, Page} from '@playwright/test';
import {loadContentPages, type ContentPage} from '../../scripts/lib/contentPages';
import {TOOL_WORKERS} from '../../scripts/lib/lazyFeatures';
import {plainLabel} from '../../src/tools/exampleLabels';
import {expect, openKeptPage, test, type KeptPage} from './fixtures';
import {hydrated} from './search';
import {axeInPage, WCAG_TAGS} from './axe';

export const SQON_PAGE = '/docs/core-software/arranger/usage/sqon-filter-notation';
export const LECTERN_PAGE = '/docs/core-software/lectern/dictionaryReference';

/** The Markdown of a page, to compare what the tool shows with what the page states. */
export function markdownOf(file: string): ContentPage {
  const page = loadContentPages().find((candidate) => candidate.file === file);
  if (!page) throw new Error(`${file} not found`);
  return page;
}

export const queryRegion = (page: Page) => page.getByRole('region', {name: 'Elasticsearch query'});
export const resultRegion = (page: Page) => page.getByRole('region', {name: 'Validation result'});
export const textbox = (page: Page, name: string) => page.getByRole('textbox', {name, exact: true});

/** The tool has answered for what its boxes hold now (it is not still working on an older text). */
export async function settled(region: Locator): Promise<void> {
  await expect(region).toHaveAttribute('aria-busy', 'false');
}

/** Opens a tool's page and waits until the tool has loaded and shown its first result. */
export async function openTool(page: Page, path: string, region: (page: Page) => Locator): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  const found = region(page);
  // Loaded when the browser is idle after hydration, then its worker starts: allow for a busy machine.
  await expect(found).toBeVisible({timeout: 20_000});
  await expect(found).toHaveAttribute('aria-busy', 'false', {timeout: 20_000});
  return found;
}

/**
 * One page of a tool for all the tests of the describe block that calls this: they run in order in one worker, on
 * the page opened once (opening the long page and waiting for its tool took about 4 s of each test on a busy machine).
 * Each test sets what it reads (the boxes it fills), and `reset` puts back what a test may leave changed; the page
 * has the offline and Content-Security-Policy checks of every test's own page, checked after each test. Tests that
 * need the page as it opens, another window size or colour mode, or a fresh worker open their own page.
 */
export function sharedTool(
  path: string,
  region: (page: Page) => Locator,
  reset: (page: Page) => Promise<void> = async () => undefined,
): () => {page: Page; region: Locator} {
  let shared: KeptPage & {context: BrowserContext; region: Locator};
  test.describe.configure({mode: 'default'});
  test.beforeAll(async ({browser}, testInfo) => {
    const {baseURL, viewport} = testInfo.project.use;
    const context = await browser.newContext({baseURL, viewport});
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const kept = await openKeptPage(context);
    shared = {...kept, context, region: await openTool(kept.page, path, region)};
  });
  test.beforeEach(async () => reset(shared.page));
  test.afterEach(() => shared.expectNothingBlocked());
  test.afterAll(async () => shared?.context.close());
  return () => shared;
}

/** The query the playground shows, parsed (undefined while it shows none). */
export async function shownQuery(region: Locator): Promise<unknown> {
  const pre = region.locator('pre');
  if ((await pre.count()) === 0) return undefined;
  try {
    return JSON.parse((await pre.textContent()) ?? '');
  } catch {
    return undefined;
  }
}

/** The button that opens and closes the list of the page's examples. */
export const examplesToggle = (page: Page) => page.getByRole('button', {name: /^Load an example from this page/});

/** The list of the page's examples (its buttons are reachable once it is open). */
export async function examplesList(page: Page): Promise<Locator> {
  return page.locator(`[id="${await examplesToggle(page).getAttribute('aria-controls')}"]`);
}

/** Opens the list of the page's examples and clicks one (by its label, with or without the backticks of its code). */
export async function loadExample(page: Page, label: string): Promise<void> {
  const toggle = examplesToggle(page);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await (await examplesList(page)).getByRole('button', {name: plainLabel(label), exact: true}).click();
}

/**
 * What makes Chromium's selection handling slow on a page (issue 28): closed `<details>` elements, and anything
 * else whose content is hidden but kept searchable (`hidden="until-found"`, `content-visibility: hidden` or `auto`).
 */
export async function selectionSlowdowns(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) => {
      const what = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (element instanceof HTMLDetailsElement && !element.open) return [`closed details: ${what}`];
      if (element.getAttribute('hidden') === 'until-found') return [`hidden until found: ${what}`];
      const visibility = getComputedStyle(element).getPropertyValue('content-visibility');
      return visibility && visibility !== 'visible' ? [`content-visibility ${visibility}: ${what}`] : [];
    }),
  );
}

/** Pastes text into a box the way a clipboard paste arrives (a paste event the box handles, or refuses). */
export async function paste(box: Locator, text: string): Promise<void> {
  await box.focus();
  const handled = await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    return !element.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, text);
  // The code box takes a paste itself (and cancels the event), whether it inserts the text or refuses it.
  expect(handled, 'the box handled the paste').toBe(true);
}

/**
 * What a code box holds, as a reader gets it: select all, copy, read the clipboard. (The editor draws only the lines
 * in view, so the page's text is not the box's text.)
 */
export async function boxText(box: Locator): Promise<string> {
  await box.page().context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await box.focus();
  await box.press('ControlOrMeta+A');
  await box.press('ControlOrMeta+C');
  return box.page().evaluate(() => navigator.clipboard.readText());
}

/** Waits until a code box holds exactly `text`. */
export async function expectBoxText(box: Locator, text: string): Promise<void> {
  await expect.poll(() => boxText(box)).toBe(text);
}

/**
 * Every request the page makes from now on that could carry what the reader entered (the worker's included: they go
 * through the same context). Plain GETs of the site's own built files are left out: Docusaurus fetches the scripts
 * of the pages whose links come into view, and such a request carries nothing but the file's name.
 */
export function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  const {origin} = new URL(page.url());
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    const builtFile =
      request.method() === 'GET' && url.origin === origin && url.pathname.startsWith('/assets/') && url.search === '';
    if (!builtFile) requests.push(request.url());
  });
  return requests;
}

/**
 * Replaces a box's text in one change, as a paste lands. (Playwright's `fill` types a long text with many lines far
 * more slowly than any paste: 10 s for 1,000 records here.)
 */
export async function enterText(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.press('ControlOrMeta+A');
  await paste(box, text);
}

/**
 * Boxes of the tool (not inline text, whose wrapped lines may carry hanging spaces) that reach past the right edge
 * of the window, and scrolling areas that scroll sideways: none, at any width.
 */
export async function overflowingElements(region: Locator): Promise<string[]> {
  const tool = region.locator('xpath=ancestor::*[@data-live-tool]');
  return tool.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [root, ...root.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === 'inline' || style.display === 'none') return false;
        // A text box scrolls its own long lines, as code editors do; a code box's lines are inside its text box.
        if (element.closest('[role="textbox"]')) return false;
        if (element.matches('textarea, input') || element.querySelector(':scope > [role="textbox"]')) {
          return element.getBoundingClientRect().right > width + 0.5;
        }
        const sideways = ['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        return element.getBoundingClientRect().right > width + 0.5 || sideways;
      })
      .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40)}`);
  });
}

/** Axe (WCAG 2.0 to 2.2, A and AA) on the tool, in the current colour mode. */
export async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await axeInPage(page).include('[data-live-tool]').withTags(WCAG_TAGS).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Switches the colour mode with the navbar's button and waits for the colour transitions to end. */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) !== mode) {
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  }
  await expect(html).toHaveAttribute('data-theme', mode);
  await colourTransitionsDone(page);
}

/** Chooses dark mode with the navbar's toggle (at a desktop width, where the navbar shows it); the choice is kept. */
export async function chooseDarkMode(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await hydrated(page);
  await switchColourMode(page, 'dark');
  if (viewport) await page.setViewportSize(viewport);
}

/**
 * The texts of the scripts a tool's worker loaded (its own file and what it fetched) and of those the page's main
 * thread loaded, once the tool's worker is running: where a library's code ran. Chunks fetched only as
 * `<link rel="prefetch">` (Docusaurus prefetches the routes of links in view) are left out: they belong to other
 * pages and do not run here, and their data may quote a library's names (a record of checked statements does).
 */
export async function workerAndPageScripts(
  page: Page,
  tool: keyof typeof TOOL_WORKERS,
): Promise<{inWorker: string[]; onPage: string[]}> {
  const isToolWorker = (url: string) => TOOL_WORKERS[tool].test(url);
  await expect.poll(() => page.workers().filter((worker) => isToolWorker(worker.url()))).toHaveLength(1);
  const worker = page.workers().find((candidate) => isToolWorker(candidate.url()))!;
  const contents = (urls: string[]) => Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  const inWorker = await contents([
    worker.url(),
    ...(await worker.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))),
  ]);
  const {loaded, prefetchedOnly} = await page.evaluate(() => {
    const scripts = new Set(
      [...document.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).src),
    );
    return {
      loaded: performance.getEntriesByType('resource').map((entry) => entry.name),
      prefetchedOnly: [...document.querySelectorAll('link[rel="prefetch"]')]
        .map((link) => (link as HTMLLinkElement).href)
        .filter((href) => !scripts.has(href)),
    };
  });
  const onPageUrls = loaded.filter((url) => url.endsWith('.js') && !isToolWorker(url) && !prefetchedOnly.includes(url));
  return {inWorker, onPage: await contents(onPageUrls)};
}
