import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {buildIndex} from '../../plugins/search-index/buildIndex';
import {extractFromHtml} from '../../plugins/search-index/extract/html';
import {extractFromMarkdown} from '../../plugins/search-index/extract/markdown';
import {extractSourcePages, recordsOfPages} from '../../plugins/search-index';
import {pageRecords} from '../../plugins/search-index/records';

/** A built docs page in miniature: shell around an article whose body is the Markdown. */
const BUILT_PAGE = `<!doctype html><html lang="en"><head>
<meta name="docusaurus_tag" content="docs-default-current"><meta name="keywords" content="song, setup">
<title>Song setup | Overture Docs</title></head><body>
<nav class="navbar"><a href="/">Overture Docs</a><a href="/guides">Guides navbar link</a></nav>
<aside class="theme-doc-sidebar-container"><a href="/docs/x">Sidebar entry</a></aside>
<main><article>
<nav aria-label="Breadcrumbs"><a href="/">Home page</a></nav>
<div class="theme-doc-markdown markdown"><header><h1>Song setup</h1></header>
<p class="appliesTo_x1" data-search-ignore="true">Applies to <a href="/docs/releases#song">Song 5.2.0, drawn from front matter</a></p>
<p>Song needs <code>PostgreSQL</code> and Java. Read <a href="/docs/song/overview">what Song is for</a>, <a href="../score/setup#ports">Score's ports</a>, <a href="https://www.postgresql.org/">PostgreSQL's site</a> and <a href="#check-it">the check</a>.</p>
<h2 id="run-with-docker">Run with Docker<a href="#run-with-docker" class="hash-link" aria-label="Direct link">\u200b</a></h2>
<div class="tabs-container"><ul role="tablist"><li role="tab">Docker</li><li role="tab">From source</li></ul>
<div role="tabpanel"><p>Start the container.</p>
<div class="language-bash theme-code-block"><div>install.sh (code block title)</div><pre><code>docker run song-server-secret-command <a href="/docs/hidden">code link</a></code></pre></div></div></div>
<h3 id="check-it">Check it</h3>
<ul><li>Open the Swagger UI.<ul><li>Nested step.</li></ul></li></ul>
<table><thead><tr><th>Variable</th><th>Default</th><th>Note</th></tr></thead><tbody>
<tr><td><code>SERVER_PORT</code> or <code>PORT</code></td><td>8080</td><td></td></tr></tbody></table>
<div class="docusaurus-mermaid-container"><svg><text>graph LR</text></svg><p role="status">diagram status</p></div>
<div class="theme-admonition"><div class="admonitionHeading">note</div><div><p>Admonition text.</p></div></div>
</div>
<footer class="theme-doc-footer"><a href="/edit">Edit this page</a></footer>
</article><nav class="table-of-contents"><a href="#run-with-docker">TOC entry</a></nav></main>
<footer class="footer">Copyright © 2025 footer text</footer></body></html>`;

const builtPage = (await extractFromHtml(BUILT_PAGE, '/docs/song/setup'))!;

describe('extracting a built page', () => {
  it('reads title, language, tag and keywords', () => {
    expect(builtPage).toMatchObject({
      path: '/docs/song/setup',
      title: 'Song setup',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      keywords: ['song', 'setup'],
    });
  });

  it('keeps the article body: headings, paragraphs, list items, table rows, admonitions', () => {
    expect(builtPage.blocks).toEqual([
      {
        kind: 'text',
        text: "Song needs PostgreSQL and Java. Read what Song is for, Score's ports, PostgreSQL's site and the check.",
      },
      {kind: 'heading', level: 2, anchor: 'run-with-docker', text: 'Run with Docker'},
      {kind: 'text', text: 'Start the container.'},
      {kind: 'heading', level: 3, anchor: 'check-it', text: 'Check it'},
      {kind: 'text', text: 'Open the Swagger UI.'},
      {kind: 'text', text: 'Nested step.'},
      {kind: 'text', text: 'Variable · Default · Note'},
      // A cell is one value however many parts it has; an empty cell adds nothing.
      {kind: 'text', text: 'SERVER_PORT or PORT · 8080'},
      {kind: 'text', text: 'Admonition text.'},
    ]);
  });

  it('leaves out the shell, code blocks, diagrams, tab labels, heading anchors and what the site adds itself', () => {
    const text = JSON.stringify(builtPage);
    for (const outside of ['navbar link', 'Sidebar entry', 'TOC entry', 'footer text', 'Edit this page', 'Home page']) {
      expect(text).not.toContain(outside);
    }
    for (const inside of [
      'secret-command',
      'code block title',
      'graph LR',
      'diagram status',
      'From source',
      'Direct link',
      '\u200b',
      'drawn from front matter',
    ]) {
      expect(text).not.toContain(inside);
    }
  });

  it('keeps the body’s links to other pages of this site, resolved as a browser would, with their text', () => {
    expect(builtPage.links).toEqual([
      {to: '/docs/song/overview', text: 'what Song is for'},
      {to: '/docs/score/setup', text: "Score's ports"},
    ]);
  });

  it('ignores pages without an article body', async () => {
    expect(await extractFromHtml('<html><body><main><p>Redirecting</p></main></body></html>', '/docs')).toBeUndefined();
  });
});

