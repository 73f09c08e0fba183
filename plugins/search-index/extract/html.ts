/**
 * Reads a built page: the article's Markdown body, heading by heading.
 * Everything outside the article body (navbar, sidebars, table of contents,
 * footer, breadcrumbs, pagination, edit links) is never visited, and code
 * blocks, diagrams, tab labels, headings' direct links and what the site adds
 * to the body itself (elements marked `data-search-ignore`, such as "Applies
 * to …") are skipped inside it, so the page reads as its Markdown does.
 * Elements are recognised by tag, role, attribute and the theme's public
 * class names only.
 */
import type {ThemeClassNames} from '@docusaurus/theme-common';
import type {MermaidContainerClassName} from '@docusaurus/theme-mermaid/client';
import type {Element, Root} from 'hast';
import {CONTINUE, EXIT, SKIP, visit} from 'unist-util-visit';
import {normaliseRoute} from '../../shared/routes';
import {cleanText, linkTarget, type ExtractedPage, type PageBlock, type PageLink} from './blocks';

// The packages' entry points need the bundler's aliases, so their values are restated here; the types make
// `tsc` fail if the theme ever renames them.
/** `ThemeClassNames.common.codeBlock`: every code block's container (its title, lines and buttons). */
const CODE_BLOCK: (typeof ThemeClassNames)['common']['codeBlock'] = 'theme-code-block';
/** `MermaidContainerClassName`: a diagram, drawn in the browser or at build time (plugins/diagrams). */
const DIAGRAM: typeof MermaidContainerClassName = 'docusaurus-mermaid-container';
/** Infima's typography class: the Markdown body of docs pages, blog posts and Markdown pages. */
const MARKDOWN_BODY = 'markdown';

const HEADING = /^h([1-6])$/;
const LISTS = new Set(['ul', 'ol']);
/** Elements whose text becomes one block each. */
const TEXT_BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'summary']);
/** Elements that never hold searchable prose. */
const SKIPPED = new Set(['pre', 'script', 'style', 'svg', 'button', 'nav', 'template', 'noscript', 'img', 'video']);

function hasClass(node: Element, name: string): boolean {
  const value = node.properties.className;
  return Array.isArray(value) && value.includes(name);
}

function isSkipped(node: Element): boolean {
  return (
    SKIPPED.has(node.tagName) ||
    hasClass(node, CODE_BLOCK) ||
    hasClass(node, DIAGRAM) ||
    node.properties.role === 'tablist' ||
    node.properties.ariaHidden === 'true' ||
    node.properties.dataSearchIgnore !== undefined
  );
}

/**
 * Visible text of an element, without skipped parts and without nested lists
 * (their items are blocks of their own). `alsoSkip` leaves out more elements.
 */
function textOf(element: Element, alsoSkip?: (node: Element) => boolean): string {
  if (element.tagName === 'tr') {
    return element.children
      .map((cell) => (cell.type === 'element' ? cleanText(textOf(cell)) : ''))
      .filter(Boolean)
      .join(' · ');
  }
  const parts: string[] = [];
  visit(element, (node) => {
    if (node.type === 'text') parts.push(node.value);
    if (node.type !== 'element' || node === element) return CONTINUE;
    if (isSkipped(node) || LISTS.has(node.tagName) || alsoSkip?.(node)) return SKIP;
    if (node.tagName === 'br') parts.push(' ');
    return CONTINUE;
  });
  return parts.join('');
}

/** A heading's text, without the theme's direct link to it (a `#` link to the heading's own id). */
function headingText(heading: Element): string {
  const ownAnchor = `#${String(heading.properties.id ?? '')}`;
  return textOf(heading, (node) => node.tagName === 'a' && node.properties.href === ownAnchor);
}

