import type {APIRequestContext} from '@playwright/test';
import {DEFAULT_SITE_URL} from '../../config/environment';
import {test, expect} from './fixtures';
import {hydrated} from './search';
import {sitemapLocations} from './sitemap';

/** Crawlers see the server-rendered HTML: these checks read it as a crawler does. */
type Head = {
  title: string;
  canonical: string[];
  description: string[];
  meta: Record<string, string>;
  lang: string;
};

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`));
  return match ? (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&').replace(/&quot;/g, '"') : undefined;
}

function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = (pattern: RegExp) => [...head.matchAll(pattern)].map(([tag]) => tag);
  const meta: Record<string, string> = {};
  const description: string[] = [];
  for (const tag of tags(/<meta\b[^>]*>/g)) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    if (!key || content === undefined) continue;
    if (key === 'description') description.push(content);
    meta[key] = content;
  }
  return {
    title: head.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '',
    canonical: tags(/<link\b[^>]*\brel=["']?canonical\b[^>]*>/g).map((tag) => attribute(tag, 'href') ?? ''),
    description,
    meta,
    lang: attribute(html.match(/<html\b[^>]*>/)?.[0] ?? '', 'lang') ?? '',
  };
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return sitemapLocations(xml).map((url) => {
    expect(url.startsWith(`${DEFAULT_SITE_URL}/`), `${url} is on the site's own origin`).toBe(true);
    return new URL(url).pathname;
  });
}

test('robots.txt lets crawlers in and points to the sitemap', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines).toContain(`Sitemap: ${DEFAULT_SITE_URL}/sitemap.xml`);
});

test('the sitemap lists every section and no error or redirect page', async ({request}) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(40);
  for (const expected of ['/', '/docs/getting-started', '/guides/getting-started', '/community/support', '/blog']) {
    expect(paths).toContain(expected);
  }
  expect(paths).not.toContain('/404.html');
  // Section roots only redirect; they are not pages of their own.
  for (const redirect of ['/docs', '/guides', '/community']) expect(paths).not.toContain(redirect);
  for (const pagePath of paths.slice(0, 60)) {
    const response = await request.get(pagePath, {maxRedirects: 0});
    expect(response.status(), pagePath).toBe(200);
  }
});

test('every page in the sitemap has a canonical URL, a description and sharing tags with the social card', async ({
  request,
}) => {
  const descriptions = new Map<string, string>();
  for (const pagePath of await sitemapPaths(request)) {
    const head = readHead(await (await request.get(pagePath)).text());
    const url = `${DEFAULT_SITE_URL}${pagePath}`;
    expect.soft(head.lang, pagePath).toBe('en');
    expect.soft(head.title, pagePath).toMatch(/(^| \| )Overture Docs$/);
    expect.soft(head.canonical, pagePath).toEqual([url]);
    expect.soft(head.description, pagePath).toHaveLength(1);
    const description = head.description[0] ?? '';
    expect.soft(description.length, `${pagePath} description length`).toBeGreaterThanOrEqual(40);
    expect.soft(head.meta['og:title'], pagePath).toBe(head.title);
    expect.soft(head.meta['og:description'], pagePath).toBe(description);
    expect.soft(head.meta['og:url'], pagePath).toBe(url);
    expect.soft(head.meta['og:image'], pagePath).toBe(`${DEFAULT_SITE_URL}/img/social-card.png`);
    expect.soft(head.meta['twitter:card'], pagePath).toBe('summary_large_image');
    expect.soft(head.meta['twitter:image'], pagePath).toBe(`${DEFAULT_SITE_URL}/img/social-card.png`);
    // Each page of the three docs areas describes itself (blog lists share the blog's description).
    if (/^\/(docs|guides|community)\//.test(pagePath)) {
      expect.soft(descriptions.get(description), `${pagePath} repeats the description of`).toBeUndefined();
      descriptions.set(description, pagePath);
    }
  }
  expect(descriptions.size).toBeGreaterThan(30);
});

test('the social card is a 1200 × 630 PNG', async ({request}) => {
  const response = await request.get('/img/social-card.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('after a client-side navigation the head describes the new page', async ({page, request}) => {
  // What the new page's head must hold: its own server-rendered head.
  const expected = readHead(await (await request.get('/community/support')).text());
  await page.goto('/docs/getting-started');
  await hydrated(page);
  await page.getByRole('link', {name: 'Community & Support'}).first().click();
  await expect(page).toHaveURL(/\/community\/support$/);
  // The head changes in several steps after the address does: each check waits for its own tag.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${DEFAULT_SITE_URL}/community/support`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${DEFAULT_SITE_URL}/community/support`,
  );
  expect(expected.description).toHaveLength(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.description[0]);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    expected.meta['og:description'],
  );
  await expect(page).toHaveTitle(expected.title);
  expect(expected.title).toBe('Support | Overture Docs');
});
