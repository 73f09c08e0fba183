import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {readSiteEnvironment} from './config/environment';
import {ADDITIONAL_PRISM_LANGUAGES} from './config/codeLanguages';
import {darkCodeTheme, lightCodeTheme} from './config/prismThemes';
import {SEARCH_INDEX_PATH, SEARCH_SECTIONS} from './config/searchSections';
import type {MatomoPluginOptions} from './plugins/matomo-analytics';
import type {SectionRedirectsOptions} from './plugins/section-redirects';
import type {SearchIndexOptions} from './plugins/search-index';
import type {HttpHeadersOptions} from './plugins/http-headers';
import type {CodeHighlightingOptions} from './plugins/code-highlighting';
import {LOCAL_INDEX_NAME, SEARCH_PAGE_PATH, type SearchSettings} from './src/search/settings';
import prerenderDiagrams, {type DiagramConfig, type PrerenderDiagramsOptions} from './plugins/diagrams/remark';
import toolExamples from './src/remark/toolExamples';
import {NAVBAR_END_ID} from './src/components/NavbarEnd/id';
import {factCheckSummary} from './plugins/fact-checks/frontMatter';
import {SUMMARY_KEY} from './plugins/fact-checks/summary';
import {RELEASES_KEY, outdatedReleases, resolveSoftware} from './plugins/releases/software';
import {PLATFORM} from './src/data/releases';
import {LIVE_TOOL_KEY, usesLiveTool} from './src/tools/liveToolPages';
import {RECORD_ROUTE_PREFIX} from './plugins/fact-checks/records';
import {createLlmsTxt, type LlmsTxtOptions} from './plugins/llms-txt';
import {releasesMarkdown} from './plugins/releases/markdown';

const env = readSiteEnvironment();

/** The GitHub organisation that hosts every Overture tool. */
const ORGANISATION_URL = 'https://github.com/overture-stack';
/** This site's own repository: edit links and issue reports go there. */
const SITE_REPOSITORY_URL = `${ORGANISATION_URL}/docs`;

/** Diagrams use Mermaid's 'dark' theme in dark mode and its 'default' theme in light mode. */
const DIAGRAM_THEMES = {light: 'default', dark: 'dark'} as const;
/**
 * Every diagram is drawn at its natural size, not shrunk to the column: its text stays at Mermaid's sizes (12 px
 * and up), and a diagram wider than the column scrolls sideways (plugins/diagrams).
 */
const DIAGRAM_LAYOUT = {
  flowchart: {useMaxWidth: false},
  sequence: {useMaxWidth: false},
  state: {useMaxWidth: false},
} satisfies DiagramConfig;

/**
 * Draws Mermaid diagrams at build time; in every content plugin, before Docusaurus's own Mermaid step. In dark
 * mode, edge labels sit on a darker grey than the dark theme's own (which gives its grey text 4.4:1): AA contrast.
 */
const beforeDefaultRemarkPlugins = [
  [
    prerenderDiagrams,
    {
      modes: {
        light: {theme: DIAGRAM_THEMES.light, ...DIAGRAM_LAYOUT},
        dark: {theme: DIAGRAM_THEMES.dark, themeVariables: {edgeLabelBackground: '#333333'}, ...DIAGRAM_LAYOUT},
      },
    } satisfies PrerenderDiagramsOptions,
  ],
];

/**
 * The Markdown copy of every page and the llms.txt indexes (plugins/llms-txt). Its remark plugin comes first in the
 * docs areas and the blog, so it reads each page as Docusaurus parsed it, before any plugin changes the tree.
 */
const llmsTxt = createLlmsTxt({
  summary:
    'Overture is a collection of open-source tools for building genomic data platforms: Song keeps file metadata, Score transfers files to and from object storage, Maestro indexes published data into Elasticsearch, Arranger puts a search API and portal components on that index, Stage is the data portal, and Lectern holds the data dictionaries; Lyric, for tabular data, is still in development. This site has task guides for deployers, administrators and users, reference documentation for each tool, and community pages. A page about a tool release names that release and the source files its facts were checked against.',
  areas: [
    {docsPluginId: 'guides', title: 'Platform guides'},
    {docsPluginId: 'default', title: 'Developer documentation'},
    {docsPluginId: 'community', title: 'Community'},
  ],
  toolsRoute: '/docs/core-software/',
  blogSection: 'Optional',
  interactive: {SqonPlayground: 'SQON playground', DictionaryChecker: 'dictionary checker'},
  components: releasesMarkdown,
} satisfies LlmsTxtOptions);
const contentRemarkPlugins = [llmsTxt.remarkPlugin, ...beforeDefaultRemarkPlugins];

