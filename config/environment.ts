/**
 * Build-time settings read from environment variables.
 *
 * Everything a deployment may change without editing code lives here, parsed
 * and validated in one place so that `docusaurus.config.ts`, the local plugins
 * and the tests agree on names, defaults and error messages.
 */

export const DEFAULT_SITE_URL = 'https://docs.overture.bio';
export const DEFAULT_MATOMO_SITE_ID = '76';

export type MatomoSettings = {
  /** Tracker base URL, ending with a slash (matomo.php and matomo.js live under it). */
  trackerUrl: string;
  siteId: string;
};

export type AnnouncementSettings = {
  id: string;
  content: string;
  backgroundColor?: string;
  textColor?: string;
  isCloseable: boolean;
};

export type AlgoliaSettings = {
  appId: string;
  /** The public, search-only key. */
  apiKey: string;
  indexName: string;
  /** Ask AI assistant id; Ask AI is offered only when it is set. */
  askAiAssistantId?: string;
  /**
   * Search usage events (Algolia Insights): result views, clicks and
   * conversions. Off unless ALGOLIA_INSIGHTS=true: no reader data leaves the
   * site unless its owner chooses so.
   */
  insights: boolean;
};

export type SiteEnvironment = {
  siteUrl: string;
  matomo?: MatomoSettings;
  announcement?: AnnouncementSettings;
  /** Hosted search; without it the site's own embedded index is used. */
  algolia?: AlgoliaSettings;
};

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Docusaurus wants `url` without a path or trailing slash: `https://host`. */
function parseSiteUrl(raw: string | undefined): string {
  if (!raw) {
    return DEFAULT_SITE_URL;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}; got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must use http or https; got "${raw}".`);
  }
  return url.origin;
}

function parseMatomo(env: Env): MatomoSettings | undefined {
  const raw = read(env, 'MATOMO_URL');
  if (!raw) {
    // No tracker configured: analytics are off and no request is ever made.
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`MATOMO_URL must be an absolute URL such as https://analytics.example.org/; got "${raw}".`);
  }
  const siteId = read(env, 'MATOMO_SITE_ID') ?? DEFAULT_MATOMO_SITE_ID;
  if (!/^\d+$/.test(siteId)) {
    throw new Error(`MATOMO_SITE_ID must be a whole number; got "${siteId}".`);
  }
  const trackerUrl = url.href.endsWith('/') ? url.href : `${url.href}/`;
  return {trackerUrl, siteId};
}

function parseAnnouncement(env: Env): AnnouncementSettings | undefined {
  const content = read(env, 'ANNOUNCEMENT_CONTENT');
  if (!content) {
    return undefined;
  }
  return {
    // The id keys the reader's dismissal: a new id shows the bar again.
    id: read(env, 'ANNOUNCEMENT_ID') ?? 'announcement',
    content,
    backgroundColor: read(env, 'ANNOUNCEMENT_BACKGROUND_COLOR'),
    textColor: read(env, 'ANNOUNCEMENT_TEXT_COLOR'),
    isCloseable: read(env, 'ANNOUNCEMENT_CLOSEABLE') !== 'false',
  };
}

/** Quotes or whitespace inside a value: a sign it was copied with its surroundings (`"key"`, `KEY # comment`). */
const WHITESPACE_OR_QUOTES = /[\s"'`]/;

/** Rejects a value that cannot be an Algolia identifier, naming the variable (never echoing a key). */
function checkToken(name: string, value: string, {echo}: {echo: boolean}): void {
  if (WHITESPACE_OR_QUOTES.test(value)) {
    const got = echo ? `; got "${value}"` : '';
    throw new Error(`${name} must not contain whitespace or quotes${got}. Set it to the bare value, without quotes.`);
  }
}

function parseInsights(env: Env): boolean {
  const raw = read(env, 'ALGOLIA_INSIGHTS');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`ALGOLIA_INSIGHTS must be true or false; got "${raw}".`);
}

function parseAlgolia(env: Env): AlgoliaSettings | undefined {
  const appId = read(env, 'ALGOLIA_APP_ID');
  const apiKey = read(env, 'ALGOLIA_SEARCH_API_KEY');
  const indexName = read(env, 'ALGOLIA_INDEX_NAME');
  const insights = parseInsights(env);
  if (!appId && !apiKey && !indexName) {
    if (insights) {
      throw new Error(
        'ALGOLIA_INSIGHTS=true needs Algolia search: set ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME too.',
      );
    }
    // No credentials: search uses the embedded index built from the site.
    return undefined;
  }
  // The same wording as Algolia's own client, so the messages can be looked up.
  if (!appId) {
    throw new Error('`appId` is missing.');
  }
  if (!apiKey) {
    throw new Error('`apiKey` is missing.');
  }
  if (!indexName) {
    throw new Error('`indexName` is missing: set ALGOLIA_INDEX_NAME.');
  }
  // The application id names the search hosts (and the Content-Security-Policy lists them).
  if (!/^[A-Za-z0-9]+$/.test(appId)) {
    throw new Error(`ALGOLIA_APP_ID must be letters and digits only, such as ABCD1234EF; got "${appId}".`);
  }
  checkToken('ALGOLIA_SEARCH_API_KEY', apiKey, {echo: false});
  checkToken('ALGOLIA_INDEX_NAME', indexName, {echo: true});
  const askAiAssistantId = read(env, 'ALGOLIA_ASK_AI_ASSISTANT_ID');
  if (askAiAssistantId) checkToken('ALGOLIA_ASK_AI_ASSISTANT_ID', askAiAssistantId, {echo: true});
  return {appId, apiKey, indexName, askAiAssistantId, insights};
}

export function readSiteEnvironment(env: Env = process.env): SiteEnvironment {
  return {
    siteUrl: parseSiteUrl(read(env, 'SITE_URL')),
    matomo: parseMatomo(env),
    announcement: parseAnnouncement(env),
    algolia: parseAlgolia(env),
  };
}
