import {test, expect} from './fixtures';

test.describe('navbar', () => {
  test('has the title, logo and the section links in order', async ({page}) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.locator('.navbar__title')).toHaveText('Overture Docs');
    await expect(navbar.getByRole('img', {name: 'Overture logo'}).first()).toBeVisible();

    const left = navbar.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link');
    await expect(left).toHaveText(['Guides', 'Documentation', 'Community & Support']);
    await expect(navbar.getByRole('link', {name: 'Overture on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/overture-stack',
    );
    await expect(navbar.getByRole('button', {name: /^Search/})).toBeVisible();
  });

  for (const [label, path, heading] of [
    ['Guides', '/guides/getting-started', /./],
    ['Documentation', '/docs/getting-started', /./],
    ['Community & Support', '/community/support', /./],
  ] as const) {
    test(`"${label}" opens ${path}`, async ({page}) => {
      await page.goto('/');
      await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('article h1')).toHaveText(heading);
      await expect(
        page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: label, exact: true}),
      ).toHaveClass(/navbar__link--active/);
    });
  }
});

test('footer has the Docs, Community and More columns (with the blog), dark style and the copyright', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer.footer');
  await expect(footer).toHaveClass(/footer--dark/);
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);

  const expected: Record<string, string> = {
    'Platform Guides': '/guides/getting-started',
    'Developer Documentation': '/docs/getting-started',
    'Under Development': '/docs/under-development/',
    Support: '/community/support',
    Contributing: '/community/contribution',
    Funding: '/community/funding',
    Blog: '/blog',
    GitHub: 'https://github.com/overture-stack',
    'Privacy Statement': 'https://www.overture.bio/privacy/',
    'Terms & Conditions': 'https://www.overture.bio/terms-conditions/',
  };
  const links = footer.locator('.footer__links a');
  const found = await links.evaluateAll((items) =>
    items.map((item) => [item.textContent?.trim() ?? '', item.getAttribute('href') ?? '']),
  );
  expect(Object.fromEntries(found)).toEqual(expected);
  // External links open safely in a new tab.
  for (const link of await footer.locator('.footer__links a[href^="https://"]').all()) {
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer).toContainText('Copyright © 2025');
});

test('every internal footer link leads to a real page', async ({page, request}) => {
  await page.goto('/');
  const hrefs = await page
    .locator('footer.footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(6);
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('the footer strip links to a pre-filled issue for the current page', async ({page}) => {
  await page.goto('/community/support');
  const report = page.getByRole('link', {name: 'Report a problem with this page'});
  const href = new URL((await report.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://github.com/overture-stack/docs/issues/new');
  expect(href.searchParams.get('body')).toContain('/community/support');
});

test('the skip link is the first stop for the keyboard and moves focus to the content', async ({page}) => {
  await page.goto('/docs/getting-started');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // Keyboard navigation continues from the start of the main content.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(focusedInMain).toBe(true);
});

test.describe('section roots lead to their main page', () => {
  for (const [from, to] of [
    ['/docs', '/docs/getting-started'],
    ['/guides', '/guides/getting-started'],
    ['/community', '/community/support'],
  ]) {
    test(`${from} → ${to}`, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.locator('article h1')).toBeVisible();
    });

    test(`${from} also redirects without JavaScript`, async ({browser}) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await context.close();
    });
  }
});

test('an unknown path shows the not-found page with status 404', async ({page}) => {
  const response = await page.goto('/docs/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  // The shell is still there, so the reader can find their way.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
});

test('the not-found page offers a search with the address words and the pages with the closest addresses', async ({
  page,
}) => {
  const response = await page.goto('/docs/core-software/score/usage/uplod');
  expect(response?.status()).toBe(404);
  const help = page.getByRole('region', {name: 'Find the page'});
  await expect(help.getByRole('searchbox', {name: 'Search the docs'})).toHaveValue('uplod');
  await expect(help.getByRole('link').first()).toHaveAttribute('href', '/docs/core-software/score/usage/upload');
  await help.getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\/search\?q=uplod$/);
});

test('a client-side navigation to an unknown path also shows the not-found page', async ({page}) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/guides/nowhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
});

test('docs pages have breadcrumbs and a table of contents of levels 2 and 3', async ({page}) => {
  await page.goto('/docs/core-software/score/setup');
  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(breadcrumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(breadcrumbs).toContainText('Score');

  const headingIds = await page
    .locator('article .markdown')
    .locator('h2[id], h3[id]')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  const tocLinks = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(headingIds.length).toBeGreaterThan(3);
  expect(tocLinks).toEqual(headingIds);
  const deeper = await page.locator('article .markdown h4[id]').count();
  const tocHasDeeper = await page.locator('.table-of-contents ul ul ul').count();
  expect(tocHasDeeper, `page has ${deeper} h4 headings, none of which belong in the TOC`).toBe(0);
});

test('page titles use the "|" delimiter', async ({page}) => {
  await page.goto('/community/support');
  await expect(page).toHaveTitle(/ \| Overture Docs$/);
});
