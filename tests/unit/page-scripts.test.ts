import {describe, expect, it} from 'vitest';
import {preloadPageScripts} from '../../plugins/page-scripts/pageHtml';
import {pageChunkFiles, parseGeneratedRoutes, type ChunkGroupFiles} from '../../plugins/page-scripts/routeChunks';

/** The shape Docusaurus generates in `.docusaurus/routes.js`. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', 'a4f'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '765'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', '7aa'),
        routes: [
          {
            path: '/docs/intro',
            component: ComponentCreator('/docs/intro', '01b'),
            exact: true
          },
          {
            path: '/docs/song/overview',
            component: ComponentCreator('/docs/song/overview', '86b'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/blog-a4f': {__comp: 'blogList', items: [{content: 'post1'}, {content: 'post2'}]},
  '/docs-765': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/docs-7aa': {__comp: 'docsVersion', __props: 'versionProps'},
  '/docs/intro-01b': {__comp: 'docItem', content: 'intro'},
  '/docs/song/overview-86b': {__comp: 'docItem', content: 'songOverview'},
  '/-e5f': {__comp: 'home'},
};

const GROUPS: ChunkGroupFiles = {
  blogList: ['assets/js/blogList.1.js'],
  post1: ['assets/js/post1.1.js'],
  post2: ['assets/js/post2.1.js'],
  docsRoot: ['assets/js/docsRoot.1.js', 'assets/js/common.1.js'],
  docsPlugin: ['assets/js/docsPlugin.1.js'],
  docsVersion: ['assets/js/common.1.js', 'assets/js/docsVersion.1.js'],
  versionProps: ['assets/js/versionProps.1.js'],
  docItem: ['assets/js/docItem.1.js'],
  intro: ['assets/js/intro.1.js'],
  songOverview: ['assets/js/songOverview.1.js'],
  home: ['assets/js/home.1.js', 'assets/js/main.1.js'],
};

describe('page-scripts: the chunks a page loads before it hydrates', () => {
  const routes = parseGeneratedRoutes(ROUTES_JS);

  it('reads the generated routes with their keys', () => {
    expect(routes.map((route) => [route.path, route.routeKey])).toEqual([
      ['/blog', '/blog-a4f'],
      ['/docs', '/docs-765'],
      ['/', '/-e5f'],
      ['*', undefined],
    ]);
    expect(routes[1].routes?.[0].routes?.map((route) => route.routeKey)).toEqual([
      '/docs/intro-01b',
      '/docs/song/overview-86b',
    ]);
  });

  it('takes the chunks of every matched route, parent layouts first, each file once', () => {
    expect(pageChunkFiles(routes, CHUNK_NAMES, GROUPS, '/docs/song/overview')).toEqual([
      'assets/js/docsRoot.1.js',
      'assets/js/common.1.js',
      'assets/js/docsPlugin.1.js',
      'assets/js/docsVersion.1.js',
      'assets/js/versionProps.1.js',
      'assets/js/docItem.1.js',
      'assets/js/songOverview.1.js',
    ]);
  });

  it('follows nested chunk names (lists and records) and leaves out entry files', () => {
    expect(pageChunkFiles(routes, CHUNK_NAMES, GROUPS, '/blog')).toEqual([
      'assets/js/blogList.1.js',
      'assets/js/post1.1.js',
      'assets/js/post2.1.js',
    ]);
    expect(pageChunkFiles(routes, CHUNK_NAMES, GROUPS, '/', ['assets/js/main.1.js'])).toEqual(['assets/js/home.1.js']);
  });

  it('gives nothing for a path only the catch-all route matches, or a chunk with no files', () => {
    expect(pageChunkFiles(routes, CHUNK_NAMES, GROUPS, '/nowhere')).toEqual([]);
    expect(pageChunkFiles(routes, {'/-e5f': {__comp: 'inMain'}}, GROUPS, '/')).toEqual([]);
  });

  it('fails clearly when routes.js is not in the expected shape', () => {
    expect(() => parseGeneratedRoutes('module.exports = [];')).toThrow(/no default export/);
  });
});

describe('page-scripts: the HTML', () => {
  const runtime = '<script src=/assets/js/runtime~main.1.js defer></script>';
  const main = '<script src=/assets/js/main.1.js defer></script>';
  const html = `<head><link rel=stylesheet href=/assets/css/styles.1.css>${runtime}${main}</head><body></body>`;
  const entries = ['/assets/js/runtime~main.1.js', '/assets/js/main.1.js'];
  const link = (src: string, mark = '') =>
    `<link rel=preload as=script fetchpriority=low href="${src}" data-page-script${mark}>`;

  it('turns the entry scripts into preload links, with one per chunk before main', () => {
    expect(preloadPageScripts(html, entries, ['/assets/js/a.js', '/assets/js/b.js'])).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.1.css>' +
        link('/assets/js/runtime~main.1.js') +
        link('/assets/js/a.js', ' data-route-chunk') +
        link('/assets/js/b.js', ' data-route-chunk') +
        link('/assets/js/main.1.js') +
        '</head><body></body>',
    );
  });

  it('preloads the entry scripts of a page without chunks of its own', () => {
    expect(preloadPageScripts(html, entries, [])).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.1.css>' +
        link('/assets/js/runtime~main.1.js') +
        link('/assets/js/main.1.js') +
        '</head><body></body>',
    );
  });

  it('respects the base URL and quoted attributes', () => {
    const quoted = '<script src="/docs-site/assets/js/main.1.js" defer></script>';
    expect(preloadPageScripts(quoted, ['/docs-site/assets/js/main.1.js'], ['/docs-site/assets/js/a.js'])).toBe(
      link('/docs-site/assets/js/a.js', ' data-route-chunk') + link('/docs-site/assets/js/main.1.js'),
    );
  });

  it('leaves a page that lacks any entry script as it is, rather than half done', () => {
    expect(preloadPageScripts('<p>static</p>', entries, ['/assets/js/a.js'])).toBe('<p>static</p>');
    const runtimeOnly = `<head>${runtime}</head>`;
    expect(preloadPageScripts(runtimeOnly, entries, ['/assets/js/a.js'])).toBe(runtimeOnly);
    expect(preloadPageScripts(html, [], ['/assets/js/a.js'])).toBe(html);
  });
});
