import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {hydrated} from './search';

/**
 * Keyboard-only use: every step below is a key press (Tab, Shift+Tab, Enter,
 * Space, arrows, Escape); nothing is clicked and nothing is focused by script.
 */

type Focused = {
  name: string;
  outline: string;
  outlineWidth: number;
  inMain: boolean;
  selector: string;
};

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return {
        name: '',
        outline: 'none',
        outlineWidth: 0,
        inMain: false,
        selector: '',
      };
    const style = getComputedStyle(element);
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      outline: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      inMain: Boolean(element.closest('main')),
      selector: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails if it is not reached. */
async function tabTo(page: Page, selector: string, maxPresses = 150, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press(key);
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`${selector} was not reached with ${maxPresses} presses of Tab`);
}

/** The focus is on a visible link to a heading of the page: Enter scrolls to the heading. */
async function followFocusedAnchorLink(page: Page): Promise<void> {
  expectVisibleFocus(await focused(page));
  const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  expect(href).toMatch(/^#/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(href!)).toBeInViewport();
}

/** The list of pages under the sidebar's Core Software category (collapsed on the getting-started page). */
const CORE_SOFTWARE_LIST = `.menu__list-item:has(> div > button[aria-label*="'Core Software'"]) > ul`;

/** Focus is visible: an outline of at least 2 px that is not `none`. */
function expectVisibleFocus(element: Focused): void {
  expect(element.outline, `focus outline of ${element.selector} "${element.name}"`).not.toBe('none');
  expect(element.outlineWidth, `focus outline width of ${element.selector}`).toBeGreaterThanOrEqual(2);
}

test.describe('keyboard only', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('Tab goes through the skip link and the navbar in order, with the focus always visible', async ({page}) => {
    await page.goto('/docs/getting-started');
    await hydrated(page);
    const names: string[] = [];
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      const element = await focused(page);
      expectVisibleFocus(element);
      names.push(element.name);
    }
    expect(names).toEqual([
      'Skip to main content',
      'Overture Docs',
      'Guides',
      'Documentation',
      'Community & Support',
      'Overture on GitHub',
      expect.stringMatching(/^Switch between dark and light mode/),
      expect.stringMatching(/^Search/),
    ]);
    // Shift+Tab walks back.
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toMatch(/^Switch between dark and light mode/);
  });

  test('Enter follows a navbar link and Space switches the colour mode', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await tabTo(page, 'button[aria-label^="Switch between dark and light mode"]');
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.keyboard.press('Shift+Tab'); // GitHub
    await page.keyboard.press('Shift+Tab'); // Community & Support
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/community\/support$/);
  });

  test('the sidebar: categories expand and collapse with Enter and Space, links open with Enter', async ({page}) => {
    await page.goto('/docs/getting-started');
    await hydrated(page);
    await tabTo(page, `button[aria-label="Expand sidebar category 'Core Software'"]`);
    expectVisibleFocus(await focused(page));
    await expect(page.locator(CORE_SOFTWARE_LIST)).toBeHidden();
    await page.keyboard.press('Enter');
    const expanded = page.getByRole('button', {name: "Collapse sidebar category 'Core Software'"});
    await expect(expanded).toHaveAttribute('aria-expanded', 'true');
    await expect(expanded).toBeFocused();
    await expect(page.locator(CORE_SOFTWARE_LIST)).toBeVisible();

    // Space collapses it again, and Enter expands it once more.
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', {name: "Expand sidebar category 'Core Software'"})).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.keyboard.press('Enter');
    await expect(expanded).toHaveAttribute('aria-expanded', 'true');

    // The category's first page is the next stop; Enter opens it.
    await page.keyboard.press('Tab');
    const link = await focused(page);
    expectVisibleFocus(link);
    expect(link.name).toBe('Song');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/core-software\/song\//);
    await expect(page.locator('h1')).toContainText('Song');
  });

  test('search: Tab to the button, Enter opens the modal, arrows and Enter open a result', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await tabTo(page, 'button.DocSearch-Button');
    await page.keyboard.press('Enter');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await page.keyboard.type('presigned');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
    const target = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(target).toBeTruthy();
    await expect(page).toHaveURL(new RegExp(`${target!.split('#')[0]}(#.*)?$`));
    // The new page is shown with the matched words marked.
    await expect.poll(() => page.evaluate(() => CSS.highlights.get('search-result')?.size ?? 0)).toBeGreaterThan(0);

    // Escape closes an open modal and gives the focus back to the button.
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('button.DocSearch-Button')).toBeFocused();
  });

  test('the table of contents: Tab reaches it and Enter jumps to the heading', async ({page}) => {
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    // The skip link takes the keyboard past the navbar and the (long) sidebar; the table of contents follows the article.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await tabTo(page, '.table-of-contents a', 300);
    await followFocusedAnchorLink(page);
  });

  test('the skip link, then Tab, lands in the content, past the navbar and sidebar', async ({page}) => {
    await page.goto('/docs/core-software/score/overview');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const element = await focused(page);
    expect(element.inMain).toBe(true);
    expectVisibleFocus(element);
  });
});

