/**
 * How each page's scripts load. Two changes to the HTML Docusaurus writes:
 *
 * - The page's own code chunks (its layout, its content, its sidebar) are
 *   named in the HTML. Docusaurus names only the entry scripts (runtime and
 *   main), so main.js asked for the chunks once it had run: a round trip before
 *   the page could hydrate, and part of main.js's start-up task spent adding a
 *   script element per chunk. The chunks are found the way the browser finds
 *   them (see ./routeChunks): the routes Docusaurus generated, matched against
 *   the page's path, and each matched route's chunk names, mapped to files
 *   through the client build's chunk groups.
 * - All of them, entry scripts and chunks, are preload links instead of
 *   deferred scripts, and an inline script (./startAfterPaint) runs them once
 *   the page has painted, so the browser shows the page before it evaluates
 *   the app's code.
 *
 * Navigation inside the site is unchanged. A page this plugin cannot edit
 * keeps Docusaurus's deferred scripts, and the inline script then does nothing.
 */
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtPageFile} from '../shared/builtPages';
import {preloadPageScripts} from './pageHtml';
import {pageChunkFiles, parseGeneratedRoutes, type ChunkGroupFiles} from './routeChunks';
import {START_AFTER_PAINT_SCRIPT} from './startAfterPaint';

interface ChunkGroupStats {
  namedChunkGroups?: Record<string, {assets?: {name: string}[]}>;
  entrypoints?: Record<string, {assets?: {name: string}[]}>;
}

/** The part of a webpack or Rspack compiler this plugin uses. */
interface Compiler {
  hooks: {done: {tap(name: string, callback: (stats: {toJson(options: object): ChunkGroupStats}) => void): void}};
}

const NAME = 'page-scripts';

/** The JS files of each named chunk group and of the entry point, from the client build's stats. */
function readChunkGroups(stats: ChunkGroupStats): {groups: ChunkGroupFiles; entryFiles: string[]} {
  const jsFiles = (assets: {name: string}[] = []) =>
    assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
  const groups: ChunkGroupFiles = {};
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) groups[name] = jsFiles(group.assets);
  return {groups, entryFiles: jsFiles(stats.entrypoints?.main?.assets)};
}

/** Replaces a file in one step, so the other plugins reading pages at the same time never see half of one. */
async function replaceFile(file: string, contents: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}

export default function pageScriptsPlugin(context: LoadContext): Plugin {
  let clientBuild: ReturnType<typeof readChunkGroups> | undefined;
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.done.tap(NAME, (stats) => {
                clientBuild = readChunkGroups(stats.toJson({all: false, chunkGroups: true, entrypoints: true}));
              });
            },
          },
        ],
      };
    },
    injectHtmlTags() {
      // In every page, also under `npm start`: with no preload links to start (no postBuild), it does nothing.
      return {postBodyTags: [{tagName: 'script', innerHTML: START_AFTER_PAINT_SCRIPT}]};
    },
    async postBuild({outDir, routesPaths}) {
      if (!clientBuild) throw new Error(`[${NAME}] The client build reported no chunk groups.`);
      const {groups, entryFiles} = clientBuild;
      if (entryFiles.length === 0) throw new Error(`[${NAME}] The client build has no entry script.`);
      const {
        siteConfig: {baseUrl},
        generatedFilesDir,
      } = context;
      const routes = parseGeneratedRoutes(await readFile(path.join(generatedFilesDir, 'routes.js'), 'utf8'));
      const chunkNames = JSON.parse(
        await readFile(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as Record<string, unknown>;
      await Promise.all(
        routesPaths.map(async (routePath) => {
          const file = await builtPageFile(outDir, routePath);
          if (!file) return;
          const files = pageChunkFiles(routes, chunkNames, groups, routePath, entryFiles);
          const html = await readFile(file, 'utf8');
          const src = (asset: string) => `${baseUrl}${asset}`;
          const updated = preloadPageScripts(html, entryFiles.map(src), files.map(src));
          if (updated !== html) await replaceFile(file, updated);
        }),
      );
    },
  };
}
