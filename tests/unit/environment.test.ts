import {describe, expect, it} from 'vitest';
import {DEFAULT_SITE_URL, readSiteEnvironment} from '../../config/environment';

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
    ).toEqual({appId: 'APP', apiKey: 'search-key', indexName: 'docs', askAiAssistantId: undefined});
    expect(() => readSiteEnvironment({ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs'})).toThrow(
      /^`appId` is missing\.$/,
    );
    expect(() => readSiteEnvironment({ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs'})).toThrow(
      /^`apiKey` is missing\.$/,
    );
    expect(() => readSiteEnvironment({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'k'})).toThrow(/indexName/);
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
