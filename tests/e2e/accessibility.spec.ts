import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
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

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function settle(page: Page): Promise<void> {
  await hydrated(page);
  // Diagrams render after hydration (again after a colour change); wait until each one is an SVG.
  await expect(page.locator('.docusaurus-mermaid-container:not(:has(svg))')).toHaveCount(0);
  await colourTransitionsDone(page);
}

/** Only colours change between the modes, so dark mode reruns the colour rules alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * Code-block text is left out of the colour rules: every colour there comes from config/prismThemes.ts, whose
 * contrast tests/unit/code-palette.test.ts checks exactly, and scanning each token took a third or more of the scan
 * of a page with much code. The other rules still scan code blocks.
 */
const CODE_BLOCK_TEXT = '.theme-code-block pre';

async function scan(builder: AxeBuilder): Promise<string[]> {
  const {violations: found} = await builder.analyze();
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim()}`)
        .join('\n')}`,
  );
}

/** Light mode: every rule, the colour rules outside code blocks. */
async function allViolations(page: Page): Promise<string[]> {
  return [
    ...(await scan(new AxeBuilder({page}).withTags(WCAG_TAGS).disableRules(COLOUR_RULES))),
    ...(await colourViolations(page)),
  ];
}

/** The colour rules, outside code blocks. */
async function colourViolations(page: Page): Promise<string[]> {
  return scan(new AxeBuilder({page}).withRules(COLOUR_RULES).exclude(CODE_BLOCK_TEXT));
}

test.describe('accessibility (axe-core, WCAG 2.0 to 2.2, A and AA)', () => {
  // The colour-contrast rule checks every text node outside code blocks: the longest scan (the Lectern dictionary
  // reference) takes about 16 s for both modes alone on this 2-core machine, and longer beside the other test worker.
  // The budget covers that with room; a hung page still fails.
  test.describe.configure({timeout: 150_000});
  for (const pagePath of allPages()) {
    test(`${pagePath} has no violations in light or dark mode`, async ({page}) => {
      const response = await page.goto(pagePath);
      // A sitemap address that does not resolve would scan the not-found page instead of the page.
      expect(response?.status(), `${pagePath} is served`).toBe(pagePath === '/this-page-does-not-exist' ? 404 : 200);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await allViolations(page), `light mode: ${pagePath}`).toEqual([]);

      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await settle(page);
      expect(await colourViolations(page), `dark mode: ${pagePath}`).toEqual([]);
    });
  }
});
