/**
 * The indexes of the Markdown copies, in the llms.txt format (https://llmstxt.org): an H1 with the name, a
 * blockquote with the summary, free Markdown with no headings, then H2 sections that are lists of
 * `[title](url): description`. Written as syntax trees and serialised like the copies, so titles and descriptions
 * are escaped as Markdown needs.
 *
 * - `/llms.txt`: the site, one section per docs area and per tool, the blog under "Optional" (the format's name for
 *   what an assistant may skip when it is short of room);
 * - `<tool folder>/llms.txt`: one tool, by the groups of its sidebar;
 * - `/llms-full.txt`: the name and summary, then every page's copy in sidebar order.
 */
import type {List, ListItem, PhrasingContent, Root, RootContent} from 'mdast';
import type {CopyPage, SitePages, Tool} from './pages';
import {LLMS_FULL_TXT, LLMS_TXT} from './markdownPath';
import {markdownUrl, stringify} from './toMarkdown';

export type IndexSettings = {
  /** The site's name: the H1 of llms.txt. */
  title: string;
  /** One paragraph about the project: the blockquote of llms.txt. */
  summary: string;
  /** The site's address, e.g. `https://docs.overture.bio`. */
  siteUrl: string;
  /** The base URL, e.g. `/`. */
  baseUrl: string;
  /** Title of the blog's section. */
  blogSection: string;
};

const text = (value: string): PhrasingContent => ({type: 'text', value});
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function pageList(pages: CopyPage[], siteUrl: string): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: pages
      .filter((page) => page.listed)
      .map((page): ListItem => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {type: 'link', url: markdownUrl(siteUrl, page.permalink), children: [text(page.title)]},
              ...(page.description ? [text(`: ${oneLine(page.description)}`)] : []),
            ],
          },
        ],
      })),
  };
}

function section(title: string, pages: CopyPage[], siteUrl: string): RootContent[] {
  const list = pageList(pages, siteUrl);
  return list.children.length === 0 ? [] : [{type: 'heading', depth: 2, children: [text(title)]}, list];
}

function head(title: string, summary: string): RootContent[] {
  return [
    {type: 'heading', depth: 1, children: [text(title)]},
    {type: 'blockquote', children: [{type: 'paragraph', children: [text(oneLine(summary))]}]},
  ];
}

const absolute = (siteUrl: string, route: string) => new URL(encodeURI(route), siteUrl).href;

export function toolIndexRoute(tool: Tool): string {
  return `${tool.route}${LLMS_TXT}`;
}

/** `/llms.txt`. */
export function siteIndex(pages: SitePages, settings: IndexSettings): string {
  const {siteUrl, baseUrl} = settings;
  const tools = pages.areas.flatMap((area) => area.tools);
  const links: PhrasingContent[] = tools.flatMap((tool, index) => [
    ...(index > 0 ? [text(', ')] : []),
    {type: 'link', url: absolute(siteUrl, toolIndexRoute(tool)), children: [text(tool.name)]} as const,
  ]);
  const notes: RootContent = {
    type: 'paragraph',
    children: [
      text('Every page below is Markdown, at its address on the site with '),
      {type: 'inlineCode', value: '.md'},
      text(' added (a folder’s own page: '),
      {type: 'inlineCode', value: 'index.md'},
      text('). '),
      {type: 'link', url: absolute(siteUrl, `${baseUrl}${LLMS_FULL_TXT}`), children: [text(LLMS_FULL_TXT)]},
      text(' holds every page in one file.'),
      ...(tools.length > 0 ? [text(' Each tool has an index of its own: '), ...links, text('.')] : []),
    ],
  };
  const root: Root = {
    type: 'root',
    children: [
      ...head(settings.title, settings.summary),
      notes,
      ...pages.areas.flatMap((area) => [
        ...section(area.title, area.pages, siteUrl),
        ...area.tools.flatMap((tool) =>
          section(
            tool.name,
            tool.groups.flatMap((group) => group.pages),
            siteUrl,
          ),
        ),
      ]),
      ...section(settings.blogSection, pages.blog, siteUrl),
    ],
  };
  return stringify(root);
}

/** `<tool folder>/llms.txt`. */
export function toolIndex(tool: Tool, settings: IndexSettings): string {
  const {siteUrl, baseUrl} = settings;
  const root: Root = {
    type: 'root',
    children: [
      ...head(tool.name, tool.description ?? tool.name),
      {
        type: 'paragraph',
        children: [
          text(tool.software ? `These pages document ${tool.software}. Part of ` : 'Part of '),
          {type: 'link', url: absolute(siteUrl, `${baseUrl}${LLMS_TXT}`), children: [text(settings.title)]},
          text(', the index of every tool, guide and community page.'),
        ],
      },
      ...tool.groups.flatMap((group) => section(group.title ?? 'Docs', group.pages, siteUrl)),
    ],
  };
  return stringify(root);
}

/** `/llms-full.txt`: the pages' copies, as written, one after the other. */
export function fullText(pages: SitePages, copies: ReadonlyMap<string, string>, settings: IndexSettings): string {
  const intro = stringify({type: 'root', children: head(settings.title, settings.summary)});
  const bodies = pages.all.filter((page) => page.listed).map((page) => copies.get(page.file) ?? '');
  return [intro, ...bodies].join('\n');
}
