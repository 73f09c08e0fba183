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
