/**
 * Every page of the docs areas and the blog as Markdown, next to the page (`/docs/x` → `/docs/x.md`), and the
 * indexes that lead an AI assistant to them: `/llms.txt`, `/llms-full.txt` and one `llms.txt` per tool
 * (https://llmstxt.org).
 *
 * Two halves that share what they know, which is why they are made together by `createLlmsTxt()`:
 * - `remarkPlugin`, first of each content plugin's remark plugins: Docusaurus has just parsed the page's MDX, so
 *   the copy is made from the same syntax tree the page is rendered from, with no second parse (parsing every
 *   page again would cost the build several seconds). It only reads the tree.
 * - `plugin`, the Docusaurus plugin: once the content is loaded it knows every page (title, description, front
 *   matter, sidebar order, route), which the copies need for their header and their links; after the build it
 *   writes the copies and the indexes. Under `npm start` each copy is written as its page compiles and served by
 *   the dev server, so "Copy page" works there too (llms-full.txt is written by builds only).
 *
 * Why not a published plugin: see ARCHITECTURE.md ("Markdown copies and llms.txt").
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {Joi} from '@docusaurus/utils-validation';
import type {Root} from 'mdast';
import {fullText, siteIndex, toolIndex, toolIndexRoute, type IndexSettings} from './indexFiles';
import {LLMS_FULL_TXT, LLMS_TXT, markdownPathOf} from './markdownPath';
import {collectPages, type AreaOption, type CopyPage, type SitePages} from './pages';
import {treeMarkdown, type ComponentMarkdown, type SiteLinks} from './toMarkdown';

/** The blog's truncate marker: Docusaurus's default, which the site's blog keeps. */
const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

export type LlmsTxtOptions = {
  /** One paragraph about the project: the summary llms.txt starts with. */
  summary: string;
  /** The docs areas, in the order llms.txt lists them, each with its section title. */
  areas: AreaOption[];
  /** The folder whose sub-folders are tools, e.g. `/docs/core-software/`: each tool gets its own llms.txt. */
  toolsRoute?: string;
  /** Title of the blog's section of llms.txt. */
  blogSection: string;
  /** Components that only work in a browser, by name, with what they are: `{SqonPlayground: 'SQON playground'}`. */
  interactive: Record<string, string>;
  /** Components that draw their content from data, by name, with the Markdown they stand for. */
  components: Record<string, ComponentMarkdown>;
};

type Shared = {
  site?: SiteLinks;
  /** Absolute source path → page. */
  pages: Map<string, CopyPage>;
  /** Source file (from the site's folder) → its copy. */
  copies: Map<string, string>;
  /** Under `npm start`: where copies are written for the dev server. */
  devDirectory?: string;
};

async function writeFiles(directory: string, files: Map<string, string>): Promise<void> {
  await Promise.all(
    [...files].map(async ([route, contents]) => {
      const file = path.join(directory, route);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, contents);
    }),
  );
}

/** Route (without the base URL) → contents of every index file. */
function indexFiles(pages: SitePages, settings: IndexSettings, copies?: ReadonlyMap<string, string>) {
  const files = new Map<string, string>([[LLMS_TXT, siteIndex(pages, settings)]]);
  for (const tool of pages.areas.flatMap((area) => area.tools)) {
    files.set(toolIndexRoute(tool).slice(settings.baseUrl.length), toolIndex(tool, settings));
  }
  if (copies) files.set(LLMS_FULL_TXT, fullText(pages, copies, settings));
  return files;
}

const optionsSchema = Joi.object<LlmsTxtOptions>({
  summary: Joi.string().required(),
  areas: Joi.array()
    .items(Joi.object({docsPluginId: Joi.string().required(), title: Joi.string().required()}))
    .min(1)
    .required(),
  toolsRoute: Joi.string().pattern(/^\/.*\/$/, 'a route that starts and ends with a slash'),
  blogSection: Joi.string().default('Optional'),
  interactive: Joi.object().pattern(Joi.string(), Joi.string()).default({}),
  components: Joi.object().pattern(Joi.string(), Joi.function()).default({}),
});

/**
 * The options are given here rather than in the plugin's entry of `plugins`: Docusaurus puts the site config, with
 * every plugin's options, into the client bundle, where the summary alone would add 0.4 KB to every page.
 */
export function createLlmsTxt(given: Partial<LlmsTxtOptions> & Pick<LlmsTxtOptions, 'summary' | 'areas'>) {
  const {value: options, error} = optionsSchema.validate(given, {convert: false});
  if (error) throw new Error(`llms-txt: ${error.message}`);
  const shared: Shared = {pages: new Map(), copies: new Map()};

  /** Makes the copy of each page from the tree Docusaurus parsed; leaves the tree untouched. */
  function remarkPlugin() {
    return (tree: Root, file: {path?: string; value?: unknown}) => {
      const page = file.path ? shared.pages.get(path.resolve(file.path)) : undefined;
      if (!page || !shared.site) return;
      // The blog compiles a post with a truncate marker twice, whole and cut at the marker for its list pages
      // (in either order): the copy is of the whole post, the compilation that still holds the marker.
      if (page.hasTruncateMarker && !TRUNCATE_MARKER.test(String(file.value))) return;
      const markdown = treeMarkdown(tree, page, shared.site);
      shared.copies.set(page.file, markdown);
      if (shared.devDirectory) {
        const target = path.join(shared.devDirectory, markdownPathOf(page.permalink));
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, markdown);
      }
    };
  }

  function plugin(context: LoadContext): Plugin {
    const {siteDir, siteConfig, generatedFilesDir, baseUrl} = context;
    const isDevServer = process.env.NODE_ENV === 'development';
    const devDirectory = path.join(generatedFilesDir, 'llms-txt');
    shared.devDirectory = isDevServer ? devDirectory : undefined;
    const settings: IndexSettings = {
      title: siteConfig.title,
      summary: options.summary,
      siteUrl: siteConfig.url,
      baseUrl,
      blogSection: options.blogSection,
    };
    let pages: SitePages | undefined;

    return {
      name: 'llms-txt',

      async allContentLoaded({allContent}) {
        const toolsRoute = options.toolsRoute && normalizeUrl([baseUrl, options.toolsRoute]);
        pages = collectPages(allContent, options.areas, toolsRoute);
        shared.pages = new Map(pages.all.map((page) => [path.resolve(siteDir, page.file), page]));
        const routeOfFile = new Map(pages.all.map((page) => [page.file, page.permalink]));
        shared.site = {
          siteUrl: siteConfig.url,
          baseUrl,
          routeOfFile,
          routes: new Set(routeOfFile.values()),
          interactive: options.interactive,
          components: options.components,
        };
        if (isDevServer) await writeFiles(devDirectory, indexFiles(pages, settings));
      },

      configureWebpack(_config, isServer) {
        if (!isDevServer || isServer) return undefined;
        return {devServer: {static: [{directory: devDirectory, publicPath: baseUrl, watch: false}]}} as never;
      },

      async postBuild({outDir}) {
        if (!pages) throw new Error('llms-txt: the content was never loaded');
        const missing = pages.all.filter((page) => !shared.copies.has(page.file)).map((page) => page.file);
        if (missing.length > 0) {
          throw new Error(`llms-txt: no Markdown copy was made of ${missing.join(', ')}: is the remark plugin set?`);
        }
        const files = indexFiles(pages, settings, shared.copies);
        for (const page of pages.all) {
          files.set(markdownPathOf(page.permalink).slice(baseUrl.length), shared.copies.get(page.file)!);
        }
        await writeFiles(outDir, files);
      },
    };
  }

  return {remarkPlugin, plugin};
}
