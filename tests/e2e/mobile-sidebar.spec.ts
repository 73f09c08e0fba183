import {test, expect} from './fixtures';
import {hydrated} from './search';

const MOBILE_BREAKPOINT = 996;

test.describe('layout breakpoint', () => {
  test(`${MOBILE_BREAKPOINT}px is mobile: the menu button replaces the navbar links`, async ({page}) => {
    await page.setViewportSize({width: MOBILE_BREAKPOINT, height: 800});
    await page.goto('/docs/getting-started');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guides'})).toBeHidden();
  });

  test(`${MOBILE_BREAKPOINT + 1}px is desktop`, async ({page}) => {
    await page.setViewportSize({width: MOBILE_BREAKPOINT + 1, height: 800});
    await page.goto('/docs/getting-started');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guides'})).toBeVisible();
  });
});

test.describe('mobile sidebar', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens with the docs menu and can go back to the main menu', async ({page}) => {
    await page.goto('/docs/getting-started');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();

    // On a docs page the secondary menu (the docs sidebar) shows first.
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    const mainMenu = sidebar.locator('.navbar-sidebar__item:not(.navbar-sidebar__item--secondary)');
    await expect(mainMenu.getByRole('link', {name: 'Guides'})).toBeVisible();
    await expect(mainMenu.getByRole('link', {name: 'Community & Support'})).toBeVisible();

    await mainMenu.getByRole('link', {name: 'Community & Support'}).click();
    await expect(page).toHaveURL('/community/support');
    await expect(sidebar).toBeHidden();
  });

  test('its menus are rendered when it first opens, not on load', async ({page}) => {
    // Docusaurus prefetches the page of every link it finds on screen, and the hidden docs menu is laid out partly
    // on screen when it mounts, so a phone fetched the code of the whole docs menu's pages on load.
    await page.goto('/docs/core-software/song/Usage/api-reference');
    await hydrated(page);
    const sidebar = page.locator('.navbar-sidebar');
    // Rendered once the page knows it is on a phone, with its header (close button, colour mode) only.
    await expect(sidebar.getByRole('button', {name: 'Close navigation bar', includeHidden: true})).toBeAttached();
    await expect(sidebar.getByRole('link', {includeHidden: true})).toHaveText(['Overture Docs']);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Schema strictness'})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
    // Kept after that, so that it can close as smoothly as it opened.
    await expect(sidebar.getByRole('link', {name: 'Schema strictness', includeHidden: true})).toBeAttached();
  });

  test('closes when the window grows to the desktop layout', async ({page}) => {
    await page.goto('/community/support');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);

    await page.setViewportSize({width: 1280, height: 844});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);

    // Back on a small screen the sidebar stays closed until asked for.
    await page.setViewportSize({width: 390, height: 844});
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});
