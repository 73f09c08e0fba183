import {access} from 'node:fs/promises';
import path from 'node:path';

/** Where a route's HTML lands in the build (Docusaurus writes `route/index.html` or `route.html`), if it exists. */
export async function builtPageFile(outDir: string, routePath: string): Promise<string | undefined> {
  const candidates = routePath.endsWith('/')
    ? [path.join(outDir, routePath, 'index.html')]
    : [path.join(outDir, routePath, 'index.html'), path.join(outDir, `${routePath}.html`)];
  for (const candidate of candidates) {
    try {
      await access(candidate);
      return candidate;
    } catch {
      // Try the next layout.
    }
  }
  return undefined;
}
