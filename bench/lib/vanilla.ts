/**
 * The vanilla Docusaurus site the benchmarks compare against: the official
 * classic template (TypeScript), scaffolded by the create-docusaurus this
 * repository installs, in a temporary folder kept between runs (scaffolding
 * and installing it takes a minute or two).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export const TEMPLATE_VERSION: string = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/create-docusaurus/package.json'), 'utf8')) as {version: string}
).version;

const VANILLA_DIR = path.join(tmpdir(), `overture-bench-vanilla-docusaurus-${TEMPLATE_VERSION}`);

/** The scaffolded site's folder. */
export const VANILLA_SITE_DIR = path.join(VANILLA_DIR, 'site');

/** The template's own docs page, the one our docs pages are compared with. */
export const VANILLA_DOCS_PAGE = '/docs/intro';

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  // npm may have set NODE_ENV; Docusaurus must choose it itself.
  const inherited = {...process.env};
  delete inherited.NODE_ENV;
  const result = spawnSync(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit'], env: {...inherited, ...env}});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

/** Scaffolds the official classic template (TypeScript) and installs it, once. */
export function scaffoldVanilla(): void {
  if (existsSync(path.join(VANILLA_SITE_DIR, 'node_modules/@docusaurus/core'))) return;
  console.log(`scaffolding the Docusaurus ${TEMPLATE_VERSION} classic template in ${VANILLA_SITE_DIR}`);
  const createDocusaurus = path.join(ROOT, 'node_modules/create-docusaurus/bin/index.js');
  run('node', [createDocusaurus, 'site', 'classic', VANILLA_DIR, '--typescript', '--skip-install'], ROOT);
  // The same registry constraint as ours: @docsearch/react 4.7.1 needs a package our registry lacks.
  const manifestFile = path.join(VANILLA_SITE_DIR, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  manifest.overrides = {'@docsearch/react': '4.7.0'};
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund'], VANILLA_SITE_DIR);
}

/** Builds the vanilla site into its `build/` folder unless it is there already; returns that folder. */
export function buildVanilla(): string {
  scaffoldVanilla();
  const build = path.join(VANILLA_SITE_DIR, 'build');
  if (!existsSync(path.join(build, 'index.html'))) {
    run(path.join(VANILLA_SITE_DIR, 'node_modules/.bin/docusaurus'), ['build'], VANILLA_SITE_DIR);
  }
  return build;
}
