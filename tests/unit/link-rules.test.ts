import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parsePage} from '../../scripts/lib/contentPages';
import {checkLinks, routeOf} from '../../scripts/lib/linkRules';

const page = (file: string, body: string, frontMatter = '') =>
  parsePage(file, `---\ntitle: T\ndescription: D.\n${frontMatter}---\n\n${body}\n`);

function siteDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'links-'));
  mkdirSync(path.join(dir, 'static/img'), {recursive: true});
  writeFileSync(path.join(dir, 'static/img/logo.svg'), '<svg/>');
  mkdirSync(path.join(dir, 'docs/song'), {recursive: true});
  writeFileSync(path.join(dir, 'docs/song/flow.png'), '');
  return dir;
}

const SETUP = page('docs/song/setup.md', '## Run with Docker\n\nText.\n\n## Run with Docker\n\n<div id="ports" />');
const OVERVIEW = page('docs/song/index.md', '## What Song does');

describe('link check', () => {
  it('gives pages the addresses the docs plugin gives them', () => {
    expect(routeOf(SETUP)).toBe('/docs/song/setup');
    expect(routeOf(OVERVIEW)).toBe('/docs/song');
    expect(routeOf(page('docs/std/Software/Readme.md', 'x', 'slug: /std/Software/Readme\n'))).toBe(
      '/docs/std/Software/Readme',
    );
    expect(routeOf(page('guides/deployment-guide/deployment-guide.md', 'x'))).toBe('/guides/deployment-guide');
    expect(routeOf(page('blog/2026-08-21-roundup/index.md', 'x'))).toBe('/blog/2026/08/21/roundup');
  });

  it('accepts links to files, addresses, anchors, static files and images that exist', () => {
    const linking = page(
      'docs/song/usage.md',
      [
        '[a](./setup.md#run-with-docker) [b](./setup.md#run-with-docker-1) [c](/docs/song/setup#ports)',
        '[d](/docs/song/) [e](#sources) [f](https://example.org/x) [g](/img/logo.svg) ![h](./flow.png)',
        '[i](../song/index.md#what-song-does) [j](mailto:a@b.c) [k](/search) [l](setup#run-with-docker)',
        '',
        '## Sources',
      ].join('\n'),
    );
    expect(checkLinks([SETUP, OVERVIEW, linking], siteDir())).toEqual([]);
  });

  it('reports every broken link, address, anchor and image in one pass, with file and line', () => {
    const linking = page(
      'docs/song/usage.md',
      [
        'See [setup](./set-up.md) and [ports](/docs/song/setp).',
        '',
        'Also [docker](./setup.md#docker), [here](#nowhere) and ![flow](./flow.svg).',
      ].join('\n'),
    );
    expect(checkLinks([SETUP, OVERVIEW, linking], siteDir())).toEqual([
      'docs/song/usage.md:6 link to ./set-up.md: there is no page docs/song/set-up.md',
      'docs/song/usage.md:6 link to /docs/song/setp: no page has the address /docs/song/setp',
      'docs/song/usage.md:8 link to ./setup.md#docker: docs/song/setup.md has no heading or element with the id "docker"',
      'docs/song/usage.md:8 link to #nowhere: this page has no heading or element with the id "nowhere"',
      'docs/song/usage.md:8 image ./flow.svg does not exist',
    ]);
  });
});
