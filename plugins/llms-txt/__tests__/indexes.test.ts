import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {AllContent, LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {createLlmsTxt, type LlmsTxtOptions} from '..';
import {mdxParser} from '../../shared/mdxParser';
import {fullText, siteIndex, toolIndex, type IndexSettings} from '../indexFiles';
import {collectPages, type SitePages} from '../pages';
import {parseLlmsTxt} from './llmsTxtFormat';

const doc = (id: string, permalink: string, extra: Record<string, unknown> = {}) => ({
  id,
  permalink,
  source: `@site/docs/${id}.md`,
  title: `Title of ${id}`,
  description: `About ${id}.`,
  frontMatter: {},
  unlisted: false,
  ...extra,
});

/** A docs area with a tool (song, with a Usage group), a page outside any sidebar and an unlisted page. */
const ALL_CONTENT = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          docs: [
            doc('getting-started', '/docs/getting-started'),
            doc('tools/index', '/docs/tools/'),
            doc('tools/song/overview', '/docs/tools/song/overview', {frontMatter: {software: ['Song 5.3.0']}}),
            doc('tools/song/setup', '/docs/tools/song/setup'),
            doc('tools/song/usage/index', '/docs/tools/song/usage/'),
            doc('tools/song/usage/kafka', '/docs/tools/song/usage/kafka'),
            doc('orphan', '/docs/orphan'),
            doc('hidden', '/docs/hidden', {unlisted: true}),
          ],
          sidebars: {
            docsSidebar: [
              {type: 'doc', id: 'getting-started'},
              {
                type: 'category',
                label: 'Tools',
                link: {type: 'doc', id: 'tools/index'},
                items: [
                  {
                    type: 'category',
                    label: 'Song',
                    description: 'Song, the metadata service.',
                    link: {type: 'doc', id: 'tools/song/overview'},
                    items: [
                      {type: 'doc', id: 'tools/song/setup'},
                      {
                        type: 'category',
                        label: 'Usage',
                        link: {type: 'doc', id: 'tools/song/usage/index'},
                        items: [{type: 'doc', id: 'tools/song/usage/kafka'}],
                      },
                    ],
                  },
                ],
              },
              {type: 'doc', id: 'hidden'},
              {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
            ],
          },
        },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: {
      blogPosts: [
        {
          metadata: {
            permalink: '/blog/2025/09/15/welcome',
            source: '@site/blog/2025-09-15-welcome/index.md',
            title: 'Welcome',
            description: 'The new site.',
            frontMatter: {},
            date: '2025-09-15T00:00:00.000Z',
            unlisted: false,
          },
        },
      ],
    },
  },
} as unknown as AllContent;

const SETTINGS: IndexSettings = {
  title: 'Example Docs',
  summary: 'Example is a set of tools.',
  siteUrl: 'https://docs.example.org',
  baseUrl: '/',
  blogSection: 'Optional',
};

const pages = (): SitePages =>
  collectPages(ALL_CONTENT, [{docsPluginId: 'default', title: 'Developer documentation'}], '/docs/tools/');

describe('the pages that get a copy', () => {
  it('come in sidebar order, then the pages no sidebar lists, then the blog', () => {
    expect(pages().all.map((page) => page.permalink)).toEqual([
      '/docs/getting-started',
      '/docs/tools/',
      '/docs/tools/song/overview',
      '/docs/tools/song/setup',
      '/docs/tools/song/usage/',
      '/docs/tools/song/usage/kafka',
      '/docs/hidden',
      '/docs/orphan',
      '/blog/2025/09/15/welcome',
    ]);
  });

  it('group a tool folder’s pages as a tool, by the sub-categories of its sidebar category', () => {
    const [area] = pages().areas;
    expect(area.pages.map((page) => page.permalink)).toEqual([
      '/docs/getting-started',
      '/docs/tools/',
      '/docs/hidden',
      '/docs/orphan',
    ]);
    expect(area.tools).toHaveLength(1);
    const [song] = area.tools;
    expect({...song, groups: undefined}).toEqual({
      name: 'Song',
      description: 'Song, the metadata service.',
      route: '/docs/tools/song/',
      software: 'Song 5.3.0',
      groups: undefined,
    });
    expect(song.groups.map((group) => [group.title, group.pages.map((page) => page.permalink)])).toEqual([
      [undefined, ['/docs/tools/song/overview', '/docs/tools/song/setup']],
      ['Usage', ['/docs/tools/song/usage/', '/docs/tools/song/usage/kafka']],
    ]);
  });
});

