import {test, expect} from './fixtures';

test.describe('default build (no analytics configured)', () => {
  test('loads no tracker, queues nothing and sets no cookie while browsing', async ({page, context}) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await page.goto('/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guides'}).click();
    await expect(page).toHaveURL('/guides/getting-started');
    await page.waitForLoadState('networkidle');

    expect([...hosts]).toEqual([new URL(page.url()).host]);
    expect(await page.evaluate(() => 'Matomo' in window || '_paq' in window)).toBe(false);
    expect(await context.cookies()).toEqual([]);
  });

  test('shows no announcement bar', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('banner').locator('.theme-announcement-bar')).toHaveCount(0);
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });
});

test('the offline guard of every test records a request to another host, from the page or a worker', async ({
  page,
  blockedRequests,
}) => {
  // From a blank page: the site's Content-Security-Policy would stop both requests before they are made.
  await page.evaluate(async () => {
    await fetch('http://elsewhere.test/from-page').catch(() => undefined);
    const worker = new Worker(
      URL.createObjectURL(new Blob(['fetch("http://elsewhere.test/from-worker").finally(() => postMessage(0))'])),
    );
    await new Promise((done) => (worker.onmessage = done));
  });
  await expect
    .poll(() => [...blockedRequests].sort())
    .toEqual(['http://elsewhere.test/from-page', 'http://elsewhere.test/from-worker']);
  // They were expected here; the guard's own check at the end of the test must not fail on them.
  blockedRequests.length = 0;
});
