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
  /** Where MDX cannot parse the page (a bare `<ID>`, an unclosed tag): nothing else of the page is read. */
  syntaxError?: {line: number; reason: string};
  /** `{…}` in prose, which MDX runs as JavaScript: a placeholder that belongs in backticks (comments excepted). */
  expressions: {value: string; line: number}[];
};

function walk(node: Nodes, visit: (node: Nodes) => boolean | void): void {
  if (visit(node) === false) return;
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit);
}

/** An expression that holds only comments (the blog's truncate marker) is how MDX writes a comment. */
const ONLY_COMMENTS = /^\s*(\/\*[\s\S]*?\*\/\s*)+$/;

export function parsePage(file: string, source: string): ContentPage {
  let tree: Root;
  try {
    tree = parser.parse(source) as Root;
  } catch (error) {
    const {line, reason} = error as {line?: number; reason?: string; message?: string};
    return {
      file,
      frontMatter: {},
      codeBlocks: [],
      prose: '',
      source,
      syntaxError: {line: line ?? 1, reason: reason ?? String(error)},
      expressions: [],
    };
  }
  let frontMatter: Record<string, unknown> = {};
  const codeBlocks: ContentPage['codeBlocks'] = [];
  const prose: string[] = [];
  const expressions: ContentPage['expressions'] = [];
  walk(tree, (node) => {
    if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && !ONLY_COMMENTS.test(node.value)) {
      expressions.push({value: node.value, line: node.position?.start.line ?? 0});
      return false;
    }
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
      // Walk on: an expression inside the text is reported above.
    }
    return undefined;
  });
  return {file, frontMatter, codeBlocks, prose: prose.join('\n'), source, expressions};
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
