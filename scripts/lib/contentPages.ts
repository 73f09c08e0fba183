/**
 * The site's Markdown pages, parsed: front matter, code blocks, prose. Shared
 * by `npm run check:content` and `npm run content:stats`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import jsYaml from 'js-yaml';
import type {Heading, Nodes, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {CONTINUE, SKIP, visit} from 'unist-util-visit';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {mdxParser as parser} from '../../plugins/shared/mdxParser';

export const CONTENT_AREAS = ['docs', 'guides', 'community', 'blog'];
const ROOT = path.resolve(__dirname, '../..');

export type ContentPage = {
  /** Path from the repository root, e.g. `docs/getting-started.md`. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** Fenced code blocks; `meta` is the rest of the fence's first line (e.g. `title="Invalid: …"`). */
  codeBlocks: {lang: string | null; meta: string | null; value: string; line: number}[];
  /** Inline code spans (`` `docker compose … restart arranger` `` in a table cell). */
  inlineCode: {value: string; line: number}[];
  /** The text a reader reads: everything but front matter, imports and code. */
  prose: string;
  source: string;
  /** Where MDX cannot parse the page (a bare `<ID>`, an unclosed tag): nothing else of the page is read. */
  syntaxError?: {line: number; reason: string};
  /** `{…}` in prose, which MDX runs as JavaScript: a placeholder that belongs in backticks (comments excepted). */
  expressions: {value: string; line: number}[];
  /** Link and image targets as written (Markdown links, images, and `href`/`to`/`src` of JSX elements). */
  links: {url: string; line: number; image: boolean}[];
  /** The anchors the page defines: heading ids, as Docusaurus makes them, and `id` attributes of JSX elements. */
  anchors: Set<string>;
};

/** An expression that holds only comments (the blog's truncate marker) is how MDX writes a comment. */
const ONLY_COMMENTS = /^\s*(\/\*[\s\S]*?\*\/\s*)+$/;

const lineOf = (node: Nodes) => node.position?.start.line ?? 0;

/** A heading's text as Docusaurus slugs it: without raw HTML, and without an explicit `{#id}`. */
function headingText(heading: Heading): string {
  const textNodes = heading.children.filter(({type}) => type !== 'html');
  return toString(textNodes.length > 0 ? textNodes : heading);
}

function jsxAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name && typeof attribute.value === 'string') {
      return attribute.value;
    }
  }
  return undefined;
}

export function parsePage(file: string, source: string): ContentPage {
  const page: ContentPage = {
    file,
    frontMatter: {},
    codeBlocks: [],
    inlineCode: [],
    prose: '',
    source,
    expressions: [],
    links: [],
    anchors: new Set(),
  };
  let tree: Root;
  try {
    tree = parser.parse(source) as Root;
  } catch (error) {
    const {line, reason} = error as {line?: number; reason?: string};
    return {...page, syntaxError: {line: line ?? 1, reason: reason ?? String(error)}};
  }
  const prose: string[] = [];
  const slugger = createSlugger();
  visit(tree, (node) => {
    switch (node.type) {
      case 'yaml':
        page.frontMatter = (jsYaml.load(node.value) as Record<string, unknown> | undefined) ?? {};
        return SKIP;
      case 'code':
        page.codeBlocks.push({lang: node.lang ?? null, meta: node.meta ?? null, value: node.value, line: lineOf(node)});
        return SKIP;
      case 'inlineCode':
        page.inlineCode.push({value: node.value, line: lineOf(node)});
        return CONTINUE;
      case 'mdxjsEsm':
        return SKIP;
      case 'mdxTextExpression':
      case 'mdxFlowExpression':
        if (!ONLY_COMMENTS.test(node.value)) page.expressions.push({value: node.value, line: lineOf(node)});
        return SKIP;
      case 'heading': {
        const explicit = parseMarkdownHeadingId(headingText(node), 'classic').id;
        page.anchors.add(explicit ?? slugger.slug(headingText(node), {maintainCase: false}));
        prose.push(toString(node));
        return CONTINUE;
      }
      case 'paragraph':
      case 'tableCell':
        prose.push(toString(node));
        return CONTINUE;
      case 'link':
      case 'definition':
        page.links.push({url: node.url, line: lineOf(node), image: false});
        return CONTINUE;
      case 'image':
        page.links.push({url: node.url, line: lineOf(node), image: true});
        return CONTINUE;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const id = jsxAttribute(node, 'id');
        if (id) page.anchors.add(id);
        for (const name of ['href', 'to', 'src']) {
          const url = jsxAttribute(node, name);
          if (url) page.links.push({url, line: lineOf(node), image: name === 'src'});
        }
        return CONTINUE;
      }
      default:
        return CONTINUE;
    }
  });
  return {...page, prose: prose.join('\n')};
}

export function loadContentPages(): ContentPage[] {
  return CONTENT_AREAS.flatMap((area) =>
    readdirSync(path.join(ROOT, area), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .map((file) => {
        const relative = path.join(area, file);
        return parsePage(relative, readFileSync(path.join(ROOT, relative), 'utf8'));
      }),
  );
}

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu) ?? []).length;
}
