/**
 * Checks the Lyric page (docs/under-development/Lyric.md) against the `@overture-stack/lyric` package of the
 * release it documents (0.19.0), so that a renamed route, parameter or error name fails here.
 *
 * What is checked, and how the page marks it:
 * - `## API reference` → `### Routes`: the table's Method and Path must be exactly the package's routes (none
 *   missing, none extra). Its Parameters column (`path: …; query: …; body: …; form: …`, names in backticks) must
 *   list exactly the route's path parameters, the query and body fields of the request schema the route validates
 *   with, and the multipart parts the upload route reads. `body:` without names stands for a body that is not an
 *   object (a JSON array of records, a SQON).
 * - `### Error responses`: HTTP status and `error` name of every error class that the package's error handler maps.
 * - `### Batch error types`: the package's `BATCH_ERROR_TYPE` values.
 * - The table headed `| Status | Meaning |`: the package's `SUBMISSION_STATUS` values.
 * - Every `curl` request to `http://localhost:3030` in a `bash` block: it must match a route of the package, and
 *   its query names, JSON body keys and `-F` parts must be fields that route accepts.
 *
 * Routes are read from the package itself: each router is built with its own factory and Express's route table
 * is read back. The package does not say where the standalone server mounts its routers; MOUNTS below copies
 * `apps/server/src/server.ts` of Lyric 0.19.0 (the release branch, commit bd6518d).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {beforeAll, describe, expect, it} from 'vitest';
import {parsePage} from '../../scripts/lib/contentPages';

const ROOT = path.resolve(__dirname, '../..');
const PAGE = 'docs/under-development/Lyric.md';
const LYRIC_BASE = 'http://localhost:3030';
const DIST = path.join(path.dirname(createRequire(__filename).resolve('@overture-stack/lyric/package.json')), 'dist');

/** `app.use(<mount>, lyricProvider.routers.<key>)` in apps/server/src/server.ts of Lyric 0.19.0, in that order. */
const MOUNTS: Record<string, string> = {
  audit: '/audit',
  category: '/category',
  submittedData: '/data',
  dictionary: '/dictionary',
  migration: '/migration',
  submission: '/submission',
  validator: '/validator',
};
/** Routes the standalone server adds itself (apps/server/src/server.ts), outside the package. */
const SERVER_ROUTES = ['GET /ping', 'GET /health'];

type Fields = {path: string[]; query: string[] | null; body: string[] | 'other' | null; form: string[]};
type Route = {method: string; path: string; handler: string; fields: Fields; order: number};
type ZodLike = {_def?: {typeName?: string; schema?: unknown; innerType?: unknown; in?: unknown}; shape?: object};

const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');
const load = async (file: string) =>
  (await import(pathToFileURL(path.join(DIST, file)).href)) as Record<string, unknown>;
const sorted = (values: Iterable<string>) => [...values].sort();

/** The keys of a request schema part: an object's keys, 'other' for arrays and custom values, null when absent. */
function schemaKeys(schema: unknown): string[] | 'other' | null {
  let current = schema as ZodLike | undefined;
  while (
    current?._def &&
    ['ZodEffects', 'ZodOptional', 'ZodDefault', 'ZodNullable', 'ZodPipeline'].includes(current._def.typeName ?? '')
  ) {
    current = (current._def.schema ?? current._def.innerType ?? current._def.in) as ZodLike;
  }
  if (!current) return null;
  if (current._def?.typeName === 'ZodObject' && current.shape) return Object.keys(current.shape);
  return 'other';
}

