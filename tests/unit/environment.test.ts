import {describe, expect, it} from 'vitest';
import {DEFAULT_SITE_URL, readSiteEnvironment} from '../../config/environment';

function errorOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

describe('readSiteEnvironment', () => {
  it('defaults to the public site with analytics and announcement off', () => {
    expect(readSiteEnvironment({})).toEqual({
      siteUrl: DEFAULT_SITE_URL,
      matomo: undefined,
      announcement: undefined,
      algolia: undefined,
    });
  });

  it('takes the site URL from SITE_URL and keeps only its origin', () => {
    expect(readSiteEnvironment({SITE_URL: 'https://docs.example.org/'}).siteUrl).toBe('https://docs.example.org');
    expect(readSiteEnvironment({SITE_URL: '  '}).siteUrl).toBe(DEFAULT_SITE_URL);
  });

  it('rejects a SITE_URL that is not an http(s) URL with a clear message', () => {
    expect(() => readSiteEnvironment({SITE_URL: 'docs.example.org'})).toThrow(/SITE_URL must be an absolute URL/);
    expect(() => readSiteEnvironment({SITE_URL: 'ftp://docs.example.org'})).toThrow(/SITE_URL must use http or https/);
  });

  it('turns analytics on with a tracker URL, site 76 by default', () => {
    expect(readSiteEnvironment({MATOMO_URL: 'https://stats.example.org/piwik'}).matomo).toEqual({
      trackerUrl: 'https://stats.example.org/piwik/',
      siteId: '76',
    });
    expect(readSiteEnvironment({MATOMO_URL: 'https://stats.example.org/', MATOMO_SITE_ID: '12'}).matomo?.siteId).toBe(
      '12',
    );
  });

  it('rejects a malformed tracker URL or site id', () => {
    expect(() => readSiteEnvironment({MATOMO_URL: 'stats'})).toThrow(/MATOMO_URL must be an absolute URL/);
    expect(() => readSiteEnvironment({MATOMO_URL: 'https://stats.example.org/', MATOMO_SITE_ID: 'abc'})).toThrow(
      /MATOMO_SITE_ID must be a whole number/,
    );
  });

  it('builds an announcement bar only when it has content', () => {
    expect(readSiteEnvironment({ANNOUNCEMENT_ID: 'x'}).announcement).toBeUndefined();
    expect(
      readSiteEnvironment({
        ANNOUNCEMENT_CONTENT: 'Song 5.3 is out',
        ANNOUNCEMENT_ID: 'song-5-3',
        ANNOUNCEMENT_CLOSEABLE: 'false',
      }).announcement,
    ).toEqual({
      id: 'song-5-3',
      content: 'Song 5.3 is out',
      backgroundColor: undefined,
      textColor: undefined,
      isCloseable: false,
    });
  });

  it('switches search to Algolia only with a complete set of credentials', () => {
    expect(
      readSiteEnvironment({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'docs'})
        .algolia,
    ).toEqual({appId: 'APP', apiKey: 'search-key', indexName: 'docs', askAiAssistantId: undefined, insights: false});
    expect(() => readSiteEnvironment({ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs'})).toThrow(
      /^`appId` is missing\.$/,
    );
    expect(() => readSiteEnvironment({ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs'})).toThrow(
      /^`apiKey` is missing\.$/,
    );
    expect(() => readSiteEnvironment({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'k'})).toThrow(/indexName/);
  });

  const ALGOLIA = {ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'docs'};

  it('rejects an index name, key or assistant id with whitespace or quotes, naming the variable', () => {
    for (const indexName of ['docs site', 'docs\tsite', 'docs\nsite', '"docs"', "'docs'", 'docs`']) {
      expect(() => readSiteEnvironment({...ALGOLIA, ALGOLIA_INDEX_NAME: indexName}), indexName).toThrow(
        /^ALGOLIA_INDEX_NAME must not contain whitespace or quotes/,
      );
    }
    for (const apiKey of ['search key', '"search-key"', "search-key'", 'search-key # the public one']) {
      expect(() => readSiteEnvironment({...ALGOLIA, ALGOLIA_SEARCH_API_KEY: apiKey}), apiKey).toThrow(
        /^ALGOLIA_SEARCH_API_KEY must not contain whitespace or quotes/,
      );
    }
    expect(() => readSiteEnvironment({...ALGOLIA, ALGOLIA_ASK_AI_ASSISTANT_ID: 'my assistant'})).toThrow(
      /^ALGOLIA_ASK_AI_ASSISTANT_ID must not contain whitespace or quotes/,
    );
    // The message quotes the index name, but never the key (build logs are often public).
    expect(() => readSiteEnvironment({...ALGOLIA, ALGOLIA_INDEX_NAME: 'docs site'})).toThrow('got "docs site"');
    const keyError = errorOf(() => readSiteEnvironment({...ALGOLIA, ALGOLIA_SEARCH_API_KEY: 'secret key'}));
    expect(keyError).toMatch(/^ALGOLIA_SEARCH_API_KEY must not contain whitespace or quotes/);
    expect(keyError).not.toContain('secret');
    // Surrounding whitespace is trimmed, as for every variable (a trailing newline from a secrets file).
    expect(readSiteEnvironment({...ALGOLIA, ALGOLIA_INDEX_NAME: ' docs\n'}).algolia?.indexName).toBe('docs');
  });

  it('rejects an application id that is not letters and digits (it names the hosts and the CSP)', () => {
    for (const appId of ['APP ID', 'APP;', '"APP"', 'app.example.org', 'APP-1']) {
      expect(() => readSiteEnvironment({...ALGOLIA, ALGOLIA_APP_ID: appId}), appId).toThrow(
        /^ALGOLIA_APP_ID must be letters and digits only/,
      );
    }
  });

  it('keeps search usage events (Algolia Insights) off unless ALGOLIA_INSIGHTS=true', () => {
    expect(readSiteEnvironment(ALGOLIA).algolia?.insights).toBe(false);
    expect(readSiteEnvironment({...ALGOLIA, ALGOLIA_INSIGHTS: 'false'}).algolia?.insights).toBe(false);
    expect(readSiteEnvironment({...ALGOLIA, ALGOLIA_INSIGHTS: 'true'}).algolia?.insights).toBe(true);
    for (const value of ['yes', '1', 'TRUE', 'on']) {
      expect(() => readSiteEnvironment({...ALGOLIA, ALGOLIA_INSIGHTS: value}), value).toThrow(
        `ALGOLIA_INSIGHTS must be true or false; got "${value}".`,
      );
    }
    // Without Algolia there is nothing to send events about: say so rather than ignore the setting.
    expect(() => readSiteEnvironment({ALGOLIA_INSIGHTS: 'true'})).toThrow(
      /^ALGOLIA_INSIGHTS=true needs Algolia search/,
    );
    expect(readSiteEnvironment({ALGOLIA_INSIGHTS: 'false'}).algolia).toBeUndefined();
  });

  it('never reads the admin key', () => {
    const env = readSiteEnvironment({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'docs',
      ALGOLIA_ADMIN_API_KEY: 'secret-admin-key',
    });
    expect(JSON.stringify(env)).not.toContain('secret-admin-key');
  });
});
