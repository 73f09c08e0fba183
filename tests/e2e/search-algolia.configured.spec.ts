import {TEST_ALGOLIA} from '../../scripts/configured-build-settings';
import {
  FALLBACK_HOSTS,
  HOSTS_STORAGE_KEY,
  READ_HOST,
  WRITE_HOST,
  credential,
  stubAlgolia,
  type SearchCall,
} from './algolia';
import type {Page} from '@playwright/test';
import {test, expect, held} from './fixtures';
import {hydrated, openSearch} from './search';

const ASK_AI = /^https:\/\/(beta-chat-)?askai\.algolia\.com\//;

/** The hosts a series of search requests went to. */
const hostsOf = (calls: SearchCall[]) => calls.map((call) => call.host);

test.describe('search with Algolia configured', () => {
  test('the modal queries Algolia with the search-only key and opens results on this site', async ({page}) => {
    const calls = await stubAlgolia(page);
    const localIndex: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) localIndex.push(request.url());
    });
    await page.goto('/docs/getting-started');
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('kafka');
    const hit = page.locator('.DocSearch-Hits .DocSearch-Hit a').first();
    await expect(hit).toHaveAttribute('href', '/docs/core-software/song/Usage/kafka');

    const call = calls.at(-1)!;
    expect(credential(call, 'x-algolia-application-id')).toBe(TEST_ALGOLIA.appId);
    expect(credential(call, 'x-algolia-api-key')).toBe(TEST_ALGOLIA.searchApiKey);
    // The site's own client answers for DocSearch, and names DocSearch and Docusaurus as the theme's would.
    expect(credential(call, 'x-algolia-agent')).toMatch(/docsearch \(4\.7\.0\).*docsearch-react.*docusaurus \(3\./);
    expect(call.body.requests[0]).toMatchObject({
      indexName: TEST_ALGOLIA.indexName,
      query: 'kafka',
      attributesToSnippet: expect.arrayContaining(['content:10']),
      facetFilters: [
        'language:en',
        expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']),
      ],
    });
    expect(localIndex).toEqual([]);

    await hit.click();
    await expect(page).toHaveURL('/docs/core-software/song/Usage/kafka');
  });

  test('the search page queries Algolia too, with the section filter', async ({page}) => {
    const calls = await stubAlgolia(page);
    await page.goto('/search?q=kafka');
    await expect(page.locator('main ol > li h2 a')).toHaveAttribute('href', '/docs/core-software/song/Usage/kafka');
    await page.getByRole('radio', {name: 'Guides'}).check();
    await expect
      .poll(() => JSON.stringify(calls.at(-1)?.body.requests[0].facetFilters))
      .toContain('hierarchy.lvl0:Guides');
    expect(credential(calls.at(-1)!, 'x-algolia-api-key')).toBe(TEST_ALGOLIA.searchApiKey);
  });

  test('offers Ask AI and streams its answer, with like, dislike, copy and the disclaimer', async ({page}) => {
    await stubAlgolia(page);
    const asked: unknown[] = [];
    const {released: answerReleased, release: releaseAnswer} = held();
    await page.route(ASK_AI, async (route) => {
      const url = route.request().url();
      if (url.endsWith('/chat/token')) {
        await route.fulfill({json: {success: true, token: 'test-token'}});
        return;
      }
      if (url.endsWith('/chat')) {
        asked.push(JSON.parse(route.request().postData() ?? 'null'));
        // Held back until the test has seen the "Answering..." state.
        await answerReleased;
        const events = [
          {type: 'start', messageId: 'answer-1'},
          {type: 'start-step'},
          {type: 'text-start', id: 'text-1'},
          {type: 'text-delta', id: 'text-1', delta: 'Song sends a message '},
          {type: 'text-delta', id: 'text-1', delta: 'to the song-analysis topic.'},
          {type: 'text-end', id: 'text-1'},
          {type: 'finish-step'},
          {type: 'finish'},
        ];
        await route.fulfill({
          headers: {'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1'},
          body: `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('')}data: [DONE]\n\n`,
        });
        return;
      }
      await route.fulfill({json: {success: true}});
    });

    await page.goto('/');
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('kafka');
    const askAi = page.locator('.DocSearch-Hit-AskAIButton');
    await expect(askAi).toContainText('Ask AI');
    await askAi.click();

    // While the answer streams, DocSearch shows "Answering..." in place of the input.
    const input = page.locator('.DocSearch-Input');
    await expect(page.locator('.DocSearch-Form').getByText('Answering...')).toBeVisible();
    await expect(input).toBeHidden();
    releaseAnswer();
    const answer = page.locator('.DocSearch-AskAiScreen-Message--assistant');
    await expect(answer).toContainText('Song sends a message to the song-analysis topic.');
    await expect(input).toHaveAttribute('placeholder', 'Ask another question...');
    await expect(page.locator('.DocSearch-AskAiScreen-Disclaimer')).toHaveText(
      'Answers are generated with AI which can make mistakes. Verify responses.',
    );
    for (const action of ['Like', 'Dislike', 'Copy']) {
      await expect(page.locator('.DocSearch-AskAiScreen-Actions').getByTitle(action, {exact: true})).toBeVisible();
    }
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0])).toContain('kafka');

    await page.getByRole('button', {name: 'Back to keyword search'}).click();
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
  });

  test('the admin key is nowhere in the pages the site serves', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const html = await page.content();
    expect(html).not.toContain(TEST_ALGOLIA.adminApiKey);
  });
});

