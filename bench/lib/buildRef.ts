/** Builds any commit of this repository, for benchmarks that compare two versions of the site. */
import {spawnSync} from 'node:child_process';
import {existsSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export function git(...args: string[]): string {
  const result = spawnSync('git', args, {cwd: ROOT, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * Builds `ref` in a temporary worktree that shares this checkout's node_modules, into a folder named after the
 * commit (`label` tells runs apart). A build already there is reused: a commit's build does not change.
 */
export function buildRef(ref: string, label: string): {commit: string; build: string} {
  const commit = git('rev-parse', '--short', ref);
  const worktree = path.join(tmpdir(), `overture-bench-${label}-${commit}`);
  const build = `${worktree}-build`;
  if (!existsSync(path.join(build, 'index.html'))) {
    if (existsSync(worktree)) git('worktree', 'remove', '--force', worktree);
    git('worktree', 'add', '--detach', worktree, commit);
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
    console.log(`building ${label} (${commit})…`);
    const inherited = {...process.env};
    // npm may have set NODE_ENV; Docusaurus must choose it itself.
    delete inherited.NODE_ENV;
    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', build], {
      cwd: worktree,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: inherited,
    });
    git('worktree', 'remove', '--force', worktree);
    if (result.status !== 0) throw new Error(`the build of ${ref} failed`);
  }
  return {commit, build};
}
