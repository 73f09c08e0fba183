import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext} from '@docusaurus/types';
import matomoAnalyticsPlugin, {
  SCRIPT_LOAD_ERROR,
  validateOptions as validateMatomo,
} from '../../plugins/matomo-analytics';
import {robotsTxt} from '../../plugins/robots-txt';
import sectionRedirectsPlugin, {
  folderRedirects,
  validateOptions as validateRedirects,
} from '../../plugins/section-redirects';

const context = {baseUrl: '/'} as LoadContext;

function validate<T>(validator: typeof validateMatomo | typeof validateRedirects, options: unknown): T {
  return (validator as (args: unknown) => T)({
    options,
    validate: (
      schema: Parameters<typeof normalizePluginOptions>[0],
      value: Parameters<typeof normalizePluginOptions>[1],
    ) => normalizePluginOptions(schema, value),
  });
}

/** Runs a head script of the plugin in a page of its own: Matomo's queue, the scripts it added, what it logged. */
function runHeadScript(code: string) {
  const added: {async?: boolean; src?: string; onerror?: () => void}[] = [];
  const errors: unknown[] = [];
  const window: {_paq?: unknown[][]} = {};
  runInNewContext(code, {
    window,
    document: {
      createElement: () => ({}),
      head: {appendChild: (element: (typeof added)[number]) => added.push(element)},
    },
    console: {error: (message: unknown) => errors.push(message)},
  });
  return {queue: window._paq, added, errors};
}

describe('matomo-analytics plugin', () => {
  it('adds nothing when no tracker is configured', () => {
    const plugin = matomoAnalyticsPlugin(context, {siteId: '76'});
    expect(plugin.getClientModules?.()).toEqual([]);
    expect(plugin.injectHtmlTags?.({content: undefined})).toEqual({});
  });

  it('registers its client module when a tracker is configured', () => {
    const plugin = matomoAnalyticsPlugin(context, {trackerUrl: 'https://stats.example.org/', siteId: '76'});
    expect(plugin.getClientModules?.()).toEqual([expect.stringMatching(/matomo-analytics[/\\]client$/)]);
  });

  it("puts the tracker's settings in Matomo's queue from the page head and loads the tracker", () => {
    const plugin = matomoAnalyticsPlugin(context, {trackerUrl: 'https://stats.example.org/', siteId: '76'});
    const tags = plugin.injectHtmlTags?.({content: undefined}) as {headTags: {tagName: string; innerHTML: string}[]};
    expect(tags.headTags).toEqual([{tagName: 'script', innerHTML: expect.any(String)}]);
    const page = runHeadScript(tags.headTags[0].innerHTML);
    expect(page.queue).toEqual([
      ['disableCookies'],
      ['setTrackerUrl', 'https://stats.example.org/matomo.php'],
      ['setSiteId', '76'],
    ]);
    expect(page.added).toEqual([
      {async: true, src: 'https://stats.example.org/matomo.js', onerror: expect.any(Function)},
    ]);
    page.added[0].onerror!();
    expect(page.errors).toEqual([SCRIPT_LOAD_ERROR]);
  });

  it('keeps a configured value inside its string in the inline script', () => {
    const plugin = matomoAnalyticsPlugin(context, {trackerUrl: "https://s.example/a'</script>/", siteId: '7'});
    const {headTags} = plugin.injectHtmlTags?.({content: undefined}) as {headTags: {innerHTML: string}[]};
    expect(headTags[0].innerHTML).not.toContain('</script>');
    expect(runHeadScript(headTags[0].innerHTML).queue).toContainEqual([
      'setTrackerUrl',
      "https://s.example/a'</script>/matomo.php",
    ]);
  });

  it('defaults the site id to 76 and rejects bad options', () => {
    expect(validate<{siteId: string}>(validateMatomo, {}).siteId).toBe('76');
    expect(() => validate(validateMatomo, {trackerUrl: 'https://stats.example.org'})).toThrow(/ending with a slash/);
    expect(() => validate(validateMatomo, {trackerUrl: 'javascript:alert(1)/'})).toThrow();
    expect(() => validate(validateMatomo, {trackerUrl: 'https://s.example/', siteId: 'x'})).toThrow(/whole number/);
  });
});

describe('section-redirects plugin', () => {
  it('adds one exact route per section root, and the folder redirects of the docs areas', async () => {
    const routes: unknown[] = [];
    const plugin = sectionRedirectsPlugin(context, {redirects: [{from: '/docs', to: '/docs/getting-started'}]});
    await plugin.allContentLoaded?.({
      allContent: {
        'docusaurus-plugin-content-docs': {
          default: {loadedVersions: [{docs: [{permalink: '/docs/tools/song/overview'}]}]},
        },
      } as never,
      actions: {addRoute: (route: unknown) => routes.push(route)} as never,
    });
    const redirect = (path: string, to: string) => ({
      path,
      exact: true,
      component: '@site/src/components/SectionRedirect',
      props: {to},
    });
    expect(routes).toEqual([
      redirect('/docs', '/docs/getting-started'),
      redirect('/docs/tools', '/docs/tools/song/overview'),
      redirect('/docs/tools/song', '/docs/tools/song/overview'),
    ]);
  });

  it('sends a folder without a page to its overview or first page', () => {
    expect(
      folderRedirects(
        [
          '/docs/getting-started',
          '/docs/tools/',
          '/docs/tools/arranger/setup',
          '/docs/tools/arranger/overview',
          '/docs/tools/song/Usage/',
          '/docs/tools/song/Usage/kafka',
          '/docs/tools/lyric/api',
          '/docs/tools/lyric/install',
        ],
        ['/docs'],
      ),
    ).toEqual([
      {from: '/docs/tools/arranger', to: '/docs/tools/arranger/overview'},
      {from: '/docs/tools/lyric', to: '/docs/tools/lyric/api'},
      {from: '/docs/tools/song', to: '/docs/tools/song/Usage'},
    ]);
  });

  it('rejects duplicates and paths that are not site paths', () => {
    expect(() =>
      validate(validateRedirects, {
        redirects: [
          {from: '/docs', to: '/a'},
          {from: '/docs', to: '/b'},
        ],
      }),
    ).toThrow(/duplicate/);
    expect(() => validate(validateRedirects, {redirects: [{from: 'docs', to: '/a'}]})).toThrow(/site path/);
    expect(() => validate(validateRedirects, {redirects: [{from: '/docs', to: 'https://evil.example'}]})).toThrow();
  });
});

describe('robots-txt plugin', () => {
  it('allows every page and names the absolute sitemap URL, and llms.txt in a comment', () => {
    expect(robotsTxt('https://docs.overture.bio', '/')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        '',
        'Sitemap: https://docs.overture.bio/sitemap.xml',
        '',
        '# Every page as Markdown, for AI assistants: https://docs.overture.bio/llms.txt (https://llmstxt.org)',
        '',
      ].join('\n'),
    );
  });

  it('follows a base URL', () => {
    expect(robotsTxt('https://example.org', '/docs-site/')).toContain(
      'Sitemap: https://example.org/docs-site/sitemap.xml',
    );
    expect(robotsTxt('https://example.org', '/docs-site/')).toContain('https://example.org/docs-site/llms.txt');
  });
});
