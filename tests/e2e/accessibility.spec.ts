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

async function violations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({page}).withTags(WCAG_TAGS);
  const {violations: found} = await (rules ? builder.withRules(rules) : builder).analyze();
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim()}`)
        .join('\n')}`,
  );
}

test.describe('accessibility (axe-core, WCAG 2.0 to 2.2, A and AA)', () => {
  // The colour-contrast rule checks every text node: the longest page (the Lectern dictionary reference, about 1,700
  // of them, most in code blocks) takes 35 to 40 s for both modes alone on this 2-core machine, and longer beside the
  // other test worker. The budget covers that with room; a hung page still fails.
  test.describe.configure({timeout: 150_000});
  for (const pagePath of allPages()) {
    test(`${pagePath} has no violations in light or dark mode`, async ({page}) => {
      const response = await page.goto(pagePath);
      // A sitemap address that does not resolve would scan the not-found page instead of the page.
      expect(response?.status(), `${pagePath} is served`).toBe(pagePath === '/this-page-does-not-exist' ? 404 : 200);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await violations(page), `light mode: ${pagePath}`).toEqual([]);

      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await settle(page);
      expect(await violations(page, COLOUR_RULES), `dark mode: ${pagePath}`).toEqual([]);
    });
  }
});