test.describe('keyboard only on a small screen', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the menu button opens the sidebar, the focus follows its menus, and links work with Enter', async ({page}) => {
    await page.goto('/docs/getting-started');
    await hydrated(page);
    await tabTo(page, 'button.navbar__toggle');
    expectVisibleFocus(await focused(page));
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    // On a docs page the sidebar opens on the docs menu, and the focus moves into it: the way back comes first.
    await expect(page.locator('button.navbar-sidebar__back')).toBeFocused();
    expectVisibleFocus(await focused(page));
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Getting started with Overture');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    // The main menu is shown and holds the focus.
    const mainMenu = page.locator('.navbar-sidebar__item').first();
    await expect(mainMenu.getByRole('link', {name: 'Guides'})).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(mainMenu.getByRole('link', {name: 'Community & Support'})).toBeFocused();
    // The focus returns to the top of the page when the navigation has finished, a moment after the new page shows:
    // note when, so that Tab is pressed after it, as a reader's would be.
    await page.evaluate(() => {
      document.addEventListener('focusin', (event) => {
        if ((event.target as Element).matches('[role="region"][aria-label="Skip to main content"]')) {
          document.documentElement.dataset.testFocusAtTop = 'true';
        }
      });
    });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/community\/support$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    // The address changes before the new page renders. As after any route change, the keyboard starts again from the
    // top of the new page once it has.
    await expect(page.locator('html')).toHaveAttribute('data-test-focus-at-top', 'true');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Skip to main content');
  });

  test('closing the sidebar with its close button returns the focus to the menu button', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await tabTo(page, 'button.navbar__toggle');
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar__item').first().getByRole('link', {name: 'Guides'})).toBeFocused();
    // The close button is in the sidebar's header, before the menu.
    await tabTo(page, 'button.navbar-sidebar__close', 10, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('button.navbar__toggle')).toBeFocused();
  });

  test('the "On this page" dropdown opens with Enter and its links work', async ({page}) => {
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    // ThemeClassNames.docs.docTocMobile: the collapsible "On this page" of narrow screens.
    const mobileToc = page.locator('.theme-doc-toc-mobile');
    const entries = mobileToc.locator('.table-of-contents');
    await expect(entries).toBeHidden();
    await tabTo(page, '.theme-doc-toc-mobile button', 30);
    await expect(mobileToc.getByRole('button', {name: 'On this page'})).toBeFocused();
    expectVisibleFocus(await focused(page));
    await page.keyboard.press('Enter');
    await expect(entries).toBeVisible();
    await page.keyboard.press('Tab');
    await followFocusedAnchorLink(page);
  });
});

test.describe('reduced motion', () => {
  test.use({
    contextOptions: {reducedMotion: 'reduce'},
    viewport: {width: 1280, height: 800},
  });

  test('sidebar categories open in 1 ms, and nothing animates or scrolls smoothly', async ({page}) => {
    await page.goto('/docs/getting-started');
    await hydrated(page);
    await page.getByRole('button', {name: "Expand sidebar category 'Core Software'"}).press('Enter');
    const list = page.locator(CORE_SOFTWARE_LIST);
    await expect(list).toHaveAttribute('style', /transition: height 1ms/);
    await expect(list).toBeVisible();
    const styles = await page.evaluate(() => {
      const html = getComputedStyle(document.documentElement);
      const link = getComputedStyle(document.querySelector('.navbar__link')!);
      return {
        scroll: html.scrollBehavior,
        transition: link.transitionDuration,
      };
    });
    expect(styles.scroll).toBe('auto');
    expect(parseFloat(styles.transition)).toBeLessThanOrEqual(0.0001);
  });
});

test('without the reduced-motion preference the same category animates (so the check above can fail)', async ({
  page,
}) => {
  await page.goto('/docs/getting-started');
  await hydrated(page);
  await page.getByRole('button', {name: "Expand sidebar category 'Core Software'"}).press('Enter');
  await expect(page.locator(CORE_SOFTWARE_LIST)).toHaveAttribute('style', /transition: height (?!1ms)\d+ms/);
});
