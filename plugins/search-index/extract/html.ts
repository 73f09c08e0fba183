/**
 * Reads a built page: the article's Markdown body, heading by heading.
 * Everything outside the article body (navbar, sidebars, table of contents,
 * footer, breadcrumbs, pagination, edit links) is never visited, and code
 * blocks, diagrams and tab labels inside it are skipped.
 */
import {fromHtml} from 'hast-util-from-html';
import type {Element, Nodes, Root} from 'hast';
import {cleanText, type ExtractedPage, type PageBlock} from './blocks';

const HEADING = /^h([1-6])$/;
/** Elements whose text becomes one block each. */
const TEXT_BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'summary']);
/** Elements that never hold searchable prose. */
const SKIPPED = new Set(['pre', 'script', 'style', 'svg', 'button', 'nav', 'template', 'noscript', 'img', 'video']);

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function isSkipped(node: Element): boolean {
  if (SKIPPED.has(node.tagName)) return true;
  const names = classes(node);
  return (
    names.includes('hash-link') ||
    names.some((name) => name.startsWith('codeBlockContainer') || name === 'docusaurus-mermaid-container') ||
    node.properties.role === 'tablist' ||
    node.properties.ariaHidden === 'true'
  );
}

/** Visible text of a node, without skipped parts and without nested text blocks. */
function textOf(node: Nodes, nestedBlocksToo = false): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element') {
    if (isSkipped(node)) return '';
    if (!nestedBlocksToo && (node.tagName === 'ul' || node.tagName === 'ol')) return '';
    if (node.tagName === 'br') return ' ';
  }
  const separator = node.type === 'element' && (node.tagName === 'td' || node.tagName === 'th') ? ' · ' : '';
  return node.children.map((child) => textOf(child, nestedBlocksToo) + separator).join('');
}

function walk(node: Nodes, blocks: PageBlock[]): void {
  if (node.type !== 'element' && node.type !== 'root') return;
  if (node.type === 'element') {
    if (isSkipped(node)) return;
    const heading = HEADING.exec(node.tagName);
    if (heading) {
      const text = cleanText(textOf(node));
      if (text) {
        blocks.push({kind: 'heading', level: Number(heading[1]), anchor: String(node.properties.id ?? ''), text});
      }
      return;
    }
    if (TEXT_BLOCKS.has(node.tagName)) {
      const text = cleanText(textOf(node)).replace(/ ·$/, '');
      if (text) blocks.push({kind: 'text', text});
      // A list item can hold a nested list; its items are blocks of their own.
      for (const child of node.children) {
        if (child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol')) walk(child, blocks);
      }
      return;
    }
  }
  for (const child of node.children) walk(child, blocks);
}

function find(node: Nodes, test: (element: Element) => boolean): Element | undefined {
  if (node.type !== 'element' && node.type !== 'root') return undefined;
  if (node.type === 'element' && test(node)) return node;
  for (const child of node.children) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function metaContent(tree: Root, name: string): string | undefined {
  const meta = find(tree, (element) => element.tagName === 'meta' && element.properties.name === name);
  return meta ? String(meta.properties.content ?? '') : undefined;
}

/** Returns undefined for pages without an article body (redirects, lists, the home page). */
export function extractFromHtml(html: string, path: string): ExtractedPage | undefined {
  const tree = fromHtml(html);
  const article = find(tree, (element) => element.tagName === 'article');
  const body = article && find(article, (element) => classes(element).includes('markdown'));
  if (!article || !body) return undefined;

  const blocks: PageBlock[] = [];
  walk(body, blocks);
  // Blog posts keep their title outside the Markdown body, in the article header.
  let title = blocks.find((block) => block.kind === 'heading' && block.level === 1)?.text;
  if (!title) {
    const header = find(article, (element) => element.tagName === 'h1' || element.tagName === 'h2');
    title = header ? cleanText(textOf(header)) : '';
  }
  const html_ = find(tree, (element) => element.tagName === 'html');
  return {
    path,
    title,
    language: String(html_?.properties.lang ?? 'en'),
    docusaurusTag: metaContent(tree, 'docusaurus_tag') ?? 'default',
    keywords: (metaContent(tree, 'keywords') ?? '')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    ...(metaContent(tree, 'description') && {description: cleanText(metaContent(tree, 'description')!)}),
    blocks: blocks.filter((block) => !(block.kind === 'heading' && block.level === 1)),
  };
}
