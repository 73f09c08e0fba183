import type {Page} from '@playwright/test';
import {INSIGHTS_ORIGIN, INSIGHTS_SCRIPT} from '../../config/algoliaInsights';
import {TEST_ALGOLIA} from '../../scripts/configured-build-settings';
import {KAFKA_HIT, eventsOf, hit, queryIdOf, stubAlgolia, stubInsights, type Hit, type InsightsEvent} from './algolia';
import {test, expect, held} from './fixtures';
import {hydrated, openSearch, resultOpened} from './search';

/**
 * Search usage events (Algolia Insights), in the configured build, which turns
 * them on (ALGOLIA_INSIGHTS=true). The real Insights client runs, served in
 * place of the CDN; what it sends is read on the wire, at the stand-in
 * Insights API. That they stay off by default is proved on the configuration
 * (tests/unit/site-config.test.ts) and the client (algolia-client.test.ts).
 */

const INDEX = TEST_ALGOLIA.indexName;
/** Hits on as many pages: the modal and the search page show one entry per page. */
function manyHits(prefix: string, count: number): Hit[] {
  return Array.from({length: count}, (_, at) =>
    hit(`${prefix}-${at}`, `${prefix} result ${at}`, {url: `/docs/core-software/song/Usage/kafka?result=${at}`}),
  );
}

const modalHits = (page: Page) => page.locator('.DocSearch-Hits .DocSearch-Hit a');

function expectAnonymous(events: InsightsEvent[]): void {
  for (const event of events) expect(event.userToken).toMatch(/^anonymous-/);
}

