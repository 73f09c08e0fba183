/**
 * Debian's nginx with the generated configuration (`npm run nginx:config`)
 * serves the build like `npm run serve`. CI installs nginx and its brotli
 * module (.ci/run); without nginx this test fails and says so.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir, userInfo} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe} from 'vitest';
import {readHeadersFile} from '../../config/httpPolicy';
import {nginxConfig} from '../../scripts/nginx-config';
import {BUILD, servingChecks} from './servingChecks';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const MODULES = '/etc/nginx/modules-enabled';
const PORT = 18_473;
let nginx: ChildProcess | undefined;
let prefix = '';

beforeAll(async () => {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-filter');
  const modules = existsSync(MODULES) ? readdirSync(MODULES).filter((file) => file.endsWith('.conf')) : [];
  const brotli = modules.some((file) => file.includes('brotli'));
  prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  chmodSync(prefix, 0o777);
  for (const folder of ['logs', 'temp']) mkdirSync(path.join(prefix, folder), {mode: 0o777});
  const rules = readHeadersFile(BUILD);
  writeFileSync(path.join(prefix, 'site.conf'), nginxConfig({root: BUILD, port: PORT, rules, brotli}));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      // nginx started as root runs its worker as another user, who may not be able to read a build in a
      // private folder (a fresh clone under mktemp -d): let the worker be the user running the tests.
      ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log;`,
      // Debian's module snippets load modules relative to nginx's own prefix, which is kept.
      ...modules.map((file) => `include ${MODULES}/${file};`),
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/temp/${kind};`,
      ),
      `  include ${prefix}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const args = ['-e', path.join(prefix, 'logs/error.log'), '-c', path.join(prefix, 'nginx.conf')];
  const syntax = spawnSync(NGINX, ['-t', ...args], {encoding: 'utf8'});
  if (syntax.status !== 0) throw new Error(`nginx rejects the generated configuration:\n${syntax.stderr}`);
  nginx = spawn(NGINX, args, {stdio: 'ignore'});
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`nginx did not start:\n${readFileSync(path.join(prefix, 'logs/error.log'), 'utf8')}`);
});

afterAll(() => {
  nginx?.kill('SIGQUIT');
  rmSync(prefix, {recursive: true, force: true});
});

describe('nginx with the generated configuration', () => {
  servingChecks(() => `http://127.0.0.1:${PORT}`);
});
