/**
 * `npm run search:push`: uploads the site's search records to Algolia.
 *
 * Run it after `npm run build`. It reads the built pages (the same extraction
 * as the embedded index), sets the DocSearch index settings and replaces the
 * index's records atomically (`replaceAllObjects`: a temporary index is filled,
 * then moved over the live one, so readers never see a half-updated index).
 *
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:push
 *   npm run search:push -- --dry-run              # writes search-push-requests.json, sends nothing
 *   npm run search:push -- --dry-run=out.json --build-dir=build
 *
 * The admin key is only ever read here: it is not a site setting and never
 * reaches the built site. ALGOLIA_HOSTS (comma-separated base URLs) points the
 * client at another host, e.g. a proxy or the tests' stub server.
 */
import {readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {algoliasearch} from 'algoliasearch';
import type {EndRequest, Host, Requester, Response} from '@algolia/client-common';
import {DEFAULT_SITE_URL} from '../config/environment';
import {SEARCH_SECTIONS} from '../config/searchSections';
import {DOCSEARCH_INDEX_SETTINGS, toAlgoliaRecords, toAlgoliaSynonyms} from '../plugins/search-index/algolia';
import {extractBuiltPages, readSynonyms, recordsOfPages} from '../plugins/search-index';
import {answerAlgoliaCall} from './lib/algoliaStub';

type Options = {dryRun?: string; buildDir: string};

function parseArgs(args: string[]): Options {
  const options: Options = {buildDir: 'build'};
  for (const arg of args) {
    if (arg === '--dry-run') options.dryRun = 'search-push-requests.json';
    else if (arg.startsWith('--dry-run=')) options.dryRun = arg.slice('--dry-run='.length);
    else if (arg.startsWith('--build-dir=')) options.buildDir = arg.slice('--build-dir='.length);
    else throw new Error(`Unknown option ${arg}. Options: --dry-run[=file], --build-dir=dir`);
  }
  return options;
}

function required(name: string, message: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(message);
  return value;
}

/** Route paths of every built page (`x/index.html` → `/x`). */
async function builtRoutes(buildDir: string): Promise<string[]> {
  const entries = await readdir(buildDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${path.relative(buildDir, entry.parentPath)}`.replace(/\\/g, '/'))
    .map((route) => (route === '/.' ? '/' : route));
}

function hostsFromEnv(): Host[] | undefined {
  const raw = process.env.ALGOLIA_HOSTS?.trim();
  if (!raw) return undefined;
  return raw.split(',').map((entry) => {
    const url = new URL(entry.trim());
    return {url: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https', accept: 'readWrite'};
  });
}

type RecordedRequest = {method: string; url: string; headers: Record<string, string>; body: unknown};

/** A requester that records what would be sent and answers like a successful Algolia. */
function recordingRequester(recorded: RecordedRequest[]): Requester {
  return {
    async send(request: EndRequest): Promise<Response> {
      const url = new URL(request.url);
      const data =
        request.data === undefined || typeof request.data === 'string'
          ? request.data
          : gunzipSync(request.data).toString('utf8');
      const body = data ? JSON.parse(data) : undefined;
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          name.toLowerCase() === 'x-algolia-api-key' ? '<ALGOLIA_ADMIN_API_KEY>' : value,
        ]),
      );
      url.searchParams.delete('x-algolia-api-key');
      recorded.push({method: request.method, url: url.href, headers, body});
      const answer = answerAlgoliaCall(request.method, url.pathname, body);
      return {status: answer.status, content: JSON.stringify(answer.body), isTimedOut: false};
    },
  };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const appId = required('ALGOLIA_APP_ID', '`appId` is missing. Set ALGOLIA_APP_ID.');
  const indexName = required('ALGOLIA_INDEX_NAME', '`indexName` is missing. Set ALGOLIA_INDEX_NAME.');
  const apiKey = options.dryRun
    ? (process.env.ALGOLIA_ADMIN_API_KEY?.trim() ?? 'dry-run')
    : required('ALGOLIA_ADMIN_API_KEY', '`apiKey` is missing. Set ALGOLIA_ADMIN_API_KEY (a key with write access).');
  const siteUrl = process.env.SITE_URL?.trim() || DEFAULT_SITE_URL;

  const routes = await builtRoutes(options.buildDir);
  const pages = await extractBuiltPages(options.buildDir, routes, SEARCH_SECTIONS);
  if (pages.length === 0) {
    throw new Error(`No built pages found in ${options.buildDir}/. Run \`npm run build\` first.`);
  }
  const records = toAlgoliaRecords(recordsOfPages(pages, SEARCH_SECTIONS), siteUrl);

  const recorded: RecordedRequest[] = [];
  const client = algoliasearch(appId, apiKey, {
    ...(hostsFromEnv() && {hosts: hostsFromEnv()}),
    ...(options.dryRun && {requester: recordingRequester(recorded)}),
  });

  const {taskID} = await client.setSettings({indexName, indexSettings: DOCSEARCH_INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID});
  const synonyms = await client.saveSynonyms({
    indexName,
    synonymHit: toAlgoliaSynonyms(readSynonyms()),
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({indexName, taskID: synonyms.taskID});
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});

  if (options.dryRun) {
    await writeFile(options.dryRun, `${JSON.stringify(recorded, null, 2)}\n`);
    console.log(
      `Dry run: ${records.length} records from ${pages.length} pages; ${recorded.length} requests written to ${options.dryRun}.`,
    );
  } else {
    console.log(`Pushed ${records.length} records from ${pages.length} pages to the Algolia index "${indexName}".`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
