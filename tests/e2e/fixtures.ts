import {test as base, expect, type Page} from '@playwright/test';
import {TEST_TRACKER_URL} from '../../scripts/configured-build-settings';

/**
 * Every test runs offline: requests to any host other than the local test
 * server are aborted and recorded, and a test fails if it tried to leave the
 * machine. A test that stubs a host itself uses `page.route`, which takes
 * precedence over this context-wide guard.
 */
type OfflineFixtures = {
  /** Requests to third-party hosts that were blocked during the test. */
  blockedRequests: string[];
};

export function isLocal(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

export const test = base.extend<OfflineFixtures>({
  blockedRequests: async ({context}, use) => {
    const blocked: string[] = [];
    await context.route(
      (url) => !isLocal(url) && url.protocol !== 'data:' && url.protocol !== 'blob:',
      async (route) => {
        const url = route.request().url();
        if (url.startsWith(TEST_TRACKER_URL)) {
          // The configured build's tracker exists only in tests: answer with an empty script.
          await route.fulfill({contentType: 'application/javascript', body: ''});
          return;
        }
        blocked.push(url);
        await route.abort('blockedbyclient');
      },
    );
    await use(blocked);
    expect(blocked, 'requests that tried to leave the machine').toEqual([]);
  },
  page: async ({page, blockedRequests}, use) => {
    // Depending on blockedRequests installs the offline guard for every test.
    void blockedRequests;
    // The server sends the site's Content-Security-Policy: nothing the site does may break it.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
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

/** Every script the page loads from now on, by content. */
export function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}
