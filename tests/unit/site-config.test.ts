/**
 * What the site configuration switches on. Docusaurus enforces the broken-content settings (its own tests cover
 * how); what the site owns is that they are on, and that search usage events stay off unless a build asks for them
 * (the configured build, which turns them on, is what the browser tests run).
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config, PluginConfig} from '@docusaurus/types';
import config from '../../docusaurus.config';
import {TEST_ALGOLIA} from '../../scripts/configured-build-settings';
import type {SearchSettings} from '../../src/search/settings';

describe('site configuration', () => {
  it('fails the build on a broken link, anchor, Markdown link or image', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown.hooks).toEqual({onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'});
  });
});

describe('search usage events (Algolia Insights)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The configuration of a build with Algolia and these other settings. */
  async function configWith(settings: Record<string, string | undefined>): Promise<Config> {
    vi.resetModules();
    const environment = {
      ALGOLIA_APP_ID: TEST_ALGOLIA.appId,
      ALGOLIA_SEARCH_API_KEY: TEST_ALGOLIA.searchApiKey,
      ALGOLIA_INDEX_NAME: TEST_ALGOLIA.indexName,
      ALGOLIA_INSIGHTS: undefined,
      ...settings,
    };
    for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
    return (await import('../../docusaurus.config')).default;
  }

  /** Where the build says whether events are on: the search settings, the client modules, the HTTP headers. */
  function insightsSwitches(built: Config) {
    const headers = (built.plugins as PluginConfig[]).find(
      (plugin) => Array.isArray(plugin) && String(plugin[0]).includes('http-headers'),
    ) as [string, {algoliaInsights: boolean}];
    return {
      searchSettings: (built.customFields!.search as SearchSettings).insights,
      clientModule: (built.clientModules ?? []).some((module) => String(module).includes('/insights/')),
      contentSecurityPolicy: headers[1].algoliaInsights,
    };
  }

  it('are off in a build with Algolia unless ALGOLIA_INSIGHTS=true', async () => {
    const off = {searchSettings: false, clientModule: false, contentSecurityPolicy: false};
    expect(insightsSwitches(await configWith({}))).toEqual(off);
    expect(insightsSwitches(await configWith({ALGOLIA_INSIGHTS: 'false'}))).toEqual(off);
    expect(insightsSwitches(await configWith({ALGOLIA_INSIGHTS: 'true'}))).toEqual({
      searchSettings: true,
      clientModule: true,
      contentSecurityPolicy: true,
    });
  });
});
