/**
 * Builds the site's own search index, so search works with no hosted service.
 *
 * - `docusaurus build`: after the pages are rendered, every built page of the
 *   docs, guides, community and blog is read (its article body only) and turned
 *   into DocSearch records, written to `<outDir>/search-index/`.
 * - `docusaurus start`: no built pages exist, so the same records are made from
 *   the Markdown sources and served by the dev server from the same address;
 *   they are rebuilt whenever content changes.
 *
 * The browser side lives in src/search/ and loads the index only when a reader
 * starts to use search.
 */
import {readFileSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {AllContent, LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, normalizeUrl} from '@docusaurus/utils';
import {Joi} from '@docusaurus/utils-validation';
import jsYaml from 'js-yaml';
import {SHARD_FOLDER, type SearchRecord} from '../../src/search/core/types';
import {builtPageFile} from '../shared/builtPages';
import {buildIndex} from './buildIndex';
import {normaliseRoute} from '../shared/routes';
import {linkTarget, type ExtractedPage} from './extract/blocks';
import {extractFromHtml} from './extract/html';
import {extractFromMarkdownFile, type SourcePage} from './extract/markdown';
import {pageRecords} from './records';

export type SearchSection = {
  /** Route prefix of the section, e.g. `/docs`. */
  path: string;
  /** The name readers see as the group of a result (hierarchy.lvl0). */
  label: string;
};

export type SearchIndexOptions = {
  sections: SearchSection[];
  /** Folder of the index under the site root. */
  outputPath: string;
};

export const DEFAULT_OUTPUT_PATH = 'search-index';

/** The section a route belongs to, if it is searchable at all. */
export function sectionOf(routePath: string, sections: SearchSection[]): SearchSection | undefined {
  return sections.find((section) => routePath === section.path || routePath.startsWith(`${section.path}/`));
}

/** Blog list, tag, archive and author pages repeat their posts: only posts are indexed. */
function isListingPage(page: ExtractedPage): boolean {
  return page.docusaurusTag.startsWith('blog_');
}

export function recordsOfPages(pages: ExtractedPage[], sections: SearchSection[]): SearchRecord[] {
  const indexed = pages.filter((page) => !isListingPage(page));
  // What the other pages call each page when they link to it (the anchor text of web search).
  const linkTexts = new Map<string, string[]>();
  for (const page of indexed) {
    for (const {to, text} of page.links) {
      const texts = linkTexts.get(to);
      if (texts) texts.push(text);
      else linkTexts.set(to, [text]);
    }
  }
  return indexed
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .flatMap((page) =>
      pageRecords(page, sectionOf(page.path, sections)!.label, linkTexts.get(normaliseRoute(page.path)) ?? []),
    );
}

/** The synonym groups that writers keep beside this plugin (synonyms.yml). */
export function readSynonyms(): string[][] {
  const file = path.join(__dirname, 'synonyms.yml');
  const groups = jsYaml.load(readFileSync(file, 'utf8'));
  if (
    !Array.isArray(groups) ||
    !groups.every((group) => Array.isArray(group) && group.every((w) => typeof w === 'string'))
  ) {
    throw new Error(`${file} must be a list of groups, each a list of words, like [hide, suppress]`);
  }
  return groups as string[][];
}

async function writeIndex(directory: string, records: SearchRecord[]): Promise<void> {
  const {files} = buildIndex(records, readSynonyms());
  await rm(directory, {recursive: true, force: true});
  await mkdir(path.join(directory, SHARD_FOLDER), {recursive: true});
  await Promise.all([...files].map(([name, contents]) => writeFile(path.join(directory, name), contents)));
}

/** A route's built HTML, if the build wrote it. */
async function readBuiltPage(outDir: string, routePath: string): Promise<string | undefined> {
  const file = await builtPageFile(outDir, routePath);
  return file === undefined ? undefined : readFile(file, 'utf8');
}

/** Reads the built pages of the searchable sections. */
export async function extractBuiltPages(
  outDir: string,
  routesPaths: string[],
  sections: SearchSection[],
  baseUrl = '/',
): Promise<ExtractedPage[]> {
  const pages: ExtractedPage[] = [];
  for (const routePath of [...new Set(routesPaths)].sort()) {
    if (!sectionOf(routePath, sections)) continue;
    const html = await readBuiltPage(outDir, routePath.slice(baseUrl.length - 1));
    const page = html && (await extractFromHtml(html, routePath));
    if (page) pages.push(page);
  }
  return pages;
}

type DocsContent = {
  loadedVersions: {versionName: string; docs: SourceMetadata[]}[];
};
type BlogContent = {blogPosts: {metadata: SourceMetadata}[]};
type SourceMetadata = {
  source: string;
  permalink: string;
  title: string;
  description?: string;
  unlisted?: boolean;
  frontMatter: {keywords?: string[]};
};

/** What a docs or blog source page says about itself. */
type SourceEntry = {
  source: string;
  permalink: string;
  title: string;
  description?: string;
  frontMatter: {keywords?: string[]};
};

function sourcePage(siteDir: string, entry: SourceEntry, docusaurusTag: string) {
  return {
    file: path.join(siteDir, aliasedSitePathToRelativePath(entry.source)),
    page: {
      path: entry.permalink,
      title: entry.title,
      language: 'en',
      docusaurusTag,
      keywords: entry.frontMatter.keywords ?? [],
      ...(entry.description && {description: entry.description}),
    },
  };
}

/** The pages of every docs area and the blog, read from their sources (dev server). */
export async function extractSourcePages(allContent: AllContent, siteDir: string, sections: SearchSection[]) {
  const sources: {file: string; page: SourcePage}[] = [];
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
  for (const [pluginId, content] of Object.entries(docsPlugins)) {
    for (const version of content.loadedVersions) {
      for (const doc of version.docs) {
        if (doc.unlisted || !sectionOf(doc.permalink, sections)) continue;
        sources.push(sourcePage(siteDir, doc, `docs-${pluginId}-${version.versionName}`));
      }
    }
  }
  const blogPlugins = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>;
  for (const content of Object.values(blogPlugins)) {
    for (const {metadata} of content.blogPosts) {
      if (metadata.unlisted || !sectionOf(metadata.permalink, sections)) continue;
      sources.push(sourcePage(siteDir, metadata, 'default'));
    }
  }
  // A link to a Markdown file points to the page Docusaurus makes of it (an external one matches no file here).
  const pageOfFile = new Map(sources.map(({file, page}) => [file, normaliseRoute(page.path)]));
  const resolverFor = (file: string, from: string) => (url: string) => {
    const target = url.split(/[?#]/)[0];
    if (!/\.mdx?$/.test(target)) return linkTarget(url, from);
    let decoded = target;
    try {
      decoded = decodeURIComponent(target);
    } catch {
      // A malformed escape names no file; the lookup below then finds nothing.
    }
    return pageOfFile.get(path.resolve(path.dirname(file), decoded));
  };
  return Promise.all(sources.map(({file, page}) => extractFromMarkdownFile(file, page, resolverFor(file, page.path))));
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const {siteDir, generatedFilesDir, baseUrl} = context;
  const isDevServer = process.env.NODE_ENV === 'development';
  const devDirectory = path.join(generatedFilesDir, 'search-index');
  const sections = options.sections.map((section) => ({...section, path: normalizeUrl([baseUrl, section.path])}));

  return {
    name: 'search-index',

    async allContentLoaded({allContent}) {
      if (!isDevServer) return;
      const pages = await extractSourcePages(allContent, siteDir, sections);
      await writeIndex(devDirectory, recordsOfPages(pages, sections));
    },

    configureWebpack(_config, isServer) {
      if (!isDevServer || isServer) return undefined;
      return {
        devServer: {
          static: [{directory: devDirectory, publicPath: normalizeUrl([baseUrl, options.outputPath]), watch: false}],
        },
      } as never;
    },

    async postBuild({outDir, routesPaths}) {
      const pages = await extractBuiltPages(outDir, routesPaths, sections, baseUrl);
      await writeIndex(path.join(outDir, options.outputPath), recordsOfPages(pages, sections));
    },
  };
}

const optionsSchema = Joi.object<SearchIndexOptions>({
  sections: Joi.array()
    .items(Joi.object({path: Joi.string().pattern(/^\//).required(), label: Joi.string().required()}))
    .min(1)
    .required(),
  outputPath: Joi.string()
    .pattern(/^[\w-]+$/)
    .default(DEFAULT_OUTPUT_PATH),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<SearchIndexOptions, SearchIndexOptions>): SearchIndexOptions {
  return validate(optionsSchema, options);
}