async function packageRoutes(): Promise<Route[]> {
  const schemas = await load('src/utils/schemas.js');
  const provider = read('src/core/provider.js');
  // `routers: { audit: auditRouter({…}), … }` and `import auditRouter from '../routers/auditRouter.js'`
  const routersBlock = provider.slice(provider.indexOf('routers: {'), provider.indexOf('controllers: {'));
  const routerKeys = [...routersBlock.matchAll(/^\s+(\w+): (\w+)\(\{/gm)].map((m) => ({key: m[1], factory: m[2]}));
  expect(sorted(routerKeys.map((r) => r.key)), 'the provider builds exactly the routers the server mounts').toEqual(
    sorted(Object.keys(MOUNTS)),
  );

  const logger = {debug() {}, error() {}, info() {}, warn() {}};
  const stubDependencies = {
    baseDependencies: {features: {}, logger, submissionService: {maxFileSize: 1024}},
    authConfig: {enabled: false},
    validatorConfig: [],
  };
  const routes: Route[] = [];
  const mountOrder = Object.keys(MOUNTS);
  for (const {key, factory} of routerKeys.sort((a, b) => mountOrder.indexOf(a.key) - mountOrder.indexOf(b.key))) {
    const routerFile = provider.match(new RegExp(`import ${factory} from '\\.\\./(routers/\\w+\\.js)'`))?.[1];
    expect(routerFile, `the provider imports ${factory}`).toBeTruthy();
    const routerSource = read(`src/${routerFile}`);
    const controllerFile = routerSource.match(/import \w+ from '\.\.\/(controllers\/\w+\.js)'/)?.[1];
    expect(controllerFile, `${routerFile} imports its controller`).toBeTruthy();
    const controllerSource = read(`src/${controllerFile}`);
    // `name: validateRequest(<schema>, …` or `name: async (…` (no request schema)
    const schemaOf = new Map(
      [...controllerSource.matchAll(/^\s+(\w+): (?:validateRequest\((\w+),|async )/gm)].map((m) => [
        m[1],
        m[2] ?? null,
      ]),
    );
    // `router.post('/path', …, controller.handler);`
    const handlerOf = new Map(
      [...routerSource.matchAll(/router\.(get|post|put|delete)\(\s*['`]([^'`]+)['`],([^;]*?)\.(\w+)\s*\);/gs)].map(
        (m) => [`${m[1].toUpperCase()} ${m[2]}`, {handler: m[4], multipart: /\bupload\.any\(\)/.test(m[3])}],
      ),
    );
    const formParts = [...routerSource.matchAll(/fieldname === '(\w+)'/g)].map((m) => m[1]);

    const module = await load(`src/${routerFile}`);
    const build = module.default as (deps: typeof stubDependencies) => {
      stack: {route?: {path: string; methods: Record<string, boolean>}}[];
    };
    for (const layer of build(stubDependencies).stack) {
      if (!layer.route) continue;
      for (const method of Object.keys(layer.route.methods).map((m) => m.toUpperCase())) {
        const found = handlerOf.get(`${method} ${layer.route.path}`);
        expect(found, `handler of ${method} ${layer.route.path} found in ${routerFile}`).toBeTruthy();
        const handler = found!.handler;
        expect(schemaOf.has(handler), `${handler} found in ${controllerFile}`).toBe(true);
        const schemaName = schemaOf.get(handler);
        const schema = schemaName ? (schemas[schemaName] as Record<string, unknown> | undefined) : undefined;
        if (schemaName) expect(schema, `${schemaName} is exported by utils/schemas.js`).toBeTruthy();
        const query = schemaKeys(schema?.query);
        const fullPath = MOUNTS[key] + (layer.route.path === '/' ? '' : layer.route.path);
        routes.push({
          method,
          path: fullPath,
          handler,
          order: routes.length,
          fields: {
            path: [...fullPath.matchAll(/:(\w+)/g)].map((m) => m[1]),
            query: query === 'other' ? ['<not an object>'] : query,
            body: schemaKeys(schema?.body),
            form: found!.multipart ? formParts : [],
          },
        });
      }
    }
  }
  return routes;
}

/** The rows of the first Markdown table after a heading line, or after a given header row. */
function tableAfter(source: string, marker: string | RegExp): string[][] {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => (typeof marker === 'string' ? line.trim() === marker : marker.test(line)));
  expect(start, `the page has ${marker}`).toBeGreaterThanOrEqual(0);
  let i = start;
  while (i < lines.length && !lines[i].startsWith('|')) i++;
  const rows: string[][] = [];
  for (i += 2; i < lines.length && lines[i].startsWith('|'); i++) {
    rows.push(
      lines[i]
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  expect(rows.length, `the table after ${marker} has rows`).toBeGreaterThan(0);
  return rows;
}

const ticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** `path: `a`, `b`; query: `c`; body: JSON array` → {path: [a, b], query: [c], body: []} */
function documentedFields(cell: string): Record<string, string[]> {
  if (cell === 'none') return {};
  const out: Record<string, string[]> = {};
  for (const part of cell.split(';')) {
    const match = part.trim().match(/^(path|query|body|form): (.*)$/);
    expect(match, `parameters cell part "${part.trim()}" reads "<where>: <names>"`).toBeTruthy();
    out[match![1]] = ticked(match![2]);
  }
  return out;
}

type Curl = {method: string; url: URL; bodyKeys: string[] | null; formParts: string[]; line: number};

function curlRequests(blocks: {lang: string | null; value: string; line: number}[]): Curl[] {
  const requests: Curl[] = [];
  for (const block of blocks.filter((b) => b.lang === 'bash')) {
    const commands = block.value.replace(/\\\n\s*/g, ' ').split('\n');
    for (const command of commands.filter((c) => /^\s*curl\s/.test(c))) {
      const url = command.match(/'?(http:\/\/localhost:3030[^\s']*)'?/)?.[1];
      if (!url) continue;
      const explicit = command.match(/(?:-X|--request)\s+([A-Z]+)/)?.[1];
      const data = command.match(/(?:-d|--data)\s+'([^']*)'/)?.[1];
      const formParts = [...command.matchAll(/-F\s+'?(\w+)=/g)].map((m) => m[1]);
      let bodyKeys: string[] | null = null;
      if (data !== undefined) {
        const parsed = JSON.parse(data) as unknown;
        bodyKeys = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed) : null;
      }
      requests.push({
        method: explicit ?? (data !== undefined || formParts.length ? 'POST' : 'GET'),
        url: new URL(url),
        bodyKeys,
        formParts,
        line: block.line,
      });
    }
  }
  return requests;
}

/** The route Express would pick: the first, in mount and registration order, whose pattern matches. */
function matchRoute(routes: Route[], method: string, pathname: string): Route | undefined {
  return routes
    .filter((route) => route.method === method)
    .sort((a, b) => a.order - b.order)
    .find((route) => new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}/?$`).test(pathname));
}

describe('Lyric page against @overture-stack/lyric 0.19.0', () => {
  const page = parsePage(PAGE, readFileSync(path.join(ROOT, PAGE), 'utf8'));
  const apiReference = page.source.slice(page.source.indexOf('\n## API reference'));
  let routes: Route[] = [];

  beforeAll(async () => {
    const manifest = JSON.parse(read('../package.json')) as {version: string};
    expect(manifest.version).toBe('0.19.0');
    expect(page.frontMatter.software).toEqual(['Lyric 0.19.0']);
    routes = await packageRoutes();
    expect(routes.length).toBeGreaterThan(20);
  });

  it('documents exactly the routes of the package', () => {
    const documented = tableAfter(apiReference, '### Routes').map(([method, routePath]) => {
      expect(ticked(routePath), `path cell ${routePath} is one code span`).toHaveLength(1);
      return `${method} ${ticked(routePath)[0].replace(/\{(\w+)\}/g, ':$1')}`;
    });
    expect(new Set(documented).size, 'no route is listed twice').toBe(documented.length);
    expect(sorted(documented)).toEqual(sorted(routes.map((route) => `${route.method} ${route.path}`)));
    console.log(`Lyric page: ${documented.length} routes checked`);
  });

  it('lists every parameter of every route, and only those', () => {
    const rows = tableAfter(apiReference, '### Routes');
    let checked = 0;
    for (const [method, routePath, , parameters] of rows) {
      const key = `${method} ${ticked(routePath)[0].replace(/\{(\w+)\}/g, ':$1')}`;
      const route = routes.find((r) => `${r.method} ${r.path}` === key);
      expect(route, key).toBeTruthy();
      const doc = documentedFields(parameters);
      const {fields} = route!;
      expect(sorted(doc.path ?? []), `${key}: path parameters`).toEqual(sorted(fields.path));
      expect(sorted(doc.query ?? []), `${key}: query parameters`).toEqual(sorted(fields.query ?? []));
      expect(sorted(doc.form ?? []), `${key}: multipart parts`).toEqual(sorted(fields.form));
      if (fields.body === null) {
        expect(doc.body, `${key}: takes no body`).toBeUndefined();
      } else if (fields.body === 'other') {
        // The upload route's "body" is the multipart form, listed under form:.
        if (!fields.form.length) expect(doc.body, `${key}: body without field names`).toEqual([]);
      } else {
        expect(sorted(doc.body ?? []), `${key}: body fields`).toEqual(sorted(fields.body));
      }
      checked += Object.values(doc).reduce((sum, names) => sum + names.length, 0);
    }
    console.log(`Lyric page: ${checked} route parameters checked`);
  });

  it('names every error response with its status', async () => {
    const errors = await load('src/utils/errors.js');
    const {errorHandler} = await load('src/middleware/errorHandler.js');
    const handle = errorHandler as (err: Error, req: unknown, res: unknown, next: unknown) => unknown;
    const actual = Object.entries(errors)
      .filter(([, value]) => typeof value === 'function' && (value as {prototype?: unknown}).prototype instanceof Error)
      .map(([, ErrorClass]) => {
        const error = new (ErrorClass as new (message?: string) => Error)('message');
        let status = 0;
        let body: {error?: string} = {};
        const res = {
          status(code: number) {
            status = code;
            return res;
          },
          send(payload: {error?: string}) {
            body = payload;
            return res;
          },
        };
        handle(error, {}, res, () => {});
        expect(body.error).toBe(error.name);
        return `${status} ${error.name}`;
      });
    expect(actual.length).toBeGreaterThan(5);
    const documented = tableAfter(apiReference, '### Error responses').map(
      ([status, name]) => `${status} ${ticked(name)[0]}`,
    );
    expect(sorted(documented)).toEqual(sorted(actual));
    console.log(`Lyric page: ${documented.length} error responses checked`);
  });

  it('names every batch error type and submission status', async () => {
    const types = await load('src/utils/types.js');
    const batchTypes = Object.values(types.BATCH_ERROR_TYPE as Record<string, string>);
    const documentedBatch = tableAfter(apiReference, '### Batch error types').map(([type]) => ticked(type)[0]);
    expect(sorted(documentedBatch)).toEqual(sorted(batchTypes));

    const statuses = Object.values(types.SUBMISSION_STATUS as Record<string, string>);
    const documentedStatuses = tableAfter(page.source, '| Status | Meaning |').map(([status]) => ticked(status)[0]);
    expect(sorted(documentedStatuses)).toEqual(sorted(statuses));
    console.log(
      `Lyric page: ${documentedBatch.length} batch error types and ${documentedStatuses.length} statuses checked`,
    );
  });

  it('sends every curl request to a route that accepts its fields', () => {
    const requests = curlRequests(page.codeBlocks);
    expect(requests.length).toBeGreaterThan(10);
    for (const request of requests) {
      const where = `${PAGE}:${request.line} ${request.method} ${request.url.pathname}`;
      if (SERVER_ROUTES.includes(`${request.method} ${request.url.pathname}`)) continue;
      expect(request.url.origin, where).toBe(LYRIC_BASE);
      const route = matchRoute(routes, request.method, request.url.pathname);
      expect(route, `${where} matches a route of the package`).toBeTruthy();
      const query = [...request.url.searchParams.keys()];
      for (const name of query) expect(route!.fields.query ?? [], `${where}: query parameter ${name}`).toContain(name);
      for (const part of request.formParts)
        expect(route!.fields.form, `${where}: multipart part ${part}`).toContain(part);
      if (request.bodyKeys && Array.isArray(route!.fields.body)) {
        for (const name of request.bodyKeys) expect(route!.fields.body, `${where}: body field ${name}`).toContain(name);
      } else if (request.bodyKeys) {
        expect(route!.fields.body, `${where}: sends a body`).not.toBeNull();
      }
    }
    console.log(`Lyric page: ${requests.length} curl requests checked`);
  });
});
