/**
 * A page's MDX source → the Markdown copy of the page: CommonMark with GitHub tables, no JSX, no imports, every
 * link absolute. Works on the syntax tree of the shared parser (plugins/shared/mdxParser.ts), so code blocks reach
 * the copy as the parser read them, byte for byte, whatever they contain.
 *
 * What becomes of the MDX only a browser can render:
 * - admonitions (`:::warning`) → a blockquote that starts with its label in bold;
 * - `<Tabs>` → each tab's label as a heading one level below the section, then the tab's content;
 * - Mermaid diagrams stay `mermaid` code blocks (their source is what a reader of Markdown can use);
 * - components named in `interactive` (tools that run only in a browser) → one sentence linking to the web page;
 *   components named in `components` (drawn from data) → the Markdown their function returns; any other
 *   component → its children, or nothing;
 * - imports, exports and `{/* comments *\/}` → removed.
 */
import path from 'node:path';
import type {
  BlockContent,
  Blockquote,
  Code,
  Heading,
  List,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {formatCheckDate} from '../fact-checks/format';
import {releaseFactsOf, type ReleaseFacts} from '../../src/utils/releaseFacts';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {mdxParser} from '../shared/mdxParser';
import {markdownPathOf} from './markdownPath';

/** What the copy of one page needs to know about it. */
export type MarkdownPage = {
  /** The page's route, e.g. `/docs/core-software/song/overview`. */
  permalink: string;
  /** Its source file from the site's folder, e.g. `docs/core-software/song/overview.md`. */
  file: string;
  title: string;
  description?: string;
  /** The page's front matter: `software` and `sources` (and the summary of its checked statements). */
  frontMatter: Record<string, unknown>;
  /** A blog post's date, `YYYY-MM-DD`. */
  date?: string;
};

/** The Markdown a component stands for, for a component that draws its content from data. */
export type ComponentMarkdown = () => RootContent[];

/** What the copies need to know about the site: how its links are made absolute, and what its components become. */
export type SiteLinks = {
  /** The site's address, e.g. `https://docs.overture.bio` (routes carry the base URL). */
  siteUrl: string;
  /** The base URL, e.g. `/`. */
  baseUrl: string;
  /** Source file (from the site's folder) → route, for every page that has a copy. */
  routeOfFile: ReadonlyMap<string, string>;
  /** The routes of every page that has a copy. */
  routes: ReadonlySet<string>;
  /** Component name → what it is, for components that only work in a browser (`SqonPlayground` → `SQON playground`). */
  interactive: Readonly<Record<string, string>>;
  /** Component name → its Markdown, for components that draw their content from data. */
  components: Readonly<Record<string, ComponentMarkdown>>;
};

const text = (value: string): PhrasingContent => ({type: 'text', value});

/** Docusaurus's admonition types and the labels its theme shows. */
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** Docusaurus's explicit heading id, `## Title {#id}`. */
const HEADING_ID = /\s*\{#[^{}]*\}\s*$/;

/** `-` bullets, `_emphasis_`, `**strong**`, fenced code: the forms the site's own pages are written in. */
const serializer = unified()
  .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-', listItemIndent: 'one'})
  // Cells are not padded to line up: in llms-full.txt the padding of wide tables would cost more than their text.
  .use(remarkGfm, {tablePipeAlign: false})
  .freeze();

/** Markdown of a syntax tree, written as the copies are. */
export function stringify(root: Root): string {
  return serializer.stringify(root);
}

/** The address of a page's copy. */
export function markdownUrl(siteUrl: string, route: string): string {
  return new URL(encodeURI(markdownPathOf(route)), siteUrl).href;
}

/** The address of a page on the web. */
export function pageUrl(siteUrl: string, route: string): string {
  return new URL(encodeURI(route), siteUrl).href;
}

const isExternal = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');

/** A route as written in a link, matched with or without its trailing slash. */
function knownRoute(route: string, routes: ReadonlySet<string>): string | undefined {
  if (routes.has(route)) return route;
  const other = route.endsWith('/') ? route.slice(0, -1) : `${route}/`;
  return routes.has(other) ? other : undefined;
}

class PageTransform {
  /** Depth of the heading the walk is under: tab labels go one level below it. */
  private sectionDepth = 1;

  constructor(
    private readonly page: MarkdownPage,
    private readonly site: SiteLinks,
  ) {}

  /** A link target made absolute: a page with a copy → its copy; another address of the site → the web page. */
  url(url: string): string {
    if (isExternal(url)) return url;
    const hashAt = url.indexOf('#');
    const target = hashAt >= 0 ? url.slice(0, hashAt) : url;
    const hash = hashAt >= 0 ? url.slice(hashAt) : '';
    const {siteUrl, routeOfFile, routes} = this.site;
    if (target === '') return markdownUrl(siteUrl, this.page.permalink) + hash;
    const decoded = decodeURI(target.split('?')[0]);
    const route = decoded.startsWith('/')
      ? knownRoute(decoded, routes)
      : routeOfFile.get(path.posix.join(path.posix.dirname(this.page.file), decoded));
    if (route !== undefined) return markdownUrl(siteUrl, route) + hash;
    return new URL(target, decoded.startsWith('/') ? siteUrl : pageUrl(siteUrl, this.page.permalink)).href + hash;
  }

  flow(nodes: readonly Nodes[]): RootContent[] {
    return nodes.flatMap((node) => this.flowNode(node));
  }

  phrasing(nodes: readonly Nodes[]): PhrasingContent[] {
    return nodes.flatMap((node) => this.phrasingNode(node));
  }

  private withChildren<T extends Nodes & {children: unknown[]}>(node: T, children: unknown[]): T {
    return {...node, children} as T;
  }

  private flowNode(node: Nodes): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return [];
      case 'heading': {
        this.sectionDepth = node.depth;
        return [this.withChildren(node, this.headingChildren(node))];
      }
      case 'code':
        return [this.code(node)];
      case 'containerDirective':
        return this.directive(node);
      case 'leafDirective':
        return [{type: 'paragraph', children: this.directiveText(node)}];
      case 'mdxJsxFlowElement':
        return this.element(node);
      case 'definition':
        return [{...node, url: this.url(node.url)}];
      case 'paragraph': {
        const children = this.phrasing(node.children);
        return children.length > 0 ? [this.withChildren(node, children)] : [];
      }
      case 'table':
      case 'tableRow':
      case 'tableCell':
      case 'emphasis':
      case 'strong':
      case 'delete':
      case 'link':
      case 'linkReference':
        return this.phrasingNode(node) as RootContent[];
      default:
        if ('children' in node) return [this.withChildren(node, this.flow(node.children)) as RootContent];
        return [node as RootContent];
    }
  }

  private phrasingNode(node: Nodes): PhrasingContent[] {
    switch (node.type) {
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxTextElement':
        return this.phrasing(node.children);
      case 'textDirective':
        return this.directiveText(node);
      case 'link':
        return [{...node, url: this.url(node.url), children: this.phrasing(node.children)}];
      case 'image':
        return [{...node, url: this.url(node.url)}];
      default:
        if ('children' in node) return [this.withChildren(node, this.phrasing(node.children)) as PhrasingContent];
        return [node as PhrasingContent];
    }
  }

  /** Without an explicit `{#id}` (Docusaurus escapes it to text before MDX reads the page). */
  private headingChildren(heading: Heading): PhrasingContent[] {
    const children = this.phrasing(heading.children);
    const last = children.at(-1);
    if (last?.type !== 'text' || !HEADING_ID.test(last.value)) return children;
    const value = last.value.replace(HEADING_ID, '');
    return [...children.slice(0, -1), ...(value ? [{...last, value}] : [])];
  }

  /** The site's own fence flags (`records`, `starter`, line highlights) mean nothing elsewhere: only a title stays. */
  private code(node: Code): Code {
    const title = node.meta?.match(/\btitle=("[^"]*"|'[^']*')/)?.[1];
    return {type: 'code', lang: node.lang, meta: title ? `title=${title}` : null, value: node.value};
  }

  /** A directive that is no admonition (or a `:name` in text read as one) is written back as text. */
  private directiveText(node: TextDirective | LeafDirective): PhrasingContent[] {
    const marker = node.type === 'leafDirective' ? '::' : ':';
    const label = this.phrasing(node.children);
    return [
      {type: 'text', value: `${marker}${node.name}${label.length > 0 ? '[' : ''}`},
      ...label,
      ...(label.length > 0 ? [{type: 'text', value: ']'} as const] : []),
    ];
  }

  private directive(node: ContainerDirective): RootContent[] {
    const type = ADMONITION_LABELS[node.name];
    const labelNode = node.children.find(
      (child): child is Paragraph => child.type === 'paragraph' && Boolean(child.data?.directiveLabel),
    );
    const body = this.flow(node.children.filter((child) => child !== labelNode));
    if (!type) return body;
    const custom = labelNode ? toString(labelNode).trim() : '';
    const label = custom && custom.toLowerCase() !== node.name ? `${type}: ${custom}` : type;
    const quote: Blockquote = {
      type: 'blockquote',
      children: [
        {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]},
        ...body,
      ] as BlockContent[],
    };
    return [quote];
  }

  private attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && attribute.name === name && typeof attribute.value === 'string') {
        return attribute.value;
      }
    }
    return undefined;
  }

  private element(node: MdxJsxFlowElement): RootContent[] {
    const name = node.name ?? '';
    if (name === 'Tabs') return this.tabs(node);
    const drawn = this.site.components[name];
    if (drawn) return this.flow(drawn());
    const interactive = this.site.interactive[name];
    if (interactive) {
      return [
        {
          type: 'paragraph',
          children: [
            {
              type: 'emphasis',
              children: [
                {type: 'text', value: `The ${interactive} runs in the browser: open it on `},
                {
                  type: 'link',
                  url: pageUrl(this.site.siteUrl, this.page.permalink),
                  children: [{type: 'text', value: 'the web page'}],
                },
                {type: 'text', value: '.'},
              ],
            },
          ],
        },
      ];
    }
    return this.flow(node.children);
  }

  /** Each tab: its label as a heading one level below the section the tabs are in, then its content. */
  private tabs(node: MdxJsxFlowElement): RootContent[] {
    const depth = Math.min(this.sectionDepth + 1, 6) as Heading['depth'];
    const result: RootContent[] = [];
    for (const item of node.children) {
      if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') {
        result.push(...this.flow([item]));
        continue;
      }
      const label = this.attribute(item, 'label') ?? this.attribute(item, 'value') ?? '';
      result.push({type: 'heading', depth, children: [{type: 'text', value: label}]});
      result.push(...this.flow(item.children));
      // Headings inside a tab do not move the tabs that follow.
      this.sectionDepth = depth - 1;
    }
    return result;
  }
}

