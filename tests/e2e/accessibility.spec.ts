import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, openKeptPage, type KeptPage} from './fixtures';
import {AXE_ENGINE, axeInPage, WCAG_TAGS} from './axe';
import {colourTransitionsDone} from './colourMode';
import {hydrated} from './search';
import {sitemapLocations} from './sitemap';

/**
 * Every page the site builds (from its sitemap), plus the search page with results, the 404 page, and one page of
 * checked statements (those pages are left out of the sitemap, and they all share one component).
 */
function allPages(): string[] {
  const sitemap = readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
  const pages = sitemapLocations(sitemap).map((url) => new URL(url).pathname);
  const extra = ['/search?q=kafka', '/this-page-does-not-exist', '/fact-checks/docs/core-software/maestro/overview'];
  return [...new Set([...pages, ...extra])].sort();
}

async function settle(page: Page): Promise<void> {
  await hydrated(page);
  // Diagrams render after hydration (again after a colour change); wait until each one is an SVG.
  await expect(page.locator('.docusaurus-mermaid-container:not(:has(svg))')).toHaveCount(0);
  await colourTransitionsDone(page);
}

/** Only colours change between the modes, so dark mode reruns the colour rules alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * Code-block text is left out of the colour-contrast rule: every colour there comes from config/prismThemes.ts,
 * whose contrast tests/unit/code-palette.test.ts checks exactly, and scanning each token took a third or more of the
 * scan of a page with much code. The other rules still scan code blocks.
 */
const CODE_BLOCK_TEXT = '.theme-code-block pre';
/**
 * DocSearch's search button (`@docsearch/react`, which the site does not change) names itself "Search (Control+k)"
 * while it shows "Search", "Ctrl" and "K": the label-in-name rule (WCAG 2.5.3) reports it because the key hints are
 * not in its name. That name and markup are DocSearch's own, built from the shortcut whatever label the site gives;
 * the rule checks every other element of the site.
 */
const DOCSEARCH_BUTTON = '.DocSearch-Button';
/**
 * The site's axe engine, with two rules narrowed through axe's public `configure`: the colour-contrast rule (whose
 * own selector is every element) to the elements outside code blocks, so that one scan runs every rule (leaving code
 * blocks out of a scan instead leaves them out for every rule, so the colour rules needed a scan of their own: the
 * scans of the longest page took 14 s that way and take 9.6 s so, 3 alternating runs), and the label-in-name rule to
 * every element but DocSearch's button.
 */
const AXE_SOURCE = `${AXE_ENGINE};axe.configure(${JSON.stringify({
  rules: [
    {id: 'color-contrast', selector: `:not(${CODE_BLOCK_TEXT}, ${CODE_BLOCK_TEXT} *)`},
    {id: 'label-content-name-mismatch', selector: `:not(${DOCSEARCH_BUTTON})`},
  ],
})});`;

/**
 * The violations of one scan. axe gathers the details of violations only, as nothing else is reported. (`options`
 * replaces every option, the rules chosen by `withTags` and `withRules` included, so it comes first.)
 */
async function scan(page: Page, rules: {tags: string[]} | {rules: string[]}): Promise<string[]> {
  const builder = axeInPage(page, AXE_SOURCE).options({resultTypes: ['violations']});
  const {violations: found} = await (
    'tags' in rules ? builder.withTags(rules.tags) : builder.withRules(rules.rules)
  ).analyze();
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim()}`)
        .join('\n')}`,
  );
}

/**
 * The page scans load in: one per worker, kept from one scan to the next, so that each load after the first finds the
 * site's scripts and styles in the browser's cache (a load with settling took about 1.2 s in a new context and 0.45 s
 * so). Each scan starts from cleared storage (no colour mode or dismissal kept from the page before) and keeps the
 * offline and Content-Security-Policy checks of every test's own page. The context prefers
 * reduced motion: the site then drops its colour transitions, so the scan after the colour-mode switch need not wait
 * for about 60 of them to end; the colours they end on are the same.
 */
const scanTest = test.extend<{scanPage: Page}, {workerPage: KeptPage}>({
  workerPage: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        reducedMotion: 'reduce',
      });
      await use(await openKeptPage(context));
      await context.close();
    },
    {scope: 'worker'},
  ],
  scanPage: async ({workerPage: {page, expectNothingBlocked}}, use) => {
    if (page.url().startsWith('http')) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.context().clearCookies();
    await use(page);
    expectNothingBlocked();
  },
});

scanTest.describe('accessibility (axe-core, WCAG 2.0 to 2.2, A and AA)', () => {
  // The colour-contrast rule checks every text node outside code blocks: the longest scan (the Lectern dictionary
  // reference) takes about 8 s for both modes alone on this 2-core machine, and longer beside the other test worker.
  // The budget covers that with room; a hung page still fails.
  scanTest.describe.configure({timeout: 150_000});
  for (const pagePath of allPages()) {
    scanTest(`${pagePath} has no violations in light or dark mode`, async ({scanPage: page}) => {
      const response = await page.goto(pagePath);
      // A sitemap address that does not resolve would scan the not-found page instead of the page.
      expect(response?.status(), `${pagePath} is served`).toBe(pagePath === '/this-page-does-not-exist' ? 404 : 200);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await scan(page, {tags: WCAG_TAGS}), `light mode: ${pagePath}`).toEqual([]);

      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await settle(page);
      expect(await scan(page, {rules: COLOUR_RULES}), `dark mode: ${pagePath}`).toEqual([]);
    });
  }
});

test('the colour rule checks text outside code blocks, and leaves code-block text to the palette test', async ({
  page,
}) => {
  await page.goto('/docs/core-software/score/setup');
  await settle(page);
  // Faint text in a paragraph of the page and in a code block: only the paragraph's is reported.
  await page.evaluate(() => {
    const paragraph = document.querySelector<HTMLElement>('article p')!;
    paragraph.id = 'faint-paragraph';
    paragraph.style.color = '#ddd';
    const code = document.querySelector<HTMLElement>('.theme-code-block pre span')!;
    code.id = 'faint-code';
    code.style.color = '#ddd';
  });
  const found = await scan(page, {rules: ['color-contrast']});
  expect(found).toHaveLength(1);
  expect(found[0]).toContain('#faint-paragraph');
  expect(found[0]).not.toContain('#faint-code');
});

test("the label-in-name rule checks every element but DocSearch's button", async ({page}) => {
  await page.goto('/docs/core-software/score/setup');
  await settle(page);
  await expect(page.locator(DOCSEARCH_BUTTON)).toBeVisible();
  // A button whose name leaves out the words it shows: reported; DocSearch's button, on the same page: not.
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'misnamed-button';
    button.textContent = 'Copy the command';
    button.setAttribute('aria-label', 'Duplicate');
    document.querySelector('article')!.append(button);
  });
  const found = await scan(page, {rules: ['label-content-name-mismatch']});
  expect(found).toHaveLength(1);
  expect(found[0]).toContain('#misnamed-button');
  // axe names DocSearch's button by its shortest selector, `.DocSearch`.
  expect(found[0]).not.toContain('DocSearch');
});
