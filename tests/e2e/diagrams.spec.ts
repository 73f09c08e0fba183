import {test, expect, colorModeToggle, recordScripts} from './fixtures';
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