/** "Applies to …" under the title, as the page shows it: each release with its date. */
function appliesTo(facts: ReleaseFacts): PhrasingContent[] {
  if (facts.releases.length === 0) {
    return facts.software ? [text('Applies to '), {type: 'strong', children: [text(facts.software)]}] : [];
  }
  return [
    text('Applies to '),
    ...facts.releases.flatMap((release, index): PhrasingContent[] => [
      ...(index > 0 ? [text(', ')] : []),
      {type: 'strong', children: [text(release.name)]},
      ...(release.date ? [text(` (${formatCheckDate(release.date)})`)] : []),
      ...(release.status === 'unreleased' ? [text(' (unreleased)')] : []),
    ]),
  ];
}

/** The title, the release the page applies to (or a post's date) and the description. */
function header(page: MarkdownPage): RootContent[] {
  const nodes: RootContent[] = [{type: 'heading', depth: 1, children: [text(page.title)]}];
  const facts = releaseFactsOf(page.frontMatter);
  const applies = facts ? appliesTo(facts) : [];
  if (applies.length > 0) nodes.push({type: 'paragraph', children: applies});
  if (page.date) {
    nodes.push({type: 'paragraph', children: [{type: 'text', value: `Published ${formatCheckDate(page.date)}`}]});
  }
  if (page.description) {
    nodes.push({
      type: 'blockquote',
      children: [{type: 'paragraph', children: [{type: 'text', value: page.description}]}],
    });
  }
  return nodes;
}

