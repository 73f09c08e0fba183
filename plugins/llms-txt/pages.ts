/**
 * The pages that get a Markdown copy, read from the loaded content of the docs areas and the blog, in the order
 * readers meet them: each area's sidebar, then the area's pages no sidebar lists, then the blog (newest first).
 * Sidebar categories under the tools folder (`/docs/core-software/<tool>/`) are tools: llms.txt gives each a section
 * and the plugin an index of its own.
 */
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import {softwareLabel} from '../releases/pageReleases';
import type {MarkdownPage} from './toMarkdown';

type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

export type CopyPage = MarkdownPage & {
  /** Listed in the indexes (unlisted pages get a copy, but no index names them). */
  listed: boolean;
  /** A blog post with a truncate marker: the blog also compiles its excerpt, which is not the page. */
  hasTruncateMarker?: boolean;
};

export type Tool = {
  /** The sidebar category's label, e.g. `Song`. */
  name: string;
  /** The category's description. */
  description?: string;
  /** The folder's route, e.g. `/docs/core-software/song/`: the tool's own llms.txt goes there. */
  route: string;
  /** The release its pages document: the `software` of the category's own page. */
  software?: string;
  /** The tool's pages, by the sub-category they are in (`undefined`: directly in the tool's category). */
  groups: {title?: string; pages: CopyPage[]}[];
};

export type Area = {
  title: string;
  /** Pages of the area outside any tool, in sidebar order. */
  pages: CopyPage[];
  /** The area's tools, in sidebar order. */
  tools: Tool[];
};

export type SitePages = {
  areas: Area[];
  /** Blog posts, newest first. */
  blog: CopyPage[];
  /** Every page, in the order llms-full.txt gives them: each area's sidebar, then the blog. */
  all: CopyPage[];
};

export type AreaOption = {docsPluginId: string; title: string};

function copyPage(doc: DocMetadata): CopyPage {
  return {
    permalink: doc.permalink,
    file: aliasedSitePathToRelativePath(doc.source).split(path.sep).join('/'),
    title: doc.title,
    ...(doc.description && {description: doc.description}),
    frontMatter: doc.frontMatter as Record<string, unknown>,
    listed: !doc.unlisted,
  };
}

/** Docs of a category, its own page first. */
function docIdsOf(item: SidebarItem): string[] {
  if (item.type === 'doc') return [item.id];
  if (item.type !== 'category') return [];
  const own = item.link?.type === 'doc' ? [item.link.id] : [];
  return [...own, ...item.items.flatMap(docIdsOf)];
}

export function collectPages(allContent: AllContent, areas: AreaOption[], toolsRoute: string | undefined): SitePages {
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
  const result: SitePages = {areas: [], blog: [], all: []};

  for (const {docsPluginId, title} of areas) {
    const content = docsPlugins[docsPluginId];
    if (!content) throw new Error(`llms-txt: no docs area with the plugin id "${docsPluginId}"`);
    const area: Area = {title, pages: [], tools: []};
    for (const version of content.loadedVersions) {
      const byId = new Map(version.docs.map((doc) => [doc.id, copyPage(doc)]));
      const placed = new Set<string>();
      const take = (id: string): CopyPage | undefined => {
        const page = byId.get(id);
        if (!page || placed.has(id)) return undefined;
        placed.add(id);
        result.all.push(page);
        return page;
      };
      /** The tool a category stands for: all its docs are in one folder just under the tools folder. */
      const toolRouteOf = (item: SidebarItem): string | undefined => {
        if (!toolsRoute || item.type !== 'category') return undefined;
        const folders = new Set(
          docIdsOf(item).map((id) => {
            const permalink = byId.get(id)?.permalink ?? '';
            const rest = permalink.startsWith(toolsRoute) ? permalink.slice(toolsRoute.length) : '';
            return rest.includes('/') ? rest.slice(0, rest.indexOf('/') + 1) : '';
          }),
        );
        const [folder] = folders;
        return folders.size === 1 && folder ? `${toolsRoute}${folder}` : undefined;
      };
      const add = (page: CopyPage, tool: Tool | undefined, group: string | undefined) => {
        if (!tool) {
          area.pages.push(page);
          return;
        }
        let pages = tool.groups.find((candidate) => candidate.title === group)?.pages;
        if (!pages) {
          pages = [];
          tool.groups.push({...(group !== undefined && {title: group}), pages});
        }
        pages.push(page);
      };
      const walk = (items: SidebarItem[], tool: Tool | undefined, group: string | undefined): void => {
        for (const item of items) {
          if (item.type === 'doc') {
            const page = take(item.id);
            if (page) add(page, tool, group);
            continue;
          }
          if (item.type !== 'category') continue;
          const toolRoute = tool ? undefined : toolRouteOf(item);
          if (toolRoute) {
            const linked = item.link?.type === 'doc' ? byId.get(item.link.id) : undefined;
            const software = softwareLabel(linked?.frontMatter.software);
            const newTool: Tool = {
              name: item.label,
              ...(item.description && {description: item.description}),
              route: toolRoute,
              ...(software !== undefined && {software}),
              groups: [],
            };
            area.tools.push(newTool);
            if (item.link?.type === 'doc') {
              const page = take(item.link.id);
              if (page) add(page, newTool, undefined);
            }
            walk(item.items, newTool, undefined);
            continue;
          }
          // A category inside a tool is a group of it; deeper categories stay in their group.
          const innerGroup = tool && group === undefined ? item.label : group;
          if (item.link?.type === 'doc') {
            const page = take(item.link.id);
            if (page) add(page, tool, innerGroup);
          }
          walk(item.items, tool, innerGroup);
        }
      };
      for (const sidebar of Object.values(version.sidebars)) walk(sidebar, undefined, undefined);
      // Pages no sidebar lists still have an address, so they get a copy too.
      for (const doc of version.docs) {
        const page = take(doc.id);
        if (page) area.pages.push(page);
      }
    }
    result.areas.push(area);
  }

  const blogPlugins = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>;
  for (const content of Object.values(blogPlugins)) {
    for (const {metadata} of content.blogPosts) {
      const page: CopyPage = {
        permalink: metadata.permalink,
        file: aliasedSitePathToRelativePath(metadata.source).split(path.sep).join('/'),
        title: metadata.title,
        ...(metadata.description && {description: metadata.description}),
        frontMatter: metadata.frontMatter as Record<string, unknown>,
        date: new Date(metadata.date).toISOString().slice(0, 10),
        listed: !metadata.unlisted,
        ...(metadata.hasTruncateMarker && {hasTruncateMarker: true}),
      };
      result.blog.push(page);
      result.all.push(page);
    }
  }
  return result;
}
