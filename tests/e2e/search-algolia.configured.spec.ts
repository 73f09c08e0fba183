import type {Page, Route} from '@playwright/test';
import {TEST_ALGOLIA} from '../../scripts/configured-build-settings';
import {test, expect} from './fixtures';
import {hydrated, openSearch} from './search';

const ALGOLIA_HOSTS = new RegExp(
  `^https://${TEST_ALGOLIA.appId.toLowerCase()}(-dsn\\.algolia\\.net|\\.algolia\\.net|-\\d\\.algolianet\\.com)/`,
);
const ASK_AI = /^https:\/\/(beta-chat-)?askai\.algolia\.com\//;

type SearchCall = {url: URL; headers: Record<string, string>; body: {requests: Record<string, unknown>[]}};

/** Stands in for Algolia: answers every query with one hit on the Song Kafka page. */
async function stubAlgolia(page: Page): Promise<SearchCall[]> {
  const calls: SearchCall[] = [];
  await page.route(ALGOLIA_HOSTS, async (route: Route) => {
    const request = route.request();
    const body = JSON.parse(request.postData() ?? '{"requests":[]}') as SearchCall['body'];
    calls.push({url: new URL(request.url()), headers: await request.allHeaders(), body});
    await route.fulfill({
      json: {
        results: body.requests.map((searchRequest) => ({
          hits: [
            {
              objectID: 'kafka-page',
              type: 'lvl1',
              url: 'https://docs.overture.bio/docs/core-software/song/Usage/kafka',
              content: null,
              hierarchy: {lvl0: 'Documentation', lvl1: 'Kafka integration'},
              _highlightResult: {
                hierarchy: {
                  lvl0: {value: 'Documentation', matchLevel: 'none', matchedWords: []},
                  lvl1: {value: '<mark>Kafka</mark> integration', matchLevel: 'full', matchedWords: ['kafka']},
                },
              },
              _snippetResult: {hierarchy: {lvl1: {value: '<mark>Kafka</mark> integration', matchLevel: 'full'}}},
            },
          ],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          query: searchRequest.query,
          params: '',
          processingTimeMS: 1,
          exhaustiveNbHits: true,
        })),
      },
    });
  });
  return calls;
}

/** Credentials may travel in headers or in the query string. */
function credential(call: SearchCall, name: string): string | null {
  return call.headers[name] ?? call.url.searchParams.get(name);
}

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

  test('shows the error screen when Algolia cannot be reached', async ({page}) => {
    await page.route(ALGOLIA_HOSTS, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('kafka');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  });

  test('offers Ask AI and streams its answer, with like, dislike, copy and the disclaimer', async ({page}) => {
    await stubAlgolia(page);
    const asked: unknown[] = [];
    await page.route(ASK_AI, async (route) => {
      const url = route.request().url();
      if (url.endsWith('/chat/token')) {
        await route.fulfill({json: {success: true, token: 'test-token'}});
        return;
      }
      if (url.endsWith('/chat')) {
        asked.push(JSON.parse(route.request().postData() ?? 'null'));
        // Long enough to see the "Answering..." state.
        await new Promise((resolve) => setTimeout(resolve, 1500));
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
