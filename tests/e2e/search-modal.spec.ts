import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {FAVORITE_KEY, RECENT_KEY, hydrated, openSearch, search, snippetWords} from './search';

test.describe('search modal with the embedded index', () => {
  test('loads nothing for search until the reader shows interest, then preloads on hover', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/docs/getting-started');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/search-index/'))).toEqual([]);

    await page.getByRole('button', {name: /^Search/}).hover();
    await expect.poll(() => requests.filter((path) => path.startsWith('/search-index/')).length).toBeGreaterThan(1);
    expect(requests).toContain('/search-index/manifest.json');
  });

  test('searches with the contextual filters of the page it was opened on', async ({page}) => {
    // The filters are worked out when the modal opens: record what the page asks its search worker.
    await page.addInitScript(() => {
      const sent: unknown[] = [];
      (window as unknown as {searchRequests: unknown[]}).searchRequests = sent;
      // The site's search client sends each message without transfer options.
      const post = Worker.prototype.postMessage as (this: Worker, message: unknown) => void;
      Worker.prototype.postMessage = function (this: Worker, message: unknown) {
        sent.push(message);
        post.call(this, message);
      } as Worker['postMessage'];
    });
    await page.goto('/guides/getting-started');
    await openSearch(page);
    await search(page, 'song');
    const facetFilters = await page.evaluate(() => {
      // Each call is {id, message} (src/utils/workerCalls).
      type Call = {message: {kind: string; requests?: {facetFilters?: unknown}[]}};
      const sent = (window as unknown as {searchRequests: Call[]}).searchRequests;
      return sent.find(({message}) => message.kind === 'search')?.message.requests?.[0]?.facetFilters;
    });
    expect(facetFilters).toEqual([
      'language:en',
      expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current']),
    ]);
  });

  for (const [name, open] of [
    ['the button', async (page: Page) => page.getByRole('button', {name: /^Search/}).click()],
    ['Ctrl+K', async (page: Page) => page.keyboard.press('Control+k')],
    ['Cmd+K', async (page: Page) => page.keyboard.press('Meta+k')],
    ['the / key', async (page: Page) => page.keyboard.press('/')],
  ] as const) {
    test(`opens with ${name}, and Escape closes it and returns focus to the button`, async ({page}) => {
      await page.goto('/community/support');
      await hydrated(page);
      await open(page);
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('placeholder', 'Search docs');
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(page.getByRole('button', {name: /^Search/})).toBeFocused();
    });
  }

  test('caps the query at 64 characters and offers clear and cancel', async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    const input = page.locator('.DocSearch-Input');
    await input.pressSequentially('x'.repeat(70), {delay: 0});
    await expect(input).toHaveValue('x'.repeat(64));

    await input.fill('kafka');
    await page.getByRole('button', {name: 'Clear the query'}).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();

    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('shows one entry per page, in the order of the search page, with 10-word snippets', async ({page}) => {
    await page.goto('/search?q=kafka');
    await expect(page.locator('main ol > li h2').first()).toBeVisible();
    const pageOrder = await page.locator('main ol > li h2').allTextContents();
    await openSearch(page);
    await search(page, 'kafka');
    const names = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^(Documentation|Guides|Community|Blog) › \S/);
    // Each entry is one page: its own hit, then at most three of its headings.
    for (const group of await page.locator('.DocSearch-Hits').all()) {
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(4);
    }
    expect(names.map((name) => name.split(' › ').slice(1).join(' › '))).toEqual(pageOrder.slice(0, names.length));
    const snippets = await page.locator('.DocSearch-Hit--Child .DocSearch-Hit-title').allTextContents();
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) expect(snippetWords(snippet).length).toBeLessThanOrEqual(10);
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  });

  test('shows 5-word snippets on screens up to 768 px', async ({page}) => {
    await page.setViewportSize({width: 700, height: 900});
    await page.goto('/');
    await openSearch(page);
    await search(page, 'manifest');
    const snippets = await page.locator('.DocSearch-Hit--Child .DocSearch-Hit-title').allTextContents();
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) expect(snippetWords(snippet).length).toBeLessThanOrEqual(5);
  });

  test('links to all results on the search page', async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'kafka');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    const count = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(5);
    // Result groups out of view are laid out only once they scroll in (content-visibility in styles.module.css), so
    // the list grows after a jump to its end and the link moves. Scroll first: the click then waits until the link
    // stands still, where a click right after its own scroll could press on the link and release beside it.
    await seeAll.scrollIntoViewIfNeeded();
    await seeAll.click();
    await expect(page).toHaveURL('/search?q=kafka');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText(`${count} results`);
  });

  test('keyboard: arrows move the selection, Enter opens it and highlights the matched words', async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'manifest format');
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
    const first = await selected.getAttribute('id');
    await page.keyboard.press('ArrowDown');
    await expect(selected).not.toHaveAttribute('id', first!);
    await page.keyboard.press('ArrowUp');
    await expect(selected).toHaveAttribute('id', first!);
    const href = await selected.locator('a').getAttribute('href');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(href!);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // The URL changes before the new page has rendered (its code may still be
    // loading), and the words are highlighted once it has: wait for them.
    const highlightedWords = () =>
      page.evaluate(() => {
        const highlight = CSS.highlights.get('search-result');
        return highlight ? [...highlight].map((range) => (range as Range).toString().toLowerCase()) : [];
      });
    await expect.poll(highlightedWords).toContain('manifest');
    const anchor = decodeURIComponent(new URL(href!, 'http://x').hash.slice(1));
    if (anchor) {
      await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    }
  });

  test('Ctrl+Enter opens the selected result in a new tab', async ({page, context}) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'kafka');
    const href = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
    await expect(page).toHaveURL('/');
  });

  test('keeps recent searches (7, or 4 with favourites) and favourites, across reloads', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    // Ten earlier searches, as DocSearch stores them.
    await page.evaluate((key) => {
      const hits = Array.from({length: 10}, (_, index) => ({
        objectID: `seed-${index}`,
        type: 'lvl1',
        url: `/docs/getting-started#seed-${index}`,
        content: null,
        hierarchy: {lvl0: 'Documentation', lvl1: `Seeded result ${index}`},
      }));
      localStorage.setItem(key, JSON.stringify(hits));
    }, RECENT_KEY);
    await page.reload();
    await openSearch(page);
    const recent = page
      .locator('.DocSearch-Hits')
      .filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(7);

    await recent.locator('.DocSearch-Hit').first().getByTitle('Save this search').click();
    const favorite = page
      .locator('.DocSearch-Hits')
      .filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
    await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(1);

    // With a favourite, the next opening lists four recent searches.
    await page.keyboard.press('Escape');
    await openSearch(page);
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(4);
    await expect(recent).not.toContainText('Seeded result 0');
    await recent.locator('.DocSearch-Hit').first().getByTitle('Remove this search from history').click();
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(3);
    await expect(recent).not.toContainText('Seeded result 1');

    // What the reader saw is what is stored, and it is still there after a reload.
    await page.reload();
    await openSearch(page);
    await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(favorite).toContainText('Seeded result 0');
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(3);
    const stored = await page.evaluate(
      ([recentKey, favoriteKey]) => [
        JSON.parse(localStorage.getItem(recentKey) ?? '[]').length,
        JSON.parse(localStorage.getItem(favoriteKey) ?? '[]').length,
      ],
      [RECENT_KEY, FAVORITE_KEY],
    );
    expect(stored).toEqual([3, 1]);
  });

  test('says when nothing matches, with a way to report it', async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'qqzzxxyy');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results found for "qqzzxxyy"');
    const report = noResults.getByRole('link', {name: 'Let us know.'});
    const href = new URL((await report.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://github.com/overture-stack/docs/issues/new');
    expect(href.searchParams.get('title')).toContain('qqzzxxyy');
    await expect(noResults).toContainText('Believe this query should return results?');
  });

  test('suggests at most three queries that do find something, and runs one when chosen', async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'kafkkaa');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('Try searching for');
    const suggestions = noResults.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(suggestions.first()).toHaveText('kafka');
    await suggestions.first().click();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('kafka ');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('shows the error screen when the index cannot be loaded', async ({page, context}) => {
    // Context-wide, so the search worker's requests are refused too.
    await context.route('**/search-index/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('kafka');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    // It shows alone: the screen DocSearch draws for a search that found nothing is there, hidden.
    const others = page.locator('.DocSearch-Dropdown > :not(.DocSearch-ErrorScreen)');
    await expect(others.filter({hasText: 'No results'})).toHaveCount(1);
    await expect(others.filter({visible: true})).toHaveCount(0);
  });

  test('renders markup in the query as text', async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, '<img src=x onerror="window.__xss=1">');
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__xss?: number}).__xss)).toBeUndefined();
  });

  test('offers no Ask AI option without an Algolia assistant', async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'kafka');
    await expect(page.getByText(/Ask AI/i)).toHaveCount(0);
  });
});
