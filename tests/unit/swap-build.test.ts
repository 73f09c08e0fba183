import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {AddressInfo} from 'node:net';
import {buildAndSwap} from '../../scripts/lib/swapBuild';
import {createApp} from '../../server/app';

/** A stand-in for `docusaurus build --out-dir <dir>`: writes a page, then succeeds or fails. */
const fakeBuild = (page: string, exitCode: number) => [
  process.execPath,
  '-e',
  `const fs=require('fs');const d=process.argv[1];fs.mkdirSync(d,{recursive:true});` +
    `fs.writeFileSync(d+'/index.html',${JSON.stringify(page)});process.exit(${exitCode})`,
];

describe('build and swap', () => {
  it('replaces the site only when the build succeeded, and leaves no staging folder either way', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'swap-'));
    const outDir = path.join(root, 'build');
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, 'index.html'), 'old site');

    expect(buildAndSwap(outDir, fakeBuild('half a site', 1))).toBe(1);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('old site');
    expect(existsSync(`${outDir}.staging`)).toBe(false);

    expect(buildAndSwap(outDir, fakeBuild('new site', 0))).toBe(0);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('new site');
    expect(existsSync(`${outDir}.staging`) || existsSync(`${outDir}.previous`)).toBe(false);
  });
});

describe('npm run serve after a new build is swapped in', () => {
  it('serves the new build with its own headers, without a restart', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'swap-serve-'));
    const outDir = path.join(root, 'build');
    const site = (marker: string) => [
      process.execPath,
      '-e',
      `const fs=require('fs');const d=process.argv[1];fs.mkdirSync(d,{recursive:true});` +
        `fs.writeFileSync(d+'/index.html','${marker}');fs.writeFileSync(d+'/404.html','missing');` +
        `fs.writeFileSync(d+'/_headers','/*\\n  X-Build: ${marker}\\n')`,
    ];
    expect(buildAndSwap(outDir, site('first'))).toBe(0);
    const server = createApp(outDir).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const first = await fetch(url);
      expect([await first.text(), first.headers.get('x-build')]).toEqual(['first', 'first']);
      expect(buildAndSwap(outDir, site('second'))).toBe(0);
      const second = await fetch(url);
      expect([await second.text(), second.headers.get('x-build')]).toEqual(['second', 'second']);
    } finally {
      server.close();
    }
  });
});
