/**
 * Reads a page from its Markdown/MDX source, for `docusaurus start`, where no
 * built HTML exists. Headings get the same anchors Docusaurus gives them.
 */
import {readFile} from 'node:fs/promises';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {mdxParser as parser} from '../../shared/mdxParser';
import {cleanText, type ExtractedPage, type PageBlock} from './blocks';

/** Node types that never hold searchable prose. */
const SKIPPED = new Set(['code', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'image']);

function textOf(node: Nodes): string {
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'list') return '';
  if ('children' in node) return node.children.map((child) => textOf(child as Nodes)).join('');
  return toString(node);
}

export function extractFromMarkdown(source: string, page: Omit<ExtractedPage, 'blocks'>): ExtractedPage {
  const tree = parser.parse(escapeMarkdownHeadingIds(source)) as Root;
  const slugger = createSlugger();
  const blocks: PageBlock[] = [];

  const walk = (node: Nodes): void => {
    if (SKIPPED.has(node.type)) return;
    switch (node.type) {
      case 'heading': {
        const {text, id} = parseMarkdownHeadingId(cleanText(textOf(node)));
        if (node.depth > 1 && text) {
          blocks.push({kind: 'heading', level: node.depth, anchor: id ?? slugger.slug(text), text});
        }
        return;
      }
      case 'paragraph':
      case 'tableRow': {
        const text =
          node.type === 'tableRow'
            ? node.children.map((cell) => cleanText(textOf(cell))).join(' · ')
            : cleanText(textOf(node));
        if (text) blocks.push({kind: 'text', text});
        return;
      }
      case 'listItem': {
        const text = cleanText(node.children.map((child) => textOf(child as Nodes)).join(' '));
        if (text) blocks.push({kind: 'text', text});
        for (const child of node.children) if (child.type === 'list') walk(child);
        return;
      }
      case 'mdxJsxFlowElement':
        // Tab labels are attributes, not children, so they are left out as in the built page.
        node.children.forEach((child) => walk(child as Nodes));
        return;
      default:
        if ('children' in node) node.children.forEach((child) => walk(child as Nodes));
    }
  };
  walk(tree);
  return {...page, blocks};
}

export async function extractFromMarkdownFile(
  file: string,
  page: Omit<ExtractedPage, 'blocks'>,
): Promise<ExtractedPage> {
  return extractFromMarkdown(await readFile(file, 'utf8'), page);
}
