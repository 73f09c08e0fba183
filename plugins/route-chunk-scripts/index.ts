/**
 * Lists each page's own code chunks in its HTML, as deferred scripts before
 * the entry script.
 *
 * Docusaurus's HTML names only the entry scripts (runtime and main). The
 * chunks of the page itself (its layout, its content, its sidebar) are asked
 * for by main.js once it has run, which costs a round trip before the page
 * can hydrate, and main.js spends part of its own long start-up task adding
 * a script element per chunk. Named in the HTML, the chunks download along
 * with main.js, and are registered before it runs, so it adds none.
 *
 * The chunks are found the way the browser finds them (see ./routeChunks):
 * the routes Docusaurus generated, matched against the page's path, and each
 * matched route's chunk names, mapped to files through the client build's
 * chunk groups. Navigation inside the site is unchanged.
 */
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtPageFile} from '../shared/builtPages';
import {addChunkScripts, pageChunkFiles, parseGeneratedRoutes, type ChunkGroupFiles} from './routeChunks';

interface ChunkGroupStats {
  namedChunkGroups?: Record<string, {assets?: {name: string}[]}>;
  entrypoints?: Record<string, {assets?: {name: string}[]}>;
}

/** The part of a webpack or Rspack compiler this plugin uses. */
interface Compiler {
  hooks: {done: {tap(name: string, callback: (stats: {toJson(options: object): ChunkGroupStats}) => void): void}};
}

const NAME = 'route-chunk-scripts';

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

export default function routeChunkScriptsPlugin(context: LoadContext): Plugin {
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
    async postBuild({outDir, routesPaths}) {
      if (!clientBuild) throw new Error(`[${NAME}] The client build reported no chunk groups.`);
      const {groups, entryFiles} = clientBuild;
      const mainScript = entryFiles.at(-1);
      if (!mainScript) throw new Error(`[${NAME}] The client build has no entry script.`);
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
          const updated = addChunkScripts(html, `${baseUrl}${mainScript}`, files, baseUrl);
          if (updated !== html) await replaceFile(file, updated);
        }),
      );
    },
  };
}