describe('llms.txt', () => {
  it('follows the format: name, summary, a section per area and per tool, the blog under Optional', () => {
    const text = siteIndex(pages(), SETTINGS);
    const index = parseLlmsTxt(text);
    expect(index.title).toBe('Example Docs');
    expect(index.summary).toBe('Example is a set of tools.');
    expect(text).toContain('[llms-full.txt](https://docs.example.org/llms-full.txt)');
    expect(text).toContain('[Song](https://docs.example.org/docs/tools/song/llms.txt)');
    expect(index.sections.map((section) => section.title)).toEqual(['Developer documentation', 'Song', 'Optional']);
    expect(index.sections[0].links).toEqual([
      {
        name: 'Title of getting-started',
        url: 'https://docs.example.org/docs/getting-started.md',
        notes: 'About getting-started.',
      },
      {name: 'Title of tools/index', url: 'https://docs.example.org/docs/tools/index.md', notes: 'About tools/index.'},
      {name: 'Title of orphan', url: 'https://docs.example.org/docs/orphan.md', notes: 'About orphan.'},
    ]);
    expect(index.sections[2].links).toEqual([
      {name: 'Welcome', url: 'https://docs.example.org/blog/2025/09/15/welcome.md', notes: 'The new site.'},
    ]);
  });

  it('escapes titles and descriptions as Markdown needs', () => {
    const site = pages();
    site.areas[0].pages[0].title = 'A [bracketed] *title*';
    site.areas[0].pages[0].description = 'Uses `_reindex`\nand [links]: still one line.';
    const [first] = parseLlmsTxt(siteIndex(site, SETTINGS)).sections[0].links;
    expect(first.name).toBe('A [bracketed] *title*');
    expect(first.notes).toBe('Uses `_reindex` and [links]: still one line.');
  });

  it('has one per tool, in the same format, by the groups of its sidebar', () => {
    const [song] = pages().areas[0].tools;
    const index = parseLlmsTxt(toolIndex(song, SETTINGS));
    expect(index.title).toBe('Song');
    expect(index.summary).toBe('Song, the metadata service.');
    expect(index.details).toContain('These pages document Song 5.3.0.');
    expect(index.sections.map((section) => [section.title, section.links.length])).toEqual([
      ['Docs', 2],
      ['Usage', 2],
    ]);
  });

  it('rejects what the format does not allow', () => {
    expect(() => parseLlmsTxt('## No name\n')).toThrow(/H1/);
    expect(() => parseLlmsTxt('# Name\n\nNo summary.\n')).toThrow(/blockquote/);
    expect(() => parseLlmsTxt('# N\n\n> S\n\n### Deep\n')).toThrow(/only H2/);
    expect(() => parseLlmsTxt('# N\n\n> S\n\n## A\n\nProse.\n')).toThrow(/not a list/);
    expect(() => parseLlmsTxt('# N\n\n> S\n\n## A\n\n- plain item\n')).toThrow(/link/);
    expect(() => parseLlmsTxt('# N\n\n> S\n\n## A\n\n- [a](b) and more\n')).toThrow(/": "/);
    expect(parseLlmsTxt('# N\n\n> S\n\nDetails.\n\n## A\n\n- [a](b): notes\n- [c](d)\n').sections).toEqual([
      {
        title: 'A',
        links: [
          {name: 'a', url: 'b', notes: 'notes'},
          {name: 'c', url: 'd'},
        ],
      },
    ]);
  });
});

describe('llms-full.txt', () => {
  it('is the name and summary, then every listed page’s copy in order', () => {
    const site = pages();
    const copies = new Map(site.all.map((page) => [page.file, `# ${page.title}\n\nBody of ${page.permalink}.\n`]));
    const text = fullText(site, copies, SETTINGS);
    expect(text.startsWith('# Example Docs\n\n> Example is a set of tools.\n\n# Title of getting-started\n')).toBe(
      true,
    );
    const order = site.all.filter((page) => page.listed).map((page) => text.indexOf(`Body of ${page.permalink}.`));
    expect(order.every((position, index) => position > (order[index - 1] ?? 0))).toBe(true);
    expect(text).not.toContain('Body of /docs/hidden.');
  });
});

