/**
 * The Markdown copies of the pages and the llms.txt indexes, read from the production build: every docs page and
 * blog post has its copy, which is plain Markdown (no JSX, no HTML), keeps the page's code blocks byte for byte and
 * links only to what exists; the indexes follow the llms.txt format and list every page, llms-full.txt in sidebar
 * order. How each MDX construct is rewritten is unit-tested in plugins/llms-txt/__tests__.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {createSlugger} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {DEFAULT_SITE_URL} from '../../config/environment';
import {parsePage} from '../../scripts/lib/contentPages';
import {parseLlmsTxt} from '../../plugins/llms-txt/__tests__/llmsTxtFormat';
import {markdownPathOf} from '../../plugins/llms-txt/markdownPath';
import {sitemapLocations} from '../e2e/sitemap';
import {BUILD} from './servingChecks';

const ROOT = path.resolve(__dirname, '../..');
const commonMark = unified().use(remarkParse).use(remarkGfm).freeze();
const trees = new Map<string, Root>();
/** Each copy is read once, as CommonMark with GitHub's extensions (no MDX): how an assistant reads it. */
function parse(markdown: string): Root {
  if (!trees.has(markdown)) trees.set(markdown, commonMark.parse(markdown) as Root);
  return trees.get(markdown)!;
}
const read = (file: string) => readFileSync(path.join(BUILD, file), 'utf8');

type Page = {route: string; html: string; source: string; copy: string};

/** Every page of the sitemap that is a docs page or a blog post, with its source file (from its edit link). */
function pagesWithCopies(): Page[] {
  const pages: Page[] = [];
  for (const location of sitemapLocations(read('sitemap.xml'))) {
    const route = location.slice(DEFAULT_SITE_URL.length);
    const file = [path.join(BUILD, route, 'index.html'), path.join(BUILD, `${route}.html`)].find(existsSync);
    if (!file) throw new Error(`${route}: no built page`);
    const html = readFileSync(file, 'utf8');
    const isDoc = /name=["']?docusaurus_tag["']? content=["']?docs-/.test(html);
    const isPost = /<html[^>]*class="[^"]*\bblog-post-page\b/.test(html);
    if (!isDoc && !isPost) continue;
    const source = html.match(/href=["']?https:\/\/github\.com\/overture-stack\/docs\/edit\/main\/([^"'\s>]+)/)?.[1];
    if (!source) throw new Error(`${route}: no edit link to find its source by`);
    const copyFile = path.join(BUILD, markdownPathOf(route));
    pages.push({route, html, source, copy: existsSync(copyFile) ? readFileSync(copyFile, 'utf8') : ''});
  }
  return pages;
}

const PAGES = pagesWithCopies();

/** Where an address of the site lands in the build: a file, or a page's HTML. */
function builtFileOf(url: string): string | undefined {
  const pathname = decodeURI(new URL(url).pathname);
  const direct = path.join(BUILD, pathname);
  if (existsSync(direct) && !pathname.endsWith('/')) return direct;
  return [path.join(BUILD, pathname, 'index.html'), path.join(BUILD, `${pathname}.html`)].find(existsSync);
}

/** The anchors a reader of a copy can jump to: its headings, slugged as GitHub and Docusaurus slug them. */
function anchorsOf(markdown: string): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  visit(parse(markdown), 'heading', (heading) => {
    anchors.add(slugger.slug(toString(heading), {maintainCase: false}));
  });
  return anchors;
}

