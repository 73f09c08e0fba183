/**
 * Builds into a staging folder beside the output folder and moves it into place only when the build succeeded. A
 * failed build leaves the previous site whole, so a running `npm run serve` never serves half a build.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, renameSync, rmSync} from 'node:fs';

/**
 * Runs `command` with the staging folder as its last argument; on success the staging folder replaces `outDir`.
 * Returns the command's exit status.
 */
export function buildAndSwap(outDir: string, command: string[], env: NodeJS.ProcessEnv = process.env): number {
  const staging = `${outDir}.staging`;
  const previous = `${outDir}.previous`;
  rmSync(staging, {recursive: true, force: true});
  const result = spawnSync(command[0], [...command.slice(1), staging], {stdio: 'inherit', env});
  const status = result.status ?? 1;
  if (status !== 0 || !existsSync(staging)) {
    rmSync(staging, {recursive: true, force: true});
    console.error(`The build failed: ${outDir}/ is unchanged.`);
    return status || 1;
  }
  rmSync(previous, {recursive: true, force: true});
  if (existsSync(outDir)) renameSync(outDir, previous);
  renameSync(staging, outDir);
  rmSync(previous, {recursive: true, force: true});
  return 0;
}

/** `docusaurus build` into the staging folder of `outDir`. */
export function docusaurusBuild(outDir: string, env: NodeJS.ProcessEnv = process.env): number {
  return buildAndSwap(outDir, ['npx', 'docusaurus', 'build', '--out-dir'], env);
}
