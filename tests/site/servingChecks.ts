/**
 * What any host of the build must do, checked over HTTP: the same checks run
 * against `npm run serve` and against Debian's nginx with the generated
 * configuration.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {request, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {IMMUTABLE, inlineScriptHashes} from '../../config/httpPolicy';
import {createApp} from '../../server/app';

export const BUILD = path.resolve(__dirname, '../../build');

/** Serves the build with `npm run serve`'s app on a free port for the tests of this file; returns its origin. */
export function serveBuildForTests(): () => string {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createApp(BUILD).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return () => origin;
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

function asset(folder: string, test: RegExp): string {
  const file = readdirSync(path.join(BUILD, folder), {recursive: true, encoding: 'utf8'}).find((name) =>
    test.test(name),
  );
  if (!file) throw new Error(`no ${test} in ${folder}`);
  return `/${folder}/${file}`;
}

async function get(origin: string, pathname: string, headers: Record<string, string> = {}) {
  return fetch(`${origin}${pathname}`, {headers, redirect: 'manual'});
}

export function servingChecks(origin: () => string): void {
  it('serves pages at clean URLs, with and without a trailing slash', async () => {
    for (const pathname of ['/', '/docs/getting-started', '/docs/getting-started/', '/docs/under-development/']) {
      const response = await get(origin(), pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/);
    }
  });

  it('redirects .html and /index.html addresses to the clean URL, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/docs/getting-started.html', '/docs/getting-started'],
      ['/docs/getting-started/index.html', '/docs/getting-started/'],
      ['/index.html', '/'],
      ['/docs/core-software/song/overview.html?from=old', '/docs/core-software/song/overview?from=old'],
    ];
    for (const [from, to] of cases) {
      const response = await get(origin(), from);
      expect(response.status, from).toBe(301);
      expect(
        new URL(response.headers.get('location')!, origin()).pathname +
          new URL(response.headers.get('location')!, origin()).search,
      ).toBe(to);
    }
  });

  it("answers unknown paths with the site's 404 page and status 404", async () => {
    for (const pathname of ['/docs/no-such-page', '/nowhere/at/all', '/_headers', '/.env']) {
      const response = await get(origin(), pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain('Page Not Found');
    }
  });

  it('sends the security headers on pages, assets and errors', async () => {
    const page = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
    for (const pathname of ['/', asset('assets/js', /^main\..*\.js$/), '/docs/no-such-page']) {
      const response = await get(origin(), pathname);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name), `${name} on ${pathname}`).toBe(value);
      }
      expect(response.headers.get('permissions-policy'), pathname).toContain('camera=()');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, pathname).toContain("default-src 'self'");
      expect(csp, pathname).toContain("frame-ancestors 'none'");
      // Every inline script of the pages is allowed by its hash, and nothing else inline.
      for (const hash of inlineScriptHashes(page)) expect(csp).toContain(`'sha256-${hash}'`);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it('caches content-hashed files for good and revalidates everything else', async () => {
    const immutable = [
      asset('assets/js', /\.js$/),
      asset('assets/css', /\.css$/),
      asset('search-index/shards', /\.json$/),
    ];
    for (const pathname of immutable) {
      expect((await get(origin(), pathname)).headers.get('cache-control'), pathname).toBe(IMMUTABLE);
    }
    for (const pathname of [
      '/',
      '/docs/getting-started',
      '/search-index/manifest.json',
      '/img/logo.svg',
      '/sitemap.xml',
    ]) {
      expect((await get(origin(), pathname)).headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });

  it('answers a revalidation with 304 Not Modified', async () => {
    const first = await get(origin(), '/docs/getting-started');
    const etag = first.headers.get('etag');
    const modified = first.headers.get('last-modified');
    expect(etag ?? modified).toBeTruthy();
    // A browser revalidating a cached page (fetch() would add Cache-Control: no-cache, which forbids 304).
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const headers: Record<string, string> = etag ? {'if-none-match': etag} : {'if-modified-since': modified!};
      request(`${origin()}/docs/getting-started`, {headers}, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(304);
  });

  it("serves the pages' Markdown copies and the llms.txt indexes as UTF-8 text, revalidated, compressed", async () => {
    const types: [string, RegExp][] = [
      ['/docs/core-software/song/overview.md', /^text\/markdown; charset=utf-8$/i],
      ['/docs/core-software/index.md', /^text\/markdown; charset=utf-8$/i],
      ['/guides/deployment-guide/data-management-&-storage.md', /^text\/markdown; charset=utf-8$/i],
      ['/llms.txt', /^text\/plain; charset=utf-8$/i],
      ['/docs/core-software/song/llms.txt', /^text\/plain; charset=utf-8$/i],
    ];
    for (const [pathname, type] of types) {
      const response = await get(origin(), encodeURI(pathname));
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toMatch(type);
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
    }
    for (const pathname of ['/llms-full.txt', '/docs/core-software/song/setup.md']) {
      const response = await get(origin(), pathname, {'accept-encoding': 'gzip'});
      expect(response.headers.get('content-encoding'), pathname).toBe('gzip');
    }
  });

  it('compresses text with brotli or gzip, as the browser asks', async () => {
    const script = asset('assets/js', /^main\..*\.js$/);
    const brotli = await get(origin(), script, {'accept-encoding': 'br, gzip'});
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const gzip = await get(origin(), '/docs/getting-started', {'accept-encoding': 'gzip'});
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
    const plain = await get(origin(), '/docs/getting-started', {'accept-encoding': 'identity'});
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
}
