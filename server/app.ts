/**
 * The production build served the way a real host serves it: brotli or gzip,
 * long-lived caching for content-hashed files and revalidation for the rest,
 * the security headers of `build/_headers`, clean URLs (`/docs/x` for
 * `docs/x/index.html`, with `.html` and `/index.html` redirected to them) and
 * the site's 404 page with status 404.
 */
import {statSync} from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, {type Express, type Response} from 'express';
import {HEADERS_FILE, type HeaderRule, headersFor, readHeadersFile} from '../config/httpPolicy';

const NOT_FOUND_PAGE = '/404.html';

/** The file a clean URL stands for, if any. Never leaves the root, never serves dot files or `_headers`. */
export function resolveFile(root: string, pathname: string): string | undefined {
  if (pathname.split('/').some((segment) => segment.startsWith('.') || segment === HEADERS_FILE)) return undefined;
  const base = path.join(root, pathname);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this one.
    }
  }
  return undefined;
}

/** `/docs/x.html` → `/docs/x`, `/docs/index.html` → `/docs/`; undefined when already clean. */
export function cleanPath(pathname: string): string | undefined {
  if (pathname === NOT_FOUND_PAGE) return undefined;
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return undefined;
}

/** The headers of the build being served; read again when `npm run build` has swapped in a new build. */
function currentHeaderRules(root: string): () => HeaderRule[] {
  const file = path.join(root, HEADERS_FILE);
  /** A swapped-in build brings a new file (a new inode); an edit in place changes the time. */
  const versionOf = () => {
    const stats = statSync(file, {throwIfNoEntry: false});
    return stats && `${stats.ino}:${stats.mtimeMs}`;
  };
  let rules = readHeadersFile(root);
  let version = versionOf();
  return () => {
    // Mid-swap the file may be missing for an instant: keep the rules already read.
    const current = versionOf();
    if (current !== undefined && current !== version) {
      rules = readHeadersFile(root);
      version = current;
    }
    return rules;
  };
}

export function createApp(buildDir: string): Express {
  const root = path.resolve(buildDir);
  const rules = currentHeaderRules(root);
  const app = express();
  app.disable('x-powered-by');
  app.use(compression({threshold: 1024}));

  const send = (response: Response, file: string, pathname: string, status = 200) => {
    response.status(status).set(headersFor(pathname, rules()));
    response.sendFile(file, {cacheControl: false, dotfiles: 'deny', lastModified: true, etag: true}, (error) => {
      if (error && !response.headersSent) response.status(500).end();
    });
  };

  app.use((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.status(405).set('Allow', 'GET, HEAD').end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.path);
    } catch {
      response.status(400).type('text/plain').send('Bad request: the address is not valid URL encoding.');
      return;
    }
    const clean = cleanPath(pathname);
    if (clean !== undefined) {
      const query = request.originalUrl.slice(request.path.length);
      response.redirect(301, `${encodeURI(clean)}${query}`);
      return;
    }
    const file = resolveFile(root, pathname);
    if (file) send(response, file, pathname);
    else send(response, path.join(root, NOT_FOUND_PAGE), NOT_FOUND_PAGE, 404);
  });
  return app;
}
