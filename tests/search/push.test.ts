/**
 * `npm run search:push` against a local stand-in for Algolia: the exact calls,
 * the atomic replacement, the admin key kept out of the site, the dry run.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TEST_ALGOLIA, TEST_BUILD_SECRETS} from '../../scripts/configured-build-settings';
import {answerAlgoliaCall} from '../../scripts/lib/algoliaStub';

const SITE = path.resolve(__dirname, '../..');
const ADMIN_KEY = 'admin-key-for-the-stub';

type Call = {method: string; path: string; apiKey: string | undefined; body: unknown};
const calls: Call[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stub');
      const body = raw ? JSON.parse(raw) : undefined;
      calls.push({
        method: request.method ?? '',
        path: url.pathname,
        apiKey:
          (request.headers['x-algolia-api-key'] as string | undefined) ??
          url.searchParams.get('x-algolia-api-key') ??
          undefined,
        body,
      });
      const answer = answerAlgoliaCall(request.method ?? '', url.pathname, body);
      response.writeHead(answer.status, {'content-type': 'application/json'});
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs the push without blocking this process, which serves the stub. */
function push(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{status: number | null; output: string}> {
  return new Promise((resolve) => {
    // What `npm run search:push` runs, in one Node process (`npx tsx` starts npx and then a second Node).
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/search-push.ts', ...args], {
      cwd: SITE,
      env: {...process.env, ALGOLIA_HOSTS: origin, ...env},
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({status, output}));
  });
}

const credentials = {ALGOLIA_APP_ID: 'STUBAPP', ALGOLIA_INDEX_NAME: 'overture-docs', ALGOLIA_ADMIN_API_KEY: ADMIN_KEY};

describe('search:push', () => {
  it('sets the DocSearch settings and the synonyms, then replaces all records atomically', async () => {
    calls.length = 0;
    const {status, output} = await push([], credentials);
    expect(status, output).toBe(0);
    expect(output).toMatch(/Pushed \d+ records from \d+ pages to the Algolia index "overture-docs"/);

    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.every((call) => call.apiKey === ADMIN_KEY)).toBe(true);
    const [settings, synonyms, copy, ...rest] = writes;
    expect(settings).toMatchObject({method: 'PUT', path: '/1/indexes/overture-docs/settings'});
    expect(settings.body).toMatchObject({
      attributesForFaceting: expect.arrayContaining(['language', 'docusaurus_tag', 'hierarchy.lvl0']),
      distinct: 4,
      attributeForDistinct: 'url_without_anchor',
    });
    expect(synonyms).toMatchObject({method: 'POST', path: '/1/indexes/overture-docs/synonyms/batch'});
    expect(synonyms.body).toEqual(
      expect.arrayContaining([expect.objectContaining({type: 'synonym', synonyms: ['apikey', 'token']})]),
    );
    expect(copy).toMatchObject({method: 'POST', path: '/1/indexes/overture-docs/operation', body: {operation: 'copy'}});
    const temporary = (copy.body as {destination: string}).destination;
    expect(temporary).toMatch(/^overture-docs_tmp_/);

    const batches = rest.filter((call) => call.path === `/1/indexes/${temporary}/batch`);
    const objects = batches.flatMap((call) => (call.body as {requests: {body: Record<string, unknown>}[]}).requests);
    const pushed = Number(output.match(/Pushed (\d+) records/)?.[1]);
    expect(objects).toHaveLength(pushed);
    expect(objects[0].body).toMatchObject({
      objectID: expect.any(String),
      url: expect.stringMatching(/^https:\/\/docs\.overture\.bio\//),
      hierarchy: expect.objectContaining({lvl0: expect.any(String), lvl1: expect.any(String)}),
      weight: expect.objectContaining({level: expect.any(Number)}),
    });
    const move = rest.at(-1)!;
    expect(move).toMatchObject({
      method: 'POST',
      path: `/1/indexes/${temporary}/operation`,
      body: {operation: 'move', destination: 'overture-docs'},
    });
  });

  it('writes the exact requests in a dry run and sends nothing', async () => {
    calls.length = 0;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'push-')), 'requests.json');
    const {status, output} = await push([`--dry-run=${file}`], {...credentials, ALGOLIA_ADMIN_API_KEY: undefined});
    expect(status, output).toBe(0);
    expect(calls).toEqual([]);
    const requests = JSON.parse(readFileSync(file, 'utf8')) as {
      method: string;
      url: string;
      headers: Record<string, string>;
    }[];
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringContaining('/1/indexes/overture-docs/settings'),
    });
    expect(requests.some((request) => request.url.endsWith('/batch') || request.url.includes('/batch?'))).toBe(true);
    expect(JSON.stringify(requests)).not.toContain(ADMIN_KEY);
  });

  it("refuses to run without credentials, with Algolia's own wording", async () => {
    expect((await push([], {...credentials, ALGOLIA_APP_ID: ''})).output).toContain('`appId` is missing.');
    expect((await push([], {...credentials, ALGOLIA_ADMIN_API_KEY: ''})).output).toContain('`apiKey` is missing.');
    expect((await push(['--bogus'], credentials)).output).toContain('Unknown option --bogus');
  });
});

describe('secrets in the build environment', () => {
  it('the admin key and deploy tokens never reach a built site, even when set while building', () => {
    const secrets = [TEST_ALGOLIA.adminApiKey, ...Object.values(TEST_BUILD_SECRETS)];
    const dir = path.join(SITE, 'build-configured');
    const files = readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) =>
      statSync(path.join(dir, file)).isFile(),
    );
    expect(files.length).toBeGreaterThan(50);
    let searchKeySeen = false;
    for (const file of files) {
      const contents = readFileSync(path.join(dir, file), 'latin1');
      for (const secret of secrets) expect(contents.includes(secret), `${file} holds ${secret}`).toBe(false);
      searchKeySeen ||= contents.includes(TEST_ALGOLIA.searchApiKey);
    }
    // The build did read the Algolia settings: the public search key is there.
    expect(searchKeySeen).toBe(true);
  });
});