/** Options shared by the three docs areas (docs, guides, community). */
function docsArea(area: 'docs' | 'guides' | 'community', sidebarPath: string) {
  return {
    path: area,
    routeBasePath: area,
    sidebarPath,
    editUrl: `${SITE_REPOSITORY_URL}/edit/main/`,
    breadcrumbs: true,
    showLastUpdateTime: false,
    lastVersion: 'current',
    versions: {current: {label: 'Next'}},
    beforeDefaultRemarkPlugins: contentRemarkPlugins,
    // Hands the live tools (SQON playground, dictionary checker) the examples of their page.
    remarkPlugins: [toolExamples],
  } satisfies DocsOptions;
}

const config = {
  title: 'Overture Docs',
  tagline: 'Resources for Developers & Informaticians',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  organizationName: 'overture-stack',
  projectName: 'docs',
  titleDelimiter: '|',
  trailingSlash: undefined,

  future: {
    // Rspack, SWC and Lightning CSS: faster builds, same output.
    v4: true,
    faster: {
      // Off: with a warm cache we saw builds hang forever on this machine
      // (rspack's persistent cache); a cold build takes ~15 s anyway.
      rspackPersistentCache: false,
    },
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    mermaid: true,
    // `software` must name releases of src/data/releases.ts: `npm start` and the build stop here otherwise. The
    // page gets those releases (with their dates) and, with a record of checked statements, its summary. A page
    // with a live tool is marked, so that it shows its Sources without a <details> (src/tools/liveToolPages.ts).
    async parseFrontMatter({filePath, fileContent, defaultParseFrontMatter}) {
      const result = await defaultParseFrontMatter({filePath, fileContent});
      const file = path.relative(__dirname, filePath);
      const releases = resolveSoftware(file, result.frontMatter.software);
      for (const warning of outdatedReleases(file, releases, PLATFORM.releases)) console.warn(`[releases] ${warning}`);
      const summary = factCheckSummary(__dirname, filePath);
      return {
        ...result,
        frontMatter: {
          ...result.frontMatter,
          ...(releases.length > 0 && {[RELEASES_KEY]: releases}),
          ...(summary && {[SUMMARY_KEY]: summary}),
          ...(usesLiveTool(result.content) && {[LIVE_TOOL_KEY]: true}),
        },
      };
    },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}},
  },

  presets: [
    [
      'classic',
      {
        docs: docsArea('docs', './sidebars.ts'),
        blog: {
          showReadingTime: true,
          blogDescription:
            'Release notes, project news and articles on running the Overture genomic data-platform tools.',
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Overture Docs blog',
            description: 'Releases, guides and news from the Overture project.',
            copyright: 'Copyright © 2025 Ontario Institute for Cancer Research',
          },
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          editUrl: `${SITE_REPOSITORY_URL}/edit/main/`,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          beforeDefaultRemarkPlugins: contentRemarkPlugins,
        },
        pages: {beforeDefaultRemarkPlugins},
        // Records of checked statements repeat their page's words: not for search engines.
        sitemap: {ignorePatterns: [`${RECORD_ROUTE_PREFIX}/**`]},
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  customFields: {
    siteRepositoryUrl: SITE_REPOSITORY_URL,
    search: {
      mode: env.algolia ? 'algolia' : 'local',
      indexPath: `${SEARCH_INDEX_PATH}/`,
      issuesUrl: `${SITE_REPOSITORY_URL}/issues/new`,
      sections: SEARCH_SECTIONS.map((section) => section.label),
      insights: env.algolia?.insights ?? false,
    } satisfies SearchSettings,
  },

  headTags: [
    {
      // Paint nothing until the navbar has been parsed (src/components/NavbarEnd): on a long page the
      // first paint may otherwise come before the search button, and the navbar's right side shifts.
      tagName: 'link',
      attributes: {rel: 'expect', href: `#${NAVBAR_END_ID}`, blocking: 'render'},
    },
  ],

  themes: ['@docusaurus/theme-mermaid'],
  // The storage fallback comes first: later modules and the app read settings from storage.
  clientModules: [
    './src/clientModules/storageFallback.ts',
    './src/clientModules/focusAfterNavigation.ts',
    './src/search/highlight/clientModule.ts',
    // Conversions of search usage events: only in builds that send them.
    ...(env.algolia?.insights ? ['./src/search/insights/clientModule.ts'] : []),
  ],

  plugins: [
    ['content-docs', {id: 'guides', ...docsArea('guides', './sidebarsGuides.ts')}],
    ['content-docs', {id: 'community', ...docsArea('community', './sidebarsCommunity.ts')}],
    [
      './plugins/section-redirects/index.ts',
      {
        redirects: [
          {from: '/docs', to: '/docs/getting-started'},
          {from: '/guides', to: '/guides/getting-started'},
          {from: '/community', to: '/community/support'},
        ],
      } satisfies SectionRedirectsOptions,
    ],
    [
      './plugins/search-index/index.ts',
      {
        sections: SEARCH_SECTIONS,
        outputPath: SEARCH_INDEX_PATH,
      } satisfies SearchIndexOptions,
    ],
    [
      './plugins/http-headers/index.ts',
      {
        analyticsUrl: env.matomo?.trackerUrl,
        algoliaAppId: env.algolia?.appId,
        askAi: Boolean(env.algolia?.askAiAssistantId),
        algoliaInsights: env.algolia?.insights ?? false,
      } satisfies HttpHeadersOptions,
    ],
    './plugins/robots-txt/index.ts',
    llmsTxt.plugin,
    './plugins/fact-checks/index.ts',
    './plugins/diagrams/index.ts',
    // Arranger's translator in the browser bundle of the SQON playground, without the server's config module.
    './plugins/live-tools/index.ts',
    [
      './plugins/code-highlighting/index.ts',
      {light: lightCodeTheme, dark: darkCodeTheme} satisfies CodeHighlightingOptions,
    ],
    [
      './plugins/matomo-analytics/index.ts',
      {trackerUrl: env.matomo?.trackerUrl, siteId: env.matomo?.siteId ?? '76'} satisfies MatomoPluginOptions,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'Overture, genomics, data platform, Song, Score, Maestro, Arranger, Lectern, Stage'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // Light by default for every reader; the toggle alternates light and dark.
      respectPrefersColorScheme: false,
    },
    announcementBar: env.announcement,
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    mermaid: {
      theme: DIAGRAM_THEMES,
      options: DIAGRAM_LAYOUT,
    },
    navbar: {
      title: 'Overture Docs',
      logo: {alt: 'Overture logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: [
        {to: '/guides/getting-started', label: 'Guides', position: 'left', activeBasePath: 'guides'},
        {type: 'docSidebar', sidebarId: 'docsSidebar', label: 'Documentation', position: 'left'},
        {to: '/community/support', label: 'Community & Support', position: 'left', activeBasePath: 'community'},
        {
          href: ORGANISATION_URL,
          label: 'GitHub',
          position: 'right',
          className: 'navbar-github-link',
          'aria-label': 'Overture on GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Platform Guides', to: '/guides/getting-started'},
            {label: 'Developer Documentation', to: '/docs/getting-started'},
            {label: 'Under Development', to: '/docs/under-development/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Support', to: '/community/support'},
            {label: 'Contributing', to: '/community/contribution'},
            {label: 'Funding', to: '/community/funding'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'GitHub', href: ORGANISATION_URL},
            {label: 'Privacy Statement', href: 'https://www.overture.bio/privacy/'},
            {label: 'Terms & Conditions', href: 'https://www.overture.bio/terms-conditions/'},
          ],
        },
      ],
      copyright: 'Copyright © 2025 Ontario Institute for Cancer Research. Built with Docusaurus.',
    },
    // The DocSearch modal and /search. Without Algolia credentials the modal is
    // fed by the site's own index (see src/theme/SearchBar) and these values
    // only name it; no request goes to Algolia.
    algolia: env.algolia
      ? {
          appId: env.algolia.appId,
          apiKey: env.algolia.apiKey,
          indexName: env.algolia.indexName,
          contextualSearch: true,
          searchPagePath: SEARCH_PAGE_PATH,
          ...(env.algolia.askAiAssistantId && {askAi: {assistantId: env.algolia.askAiAssistantId}}),
        }
      : {
          appId: 'local',
          apiKey: 'local',
          indexName: LOCAL_INDEX_NAME,
          contextualSearch: true,
          searchPagePath: SEARCH_PAGE_PATH,
        },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ADDITIONAL_PRISM_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