/** Types a query into the open modal and waits for its answer: results or the error screen. */
async function modalSearch(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
  await expect(
    page.locator('.DocSearch-Hits .DocSearch-Hit a').first().or(page.locator('.DocSearch-ErrorScreen').first()),
  ).toBeVisible();
}

test.describe("Algolia hosts: order, retries and failed hosts, as in Algolia's retry strategy", () => {
  test('the read host first; when it fails, a fallback host answers (never the write host)', async ({page}) => {
    const calls = await stubAlgolia(page, {host: (host) => (host === READ_HOST ? 'refuse' : 'answer')});
    await page.goto('/');
    await openSearch(page);
    await modalSearch(page, 'kafka');
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      '/docs/core-software/song/Usage/kafka',
    );
    expect(hostsOf(calls)).toHaveLength(2);
    expect(hostsOf(calls)[0]).toBe(READ_HOST);
    expect(FALLBACK_HOSTS).toContain(hostsOf(calls)[1]);
    expect(hostsOf(calls)).not.toContain(WRITE_HOST);
  });

  test('a 5xx is retried on the next host; a 4xx is not, and shows the error screen', async ({page}) => {
    let readStatus = 503;
    const calls = await stubAlgolia(page, {host: (host) => (host === READ_HOST ? readStatus : 'answer')});
    await page.goto('/');
    await openSearch(page);
    await modalSearch(page, 'kafka');
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit a').first()).toBeVisible();
    expect(hostsOf(calls)).toEqual([READ_HOST, expect.stringMatching(/algolianet\.com$/)]);

    // A fresh page (the 503 left the read host down for 120 s): a 403 ends the search at once.
    await page.evaluate((key) => localStorage.removeItem(key), HOSTS_STORAGE_KEY);
    await page.reload();
    readStatus = 403;
    calls.length = 0;
    await openSearch(page);
    await modalSearch(page, 'song');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    expect(hostsOf(calls)).toEqual([READ_HOST]);
  });

  test('a host that does not answer is given up after the 1 s connect timeout', async ({page}) => {
    const calls = await stubAlgolia(page, {host: (host) => (host === READ_HOST ? 'hang' : 'answer')});
    await page.clock.install();
    await page.goto('/');
    await openSearch(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.locator('.DocSearch-Input').fill('kafka');
    await expect.poll(() => hostsOf(calls)).toEqual([READ_HOST]);
    await page.clock.runFor(999);
    // The clock stood still until now: no timer can have given up on the read host yet.
    expect(hostsOf(calls)).toEqual([READ_HOST]);
    await page.clock.runFor(1);
    await expect.poll(() => hostsOf(calls)).toEqual([READ_HOST, expect.stringMatching(/algolianet\.com$/)]);
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit a').first()).toBeVisible();
  });

  test('when every host fails: each read host tried once, then the error screen in the modal and on /search', async ({
    page,
  }) => {
    const calls = await stubAlgolia(page, {host: () => 'refuse'});
    await page.goto('/');
    await openSearch(page);
    await modalSearch(page, 'kafka');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    expect(hostsOf(calls)[0]).toBe(READ_HOST);
    expect([...hostsOf(calls)].sort()).toEqual([READ_HOST, ...FALLBACK_HOSTS].sort());

    calls.length = 0;
    await page.goto('/search?q=kafka');
    const status = page.getByRole('status');
    await expect(status).toContainText('Unable to fetch results');
    await expect(status).toContainText('You might want to check your network connection.');
    await expect(page.locator('main ol > li')).toHaveCount(0);
    // Every host was down, so every host was tried again rather than none.
    expect([...hostsOf(calls)].sort()).toEqual([READ_HOST, ...FALLBACK_HOSTS].sort());
  });

  test('a host that failed is not tried again for 120 s, even after a reload', async ({page}) => {
    const calls = await stubAlgolia(page, {host: (host) => (host === READ_HOST ? 'refuse' : 'answer')});
    // The page's clock shows the time the test sets (its timers run as usual), so the seconds
    // the test itself takes do not count.
    const failedAt = new Date('2025-06-01T12:00:00Z').getTime();
    await page.clock.setFixedTime(failedAt);
    await page.goto('/');
    await openSearch(page);
    await modalSearch(page, 'kafka');
    expect(hostsOf(calls)[0]).toBe(READ_HOST);
    expect(hostsOf(calls)).toHaveLength(2);
    // The state is in browser storage, where the next page load finds it.
    const stored = await page.evaluate((key) => localStorage.getItem(key), HOSTS_STORAGE_KEY);
    expect(JSON.parse(stored ?? '{}')).toEqual({
      [`${TEST_ALGOLIA.appId}-dsn.algolia.net`]: {status: 'down', lastUpdate: failedAt},
    });

    // Reloaded at once, and 119 s later: still left out.
    for (const [query, later] of [
      ['song', 0],
      ['score', 119_000],
    ] as const) {
      await page.clock.setFixedTime(failedAt + later);
      await page.reload();
      calls.length = 0;
      await openSearch(page);
      await modalSearch(page, query);
      await expect(page.locator('.DocSearch-Hits .DocSearch-Hit a').first()).toBeVisible();
      expect(hostsOf(calls), `${later / 1000} s after the failure`).toHaveLength(1);
      expect(FALLBACK_HOSTS).toContain(hostsOf(calls)[0]);
    }

    // Past 120 s the read host is tried first again (and the stored state has expired).
    await page.clock.setFixedTime(failedAt + 120_001);
    await page.reload();
    calls.length = 0;
    await openSearch(page);
    await modalSearch(page, 'lectern');
    expect(hostsOf(calls)[0]).toBe(READ_HOST);
  });
});
