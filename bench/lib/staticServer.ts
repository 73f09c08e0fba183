/**
 * A minimal static file server for benchmarks: serves directories under URL
 * prefixes and a few in-memory files. No compression (sizes are measured from
 * the files themselves), no caching headers.
 */
import {readFile, stat} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.mjs': 'application/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
};

export type Mounts = Record<string, string>;

export async function startStaticServer(
  mounts: Mounts,
  memory: Record<string, {type: string; body: string | Buffer}> = {},
): Promise<{origin: string; close: () => Promise<void>}> {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const inMemory = memory[pathname];
    if (inMemory) {
      response.writeHead(200, {'content-type': inMemory.type});
      response.end(inMemory.body);
      return;
    }
    const prefix = prefixes.find((candidate) => pathname.startsWith(candidate));
    if (!prefix) {
      response.writeHead(404).end();
      return;
    }
    let file = path.join(mounts[prefix], pathname.slice(prefix.length));
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
      response.end(body);
    } catch {
      try {
        const body = await readFile(`${file}.html`);
        response.writeHead(200, {'content-type': TYPES['.html']});
        response.end(body);
      } catch {
        response.writeHead(404).end('not found');
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
