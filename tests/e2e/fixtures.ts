import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';
import {TEST_TRACKER_URL} from '../../scripts/configured-build-settings';
import {stubInsights} from './algolia';

/**
 * Every test runs offline: the browser resolves no host but this machine's (`OFFLINE_FLAGS` of config/chromium.ts,
 * set in the Playwright config), and a test fails if the page or its workers tried to reach another host. A test that
 * stubs a host itself uses `page.route`; what a route answers or aborts never reaches the resolver, so it is not
 * counted.
 *
 * The guard is the resolver, not a route that catches every request: with a route installed, Playwright holds each
 * request of the page until the test process has matched it, which made a page load about 15 % slower here.
 */
export type OfflineOptions = {
  /** Answer the configured build's test tracker (which exists only in tests) with an empty script. */
  stubTracker: boolean;
  /**
   * Stand in for the Insights CDN and API: in the configured build, the first search loads Algolia's Insights
   * client, and every search sends usage events.
   */
  stubInsights: boolean;
};
type OfflineFixtures = OfflineOptions & {
  /** Requests to other hosts that the page or its workers tried during the test. */
  blockedRequests: string[];
};

export function isLocal(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

/** Requests of the context's pages and workers, from now on, whose host name did not resolve: other hosts. */
export function watchOffline(context: BrowserContext): string[] {
  const blocked: string[] = [];
  context.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_NAME_NOT_RESOLVED' && !isLocal(new URL(request.url()))) {
      blocked.push(request.url());
    }
  });
  return blocked;
}

/** Content-Security-Policy violations the page reports from now on (the server sends the site's policy). */
export function watchContentSecurityPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** A page that outlives one test (kept by a describe block or a worker), with the checks of every test's own page. */
export type KeptPage = {
  page: Page;
  /** Fails the test on the requests to other hosts and the Content-Security-Policy violations since the last call. */
  expectNothingBlocked: () => void;
};

export async function openKeptPage(context: BrowserContext): Promise<KeptPage> {
  const blocked = watchOffline(context);
  const page = await context.newPage();
  const violations = watchContentSecurityPolicy(page);
  return {
    page,
    expectNothingBlocked: () => {
      expect(blocked.splice(0), 'requests that tried to leave the machine').toEqual([]);
      expect(violations.splice(0), 'Content-Security-Policy violations').toEqual([]);
    },
  };
}

export const test = base.extend<OfflineFixtures>({
  stubTracker: [false, {option: true}],
  stubInsights: [false, {option: true}],
  blockedRequests: async ({context, stubTracker, stubInsights: insights}, use) => {
    if (insights) await stubInsights(context);
    if (stubTracker) {
      await context.route(`${TEST_TRACKER_URL}**`, (route) =>
        route.fulfill({contentType: 'application/javascript', body: ''}),
      );
    }
    const blocked = watchOffline(context);
    await use(blocked);
    expect(blocked, 'requests that tried to leave the machine').toEqual([]);
  },
  page: async ({page, blockedRequests}, use) => {
    // Depending on blockedRequests installs the offline guard for every test.
    void blockedRequests;
    const violations = watchContentSecurityPolicy(page);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export {expect};

/** The colour mode Docusaurus applied to the document. */
export async function colorMode(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

/** The navbar button that switches between the light and the dark colour mode. */
export function colorModeToggle(page: Page) {
  return page.getByRole('button', {name: /Switch between dark and light mode/});
}

/**
 * A promise that stays pending until the test calls `release`: a stubbed response awaits it, so the page stays in the
 * state under test until the test has seen it (Node 20 has no `Promise.withResolvers`).
 */
export function held(): {released: Promise<void>; release: () => void} {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {released, release};
}

/** Every script the page loads from now on, by content. */
export function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}
