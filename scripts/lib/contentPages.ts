/**
 * The site's Markdown pages, parsed: front matter, code blocks, prose. Shared
 * by `npm run check:content` and `npm run content:stats`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import jsYaml from 'js-yaml';
import type {Code, Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export const CONTENT_AREAS = ['docs', 'guides', 'community', 'blog'];
const ROOT = path.resolve(__dirname, '../..');
const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

export type ContentPage = {
  /** Path from the repository root, e.g. `docs/getting-started.md`. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** Fenced code blocks; `meta` is the rest of the fence's first line (e.g. `title="Invalid: …"`). */
  codeBlocks: {lang: string | null; meta: string | null; value: string; line: number}[];
  /** The text a reader reads: everything but front matter, imports and code. */
  prose: string;
  source: string;
};

function walk(node: Nodes, visit: (node: Nodes) => boolean | void): void {
  if (visit(node) === false) return;
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit);
}

export function parsePage(file: string, source: string): ContentPage {
  const tree = parser.parse(source) as Root;
  let frontMatter: Record<string, unknown> = {};
  const codeBlocks: ContentPage['codeBlocks'] = [];
  const prose: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'yaml') {
      frontMatter = (jsYaml.load(node.value) as Record<string, unknown> | undefined) ?? {};
      return false;
    }
    if (node.type === 'code') {
      const code = node as Code;
      codeBlocks.push({
        lang: code.lang ?? null,
        meta: code.meta ?? null,
        value: code.value,
        line: code.position?.start.line ?? 0,
      });
      return false;
    }
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') return false;
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      prose.push(toString(node));
      return false;
    }
    return undefined;
  });
  return {file, frontMatter, codeBlocks, prose: prose.join('\n'), source};
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