describe('the plugin', () => {
  const context = {
    siteDir: '/site',
    siteConfig: {title: 'Example Docs', url: 'https://docs.example.org'},
    generatedFilesDir: '/site/.docusaurus',
    baseUrl: '/',
  } as unknown as LoadContext;
  const options = (value: unknown) => createLlmsTxt(value as LlmsTxtOptions);

  it('validates its options', () => {
    expect(() => options({summary: 'S', areas: [{docsPluginId: 'default', title: 'Docs'}]})).not.toThrow();
    expect(() => options({areas: [{docsPluginId: 'default', title: 'Docs'}]})).toThrow(/summary/);
    expect(() => options({summary: 'S', areas: [], toolsRoute: 'docs/tools'})).toThrow();
    expect(() =>
      options({summary: 'S', areas: [{docsPluginId: 'default', title: 'Docs'}], components: {A: 'x'}}),
    ).toThrow(/components/);
  });

  it('writes a copy of each page its remark plugin saw, and refuses to build when one was not made', async () => {
    const {plugin, remarkPlugin} = createLlmsTxt({
      summary: 'Example is a set of tools.',
      areas: [{docsPluginId: 'default', title: 'Developer documentation'}],
      toolsRoute: '/docs/tools/',
    });
    const instance = plugin(context);
    await instance.allContentLoaded?.({allContent: ALL_CONTENT, actions: {} as never});
    const outDir = await mkdtemp(path.join(tmpdir(), 'llms-txt-'));
    try {
      const transform = remarkPlugin();
      const all = pages().all;
      for (const page of all.slice(1)) {
        transform(mdxParser.parse(`Body of ${page.permalink}.`) as never, {path: path.join('/site', page.file)});
      }
      await expect(instance.postBuild?.({outDir} as never)).rejects.toThrow(/docs\/getting-started\.md/);
      transform(mdxParser.parse('Body.') as never, {path: '/site/docs/getting-started.md'});
      await instance.postBuild?.({outDir} as never);
      expect(await readFile(path.join(outDir, 'docs/tools/song/usage/index.md'), 'utf8')).toContain(
        'Body of /docs/tools/song/usage/.',
      );
      expect(await readFile(path.join(outDir, 'docs/hidden.md'), 'utf8')).toContain('# Title of hidden');
      parseLlmsTxt(await readFile(path.join(outDir, 'llms.txt'), 'utf8'));
      parseLlmsTxt(await readFile(path.join(outDir, 'docs/tools/song/llms.txt'), 'utf8'));
      expect(await readFile(path.join(outDir, 'llms-full.txt'), 'utf8')).toContain('Body of /blog/2025/09/15/welcome.');
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
  it("copies a blog post from its whole compilation, not the blog's excerpt of it, whichever comes last", async () => {
    const blog = ALL_CONTENT['docusaurus-plugin-content-blog'] as {default: {blogPosts: {metadata: object}[]}};
    const allContent = {
      ...ALL_CONTENT,
      'docusaurus-plugin-content-blog': {
        default: {blogPosts: [{metadata: {...blog.default.blogPosts[0]!.metadata, hasTruncateMarker: true}}]},
      },
    } as unknown as AllContent;
    const whole = 'The summary.\n\n{/* truncate */}\n\nThe rest of the post.\n';
    const excerpt = 'The summary.\n\n';
    for (const order of [
      [whole, excerpt],
      [excerpt, whole],
    ]) {
      const {plugin, remarkPlugin} = createLlmsTxt({
        summary: 'Example is a set of tools.',
        areas: [{docsPluginId: 'default', title: 'Developer documentation'}],
      });
      const instance = plugin(context);
      await instance.allContentLoaded?.({allContent, actions: {} as never});
      const transform = remarkPlugin();
      for (const page of pages().all.filter((candidate) => !candidate.date)) {
        transform(mdxParser.parse('Body.') as never, {path: path.join('/site', page.file), value: 'Body.'});
      }
      for (const value of order) {
        transform(mdxParser.parse(value!) as never, {path: '/site/blog/2025-09-15-welcome/index.md', value});
      }
      const outDir = await mkdtemp(path.join(tmpdir(), 'llms-txt-'));
      try {
        await instance.postBuild?.({outDir} as never);
        const copy = await readFile(path.join(outDir, 'blog/2025/09/15/welcome.md'), 'utf8');
        expect(copy).toContain('The rest of the post.');
      } finally {
        await rm(outDir, {recursive: true, force: true});
      }
    }
  });
});
