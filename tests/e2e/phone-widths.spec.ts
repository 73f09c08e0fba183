import type {Page} from '@playwright/test';
import {test, expect, colorModeToggle} from './fixtures';
import {hydrated} from './search';

/** Phone widths the navbar must fit, from the narrowest we support. */
const PHONE_WIDTHS = [320, 360, 390];
const PAGES = ['/', '/docs/core-software/song/overview'];

type Box = {name: string; left: number; right: number; top: number; bottom: number; clipped: boolean};

/** Every visible control and the site title in the navbar, with its box and whether its text is cut off. */
function navbarBoxes(page: Page): Promise<{boxes: Box[]; viewport: number; scrollWidth: number}> {
  return page.getByRole('navigation', {name: 'Main'}).evaluate((navbar) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const controls = [...navbar.querySelectorAll('a, button')].filter(
      // Controls of the mobile sidebar (closed) are not in the bar.
      (element) => visible(element) && !element.closest('.navbar-sidebar'),
    );
    const boxes = controls.map((element) => {
      const box = element.getBoundingClientRect();
      const texts = [element, ...element.querySelectorAll('*')] as HTMLElement[];
      return {
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        clipped: texts.some((text) => text.scrollWidth > text.clientWidth + 1 && text.clientWidth > 0),
      };
    });
    return {
      boxes,
      viewport: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

function overlap(a: Box, b: Box): boolean {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

test.describe('the navbar at phone widths', () => {
  for (const width of PHONE_WIDTHS) {
    for (const path of PAGES) {
      test(`${width} px, ${path}: everything fits, nothing overlaps, no sideways scroll, light and dark`, async ({
        page,
      }) => {
        await page.setViewportSize({width, height: 740});
        await page.goto(path);
        await hydrated(page);
        for (const mode of ['light', 'dark']) {
          if (mode === 'dark') {
            // The toggle is in the mobile menu at phone widths.
            await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
            await colorModeToggle(page).click();
            await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
            await page.getByRole('button', {name: 'Close navigation bar'}).click();
          }
          await expect(page.locator('.navbar-sidebar')).toBeHidden();
          const {boxes, viewport, scrollWidth} = await navbarBoxes(page);
          const names = boxes.map(({name}) => name);
          // The premise: the menu button, the site title and the search button are in the bar.
          expect(names, `${mode}: navbar controls`).toEqual(
            expect.arrayContaining(['Toggle navigation bar', 'Overture Docs', expect.stringMatching(/^Search/)]),
          );
          for (const box of boxes) {
            expect(box.left, `${mode}: ${box.name} starts inside the window`).toBeGreaterThanOrEqual(0);
            expect(box.right, `${mode}: ${box.name} ends inside the window`).toBeLessThanOrEqual(viewport);
            expect(box.clipped, `${mode}: ${box.name} shows its whole text`).toBe(false);
          }
          for (const [index, a] of boxes.entries()) {
            for (const b of boxes.slice(index + 1)) {
              expect(overlap(a, b), `${mode}: ${a.name} and ${b.name} overlap`).toBe(false);
            }
          }
          expect(scrollWidth, `${mode}: the page does not scroll sideways`).toBeLessThanOrEqual(viewport);
        }
      });
    }
  }

  test('at 320 px the GitHub link is in the mobile menu, with its name', async ({page}) => {
    await page.setViewportSize({width: 320, height: 740});
    await page.goto('/docs/core-software/song/overview');
    await hydrated(page);
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Overture on GitHub'}),
    ).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // On a docs page the mobile menu opens on the docs sidebar; the site's links are one step back.
    await page.getByRole('button', {name: /Back to main menu/}).click();
    const link = page.locator('.navbar-sidebar').getByRole('link', {name: 'Overture on GitHub'});
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', 'https://github.com/overture-stack');
  });
});

test.describe('pages at phone widths, as phones render them', () => {
  // Mobile emulation: the viewport meta tag is honoured and the layout width is the phone's, as on a real phone.
  test.use({isMobile: true, hasTouch: true, deviceScaleFactor: 2});

  const pages = [
    '/',
    '/docs/core-software/song/overview',
    '/guides/getting-started',
    '/docs/core-software/lectern/dictionaryReference',
    '/search?q=score',
  ];
  for (const width of [320, 360, 390]) {
    for (const path of pages) {
      test(`${width} px, ${path}: nothing sticks out sideways`, async ({page}) => {
        await page.setViewportSize({width, height: 740});
        await page.goto(path);
        await hydrated(page);
        const {viewport, scrollWidth, outside} = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          /**
           * Overflow by design: inside a box that scrolls sideways on its own (a wide table or code block), or in a
           * fixed box, which never widens the page (the skip link waits off-screen until it is focused).
           */
          const scrollsSideways = (element: Element) => {
            for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
              const {overflowX, position} = getComputedStyle(node);
              if (position === 'fixed') return true;
              if (node !== element && (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden')) {
                return true;
              }
            }
            return false;
          };
          const offenders = [...document.querySelectorAll('body *')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden')
                return false;
              return (box.left < -0.5 || box.right > width + 0.5) && !scrollsSideways(element);
            })
            .map((element) => {
              const box = element.getBoundingClientRect();
              const name = (element.textContent ?? '').trim().slice(0, 40);
              return `${element.tagName.toLowerCase()} "${name}" spans ${Math.round(box.left)} to ${Math.round(box.right)} px`;
            });
          return {viewport: width, scrollWidth: document.documentElement.scrollWidth, outside: offenders};
        });
        expect(viewport, 'the layout width is the phone width').toBe(width);
        expect(outside).toEqual([]);
        expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(viewport);
      });
    }
  }
});

test.describe('the Support page on the narrowest phone', () => {
  test.use({isMobile: true, hasTouch: true, deviceScaleFactor: 2});

  test('its channels and issue trackers are readable without scrolling sideways', async ({page}) => {
    await page.setViewportSize({width: 320, height: 740});
    await page.goto('/community/support');
    await hydrated(page);
    // The channels are a list; the issue trackers' table keeps its link column on screen. (The table of health
    // commands may scroll: a command does not wrap.)
    const supportLink = page.getByRole('link', {name: 'Support category'});
    await supportLink.scrollIntoViewIfNeeded();
    await expect(supportLink).toBeInViewport({ratio: 1});
    const trackers = page
      .locator('article table')
      .filter({has: page.getByRole('columnheader', {name: 'Issue tracker'})});
    await expect(trackers).toBeVisible();
    const {scrollWidth, clientWidth} = await trackers.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, 'the table does not scroll sideways').toBeLessThanOrEqual(clientWidth + 1);
    const lastLink = trackers.getByRole('link', {name: 'Ego', exact: true});
    await lastLink.scrollIntoViewIfNeeded();
    await expect(lastLink).toBeInViewport({ratio: 1});
  });
});