test.describe('search usage events on (ALGOLIA_INSIGHTS=true)', () => {
  test('the pinned Insights client loads once, when the reader first searches, and sets no cookie', async ({
    page,
    context,
  }) => {
    const {scripts} = await stubInsights(page);
    const calls = await stubAlgolia(page);
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(new RegExp(`script-src [^;]* ${INSIGHTS_SCRIPT.url.replace(/[.?+]/g, '\\$&')}(;| )`));
    expect(policy).toMatch(new RegExp(`connect-src [^;]* ${INSIGHTS_ORIGIN.replace(/\./g, '\\.')}(;| )`));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(0);

    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('kafka');
    await expect(modalHits(page).first()).toBeVisible();
    await expect.poll(() => scripts.length).toBe(1);
    const script = page.locator(`script[src="${INSIGHTS_SCRIPT.url}"]`);
    await expect(script).toHaveAttribute('integrity', INSIGHTS_SCRIPT.integrity);
    await expect(script).toHaveAttribute('crossorigin', 'anonymous');
    // The real client ran (the integrity check passed) and took over the queue.
    await expect.poll(() => page.evaluate(() => 'AlgoliaAnalytics' in window)).toBe(true);
    // Every query asks Algolia for a query id.
    expect(calls[0].body.requests[0]).toMatchObject({query: 'kafka', clickAnalytics: true});

    await page.locator('.DocSearch-Input').fill('song');
    await expect.poll(() => calls.length).toBe(2);
    await page.goto('/search?q=score');
    await expect(page.locator('main ol > li')).toHaveCount(1);
    await expect.poll(() => scripts.length).toBe(2);
    // One load per page: the first (the modal's) and the search page's own.
    expect(await page.locator('script[src*="search-insights"]').count()).toBe(1);
    expect(await context.cookies()).toEqual([]);
  });

  test('modal: results count as viewed once they stayed on screen 400 ms', async ({page}) => {
    const {sent} = await stubInsights(page);
    await stubAlgolia(page, {hits: (query) => manyHits(query.replace(/\s/g, '-'), 20)});
    await page.clock.install();
    await page.goto('/');
    await openSearch(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.locator('.DocSearch-Input').fill('kafka');
    await expect(modalHits(page)).toHaveCount(20);

    await page.clock.runFor(399);
    // The clock stood still until now: the 400 ms cannot have run out.
    expect(eventsOf(sent, 'view')).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => eventsOf(sent, 'view').length).toBe(1);
    const [view] = eventsOf(sent, 'view');
    expect(view).toMatchObject({eventType: 'view', eventName: 'Items Viewed', index: INDEX});
    expect([...view.objectIDs].sort()).toEqual(
      manyHits('kafka', 20)
        .map((result) => result.objectID)
        .sort(),
    );
    expectAnonymous([view]);
    // Sent with the search-only credentials.
    expect(sent[0].url.searchParams.get('X-Algolia-Application-Id')).toBe(TEST_ALGOLIA.appId);
    expect(sent[0].url.searchParams.get('X-Algolia-API-Key')).toBe(TEST_ALGOLIA.searchApiKey);

    // Results that stay on screen are not viewed again; new results are, 400 ms after they appear.
    await page.clock.runFor(5_000);
    await page.locator('.DocSearch-Input').fill('kafka topics');
    await expect(modalHits(page).first()).toContainText('kafka-topics result 0');
    await page.clock.runFor(399);
    expect(eventsOf(sent, 'view')).toHaveLength(1);
    await page.clock.runFor(1);
    await expect.poll(() => eventsOf(sent, 'view').length).toBe(2);
    expect(eventsOf(sent, 'view')[1].objectIDs).toHaveLength(20);
    expect(eventsOf(sent, 'view')[1].objectIDs).toContain('kafka-topics-0');
  });

  test('search page: results shown within the same 400 ms are viewed together, 20 object ids per event', async ({
    page,
  }) => {
    const {sent} = await stubInsights(page);
    const {released: firstPage, release: answerFirstPage} = held();
    await stubAlgolia(page, {
      hits: (query) => manyHits(query, 40),
      hold: (request) => (request.page ? undefined : firstPage),
    });
    await page.clock.install();
    await page.goto('/search?q=kafka');
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    answerFirstPage();
    const results = page.locator('main ol > li h2 a');
    await expect(results).toHaveCount(20);
    await page.clock.runFor(200);
    // The reader scrolls to the end of the list, which loads the next 20.
    await page.getByRole('button', {name: 'Load more results'}).scrollIntoViewIfNeeded();
    await expect(results).toHaveCount(40);

    await page.clock.runFor(399);
    expect(eventsOf(sent, 'view')).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => eventsOf(sent, 'view').length).toBe(2);
    expect(eventsOf(sent, 'view').map((event) => event.objectIDs)).toEqual([
      Array.from({length: 20}, (_, at) => `kafka-${at}`),
      Array.from({length: 20}, (_, at) => `kafka-${20 + at}`),
    ]);
    // Both events in one request.
    expect(sent).toHaveLength(1);
  });

  test('modal: results replaced within 400 ms, while the query is typed, are not counted as viewed', async ({page}) => {
    const {sent} = await stubInsights(page);
    await stubAlgolia(page, {hits: (query) => manyHits(query.replace(/\s/g, '-'), 3)});
    await page.clock.install();
    await page.goto('/');
    await openSearch(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    for (const query of ['ka', 'kaf', 'kafka']) {
      await page.locator('.DocSearch-Input').fill(query);
      await expect(modalHits(page).first()).toContainText(`${query} result 0`);
      await page.clock.runFor(300);
    }
    expect(eventsOf(sent, 'view')).toEqual([]);
    await page.clock.runFor(100);
    await expect.poll(() => eventsOf(sent, 'view').length).toBe(1);
    expect(eventsOf(sent, 'view')[0].objectIDs).toEqual(['kafka-0', 'kafka-1', 'kafka-2']);
  });

  test('modal: opening a result sends a click with the query id and its position, by mouse or keyboard', async ({
    page,
  }) => {
    const {sent} = await stubInsights(page);
    await stubAlgolia(page, {
      hits: (query) =>
        query === 'kafka'
          ? [KAFKA_HIT, hit('kafka-2', 'Kafka topics')]
          : [hit('song-1', 'Song overview'), hit('song-2', 'Song setup', {url: '/docs/core-software/song/overview'})],
    });
    await page.goto('/');
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('kafka');
    // The top result, with the mouse.
    await modalHits(page).first().click();
    await resultOpened(page, '/docs/core-software/song/Usage/kafka');
    await expect.poll(() => eventsOf(sent, 'click').length).toBe(1);
    expect(eventsOf(sent, 'click')[0]).toMatchObject({
      eventType: 'click',
      eventName: 'Item Selected',
      index: INDEX,
      queryID: queryIdOf('kafka'),
      objectIDs: ['kafka-page'],
      positions: [1],
    });

    // The second result, with the arrow key and Enter.
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('song');
    await expect(modalHits(page)).toHaveCount(2);
    // Ask AI's entry comes first and is selected when the results appear (this build has Ask AI configured).
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
    await page.keyboard.press('ArrowDown');
    await expect(selected).toHaveText(/Song overview/);
    await page.keyboard.press('ArrowDown');
    await expect(selected).toHaveText(/Song setup/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/docs/core-software/song/overview');
    await expect.poll(() => eventsOf(sent, 'click').length).toBe(2);
    expect(eventsOf(sent, 'click')[1]).toMatchObject({
      queryID: queryIdOf('song'),
      objectIDs: ['song-2'],
      positions: [2],
    });
    expectAnonymous(eventsOf(sent, 'click'));
    // One anonymous reader for the whole visit.
    expect(new Set(eventsOf(sent).map((event) => event.userToken)).size).toBe(1);
  });

  test('search page: each page of results viewed once, clicks with their position across pages', async ({page}) => {
    const {sent} = await stubInsights(page);
    // Two pages of results: the end of the list loads nothing more.
    await stubAlgolia(page, {hits: (query) => manyHits(query, 40)});
    await page.goto('/search?q=kafka');
    const results = page.locator('main ol > li h2 a');
    await expect(results).toHaveCount(20);
    await expect.poll(() => eventsOf(sent, 'view').length).toBe(1);
    expect(eventsOf(sent, 'view')[0]).toMatchObject({eventName: 'Items Viewed', index: INDEX});
    expect(eventsOf(sent, 'view')[0].objectIDs).toEqual(Array.from({length: 20}, (_, at) => `kafka-${at}`));

    // Scrolling to the end of the list loads the next 20 (the button would too, but scrolling to it already does).
    await page.getByRole('button', {name: 'Load more results'}).scrollIntoViewIfNeeded();
    await expect(results).toHaveCount(40);
    await expect.poll(() => eventsOf(sent, 'view').length).toBe(2);
    expect(eventsOf(sent, 'view')[1].objectIDs).toEqual(Array.from({length: 20}, (_, at) => `kafka-${20 + at}`));

    await results.nth(21).click();
    await expect.poll(() => eventsOf(sent, 'click').length).toBe(1);
    expect(eventsOf(sent, 'click')[0]).toMatchObject({
      eventName: 'Item Selected',
      index: INDEX,
      // The second page of results was its own query.
      queryID: queryIdOf('kafka', 1),
      objectIDs: ['kafka-21'],
      positions: [22],
    });
  });

  test('copying code on the page a result opened is a conversion for that result, once', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const {sent} = await stubInsights(page);
    await stubAlgolia(page);
    await page.goto('/');
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('kafka');
    await modalHits(page).first().click();
    await expect(page).toHaveURL('/docs/core-software/song/Usage/kafka');
    const copy = page.getByRole('button', {name: 'Copy code to clipboard'});
    await copy.first().click();
    await expect.poll(() => eventsOf(sent, 'conversion').length).toBe(1);
    expect(eventsOf(sent, 'conversion')[0]).toMatchObject({
      eventType: 'conversion',
      eventName: 'Code Copied',
      index: INDEX,
      queryID: queryIdOf('kafka'),
      objectIDs: ['kafka-page'],
    });
    expectAnonymous(eventsOf(sent, 'conversion'));

    // A second copy is not a second conversion; the next event on the wire is the next click.
    await copy.nth(1).click();
    await page.goto('/search?q=kafka');
    await page.locator('main ol > li h2 a').first().click();
    await expect(page).toHaveURL('/docs/core-software/song/Usage/kafka');
    await expect.poll(() => eventsOf(sent, 'click').length).toBe(2);
    expect(eventsOf(sent, 'conversion')).toHaveLength(1);

    // Code selected and copied with the keyboard counts too.
    await page.locator('article pre').first().selectText();
    await page.keyboard.press('ControlOrMeta+C');
    await expect.poll(() => eventsOf(sent, 'conversion').length).toBe(2);
    expect(eventsOf(sent, 'conversion')[1]).toMatchObject({queryID: queryIdOf('kafka'), objectIDs: ['kafka-page']});
  });

  test('if the Insights script cannot load, the console says so and search works as before', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(INSIGHTS_SCRIPT.url, (route) => route.abort('connectionrefused'));
    await stubAlgolia(page);
    await page.goto('/');
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('kafka');
    await expect
      .poll(() => errors)
      .toContain('Failed to load the Algolia Insights script: search usage events are not sent.');
    await modalHits(page).first().click();
    await expect(page).toHaveURL('/docs/core-software/song/Usage/kafka');
  });
});
