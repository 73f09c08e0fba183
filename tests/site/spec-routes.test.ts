/**
 * Every address the site publishes, casing as written (readers and other
 * sites link to them, so none may stop being a page), is a real page of the
 * production build: served with status 200, and the page itself rather than
 * the not-found page. The section roots lead to their main pages.
 */
import {describe, expect, it} from 'vitest';
import {DEFAULT_SITE_URL} from '../../config/environment';
import {serveBuildForTests} from './servingChecks';

/** A folder's own page (its `index.md`) is the folder's address with a trailing slash. */
const SPEC_ROUTES: string[] = [
  '/',
  '/search',
  ...['citing-us', 'code-of-conduct', 'contribution', 'funding', 'licensing', 'support', 'team'].map(
    (page) => `/community/${page}`,
  ),
  '/docs/contribution',
  '/docs/getting-started',
  '/docs/core-software/',
  ...[
    'arranger/overview',
    'arranger/setup',
    'arranger/usage/',
    'arranger/usage/arranger-components',
    'arranger/usage/index-mappings',
    'arranger/usage/sqon-filter-notation',
    'lectern/dictionaryReference',
    'lectern/overview',
    'lectern/Setup',
    'maestro/overview',
    'maestro/setup',
    'maestro/usage/',
    'maestro/usage/api-reference',
    'maestro/usage/exclusion-rules',
    'maestro/usage/index-mappings',
    'maestro/usage/indexing-data',
    'maestro/usage/kafka-topics',
    'maestro/usage/slack-notifications',
    'score/overview',
    'score/setup',
    'score/usage/',
    'score/usage/api-reference',
    'score/usage/authentication',
    'score/usage/client-reference',
    'score/usage/download',
    'score/usage/hashicorp-vault',
    'score/usage/object-storage',
    'score/usage/upload',
    'song/custom-schemas',
    'song/overview',
    'song/setup',
    'song/Usage/',
    'song/Usage/api-reference',
    'song/Usage/authentication',
    'song/Usage/client-reference',
    'song/Usage/data-model-management',
    'song/Usage/id-management',
    'song/Usage/kafka',
    'song/Usage/publication-controls',
    'song/Usage/retrieving-metadata',
    'song/Usage/schema-strictness',
    'song/Usage/submitting-metadata',
    'song/Usage/updating-metadata',
    'stage/overview',
    'stage/setup',
  ].map((page) => `/docs/core-software/${page}`),
  ...[
    '',
    'community',
    'docsSite',
    'github',
    'guides',
    'Software/',
    'Software/Conduct',
    'Software/Contribute',
    'Software/license',
    'Software/Readme',
    'Software/Docs/',
    'Software/Docs/Deployment',
    'Software/Docs/overview',
    'Software/Docs/Usage',
    'Software/Docs/setups/',
    'Software/Docs/setups/maven',
    'Software/Docs/setups/node',
  ].map((page) => `/docs/documentation-standards/${page}`),
  ...['', 'prelude', 'quickstart'].map((page) => `/docs/platform-tools/${page}`),
  ...['', 'lecternViewer', 'Lyric'].map((page) => `/docs/under-development/${page}`),
  '/guides/getting-started',
  '/guides/api-reference',
  ...['', 'customizing-the-data-portal', 'index-mappings', 'updating-the-data-model'].map(
    (page) => `/guides/administration-guides/${page}`,
  ),
  ...['', 'authorization', 'data-management-&-storage', 'search-portal'].map(
    (page) => `/guides/deployment-guide/${page}`,
  ),
  ...['', 'cli-downloads', 'cli-submissions'].map((page) => `/guides/user-guides/${page}`),
];

const SECTION_ROOTS = {
  '/docs': '/docs/getting-started',
  '/guides': '/guides/getting-started',
  '/community': '/community/support',
};

/** Addresses a reader gets by trimming a page's address, or from a breadcrumb: each leads to a page. */
const FOLDER_ADDRESSES = {
  '/docs/core-software/arranger': '/docs/core-software/arranger/overview',
  '/docs/core-software/lectern': '/docs/core-software/lectern/overview',
  '/docs/core-software/maestro': '/docs/core-software/maestro/overview',
  '/docs/core-software/score': '/docs/core-software/score/overview',
  '/docs/core-software/song': '/docs/core-software/song/overview',
  '/docs/core-software/stage': '/docs/core-software/stage/overview',
};

const origin = serveBuildForTests();

/** The page's canonical address, as the page itself states it. */
function canonicalOf(html: string): string | undefined {
  const tag = html.match(/<link\b[^>]*\brel=["']?canonical\b[^>]*>/)?.[0];
  return tag?.match(/\bhref=["']?([^"'\s>]+)/)?.[1]?.replace(/&amp;/g, '&');
}

describe('every route of the specification', () => {
  it('lists each route once', () => {
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
  });

  for (const route of SPEC_ROUTES) {
    it(`${route} is a page of its own`, async () => {
      const response = await fetch(origin() + encodeURI(route), {redirect: 'manual'});
      expect(response.status, `${route}: status`).toBe(200);
      const html = await response.text();
      expect(html, `${route}: not the not-found page`).not.toContain('Page Not Found');
      // The page says it is this address (Docusaurus writes the canonical link from the route), casing included.
      expect(decodeURI(canonicalOf(html) ?? ''), `${route}: canonical address`).toBe(DEFAULT_SITE_URL + route);
    });
  }

  for (const [root, main] of Object.entries({...SECTION_ROOTS, ...FOLDER_ADDRESSES})) {
    it(`${root} leads to ${main}`, async () => {
      const response = await fetch(origin() + root, {redirect: 'manual'});
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`http-equiv=["']?refresh["']? content=["']?0; url=${main}["'\\s>]`, 'i'));
      expect(canonicalOf(html)).toBe(DEFAULT_SITE_URL + main);
      expect((await fetch(origin() + main)).status).toBe(200);
    });
  }
});