describe('Markdown copies of the pages', () => {
  it('cover the docs areas and the blog posts', () => {
    expect(PAGES.length).toBeGreaterThan(80);
    for (const prefix of ['/docs/', '/guides/', '/community/', '/blog/']) {
      expect(
        PAGES.some((page) => page.route.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('exist for every page, next to it', () => {
    expect(PAGES.filter((page) => page.copy === '').map((page) => page.route)).toEqual([]);
  });

  it('start with the page title and say which release they apply to, as the page does', () => {
    for (const {route, html, copy} of PAGES) {
      const title = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, '');
      const [first] = parse(copy).children;
      expect(first?.type === 'heading' && first.depth === 1, `${route}: H1 first`).toBe(true);
      expect(toString(first), route).toBe(title?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'"));
      // The page's "Applies to" line, as text: its releases, their dates (the minified HTML may omit the `</p>`).
      const appliesTo = html
        .match(/<p[^>]*>(Applies to[\s\S]*?)(?:<\/p>|<p[\s>]|<div[\s>])/)?.[1]
        .replace(/<[^>]+>/g, '');
      const second = parse(copy).children[1];
      const copyAppliesTo = second?.type === 'paragraph' && /^Applies to /.test(toString(second));
      expect(copyAppliesTo ? toString(second) : undefined, route).toBe(appliesTo);
    }
  });

  it('are plain Markdown: no HTML, no JSX, no imports, no directives', () => {
    for (const {route, copy} of PAGES) {
      const tree = parse(copy);
      const html: string[] = [];
      visit(tree, 'html', (node) => {
        html.push(node.value);
      });
      expect(html, `${route}: HTML`).toEqual([]);
      const text: string[] = [];
      visit(tree, 'text', (node) => {
        text.push(node.value);
      });
      const prose = text.join('\n');
      expect(prose, `${route}: a component`).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/);
      expect(prose, `${route}: an import or export`).not.toMatch(/^(import|export) /m);
      expect(prose, `${route}: a directive`).not.toMatch(/^:::/m);
      expect(prose, `${route}: an MDX comment`).not.toContain('{/*');
    }
  });

  it("keep every code block of the page's source byte for byte", () => {
    let count = 0;
    for (const {route, source, copy} of PAGES) {
      const page = parsePage(source, readFileSync(path.join(ROOT, source), 'utf8'));
      const expected = page.codeBlocks.map(({lang, value}) => ({lang, value}));
      const blocks: {lang: string | null; value: string}[] = [];
      visit(parse(copy), 'code', ({lang, value}) => {
        blocks.push({lang: lang ?? null, value});
      });
      expect(blocks, route).toEqual(expected);
      count += blocks.length;
    }
    expect(count).toBeGreaterThan(500);
  });

  it('link only to what exists: copies of pages (and their headings), other pages of the site, files', () => {
    const copies = new Map(PAGES.map((page) => [`${DEFAULT_SITE_URL}${markdownPathOf(page.route)}`, page.copy]));
    const anchors = new Map<string, Set<string>>();
    for (const {route, copy} of PAGES) {
      visit(parse(copy), ['link', 'definition', 'image'], (node) => {
        const {url} = node as {url: string};
        if (!url.startsWith(DEFAULT_SITE_URL)) {
          expect(url, `${route}: a site link that is not absolute`).toMatch(/^(https?:|mailto:)/);
          return;
        }
        const [address, anchor] = decodeURI(url).split('#');
        expect(builtFileOf(encodeURI(address)), `${route} links to ${url}`).toBeDefined();
        if (!address.endsWith('.md') || !anchor) return;
        const target = copies.get(address);
        expect(target, `${route} links to ${url}, not a copy of a page`).toBeDefined();
        if (!anchors.has(address)) anchors.set(address, anchorsOf(target!));
        expect(anchors.get(address)!.has(anchor), `${route} links to ${url}: no such heading`).toBe(true);
      });
    }
  });
});

describe('llms.txt indexes', () => {
  const site = parseLlmsTxt(read('llms.txt'));
  const toolIndexes = [...read('llms.txt').matchAll(/\((https:[^)]+\/llms\.txt)\)/g)].map(([, url]) => url);

  it('/llms.txt follows the format and lists every page once, with its description', () => {
    expect(site.title).toBe('Overture Docs');
    expect(site.summary).toMatch(/^Overture is /);
    const links = site.sections.flatMap((section) => section.links);
    expect(links.map((link) => link.url).sort()).toEqual(
      PAGES.map((page) => `${DEFAULT_SITE_URL}${encodeURI(markdownPathOf(page.route))}`).sort(),
    );
    for (const link of links) expect(link.notes, link.url).toBeTruthy();
    expect(site.sections.map((section) => section.title)).toEqual(
      expect.arrayContaining(['Platform guides', 'Developer documentation', 'Community', 'Song', 'Score', 'Optional']),
    );
  });

  it('has an llms.txt for each tool, in the same format, in the tool’s folder', () => {
    expect(toolIndexes.map((url) => new URL(url).pathname)).toEqual([
      '/docs/core-software/song/llms.txt',
      '/docs/core-software/score/llms.txt',
      '/docs/core-software/maestro/llms.txt',
      '/docs/core-software/arranger/llms.txt',
      '/docs/core-software/lectern/llms.txt',
      '/docs/core-software/stage/llms.txt',
    ]);
    for (const url of toolIndexes) {
      const tool = parseLlmsTxt(read(new URL(url).pathname));
      const folder = new URL(url).pathname.replace(/llms\.txt$/, '');
      const listed = tool.sections.flatMap((section) => section.links.map((link) => new URL(link.url).pathname));
      expect(listed.length, url).toBeGreaterThan(1);
      for (const pathname of listed) expect(pathname.startsWith(folder), `${url}: ${pathname}`).toBe(true);
      // The tool's section of /llms.txt lists the same pages.
      const section = site.sections.find((candidate) => candidate.title === tool.title);
      expect(
        section?.links.map((link) => new URL(link.url).pathname),
        url,
      ).toEqual(listed);
    }
  });

  it('/llms-full.txt holds every copy once, each docs area in the order of its sidebar', () => {
    const full = read('llms-full.txt');
    expect(full.startsWith('# Overture Docs\n\n> Overture is ')).toBe(true);
    const position = new Map(PAGES.map((page) => [page.route, full.indexOf(page.copy)]));
    for (const [route, at] of position) {
      expect(at, `${route}: its copy`).toBeGreaterThan(0);
      expect(full.indexOf(PAGES.find((page) => page.route === route)!.copy, at + 1), `${route}: once`).toBe(-1);
    }
    // The sidebar's order is the order of the pages' "Next" links.
    for (const {route, html} of PAGES) {
      const next = html.match(/class="pagination-nav__link pagination-nav__link--next" href=["']?([^"'\s>]+)/)?.[1];
      if (!next || !position.has(next)) continue;
      expect(position.get(next)!, `${route} comes before ${next}`).toBeGreaterThan(position.get(route)!);
    }
  });

  it('leaves the copies and indexes out of the sitemap (they are not pages for search results); robots.txt names llms.txt', () => {
    const locations = sitemapLocations(read('sitemap.xml'));
    expect(locations.filter((url) => /\.md$|llms(-full)?\.txt$/.test(url))).toEqual([]);
    expect(read('robots.txt')).toContain(`${DEFAULT_SITE_URL}/llms.txt`);
    expect(read('robots.txt')).not.toMatch(/^Disallow/m);
  });
});
