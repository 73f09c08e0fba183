/**
 * How the site is served: security headers (with a Content-Security-Policy
 * that allows exactly the hosts this build talks to) and caching. Defined here
 * once; each build writes them to `build/_headers` (Netlify's format), which
 * `npm run serve` and the generated nginx configuration read.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {INSIGHTS_ORIGIN, INSIGHTS_SCRIPT} from './algoliaInsights';

export type HeaderRule = {path: string; headers: Record<string, string>};

/** Where each build writes its headers (Netlify reads it from there as is). */
export const HEADERS_FILE = '_headers';

export type PolicyInputs = {
  /** Base64 SHA-256 of every inline script of the built pages. */
  scriptHashes: string[];
  /** Matomo tracker URL, when analytics are on. */
  analyticsUrl?: string;
  /** Algolia application id, when search uses Algolia. */
  algoliaAppId?: string;
  /** Whether Ask AI is configured. */
  askAi?: boolean;
  /** Whether search usage events (Algolia Insights) are on: their script and API host are allowed only then. */
  algoliaInsights?: boolean;
};

/** Content-hashed files: a new build gives them new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, the search manifest, images): ask the server each time. */
export const REVALIDATE = 'no-cache';
export const IMMUTABLE_PATHS = ['/assets/*', '/search-index/shards/*'];

function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`),
  ];
}

export function contentSecurityPolicy({
  scriptHashes,
  analyticsUrl,
  algoliaAppId,
  askAi,
  algoliaInsights,
}: PolicyInputs): string {
  const analytics = analyticsUrl ? [new URL(analyticsUrl).origin] : [];
  const search = algoliaAppId ? algoliaHosts(algoliaAppId) : [];
  const assistant = askAi ? ['https://askai.algolia.com'] : [];
  // The Insights client: one file by its full URL, not the whole CDN; events go to the Insights API.
  const insightsScript = algoliaAppId && algoliaInsights ? [INSIGHTS_SCRIPT.url] : [];
  const insightsApi = algoliaAppId && algoliaInsights ? [INSIGHTS_ORIGIN] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...[...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`),
      ...analytics,
      ...insightsScript,
    ],
    // Docusaurus, DocSearch and Mermaid diagrams set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...analytics],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...analytics, ...search, ...assistant, ...insightsApi],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function httpRules(inputs: PolicyInputs): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(inputs),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'same-origin',
        'X-Frame-Options': 'DENY',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    // The same header never appears in two overlapping rules (Netlify would join the values).
    ...IMMUTABLE_PATHS.map((path) => ({path, headers: {'Cache-Control': IMMUTABLE}})),
  ];
}

/** Netlify's `_headers` format: a path line, then indented `Name: value` lines. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  return `${rules
    .map(({path, headers}) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')}\n`;
}

/** The header rules a build wrote; a clear error when the build is missing. */
export function readHeadersFile(buildDir: string): HeaderRule[] {
  const file = path.join(buildDir, HEADERS_FILE);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` first (the build writes it).`);
  }
  return parseHeadersFile(readFileSync(file, 'utf8'));
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: {}});
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 0 || rules.length === 0) throw new Error(`Unreadable _headers line: "${line}"`);
    rules[rules.length - 1].headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a rule path (with `*` standing for any characters) matches a request path. */
export function ruleMatches(rulePath: string, pathname: string): boolean {
  const pattern = rulePath.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${pattern.join('.*')}$`).test(pathname);
}

/** The headers a response to `pathname` carries, with revalidation as the default caching. */
export function headersFor(pathname: string, rules: HeaderRule[]): Record<string, string> {
  const headers: Record<string, string> = {'Cache-Control': REVALIDATE};
  for (const rule of rules) if (ruleMatches(rule.path, pathname)) Object.assign(headers, rule.headers);
  return headers;
}

/** Hashes of the inline scripts of a page (JSON data blocks are not scripts and need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type=["']?application\/(ld\+)?json/.test(attributes)) continue;
    hashes.push(createHash('sha256').update(body).digest('base64'));
  }
  return hashes;
}
