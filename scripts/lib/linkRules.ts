/**
 * Every link and image of every page, checked in one pass without a build: a Markdown link to a file, an address on
 * the site, an anchor on this or another page, an image. The build still fails on the same mistakes (`onBrokenLinks`
 * and friends), but it stops at the first kind it meets; this check reports all of them with their file and line.
 *
 * Addresses are worked out the way the docs plugin makes them: the file's path under its area, a folder's `index.md`,
 * `README.md` or `<folder>.md` at the folder's address, a `slug` in front matter, number prefixes dropped.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {normaliseRoute} from '../../plugins/shared/routes';
import type {ContentPage} from './contentPages';

const DOCS_AREAS = ['docs', 'guides', 'community'];
/** Anchors that every page with release facts gets from the theme (src/components/ReleaseFacts). */
const SOURCES_ANCHOR = 'page-sources';
/** Addresses the site has besides its Markdown pages. */
const OTHER_ROUTES = [
  '/',
  '/search',
  '/blog',
  '/blog/archive',
  '/blog/tags',
  '/blog/authors',
  '/docs',
  '/guides',
  '/community',
];
const OTHER_ROUTE_PREFIXES = ['/blog/tags/', '/blog/authors/', '/blog/page/'];

const NUMBER_PREFIX = /^\d+[-_.]\s*/;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** A folder's own page: its `index.md`, `README.md` or `<folder>.md`, served at the folder's address. */
function isFolderPage(file: string): boolean {
  const name = path
    .basename(file)
    .replace(/\.mdx?$/, '')
    .replace(NUMBER_PREFIX, '')
    .toLowerCase();
  const folder = path.basename(path.dirname(file)).replace(NUMBER_PREFIX, '').toLowerCase();
  return name === 'index' || name === 'readme' || name === folder;
}

/** The address the docs plugin or the blog gives a page file. */
export function routeOf(page: ContentPage): string | undefined {
  const file = page.file.split(path.sep).join('/');
  const [area, ...rest] = file.split('/');
  const slug = typeof page.frontMatter.slug === 'string' ? page.frontMatter.slug : undefined;
  if (area === 'blog') {
    const match = /^(\d{4})-(\d{2})-(\d{2})-([^/]+?)(?:\/index)?\.mdx?$/.exec(rest.join('/'));
    if (!match) return undefined;
    return normaliseRoute(
      slug ? `/blog/${slug.replace(/^\//, '')}` : `/blog/${match[1]}/${match[2]}/${match[3]}/${match[4]}`,
    );
  }
  if (!DOCS_AREAS.includes(area)) return undefined;
  const folders = rest.slice(0, -1).map((folder) => folder.replace(NUMBER_PREFIX, ''));
  const name = rest
    .at(-1)!
    .replace(/\.mdx?$/, '')
    .replace(NUMBER_PREFIX, '');
  if (slug) {
    const absolute = slug.startsWith('/') ? slug : `/${[...folders, slug].join('/')}`;
    return normaliseRoute(`/${area}${absolute}`);
  }
  return normaliseRoute(`/${[area, ...folders, ...(isFolderPage(file) ? [] : [name])].join('/')}`);
}

/** What a relative address on the page resolves against: the folder of its address, as in the browser. */
function baseOf(page: ContentPage): string {
  const route = routeOf(page) ?? '/';
  return `https://site.invalid${route}${isFolderPage(page.file) && route !== '/' ? '/' : ''}`;
}

function anchorsOf(page: ContentPage): Set<string> {
  return Array.isArray(page.frontMatter.sources) ? new Set([...page.anchors, SOURCES_ANCHOR]) : page.anchors;
}

export function checkLinks(pages: ContentPage[], siteDir: string): string[] {
  const byFile = new Map(pages.map((page) => [page.file.split(path.sep).join('/'), page]));
  const byRoute = new Map<string, ContentPage>();
  for (const page of pages) {
    const route = routeOf(page);
    if (route) byRoute.set(route, page);
  }
  const routeExists = (route: string) =>
    byRoute.has(route) ||
    OTHER_ROUTES.includes(route) ||
    OTHER_ROUTE_PREFIXES.some((prefix) => route.startsWith(prefix)) ||
    existsSync(path.join(siteDir, 'static', route));

  const problems: string[] = [];
  for (const page of pages) {
    const file = page.file.split(path.sep).join('/');
    const here = path.posix.dirname(file);
    const report = (line: number, message: string) => problems.push(`${file}:${line} ${message}`);
    for (const {url, line, image} of page.links) {
      if (EXTERNAL.test(url) || url.startsWith('//')) continue;
      const hash = url.indexOf('#');
      const target = hash < 0 ? url : url.slice(0, hash);
      const anchor = hash < 0 ? undefined : decodeURIComponent(url.slice(hash + 1));
      let targetPage: ContentPage | undefined;
      if (target === '') {
        targetPage = page;
      } else if (image) {
        const local = target.startsWith('/')
          ? path.join(siteDir, 'static', target)
          : path.join(siteDir, here, decodeURI(target));
        if (!existsSync(local)) report(line, `image ${url} does not exist`);
        continue;
      } else if (/\.mdx?$/.test(target)) {
        const resolved = path.posix.normalize(
          target.startsWith('/') ? target.slice(1) : path.posix.join(here, decodeURI(target)),
        );
        targetPage = byFile.get(resolved);
        if (!targetPage) {
          report(line, `link to ${target}: there is no page ${resolved}`);
          continue;
        }
      } else {
        const route = normaliseRoute(target.startsWith('/') ? target : new URL(target, baseOf(page)).pathname);
        if (!routeExists(route)) {
          report(line, `link to ${target}: no page has the address ${route}`);
          continue;
        }
        targetPage = byRoute.get(route);
      }
      if (anchor && targetPage && !anchorsOf(targetPage).has(anchor)) {
        const where = targetPage === page ? 'this page' : targetPage.file;
        report(line, `link to ${url}: ${where} has no heading or element with the id "${anchor}"`);
      }
    }
  }
  return problems;
}
