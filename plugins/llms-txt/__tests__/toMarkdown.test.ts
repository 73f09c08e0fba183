import type {Code, Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {mdxParser} from '../../shared/mdxParser';
import {pageMarkdown, treeMarkdown, type MarkdownPage, type SiteLinks} from '../toMarkdown';

const SITE: SiteLinks = {
  siteUrl: 'https://docs.example.org',
  baseUrl: '/',
  routeOfFile: new Map([
    ['docs/tools/song/overview.md', '/docs/tools/song/overview'],
    ['docs/tools/song/setup.md', '/docs/tools/song/setup'],
    ['docs/tools/index.md', '/docs/tools/'],
    ['guides/data-&-storage.md', '/guides/data-&-storage'],
  ]),
  routes: new Set(['/docs/tools/song/overview', '/docs/tools/song/setup', '/docs/tools/', '/guides/data-&-storage']),
  interactive: {SqonPlayground: 'SQON playground'},
  components: {
    ReleaseTable: () => [
      {type: 'heading', depth: 3, children: [{type: 'text', value: 'Song 5.3.0'}]},
      {type: 'paragraph', children: [{type: 'link', url: './setup.md', children: [{type: 'text', value: 'Set up'}]}]},
    ],
  },
};

const PAGE: MarkdownPage = {
  permalink: '/docs/tools/song/overview',
  file: 'docs/tools/song/overview.md',
  title: 'Song overview',
  description: 'What Song does.',
  frontMatter: {},
};

const copy = (body: string, page: Partial<MarkdownPage> = {}) => pageMarkdown(body, {...PAGE, ...page}, SITE);
const commonMark = unified().use(remarkParse).use(remarkGfm);
const parse = (markdown: string) => commonMark.parse(markdown) as Root;

function codeBlocks(tree: Root): Pick<Code, 'lang' | 'value'>[] {
  const blocks: Pick<Code, 'lang' | 'value'>[] = [];
  visit(tree, 'code', ({lang, value}) => {
    blocks.push({lang, value});
  });
  return blocks;
}

describe('the Markdown copy of a page', () => {
  it('starts with the title, the release it applies to and the description, and ends with its sources', () => {
    const markdown = copy('Song keeps metadata.\n', {
      frontMatter: {
        software: ['Song 5.3.0'],
        sources: ['overture-stack/SONG@5.2.0:pom.xml', 'not a source'],
        fact_check: {statements: 12, software: 'Song 5.3.0', checked: '2026-11-25', route: '/fact-checks/docs/x'},
      },
    });
    expect(markdown).toBe(
      [
        '# Song overview',
        '',
        'Applies to **Song 5.3.0**',
        '',
        '> What Song does.',
        '',
        'Song keeps metadata.',
        '',
        '## Sources',
        '',
        '[12 statements checked against the source of Song 5.3.0 on 25 November 2026](https://docs.example.org/fact-checks/docs/x)',
        '',
        'The 1 file the facts of this page were checked against (Song 5.3.0):',
        '',
        '- [`overture-stack/SONG@5.2.0:pom.xml`](https://github.com/overture-stack/SONG/blob/5.2.0/pom.xml)',
        '',
      ].join('\n'),
    );
  });

  it('names every release the page applies to with its date, as the page does', () => {
    const markdown = copy('Body.\n', {
      description: undefined,
      frontMatter: {
        software: ['Song 5.2.0', 'Lyric 0.19.0'],
        releases_documented: [
          {name: 'Song 5.2.0', date: '2024-07-04', status: 'older'},
          {name: 'Lyric 0.19.0', status: 'unreleased'},
        ],
      },
    });
    expect(markdown).toBe(
      '# Song overview\n\nApplies to **Song 5.2.0** (4 July 2024), **Lyric 0.19.0** (unreleased)\n\nBody.\n',
    );
  });

  it('gives a blog post its date and keeps one title when the body repeats it', () => {
    const markdown = copy('# Song overview\n\nHello.\n', {date: '2025-09-15', description: undefined});
    expect(markdown).toBe('# Song overview\n\nPublished 15 September 2025\n\nHello.\n');
  });

  it('turns admonitions into blockquotes that start with their label', () => {
    const markdown = copy(
      ':::warning\n\nPort 8081 is taken.\n\n:::\n\n:::tip[Faster]\n\nUse `-q`.\n\n:::\n\n:::note[Note]\n\nPlain.\n\n:::\n',
    );
    expect(markdown).toContain('> **Warning**\n>\n> Port 8081 is taken.');
    expect(markdown).toContain('> **Tip: Faster**\n>\n> Use `-q`.');
    expect(markdown).toContain('> **Note**\n>\n> Plain.');
    expect(markdown).not.toContain(':::');
  });

  it('flattens tabs: each label a heading one level below the section, then its content', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '## Run it',
      '',
      '<Tabs groupId="how">',
      '<TabItem value="docker" label="Docker" default>',
      '',
      '```bash',
      'docker run song',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="source">',
      '',
      'Build it.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '## Next',
    ].join('\n');
    expect(copy(source, {description: undefined})).toBe(
      '# Song overview\n\n## Run it\n\n### Docker\n\n```bash\ndocker run song\n```\n\n### source\n\nBuild it.\n\n## Next\n',
    );
  });

  it('keeps Mermaid diagrams as mermaid code blocks and every code block byte for byte', () => {
    const blocks = [
      '```mermaid\nflowchart LR\n  accTitle: A\n  accDescr: B\n  a --> b\n```',
      '```json title="payload.json" records dictionary="x@1"\n{"a": 1}\t \n```',
      '````md\n```bash\ninner fence\n```\n````',
      '```text\n  indented <Tabs> {braces} :::note\n\n\ntrailing   \n```',
    ];
    const source = `- In a list:\n\n  ${blocks[0].split('\n').join('\n  ')}\n\n:::note\n\n${blocks[1]}\n\n:::\n\n${blocks.slice(2).join('\n\n')}\n`;
    const markdown = copy(source);
    expect(codeBlocks(parse(markdown))).toEqual(codeBlocks(mdxParser.parse(source) as Root));
    // The site's own fence flags mean nothing elsewhere: only the title stays.
    expect(markdown).toContain('```json title="payload.json"\n');
  });

  it('leaves no JSX, imports, exports or comments', () => {
    const source = [
      "import SqonPlayground from '@site/src/components/SqonPlayground';",
      'export const meta = {a: 1};',
      '',
      'Intro.',
      '',
      '{/* truncate */}',
      '',
      '<SqonPlayground />',
      '',
      '<Details>',
      '',
      'Inside **a component**.',
      '',
      '</Details>',
      '',
      'Text with <kbd>Ctrl</kbd> and \\<ANALYSIS_ID> and `<code>`.',
      '',
      '<Unknown />',
    ].join('\n');
    const markdown = copy(source, {description: undefined});
    expect(markdown).toBe(
      [
        '# Song overview',
        '',
        'Intro.',
        '',
        '_The SQON playground runs in the browser: open it on [the web page](https://docs.example.org/docs/tools/song/overview)._',
        '',
        'Inside **a component**.',
        '',
        'Text with Ctrl and \\<ANALYSIS_ID> and `<code>`.',
        '',
      ].join('\n'),
    );
    let html = 0;
    visit(parse(markdown), 'html', () => {
      html += 1;
    });
    expect(html).toBe(0);
  });

  it('writes a component that draws from data as the Markdown it stands for, its links made absolute', () => {
    const source = "import {ReleaseTable} from '@site/plugins/x';\n\n## Releases\n\n<ReleaseTable />\n";
    expect(copy(source, {description: undefined})).toBe(
      '# Song overview\n\n## Releases\n\n### Song 5.3.0\n\n[Set up](https://docs.example.org/docs/tools/song/setup.md)\n',
    );
  });

  it('makes links absolute, to the Markdown copy of pages that have one, anchors kept', () => {
    const source = [
      '[setup](./setup.md#run-it) [index](../index.md) [data](../../../guides/data-&-storage.md)',
      '[route](/docs/tools/song/setup#a) [folder](/docs/tools) [same page](#key-concepts)',
      '[blog](/blog) [checks](/fact-checks/docs/x) [web](https://example.com/a.md) [mail](mailto:a@b.c)',
      '',
      '[ref]: ./setup.md',
    ].join('\n');
    const urls: string[] = [];
    visit(parse(copy(source)), ['link', 'definition'], (node) => {
      urls.push((node as {url: string}).url);
    });
    expect(urls).toEqual([
      'https://docs.example.org/docs/tools/song/setup.md#run-it',
      'https://docs.example.org/docs/tools/index.md',
      'https://docs.example.org/guides/data-&-storage.md',
      'https://docs.example.org/docs/tools/song/setup.md#a',
      'https://docs.example.org/docs/tools/index.md',
      'https://docs.example.org/docs/tools/song/overview.md#key-concepts',
      'https://docs.example.org/blog',
      'https://docs.example.org/fact-checks/docs/x',
      'https://example.com/a.md',
      'mailto:a@b.c',
      'https://docs.example.org/docs/tools/song/setup.md',
    ]);
  });

  it('drops an explicit heading id, which only Docusaurus reads', () => {
    expect(copy('## Run it {#run}\n\n### `code` {#code}\n', {description: undefined})).toBe(
      '# Song overview\n\n## Run it\n\n### `code`\n',
    );
  });

  it('writes back a colon word that the directive syntax read as a text directive', () => {
    expect(copy('Ports like host:port and a :word.\n', {description: undefined})).toContain('a :word.');
  });

  it('reads the tree it is given without changing it', () => {
    const tree = mdxParser.parse(
      ':::note\n\n[a](./setup.md)\n\n:::\n\n<Tabs><TabItem label="A">\n\nx\n\n</TabItem></Tabs>\n',
    );
    const before = structuredClone(tree);
    treeMarkdown(tree as Root, PAGE, SITE);
    expect(tree).toEqual(before);
  });
});