/** The Sources section the page ends with: its record of checked statements and the files its facts come from. */
function sources(page: MarkdownPage, {siteUrl, baseUrl}: SiteLinks): RootContent[] {
  const facts = releaseFactsOf(page.frontMatter);
  if (!facts || facts.sources.length === 0) return [];
  const nodes: RootContent[] = [{type: 'heading', depth: 2, children: [{type: 'text', value: 'Sources'}]}];
  const {factCheck, software} = facts;
  if (factCheck) {
    const count = `${factCheck.statements} ${factCheck.statements === 1 ? 'statement' : 'statements'}`;
    nodes.push({
      type: 'paragraph',
      children: [
        {
          type: 'link',
          url: pageUrl(siteUrl, `${baseUrl}${factCheck.route.replace(/^\//, '')}`),
          children: [
            {
              type: 'text',
              value: `${count} checked against the source of ${factCheck.software} on ${formatCheckDate(factCheck.checked)}`,
            },
          ],
        },
      ],
    });
  }
  const files = facts.sources.length === 1 ? 'file' : 'files';
  nodes.push({
    type: 'paragraph',
    children: [
      {
        type: 'text',
        value: `The ${facts.sources.length} ${files} the facts of this page were checked against${software ? ` (${software})` : ''}:`,
      },
    ],
  });
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: facts.sources.map((file) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [{type: 'link', url: file.url, children: [{type: 'inlineCode', value: file.label}]}],
        },
      ],
    })),
  };
  nodes.push(list);
  return nodes;
}

/** The Markdown copy of a page, from the syntax tree of its MDX (which is left as it is). */
export function treeMarkdown(tree: Root, page: MarkdownPage, site: SiteLinks): string {
  const body = new PageTransform(page, site).flow(tree.children);
  // The title comes from the front matter; a page that also starts with its own `# Title` keeps only one.
  if (body[0]?.type === 'heading' && body[0].depth === 1) body.shift();
  const root: Root = {type: 'root', children: [...header(page), ...body, ...sources(page, site)]};
  return serializer.stringify(root);
}

/** The Markdown copy of a page, from its MDX source, read as Docusaurus reads it (heading ids escaped first). */
export function pageMarkdown(source: string, page: MarkdownPage, site: SiteLinks): string {
  return treeMarkdown(mdxParser.parse(escapeMarkdownHeadingIds(source)) as Root, page, site);
}