describe('extracting a page from its Markdown source (dev server)', () => {
  const source = `---
title: Song setup
description: x
---

import Tabs from '@theme/Tabs';

Song needs \`PostgreSQL\` and Java. Read [what Song is for](/docs/song/overview), [Score's ports](../score/setup#ports), [PostgreSQL's site](https://www.postgresql.org/) and [the check](#check-it).

## Run with Docker

<Tabs>
<TabItem value="docker" label="Docker">

Start the container.

\`\`\`bash
docker run song-server-secret-command
\`\`\`

</TabItem>
</Tabs>

### Check it

- Open the Swagger UI.
  - Nested step.

| Variable | Default | Note |
| --- | --- | --- |
| \`SERVER_PORT\` or \`PORT\` | 8080 | |

\`\`\`mermaid
graph LR; A-->B
\`\`\`

:::note

Admonition text.

:::

## Run with Docker

## Custom {#my-anchor}
`;
  const page = extractFromMarkdown(source, {
    path: '/docs/song/setup',
    title: 'Song setup',
    language: 'en',
    docusaurusTag: 'docs-default-current',
    keywords: [],
  });

  it('gives the same blocks as the built page', () => {
    expect(page.blocks.slice(0, builtPage.blocks.length)).toEqual(builtPage.blocks);
  });

  it('gives the same links as the built page', () => {
    expect(page.links).toEqual(builtPage.links);
  });

  it('resolves links to Markdown files to the pages Docusaurus makes of them', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'search-links-'));
    mkdirSync(path.join(siteDir, 'docs/song'), {recursive: true});
    writeFileSync(
      path.join(siteDir, 'docs/song/setup.md'),
      '[the overview](./overview.md#purpose), [Score](../score%20setup.mdx), [nothing](./missing.md), [a route](/guides), [elsewhere](https://github.com/o/r/blob/main/docs/song/overview.md)',
    );
    writeFileSync(path.join(siteDir, 'docs/song/overview.md'), 'No links.');
    writeFileSync(path.join(siteDir, 'docs/score setup.mdx'), 'No links.');
    const doc = (file: string, permalink: string) => ({
      source: `@site/${file}`,
      permalink,
      title: permalink,
      frontMatter: {},
    });
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              versionName: 'current',
              docs: [
                doc('docs/song/setup.md', '/docs/song/setup'),
                doc('docs/song/overview.md', '/docs/song/'),
                doc('docs/score setup.mdx', '/docs/score-setup'),
              ],
            },
          ],
        },
      },
    } as unknown as AllContent;
    const pages = await extractSourcePages(allContent, siteDir, [{path: '/docs', label: 'Documentation'}]);
    expect(pages.find((each) => each.path === '/docs/song/setup')?.links).toEqual([
      {to: '/docs/song', text: 'the overview'},
      {to: '/docs/score-setup', text: 'Score'},
      {to: '/guides', text: 'a route'},
    ]);
  });

  it('gives headings the anchors Docusaurus gives them, duplicates and custom ids included', () => {
    const anchors = page.blocks.flatMap((block) => (block.kind === 'heading' ? [block.anchor] : []));
    expect(anchors).toEqual(['run-with-docker', 'check-it', 'run-with-docker-1', 'my-anchor']);
  });
});

describe('records and the index files', () => {
  const records = pageRecords(builtPage, 'Documentation');

  it('makes DocSearch records with hierarchy, anchors and stable object ids', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/song/setup',
      content: null,
      hierarchy: {lvl0: 'Documentation', lvl1: 'Song setup'},
      keywords: ['song', 'setup'],
    });
    const check = records.find((record) => record.content === 'Nested step.')!;
    expect(check).toMatchObject({
      type: 'content',
      url: '/docs/song/setup#check-it',
      hierarchy: {lvl0: 'Documentation', lvl1: 'Song setup', lvl2: 'Run with Docker', lvl3: 'Check it'},
    });
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('gives a page’s own record the texts of the other pages’ links to it', () => {
    const linking = {...builtPage, path: '/docs/score/setup', title: 'Score setup', blocks: [], links: []};
    const listing = {...linking, path: '/blog/tags/song', docusaurusTag: 'blog_tags_posts'};
    const sections = [
      {path: '/docs', label: 'Documentation'},
      {path: '/blog', label: 'Blog'},
    ];
    const withLinks = recordsOfPages(
      [
        builtPage,
        {...linking, links: [{to: '/docs/song/setup', text: 'Set up Song'}]},
        {...listing, links: [{to: '/docs/song/setup', text: 'a listing repeats titles'}]},
      ],
      sections,
    );
    const own = (url: string) => withLinks.find((record) => record.type === 'lvl1' && record.url === url);
    expect(own('/docs/song/setup')?.linkTexts).toEqual(['Set up Song']);
    expect(own('/docs/score/setup')?.linkTexts).toEqual(["Score's ports"]);
    expect(withLinks.filter((record) => record.type !== 'lvl1' && record.linkTexts)).toEqual([]);
  });

  it('writes the same bytes for the same records, and new names when content changes', () => {
    const first = buildIndex(records);
    const second = buildIndex(structuredClone(records));
    expect([...second.files]).toEqual([...first.files]);

    const changed = buildIndex(
      records.map((record) => (record.content ? {...record, content: `${record.content}!`} : record)),
    );
    const names = (files: Map<string, string>) => [...files.keys()].filter((name) => name !== 'manifest.json');
    expect(names(changed.files)).not.toEqual(names(first.files));
    for (const name of names(first.files)) {
      expect(name).toMatch(/^shards\/(ranking|terms-\d+|records-\d+|meta)\.[0-9a-f]{12}\.json$/);
    }
  });
});
