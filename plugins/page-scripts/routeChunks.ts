/**
 * Which code chunks a page needs before it can hydrate, worked out the way the
 * browser does it: Docusaurus matches the page's path against its routes
 * (react-router-config's `matchRoutes`) and loads the chunks of every
 * matched route, from the parent layouts to the page itself.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';

/** A route of `.docusaurus/routes.js`, its component replaced by its key in `routesChunkNames.json`. */
export interface KeyedRoute extends RouteConfig {
  routeKey?: string;
  routes?: KeyedRoute[];
}

/** `routesChunkNames.json`: route key to a (nested) record of chunk names. */
export type RoutesChunkNames = Record<string, unknown>;

/** Chunk name (a dynamic import's webpackChunkName) to the JS files its import loads. */
export type ChunkGroupFiles = Record<string, string[]>;

/**
 * Reads the routes Docusaurus generated (`.docusaurus/routes.js`). The module
 * is code the build wrote, of a fixed shape: imports, then `export default [...]`
 * whose routes name their component as `ComponentCreator(path, hash)`. It is
 * evaluated with a ComponentCreator that returns the route's key instead.
 */
export function parseGeneratedRoutes(source: string): KeyedRoute[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default\s*/m, 'return ');
  if (!body.includes('return ')) throw new Error('routes.js has no default export: has Docusaurus changed its format?');
  const componentCreator = (routePath: string, hash?: string) => (hash ? `${routePath}-${hash}` : undefined);
  const routes = new Function('ComponentCreator', 'React', body)(componentCreator, undefined) as RouteConfig[];
  const keyed = (route: RouteConfig): KeyedRoute => ({
    path: route.path,
    exact: route.exact,
    strict: route.strict,
    routeKey: route.component as unknown as string | undefined,
    routes: route.routes?.map(keyed),
  });
  return routes.map(keyed);
}

/** Every chunk name in a route's record, in a stable order (its values, depth first). */
function chunkNamesOf(record: unknown): string[] {
  if (typeof record === 'string') return [record];
  if (record && typeof record === 'object') return Object.values(record).flatMap(chunkNamesOf);
  return [];
}

/**
 * The JS files the page at `pathname` loads before it hydrates, in the order
 * the browser asks for them, each once. Entry files (already in the page) are
 * left out.
 */
export function pageChunkFiles(
  routes: KeyedRoute[],
  routesChunkNames: RoutesChunkNames,
  chunkGroupFiles: ChunkGroupFiles,
  pathname: string,
  entryFiles: readonly string[] = [],
): string[] {
  const files = new Set<string>();
  for (const {route} of matchRoutes(routes, pathname)) {
    const key = (route as KeyedRoute).routeKey;
    if (!key) continue;
    for (const chunkName of chunkNamesOf(routesChunkNames[key])) {
      for (const file of chunkGroupFiles[chunkName] ?? []) files.add(file);
    }
  }
  for (const entry of entryFiles) files.delete(entry);
  return [...files];
}
