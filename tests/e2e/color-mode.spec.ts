import {test, expect, colorMode, colorModeToggle} from './fixtures';
import {hydrated} from './search';

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light by default even when the system prefers dark', async ({page}) => {
    await page.goto('/');
    expect(await colorMode(page)).toBe('light');
  });

  test('the toggle alternates light and dark, never offering system', async ({page}) => {
    await page.goto('/docs/getting-started');
    const modes: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      await colorModeToggle(page).click();
      modes.push(await colorMode(page));
    }
    expect(modes).toEqual(['dark', 'light', 'dark', 'light']);
    await expect(colorModeToggle(page)).toHaveAttribute('title', /light mode/);
  });

  test('the choice survives a reload and a new page', async ({page}) => {
    await page.goto('/');
    await colorModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/community/support');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the choice is synchronised across open tabs', async ({page, context}) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/docs/getting-started');
    // The other tab follows a change only once React has attached its storage listener: a change made before it has
    // hydrated is never seen there.
    await hydrated(other);
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

    await colorModeToggle(page).click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await colorModeToggle(page).click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('no flash of the wrong mode: the stored mode is applied before first paint', async ({page}) => {
    await page.goto('/');
    await colorModeToggle(page).click();
    // The theme's inline script sets data-theme before React loads; block the JS to prove it.
    await page.route(/\/assets\/js\//, (route) => route.abort());
    await page.goto('/community/support');
    expect(await colorMode(page)).toBe('dark');
  });
});
