/**
 * The production build must refuse to publish broken links and images.
 * Each case copies the real site (same config, same content) to a temporary
 * folder, adds one page with one defect, builds it and expects a failure that
 * names the defect.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const SITE_ROOT = path.resolve(__dirname, '../..');
const SITE_ENTRIES = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebarsGuides.ts',
  'sidebarsCommunity.ts',
  'package.json',
  'tsconfig.json',
  'babel.config.js',
  'config',
  'plugins',
  'src',
  'static',
  'docs',
  'guides',
  'community',
  'blog',
];

const copies: string[] = [];

function siteWithPage(body: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'overture-docs-broken-'));
  copies.push(dir);
  for (const entry of SITE_ENTRIES) {
    cpSync(path.join(SITE_ROOT, entry), path.join(dir, entry), {recursive: true});
  }
  symlinkSync(path.join(SITE_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(
    path.join(dir, 'docs', 'defective-page.md'),
    `---\ntitle: Defective page\ndescription: A page with one defect.\n---\n\n## Section\n\n${body}\n`,
  );
  return dir;
}

function build(dir: string): {status: number | null; output: string} {
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: dir, encoding: 'utf8', env: {...process.env}});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

afterAll(() => {
  for (const dir of copies) {
    rmSync(dir, {recursive: true, force: true});
  }
});

describe('the build fails on broken content', () => {
  it('a link to a page that does not exist', () => {
    const {status, output} = build(siteWithPage('Read the [missing page](/docs/no-such-page).'));
    expect(status).not.toBe(0);
    expect(output).toContain('Docusaurus found broken links');
    expect(output).toMatch(/defective-page[\s\S]*-> linking to \/docs\/no-such-page/);
  });

  it('a markdown link to a file that does not exist', () => {
    const {status, output} = build(siteWithPage('See [the other file](./no-such-file.md).'));
    expect(status).not.toBe(0);
    expect(output).toMatch(/Markdown link with URL `\.\/no-such-file\.md` in source file "docs\/defective-page\.md"/);
  });

  it('a markdown image that does not exist', () => {
    const {status, output} = build(siteWithPage('![Architecture diagram](./images/missing-diagram.png)'));
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Markdown image with URL `./images/missing-diagram.png` in source file "docs/defective-page.md" (8:1) couldn\'t be resolved to an existing local image file.',
    );
  });

  it('a link to an anchor that does not exist', () => {
    const {status, output} = build(siteWithPage('Jump to [setup](/docs/getting-started#no-such-heading).'));
    expect(status).not.toBe(0);
    expect(output).toContain('broken anchors');
    expect(output).toContain('/docs/getting-started#no-such-heading');
  });
});