function blocksOf(body: Element): PageBlock[] {
  const blocks: PageBlock[] = [];
  visit(body, 'element', (node, _index, parent) => {
    if (isSkipped(node)) return SKIP;
    // Inside a list item, only a nested list holds blocks of its own; the rest is the item's text.
    if (parent?.type === 'element' && parent.tagName === 'li' && !LISTS.has(node.tagName)) return SKIP;
    const heading = HEADING.exec(node.tagName);
    if (heading) {
      const text = cleanText(headingText(node));
      if (text)
        blocks.push({kind: 'heading', level: Number(heading[1]), anchor: String(node.properties.id ?? ''), text});
      return SKIP;
    }
    if (TEXT_BLOCKS.has(node.tagName)) {
      const text = cleanText(textOf(node));
      if (text) blocks.push({kind: 'text', text});
      return node.tagName === 'li' ? CONTINUE : SKIP;
    }
    return CONTINUE;
  });
  return blocks;
}

/**
 * The body's links to other pages of this site (code blocks, diagrams and the like left out, as for the text; links
 * within the page, headings' own links included, say nothing about it).
 */
function linksOf(body: Element, path: string): PageLink[] {
  const links: PageLink[] = [];
  const self = normaliseRoute(path);
  visit(body, 'element', (node) => {
    if (isSkipped(node)) return SKIP;
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return CONTINUE;
    const to = linkTarget(node.properties.href, path);
    const text = cleanText(textOf(node));
    if (to !== undefined && to !== self && text) links.push({to, text});
    return SKIP;
  });
  return links;
}

/** The first element (in document order) that passes `test`. */
function find(tree: Root | Element, test: (element: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  visit(tree, 'element', (node) => {
    if (!test(node)) return CONTINUE;
    found = node;
    return EXIT;
  });
  return found;
}

function metaContent(tree: Root, name: string): string | undefined {
  const meta = find(tree, (element) => element.tagName === 'meta' && element.properties.name === name);
  return meta ? String(meta.properties.content ?? '') : undefined;
}

let htmlParser: Promise<(html: string) => Root> | undefined;

/**
 * The page as a hast tree, without source positions: nothing here reads them, and `hast-util-from-html` (the same
 * parser) always records them, which made reading the built site about 1.5 times as long. The parser's packages are
 * ESM only and loaded with `import()`: a static import, which tsx turns into `require()` in our CommonJS scripts
 * (`search:push`), ran the parser about five times slower than Node's own loading does.
 */
async function parsePage(html: string): Promise<Root> {
  htmlParser ??= Promise.all([import('parse5'), import('hast-util-from-parse5')]).then(
    ([{parse}, {fromParse5}]) =>
      (page: string) =>
        fromParse5(parse(page)) as Root,
  );
  return (await htmlParser)(html);
}

/** Returns undefined for pages without an article body (redirects, lists, the home page). */
export async function extractFromHtml(html: string, path: string): Promise<ExtractedPage | undefined> {
  const tree = await parsePage(html);
  const article = find(tree, (element) => element.tagName === 'article');
  const body = article && find(article, (element) => hasClass(element, MARKDOWN_BODY));
  if (!article || !body) return undefined;

  const blocks = blocksOf(body);
  // Blog posts keep their title outside the Markdown body, in the article header.
  let title = blocks.find((block) => block.kind === 'heading' && block.level === 1)?.text;
  if (!title) {
    const header = find(article, (element) => element.tagName === 'h1' || element.tagName === 'h2');
    title = header ? cleanText(headingText(header)) : '';
  }
  const root = find(tree, (element) => element.tagName === 'html');
  return {
    path,
    title,
    language: String(root?.properties.lang ?? 'en'),
    docusaurusTag: metaContent(tree, 'docusaurus_tag') ?? 'default',
    keywords: (metaContent(tree, 'keywords') ?? '')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    ...(metaContent(tree, 'description') && {description: cleanText(metaContent(tree, 'description')!)}),
    blocks: blocks.filter((block) => !(block.kind === 'heading' && block.level === 1)),
    links: linksOf(body, path),
  };
}
