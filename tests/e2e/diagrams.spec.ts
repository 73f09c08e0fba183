import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect, colorModeToggle, recordScripts} from './fixtures';
import {sitemapLocations} from './sitemap';
import {hydrated} from './search';
import {LAZY_FEATURES} from '../../scripts/lib/lazyFeatures';

const DIAGRAM_PAGE = '/docs/core-software/song/overview';

test.describe('diagrams drawn at build time', () => {
  test('are in the page HTML in both colour modes, with their text alternative; the page loads neither Mermaid nor the drawings again', async ({
    page,
  }) => {
    const html = await (await page.request.get(DIAGRAM_PAGE)).text();
    // Two diagrams on this page, each drawn for the light and the dark mode.
    expect(html.match(/<svg [^>]*id="?diagram-[0-9a-f]+-light[" ]/g)).toHaveLength(2);
    expect(html.match(/<svg [^>]*id="?diagram-[0-9a-f]+-dark[" ]/g)).toHaveLength(2);

    const scripts = recordScripts(page);
    const drawingRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/diagrams/')) drawingRequests.push(request.url());
    });
    await page.goto(DIAGRAM_PAGE);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter(LAZY_FEATURES.Mermaid)).toEqual([]);
    // The SVGs come with the HTML only: not in the page's JavaScript, not fetched.
    expect(bodies.filter((body) => /diagram-[0-9a-f]{10}-light/.test(body))).toEqual([]);
    expect(drawingRequests).toEqual([]);
    // Hydration kept them.
    await expect(page.locator('svg[id$="-light"]')).toHaveCount(2);
    // Each one is announced by its text alternative (the code block's accTitle and accDescr).
    const first = page.locator('svg[id$="-light"]').first();
    await expect(first).toHaveAccessibleName('Song and the services around it');
    await expect(first).toHaveAccessibleDescription(/^Submitters send metadata as JSON to the Song server/);
  });

  test('show the drawing of the current colour mode, and switch with it', async ({page}) => {
    await page.goto(DIAGRAM_PAGE);
    await hydrated(page);
    const light = page.locator('svg[id$="-light"]').first();
    const dark = page.locator('svg[id$="-dark"]').first();
    await expect(light).toBeVisible();
    await expect(dark).toBeHidden();
    expect((await light.boundingBox())?.height).toBeGreaterThan(100);

    await colorModeToggle(page).click();
    await expect(dark).toBeVisible();
    await expect(light).toBeHidden();
  });

  test('are drawn after a client-side navigation too', async ({page}) => {
    await page.goto('/docs/core-software/score/overview');
    await hydrated(page);
    await page.locator('main').getByRole('link', {name: 'Song', exact: true}).first().click();
    await expect(page).toHaveURL(DIAGRAM_PAGE);
    await expect(page.locator('svg[id$="-light"]')).toHaveCount(2);
    await expect(page.locator('svg[id$="-light"]').first()).toBeVisible();
  });

  test('say so when a drawing cannot be fetched after a client-side navigation', async ({page}) => {
    await page.route('**/assets/diagrams/**', (route) => route.abort('failed'));
    await page.goto('/docs/core-software/score/overview');
    await hydrated(page);
    await page.locator('main').getByRole('link', {name: 'Song', exact: true}).first().click();
    await expect(page).toHaveURL(DIAGRAM_PAGE);
    await expect(page.getByRole('status').filter({hasText: 'This diagram could not be loaded'})).toHaveCount(2);
    await expect(page.locator('main h1')).toBeVisible();
  });
});

/** Every page of the sitemap whose HTML holds a diagram drawn at build time. */
async function pagesWithDiagrams(request: APIRequestContext): Promise<string[]> {
  const locations = sitemapLocations(await (await request.get('/sitemap.xml')).text());
  const pages: string[] = [];
  for (const location of locations) {
    const path = new URL(location).pathname;
    if (/<svg [^>]*id="?diagram-[0-9a-f]+-light[" ]/.test(await (await request.get(path)).text())) pages.push(path);
  }
  return pages;
}

/**
 * For each diagram shown: the smallest text it draws, in CSS pixels on screen (its font size times the scale of the
 * drawing), and the labels that sit on a background of their own with less than 4.5:1 contrast (WCAG AA).
 */
function measureDiagrams(page: Page) {
  return page.evaluate(() => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const opaque = (css: string) => css !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(css);
    const svgs = [...document.querySelectorAll<SVGSVGElement>('svg[id^="diagram-"]')].filter(
      (svg) => svg.getBoundingClientRect().width > 0,
    );
    return svgs.map((svg) => {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      let smallest = Infinity;
      const lowContrast: string[] = [];
      for (const element of svg.querySelectorAll('text, tspan, foreignObject *')) {
        const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
        if (!ownText) continue;
        const style = getComputedStyle(element);
        smallest = Math.min(smallest, parseFloat(style.fontSize) * scale);
        if (!element.closest('foreignObject')) continue;
        // A label with a background of its own (an edge label): its text must read on it.
        for (let node: Element | null = element; node && node.tagName !== 'foreignObject'; node = node.parentElement) {
          const background = getComputedStyle(node).backgroundColor;
          if (!opaque(background)) continue;
          const [light, dark] = [luminance(style.color), luminance(background)].sort((a, b) => b - a);
          const ratio = (light + 0.05) / (dark + 0.05);
          if (ratio < 4.5) lowContrast.push(`"${element.textContent?.trim()}" ${ratio.toFixed(2)}:1`);
          break;
        }
      }
      return {id: svg.id, smallest, lowContrast};
    });
  });
}

test('diagram text is never drawn below 12 px at 390 and 1280 px, and labels read in both colour modes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const pages = await pagesWithDiagrams(request);
  // The premise: the site has diagrams on many pages.
  expect(pages.length).toBeGreaterThan(10);
  const problems: string[] = [];
  // One load per page: the window is resized and the colour mode set on the loaded page.
  for (const path of pages) {
    await page.setViewportSize({width: 390, height: 900});
    await page.goto(path);
    for (const width of [390, 1280]) {
      await page.setViewportSize({width, height: 900});
      for (const mode of ['light', 'dark'] as const) {
        // Each mode has a drawing of its own, shown at once: no colour transition to wait for.
        await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
        const diagrams = await measureDiagrams(page);
        expect(diagrams.length, `${path}: diagrams shown`).toBeGreaterThan(0);
        for (const {id, smallest, lowContrast} of diagrams) {
          if (smallest < 12) problems.push(`${width} px ${path} ${id}: text drawn at ${smallest.toFixed(1)} px`);
          for (const label of lowContrast) problems.push(`${path} ${id}, ${mode}: ${label}`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});
