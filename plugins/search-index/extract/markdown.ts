/**
 * Reads a page from its Markdown/MDX source, for `docusaurus start`, where no
 * built HTML exists. Headings get the same anchors Docusaurus gives them.
 */
import {readFile} from 'node:fs/promises';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {mdxParser as parser} from '../../shared/mdxParser';
import {CONTINUE, SKIP, visit} from 'unist-util-visit';
import {normaliseRoute} from '../../shared/routes';
import {cleanText, linkTarget, type ExtractedPage, type PageBlock, type PageLink} from './blocks';

/** Node types that never hold searchable prose. */
const SKIPPED = new Set(['code', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'image']);

/** Text of a node, without skipped parts and without nested lists (their items are blocks of their own). */
function textOf(node: Nodes): string {
  const parts: string[] = [];
  visit(node, (child) => {
    if (SKIPPED.has(child.type) || child.type === 'list') return SKIP;
    if (!('children' in child)) parts.push(toString(child));
    return CONTINUE;
  });
  return parts.join('');
}

/** What the Markdown source of a page says about it; its blocks and links are read from the source. */
export type SourcePage = Omit<ExtractedPage, 'blocks' | 'links'>;

/**
 * `resolveLink` gives the page a link's URL points to; by default the URL is resolved against the page's path, as
 * a browser would. Links to Markdown files need the site's files (see `extractSourcePages`).
 */
export function extractFromMarkdown(
  source: string,
  page: SourcePage,
  resolveLink: (url: string) => string | undefined = (url) => linkTarget(url, page.path),
): ExtractedPage {
  const tree = parser.parse(escapeMarkdownHeadingIds(source)) as Root;
  const slugger = createSlugger();
  const blocks: PageBlock[] = [];
  const addText = (text: string) => {
    if (text) blocks.push({kind: 'text', text});
  };

  // Tab labels are attributes of their MDX elements, not children, so they are left out as in the built page.
  visit(tree, (node, _index, parent) => {
    if (SKIPPED.has(node.type)) return SKIP;
    // Inside a list item, only a nested list holds blocks of its own; the rest is the item's text.
    if (parent?.type === 'listItem' && node.type !== 'list') return SKIP;
    switch (node.type) {
      case 'heading': {
        const {text, id} = parseMarkdownHeadingId(cleanText(textOf(node)));
        if (node.depth > 1 && text) {
          blocks.push({kind: 'heading', level: node.depth, anchor: id ?? slugger.slug(text), text});
        }
        return SKIP;
      }
      case 'paragraph':
        addText(cleanText(textOf(node)));
        return SKIP;
      case 'tableRow':
        addText(
          node.children
            .map((cell) => cleanText(textOf(cell)))
            .filter(Boolean)
            .join(' · '),
        );
        return SKIP;
      case 'listItem':
        addText(cleanText(node.children.map((child) => textOf(child)).join(' ')));
        return CONTINUE;
      default:
        return CONTINUE;
    }
  });
  // Links to other pages of this site; links within the page say nothing about it.
  const links: PageLink[] = [];
  const self = normaliseRoute(page.path);
  visit(tree, (node) => {
    if (SKIPPED.has(node.type)) return SKIP;
    if (node.type !== 'link') return CONTINUE;
    const to = resolveLink(node.url);
    const text = cleanText(textOf(node));
    if (to !== undefined && to !== self && text) links.push({to, text});
    return SKIP;
  });
  return {...page, blocks, links};
}

export async function extractFromMarkdownFile(
  file: string,
  page: SourcePage,
  resolveLink?: (url: string) => string | undefined,
): Promise<ExtractedPage> {
  return extractFromMarkdown(await readFile(file, 'utf8'), page, resolveLink);
}
