import {test, expect, colorModeToggle, recordScripts} from './fixtures';
import {hydrated} from './search';
import {LAZY_FEATURES} from '../../scripts/lib/lazyFeatures';
import {darkCodeTheme, lightCodeTheme} from '../../config/prismThemes';

/**
 * A page whose code blocks hold strings and properties (JSON payloads and their answers), some of them in tabs, which
 * the theme remounts once the page has hydrated.
 */
const CODE_PAGE = '/docs/core-software/song/Usage/submitting-metadata';

/** The colour a theme gives a token type, as the browser reports computed colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const stringColour = (theme: typeof lightCodeTheme) =>
  rgb(String(theme.styles.find(({types}) => types.includes('string'))?.style.color));

test.describe('code blocks', () => {
  test('arrive highlighted in the HTML and keep that markup: the page loads no Prism', async ({page}) => {
    const scripts = recordScripts(page);
    await page.addInitScript(() => {
      // Counts changes to code-block content from the moment the page is parsed.
      document.addEventListener('DOMContentLoaded', () => {
        const changes = {count: 0};
        Object.assign(window, {codeChanges: changes});
        new MutationObserver((records) => {
          changes.count += records.filter((record) => (record.target as Element).closest?.('pre')).length;
        }).observe(document.body, {subtree: true, childList: true, characterData: true});
      });
    });
    await page.goto(CODE_PAGE);
    await hydrated(page);
    await page.waitForLoadState('networkidle');

    const code = page.locator('main pre code').first();
    await expect(code.locator('.token-line').first()).toBeVisible();
    expect(await page.locator('main pre .token.function, main pre .token.property').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as {codeChanges: {count: number}}).codeChanges.count)).toBe(0);

    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter(LAZY_FEATURES['syntax highlighter'])).toEqual([]);
  });

  test('take their colours from the colour mode, without being drawn again', async ({page}) => {
    await page.goto(CODE_PAGE);
    await hydrated(page);
    const token = page.locator('main pre .token.string').first();
    await expect(token).toHaveCSS('color', stringColour(lightCodeTheme));
    await expect(page.locator('main .theme-code-block').first()).toHaveCSS(
      'background-color',
      rgb(String(lightCodeTheme.plain.backgroundColor)),
    );
    const handle = await token.elementHandle();

    await colorModeToggle(page).click();
    await expect(token).toHaveCSS('color', stringColour(darkCodeTheme));
    await expect(page.locator('main .theme-code-block').first()).toHaveCSS(
      'background-color',
      rgb(String(darkCodeTheme.plain.backgroundColor)),
    );
    expect(await handle?.evaluate((element) => element.isConnected)).toBe(true);
  });

  test('loaded in dark mode show the dark colours', async ({page}) => {
    await page.goto('/');
    await colorModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // A full page load: the server's markup, coloured by the stored choice.
    await page.goto(CODE_PAGE);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('main pre .token.string').first()).toHaveCSS('color', stringColour(darkCodeTheme));
  });

  test('are highlighted after a client-side navigation, and copy their code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    await page.locator('main').getByRole('link', {name: 'Submitting metadata'}).first().click();
    await expect(page).toHaveURL('/docs/core-software/song/Usage/submitting-metadata');
    const block = page.locator('main .theme-code-block').first();
    await expect(block.locator('.token-line').first()).toBeVisible();
    // Plain lines first, then tokens once the highlighter has loaded.
    await expect(block.locator('.token:not(.plain)').first()).toBeVisible();

    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'export SONG_URL=http://localhost:8080\nexport ACCESS_TOKEN=<YOUR_API_KEY>',
    );
  });
});
