/**
 * The platform guides describe one platform: the one the deployment guide builds. This check reads that platform
 * from the deployment guide's own code blocks (its Compose files, validated against the Compose specification's
 * schema; the `.env` file, files and folders its commands create; the host names it adds) and reports every guide
 * command, file or sentence that uses a Compose file, service, container, published port, variable, file, folder,
 * host name or image release the platform does not define, and example data that differ between guides.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Ajv, type ErrorObject} from 'ajv';
import jsYaml from 'js-yaml';
import type {ContentPage} from './contentPages';
import {commandsOf, type ShellCommand} from './shellCommands';

const GUIDES = 'guides/';
const DEPLOYMENT_GUIDE = 'guides/deployment-guide/';
/** The folder the deployment guide works in; its relative paths start there. */
const PROJECT_FOLDER = 'overture-deploy';
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
/** Variables every shell has. */
const SHELL_VARIABLES = new Set([
  'HOME',
  'PWD',
  'OLDPWD',
  'PATH',
  'USER',
  'UID',
  'SHELL',
  'TMPDIR',
  '?',
  '#',
  '@',
  '*',
  '$',
]);
/** `$1`…`$9`: the arguments of a shell function the page defines. */
const POSITIONAL_PARAMETER = /^\d$/;
/** The tools whose releases a guide's `software` names, as written there. */
const TOOLS = ['Song', 'Score', 'Maestro', 'Arranger server', 'Stage', 'Keycloak', 'keycloak-apikeys', 'Elasticsearch'];
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0']);

type ComposeFile = {
  name?: string;
  services?: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, {name?: string; external?: boolean} | null>;
};
type ComposeService = {
  image?: string;
  build?: string | {context?: string};
  container_name?: string;
  ports?: (string | number | {published?: string | number})[];
  environment?: Record<string, unknown> | string[];
  env_file?: string | string[];
  volumes?: (string | {type?: string; source?: string})[];
  networks?: string[] | Record<string, {aliases?: string[]} | null>;
};

/** What the deployment guide builds. Paths are relative to the project folder, without `./`. */
export type Platform = {
  composeFiles: Map<string, ComposeFile>;
  /** Service name → the Compose file that defines it. */
  services: Map<string, string>;
  containers: Set<string>;
  publishedPorts: Set<number>;
  /** Names that resolve inside the Docker network: services and their aliases. */
  networkHosts: Set<string>;
  /** Names that resolve on the reader's computer (besides localhost): the hosts-file entries the guide adds. */
  hostNames: Set<string>;
  networks: Set<string>;
  /** Variables of `.env` and those the guide exports in the reader's shell. */
  variables: Set<string>;
  files: Set<string>;
  /** Folders the guide clones a repository into: any path under them may be used. */
  clones: Set<string>;
  /** Image repository → tag, for the images the platform runs or builds. */
  images: Map<string, string>;
  /** Tool → release, from the deployment guide's `software`. */
  releases: Map<string, string>;
};

let composeSchemaValidator: ReturnType<Ajv['compile']> | undefined;

/** The Compose specification's JSON schema, as the dclint package ships it. */
function validateCompose(file: unknown): ErrorObject[] {
  if (!composeSchemaValidator) {
    const schemaPath = path.join(path.dirname(require.resolve('dclint/package.json')), 'schemas/compose.schema.json');
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
    // The schema names its draft by an https address Ajv does not know; Ajv validates draft-07 by default.
    delete schema.$schema;
    composeSchemaValidator = new Ajv({allErrors: true, strict: false, validateFormats: false}).compile(schema);
  }
  return composeSchemaValidator(file) ? [] : (composeSchemaValidator.errors ?? []);
}

/** `title="a/b.json (excerpt)"` → `a/b.json`, `excerpt: true`. */
function titleOf(meta: string | null): {file: string; excerpt: boolean} | undefined {
  const title = /title="([^"]+)"/.exec(meta ?? '')?.[1];
  if (!title) return undefined;
  const excerpt = /\s*\(excerpt\)$/.test(title);
  return {file: normalisePath(title.replace(/\s*\(excerpt\)$/, '')), excerpt};
}

/** A path as the platform keeps it: relative to the project folder, no `./`, no trailing slash. */
function normalisePath(file: string): string {
  let result = file.trim().replace(/^"|"$/g, '');
  result = result.replace(/^\.\//, '').replace(/\/+$/, '');
  if (result.startsWith(`${PROJECT_FOLDER}/`)) result = result.slice(PROJECT_FOLDER.length + 1);
  return result;
}

function addWithFolders(files: Set<string>, file: string): void {
  const parts = normalisePath(file).split('/');
  for (let length = 1; length <= parts.length; length += 1) files.add(parts.slice(0, length).join('/'));
}

const byReadingOrder = (a: ContentPage, b: ContentPage) =>
  a.file.split('/').length - b.file.split('/').length ||
  Number(a.frontMatter.sidebar_position ?? 99) - Number(b.frontMatter.sidebar_position ?? 99) ||
  a.file.localeCompare(b.file);

/** Tool → release, from a `software` front matter such as "Song 5.2.0, Score 5.11.0 (server and client), Stage `main` at a5ced86". */
export function releasesOf(software: unknown): Map<string, string> {
  const releases = new Map<string, string>();
  if (typeof software !== 'string') return releases;
  for (const tool of TOOLS) {
    const escaped = tool.replace(/[-.]/g, '\\$&');
    const found = new RegExp(
      `(?:^|[\\s,;(])${escaped}\\s+(?:(?:main|branch|commit|at|\`main\`)\\s+)*\`?([\\w.]+)`,
    ).exec(software);
    if (found) releases.set(tool, found[1]);
  }
  return releases;
}

function imageParts(image: string): {repository: string; tag: string} {
  const at = image.lastIndexOf(':');
  return at > image.lastIndexOf('/')
    ? {repository: image.slice(0, at), tag: image.slice(at + 1)}
    : {repository: image, tag: 'latest'};
}

function publishedPort(port: string | number | {published?: string | number}): number | undefined {
  if (typeof port === 'object') return Number(port.published) || undefined;
  const parts = String(port).split(':');
  return parts.length >= 2 ? Number(parts.at(-2)) || undefined : undefined;
}

/** `${NAME}`, `${NAME:?message}`, `$NAME` in a Compose value; `$$` is a literal dollar. */
function composeVariables(text: string): string[] {
  return [...text.replace(/\$\$/g, '').matchAll(/\$\{([A-Za-z_]\w*)|\$([A-Za-z_]\w*)/g)].map(
    (match) => match[1] ?? match[2],
  );
}

function hostPathOfVolume(
  volume: ComposeService['volumes'] extends (infer V)[] | undefined ? V : never,
): string | undefined {
  const source = typeof volume === 'string' ? volume.split(':')[0] : volume.type === 'bind' ? volume.source : undefined;
  return source && /^(\.{1,2}\/|\/|~)/.test(source) ? source : undefined;
}

type Problem = string;

/** Reads the platform from the deployment guide's pages; problems are those of the platform itself. */
export function readPlatform(pages: ContentPage[]): {platform: Platform; problems: Problem[]} {
  const platform: Platform = {
    composeFiles: new Map(),
    services: new Map(),
    containers: new Set(),
    publishedPorts: new Set(),
    networkHosts: new Set(),
    hostNames: new Set(),
    networks: new Set(),
    variables: new Set(),
    files: new Set(),
    clones: new Set(),
    images: new Map(),
    releases: new Map(),
  };
  const problems: Problem[] = [];
  const deployment = pages.filter((page) => page.file.startsWith(DEPLOYMENT_GUIDE)).sort(byReadingOrder);
  for (const page of deployment) {
    for (const [tool, release] of releasesOf(page.frontMatter.software)) platform.releases.set(tool, release);
    for (const block of page.codeBlocks) {
      const title = titleOf(block.meta);
      if (title && !title.excerpt) addWithFolders(platform.files, title.file);
      if (title && !title.excerpt && /\.compose\.ya?ml$/.test(title.file) && /^ya?ml$/.test(block.lang ?? '')) {
        let compose: ComposeFile;
        try {
          compose = jsYaml.load(block.value) as ComposeFile;
        } catch {
          continue; // The content check reports YAML that does not parse.
        }
        for (const error of validateCompose(compose)) {
          problems.push(
            `${page.file}:${block.line} ${title.file} is not a valid Compose file: ${error.instancePath || '/'} ${error.message}`,
          );
        }
        platform.composeFiles.set(title.file, compose);
      }
      if (SHELL_LANGUAGES.has(block.lang ?? '')) readCommands(commandsOf(block.value, block.line + 1), platform);
    }
    // A step may keep a value in `.env` in running text: "Keep it: `echo "ANALYSIS_ID=$ANALYSIS_ID" >> .env`".
    for (const code of page.inlineCode) {
      if (/^echo .*>>\s*\.env$/.test(code.value)) readCommands(commandsOf(code.value, code.line), platform);
    }
  }
  for (const [file, compose] of platform.composeFiles) {
    for (const network of Object.values(compose.networks ?? {})) if (network?.name) platform.networks.add(network.name);
    for (const [name, service] of Object.entries(compose.services ?? {})) {
      platform.services.set(name, file);
      platform.networkHosts.add(name);
      platform.containers.add(service.container_name ?? `${compose.name ?? PROJECT_FOLDER}-${name}-1`);
      for (const port of service.ports ?? []) {
        const published = publishedPort(port);
        if (published) platform.publishedPorts.add(published);
      }
      if (service.image) {
        const {repository, tag} = imageParts(service.image);
        platform.images.set(repository, tag);
      }
      if (!Array.isArray(service.networks)) {
        for (const network of Object.values(service.networks ?? {})) {
          for (const alias of network?.aliases ?? []) platform.networkHosts.add(alias);
        }
      }
    }
  }
  // The Compose files' own references: variables from `.env`, files and folders the guide made.
  for (const page of deployment) {
    for (const block of page.codeBlocks) {
      const title = titleOf(block.meta);
      const compose = title && platform.composeFiles.get(title.file);
      if (!title || title.excerpt || !compose) continue;
      for (const variable of new Set(composeVariables(block.value))) {
        if (!platform.variables.has(variable)) {
          problems.push(
            `${page.file}:${block.line} ${title.file} uses \${${variable}}, which the guide's .env does not define`,
          );
        }
      }
      const exists = (file: string) =>
        known(file, platform, {variables: new Set(), files: new Set(), outsidePorts: new Set()});
      problems.push(...composeFileProblems(compose, `${page.file}:${block.line} ${title.file}`, exists));
    }
  }
  return {platform, problems};
}

/** Files, folders, variables, images and host names that the deployment guide's commands create. */
function readCommands(commands: ShellCommand[], platform: Platform): void {
  for (const command of commands) {
    const [program, ...args] = command.words;
    if (program === 'mkdir')
      args.filter((arg) => !arg.startsWith('-')).forEach((dir) => addWithFolders(platform.files, dir));
    if (program === 'export') {
      for (const arg of args) if (/^[A-Za-z_]\w*=/.test(arg)) platform.variables.add(arg.split('=')[0]);
    }
    const output = command.words.findIndex((word) => word === '>' || word === '>>');
    if (output >= 0 && command.words[output + 1]) {
      const file = normalisePath(command.words[output + 1]);
      addWithFolders(platform.files, file);
      if (file === '.env') {
        // `cat > .env <<EOF` writes lines; `echo "NAME=…" >> .env` appends one.
        const written = command.heredoc ?? command.words.slice(1, output).join('\n');
        for (const match of written.matchAll(/^([A-Za-z_]\w*)=/gm)) platform.variables.add(match[1]);
      }
    }
    if (program === 'curl') {
      const flag = args.findIndex((arg) => arg === '-o' || arg === '--output');
      if (flag >= 0 && args[flag + 1]) addWithFolders(platform.files, args[flag + 1]);
    }
    if (program === 'git' && args[0] === 'clone') {
      const [url, folder] = args.slice(1).filter((arg) => !arg.startsWith('-'));
      if (url) {
        const clone = normalisePath(folder ?? path.basename(url, '.git'));
        addWithFolders(platform.files, clone);
        platform.clones.add(clone);
      }
    }
    if (program === 'docker' && args[0] === 'build') {
      const tag = args[args.findIndex((arg) => arg === '-t' || arg === '--tag') + 1];
      if (tag && args.some((arg) => arg === '-t' || arg === '--tag')) {
        const {repository, tag: version} = imageParts(tag);
        platform.images.set(repository, version);
      }
    }
    if (program === 'docker' && args[0] === 'network' && args[1] === 'create' && args[2])
      platform.networks.add(args[2]);
    // `echo '127.0.0.1 minio' | sudo tee -a /etc/hosts`: the echoed line is its own command before the pipe.
    if (program === 'echo') {
      const entry = /^\s*(?:127\.0\.0\.1|::1)\s+([\w.-]+)\s*$/.exec(args.join(' '));
      if (entry) platform.hostNames.add(entry[1]);
    }
  }
}

/** A Compose file's (or excerpt's) services, env files and bind mounts against the platform. */
function composeFileProblems(compose: ComposeFile, where: string, exists: (file: string) => boolean): Problem[] {
  const problems: Problem[] = [];
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    for (const envFile of [service.env_file ?? []].flat()) {
      if (!exists(envFile)) problems.push(`${where}: service ${name} reads env file ${envFile}, which no step creates`);
    }
    for (const volume of service.volumes ?? []) {
      const source = hostPathOfVolume(volume);
      if (source && /^\.\.?\//.test(source) && !exists(source)) {
        problems.push(`${where}: service ${name} mounts ${source}, which no step creates`);
      }
    }
    const context = typeof service.build === 'string' ? service.build : service.build?.context;
    if (context && !exists(context))
      problems.push(`${where}: service ${name} builds from ${context}, which no step creates`);
  }
  return problems;
}

/** What a page may use besides the platform: what it defines itself, as it goes. */
type PageScope = {variables: Set<string>; files: Set<string>; outsidePorts: Set<number>};

function outsidePlatform(page: ContentPage): Set<number> {
  const declared = page.frontMatter.outside_platform;
  const ports = new Set<number>();
  if (Array.isArray(declared)) for (const entry of declared) if (typeof entry?.port === 'number') ports.add(entry.port);
  return ports;
}

/** Options that take a value, by `docker` subcommand: what is not a service, container or image. */
const VALUE_OPTIONS: Record<string, Set<string>> = {
  compose: new Set(['-f', '--file', '-p', '--project-name', '--env-file', '--profile', '--project-directory']),
  exec: new Set(['-e', '--env', '-u', '--user', '-w', '--workdir', '--index', '--env-file']),
  run: new Set([
    '-e',
    '--env',
    '-u',
    '--user',
    '-w',
    '--workdir',
    '-v',
    '--volume',
    '-p',
    '--publish',
    '--name',
    '--entrypoint',
    '--network',
    '--platform',
    '--env-file',
    '-l',
    '--label',
    '--mount',
    '--add-host',
    '--hostname',
    '-h',
  ]),
  logs: new Set(['--tail', '-n', '--since', '--until']),
  up: new Set(['--scale', '-t', '--timeout', '--wait-timeout', '--pull']),
  other: new Set(['-t', '--timeout', '--signal', '-s']),
};

function positional(args: string[], valueOptions: Set<string>): string[] {
  const result: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg.startsWith('-')) {
      if (valueOptions.has(arg)) index += 1;
      continue;
    }
    result.push(arg);
  }
  return result;
}

function optionValues(args: string[], names: string[]): string[] {
  const values: string[] = [];
  args.forEach((arg, index) => {
    if (names.includes(arg) && args[index + 1]) values.push(args[index + 1]);
    for (const name of names)
      if (name.startsWith('--') && arg.startsWith(`${name}=`)) values.push(arg.slice(name.length + 1));
  });
  return values;
}

/** Problems of one command of a guide, given where it runs. */
function commandProblems(
  command: ShellCommand,
  platform: Platform,
  scope: PageScope,
  where: string,
  options: {projectRelative: boolean; inline?: boolean},
): Problem[] {
  const problems: Problem[] = [];
  const [program, subcommand, ...rest] = command.words;
  let insideNetwork = false;
  if (program === 'docker' && subcommand === 'compose') {
    // Compose's own options come before the action (`logs -f` means follow).
    const actionAt = rest.findIndex(
      (arg, index) => !arg.startsWith('-') && !VALUE_OPTIONS.compose.has(rest[index - 1] ?? ''),
    );
    const action = actionAt < 0 ? undefined : rest[actionAt];
    const after = actionAt < 0 ? [] : rest.slice(actionAt + 1);
    const files = optionValues(actionAt < 0 ? rest : rest.slice(0, actionAt), ['-f', '--file']).map(normalisePath);
    const actsOnServices = !['version', 'ls', 'help'].includes(action ?? 'help');
    // Running text may name a command without its file ("`docker compose restart` would keep…"); a step may not.
    if (files.length === 0 && actsOnServices && !options.inline) {
      problems.push(
        `${where}: \`docker compose\` without -f uses a Compose file the platform does not have; name one of ${[...platform.composeFiles.keys()].join(', ')}`,
      );
    }
    for (const file of files) {
      if (!platform.composeFiles.has(file))
        problems.push(
          `${where}: ${file} is not one of the platform's Compose files (${[...platform.composeFiles.keys()].join(', ')})`,
        );
    }
    const services =
      action === 'exec' || action === 'run'
        ? positional(after, action === 'exec' ? VALUE_OPTIONS.exec : VALUE_OPTIONS.run).slice(0, 1)
        : [
              'up',
              'restart',
              'logs',
              'stop',
              'start',
              'rm',
              'kill',
              'pull',
              'build',
              'ps',
              'create',
              'pause',
              'unpause',
              'top',
            ].includes(action ?? '')
          ? positional(
              after,
              action === 'logs' ? VALUE_OPTIONS.logs : action === 'up' ? VALUE_OPTIONS.up : VALUE_OPTIONS.other,
            )
          : [];
    for (const service of services) {
      const file = platform.services.get(service);
      if (!file) problems.push(`${where}: no Compose file of the platform defines the service ${service}`);
      else if (files.length > 0 && !files.includes(file))
        problems.push(`${where}: the service ${service} is in ${file}, not in ${files.join(', ')}`);
    }
    insideNetwork = action === 'exec' || action === 'run';
  } else if (
    program === 'docker' &&
    ['exec', 'logs', 'restart', 'stop', 'start', 'inspect', 'kill', 'rm', 'top'].includes(subcommand ?? '')
  ) {
    const valueOptions =
      subcommand === 'exec' ? VALUE_OPTIONS.exec : subcommand === 'logs' ? VALUE_OPTIONS.logs : VALUE_OPTIONS.other;
    const targets = positional(rest, valueOptions);
    for (const container of subcommand === 'exec' ? targets.slice(0, 1) : targets) {
      if (!platform.containers.has(container)) {
        problems.push(
          `${where}: no container is named ${container}; use \`docker compose -f <file> ${subcommand} <service>\` with a service of the platform`,
        );
      }
    }
    insideNetwork = subcommand === 'exec';
  } else if (program === 'docker' && subcommand === 'run') {
    const [image] = positional(rest, VALUE_OPTIONS.run);
    if (image) {
      const {repository, tag} = imageParts(image);
      const release = platform.images.get(repository);
      if (release !== undefined && release !== tag)
        problems.push(`${where}: ${image} is not the platform's release of ${repository} (${release})`);
    }
    for (const network of optionValues(rest, ['--network', '--net'])) {
      if (!platform.networks.has(network)) problems.push(`${where}: the platform has no Docker network ${network}`);
    }
    insideNetwork = optionValues(rest, ['--network', '--net']).some((network) => platform.networks.has(network));
    for (const volume of optionValues(rest, ['-v', '--volume'])) {
      const source = volume.split(':')[0];
      if (options.projectRelative && /^\.\.?\//.test(source) && !known(source, platform, scope))
        problems.push(`${where}: ${source} does not exist on the platform`);
    }
  }
  for (const file of optionValues(command.words, ['--env-file'])) {
    if (!known(file, platform, scope))
      problems.push(`${where}: the env file ${file} is not created by the platform or this page`);
  }
  if ((program === 'source' || program === '.') && subcommand && !known(subcommand, platform, scope)) {
    problems.push(`${where}: ${subcommand} is not created by the platform or this page`);
  }
  // Relative paths the command reads, when it runs in the project folder.
  if (
    options.projectRelative &&
    ['cat', 'jq', 'ls', 'cp', 'nano', 'vi', 'code', 'grep', 'unzip', 'tar', 'cd'].includes(program ?? '')
  ) {
    const written = new Set(command.words.filter((_, index) => ['>', '>>'].includes(command.words[index - 1] ?? '')));
    for (const arg of command.words.slice(1)) {
      if (written.has(arg)) continue;
      if (/^\.{0,2}\/?[\w.-]+\/[\w.*/-]*$/.test(arg) && !arg.startsWith('/') && !known(arg, platform, scope)) {
        problems.push(`${where}: ${arg} is not a file or folder of the platform`);
      }
    }
  }
  for (const word of command.words) {
    for (const match of word.matchAll(/\bhttps?:\/\/([\w.-]+)(?::(\d+))?/g)) {
      const [, host, port] = match;
      if (LOCAL_HOSTS.has(host)) {
        if (port && !platform.publishedPorts.has(Number(port)) && !scope.outsidePorts.has(Number(port))) {
          problems.push(`${where}: nothing of the platform is published on port ${port}`);
        }
      } else if (!host.includes('.')) {
        const resolves = insideNetwork ? platform.networkHosts.has(host) : platform.hostNames.has(host);
        if (!resolves) {
          problems.push(
            platform.networkHosts.has(host)
              ? `${where}: ${host} resolves only inside the Docker network, and this command runs on your computer`
              : `${where}: the platform has no host named ${host}`,
          );
        }
      }
    }
  }
  for (const variable of command.variables) {
    if (
      !platform.variables.has(variable) &&
      !scope.variables.has(variable) &&
      !SHELL_VARIABLES.has(variable) &&
      !POSITIONAL_PARAMETER.test(variable)
    ) {
      problems.push(`${where}: $${variable} is set neither by the platform's .env nor earlier on this page`);
    }
  }
  return problems;
}

function known(file: string, platform: Platform, scope: PageScope): boolean {
  const normal = normalisePath(file.replace(/^\$PWD\//, '').replace(/\/\*.*$/, ''));
  if (normal.startsWith('~') || normal.startsWith('$') || normal.startsWith('/')) return true;
  const inClone = [...platform.clones].some((clone) => normal.startsWith(`${clone}/`));
  return inClone || platform.files.has(normal) || scope.files.has(normal);
}

/** What a page's own commands and blocks define, for the commands after them. */
function learnFromCommand(command: ShellCommand, scope: PageScope): void {
  const [program, ...args] = command.words;
  // `NAME=value cmd`, `export NAME=…`, `local a=$1 b`, `list+=(…)`.
  const declaring = ['export', 'local', 'declare', 'readonly'].includes(program ?? '');
  for (const [index, word] of command.words.entries()) {
    const assignment = /^([A-Za-z_]\w*)\+?=/.exec(word);
    const leading = command.words.slice(0, index).every((before) => /^[A-Za-z_]\w*\+?=/.test(before));
    if (assignment && (leading || declaring)) scope.variables.add(assignment[1]);
    else if (declaring && index > 0 && /^[A-Za-z_]\w*$/.test(word)) scope.variables.add(word);
  }
  if (program === 'read')
    positional(args, new Set(['-p', '-t', '-n', '-d'])).forEach((name) => scope.variables.add(name));
  if (program === 'for' && args[0]) scope.variables.add(args[0]);
  if (program === 'mkdir')
    args.filter((arg) => !arg.startsWith('-')).forEach((dir) => addWithFolders(scope.files, dir));
  const output = command.words.findIndex((word) => word === '>' || word === '>>');
  if (output >= 0 && command.words[output + 1]) {
    addWithFolders(scope.files, command.words[output + 1]);
    if (command.heredoc)
      for (const match of command.heredoc.matchAll(/^([A-Za-z_]\w*)=/gm)) scope.variables.add(match[1]);
  }
  for (const file of optionValues(args, ['-o', '--output', '--output-dir', '--out-dir']))
    addWithFolders(scope.files, file);
  if (program === 'git' && args[0] === 'clone') {
    const [url, folder] = args.slice(1).filter((arg) => !arg.startsWith('-'));
    if (url) addWithFolders(scope.files, folder ?? path.basename(url, '.git'));
  }
}

/** Example data: the same ids and files mean the same thing on every page. */
type ExampleData = Map<string, {value: string; where: string}>;

function exampleDataProblems(page: ContentPage, seen: ExampleData): Problem[] {
  const problems: Problem[] = [];
  const note = (key: string, value: string, where: string) => {
    const first = seen.get(key);
    if (!first) seen.set(key, {value, where});
    else if (first.value !== value)
      problems.push(
        `${where}: ${key} is ${value} here but ${first.value} at ${first.where}; the guides share one set of example data`,
      );
  };
  for (const block of page.codeBlocks) {
    if (block.lang !== 'json') continue;
    let data: unknown;
    try {
      data = JSON.parse(block.value);
    } catch {
      continue;
    }
    const where = `${page.file}:${block.line}`;
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (!value || typeof value !== 'object') return;
      const object = value as Record<string, unknown>;
      if (typeof object.analysisId === 'string' && Array.isArray(object.files)) {
        const names = object.files
          .map((file) => (file as {fileName?: string}).fileName)
          .filter(Boolean)
          .sort();
        if (names.length > 0) note(`analysis ${object.analysisId}`, `the files ${names.join(', ')}`, where);
      }
      if (typeof object.objectId === 'string' && typeof object.fileName === 'string')
        note(`object ${object.objectId}`, `the file ${object.fileName}`, where);
      if (typeof object.fileName === 'string') {
        if (object.fileSize !== undefined) note(`the size of ${object.fileName}`, `${object.fileSize} bytes`, where);
        if (object.fileMd5sum !== undefined) note(`the MD5 of ${object.fileName}`, String(object.fileMd5sum), where);
      }
      Object.values(object).forEach(walk);
    };
    walk(data);
  }
  return problems;
}

/** Every problem of the guides against the platform the deployment guide builds. */
export function checkPlatform(pages: ContentPage[]): Problem[] {
  const guides = pages.filter((page) => page.file.startsWith(GUIDES) && !page.syntaxError).sort(byReadingOrder);
  if (!guides.some((page) => page.file.startsWith(DEPLOYMENT_GUIDE))) return [];
  const {platform, problems} = readPlatform(guides);
  const exampleData: ExampleData = new Map();
  // The reader's own settings files (`~/overture-clients/platform.env`): one guide writes them, the next reuses them.
  const readerSettings = new Set<string>();
  for (const page of guides) {
    for (const block of page.codeBlocks) {
      if (!/\.env$/.test(titleOf(block.meta)?.file ?? '')) continue;
      for (const match of block.value.matchAll(/^(?:export\s+)?([A-Za-z_]\w*)=/gm)) readerSettings.add(match[1]);
    }
  }
  // Reading order: the deployment guide first, then the administration and user guides.
  const ordered = [
    ...guides.filter((page) => page.file.startsWith(DEPLOYMENT_GUIDE)),
    ...guides.filter((page) => !page.file.startsWith(DEPLOYMENT_GUIDE)),
  ];
  for (const page of ordered) {
    const scope: PageScope = {
      variables: new Set(readerSettings),
      files: new Set(),
      outsidePorts: outsidePlatform(page),
    };
    const projectRelative =
      page.file.startsWith(DEPLOYMENT_GUIDE) || page.file.startsWith('guides/administration-guides/');
    // A Compose change is shown first and the folder it mounts is made after it: check excerpts at the page's end.
    const excerpts: {block: ContentPage['codeBlocks'][number]; file: string}[] = [];
    for (const [tool, release] of releasesOf(page.frontMatter.software)) {
      const platformRelease = platform.releases.get(tool);
      if (platformRelease && platformRelease !== release) {
        problems.push(
          `${page.file}:1 names ${tool} ${release} in \`software\`, but the deployment guide builds ${tool} ${platformRelease}`,
        );
      }
    }
    for (const block of page.codeBlocks) {
      const title = titleOf(block.meta);
      if (title && !title.file.startsWith('~') && title.file.includes('/')) {
        const folder = title.file.slice(0, title.file.lastIndexOf('/'));
        if (!title.excerpt && !known(folder, platform, scope) && projectRelative) {
          problems.push(`${page.file}:${block.line} writes ${title.file}, but the platform has no folder ${folder}`);
        }
        if (title.excerpt && !known(title.file, platform, scope) && projectRelative) {
          problems.push(
            `${page.file}:${block.line} shows an excerpt of ${title.file}, which the platform does not have`,
          );
        }
      }
      if (title && !title.excerpt) addWithFolders(scope.files, title.file);
      if (title?.excerpt && /\.compose\.ya?ml$/.test(title.file)) excerpts.push({block, file: title.file});
      if (SHELL_LANGUAGES.has(block.lang ?? '')) {
        for (const command of commandsOf(block.value, block.line + 1)) {
          problems.push(
            ...commandProblems(command, platform, scope, `${page.file}:${command.line}`, {projectRelative}),
          );
          learnFromCommand(command, scope);
        }
      }
    }
    for (const {block, file} of excerpts) problems.push(...excerptProblems(block, file, platform, scope, page));
    for (const code of page.inlineCode) {
      if (!/^(docker|curl) /.test(code.value)) continue;
      for (const command of commandsOf(code.value, code.line)) {
        problems.push(
          ...commandProblems(command, platform, scope, `${page.file}:${code.line}`, {projectRelative, inline: true}),
        );
      }
    }
    for (const match of page.source.matchAll(/\bcontainers? `([\w.-]+)`/g)) {
      if (!platform.containers.has(match[1])) {
        const line = page.source.slice(0, match.index).split('\n').length;
        problems.push(
          `${page.file}:${line}: no container is named ${match[1]} (the platform's are named after their Compose project and service, e.g. ${[...platform.containers][0]})`,
        );
      }
    }
    problems.push(...exampleDataProblems(page, exampleData));
  }
  return problems;
}

/** A Compose excerpt: its services exist in that file, and the file with the excerpt merged in stays valid. */
function excerptProblems(
  block: ContentPage['codeBlocks'][number],
  file: string,
  platform: Platform,
  scope: PageScope,
  page: ContentPage,
): Problem[] {
  const where = `${page.file}:${block.line} ${file} (excerpt)`;
  const compose = platform.composeFiles.get(file);
  if (!compose) return [`${where}: the platform has no Compose file ${file}`];
  let excerpt: ComposeFile;
  try {
    excerpt = jsYaml.load(block.value) as ComposeFile;
  } catch {
    return [];
  }
  const problems: Problem[] = [];
  for (const name of Object.keys(excerpt.services ?? {})) {
    if (!compose.services?.[name]) problems.push(`${where}: ${file} has no service ${name}`);
  }
  const merged = mergeCompose(compose, excerpt);
  for (const error of validateCompose(merged))
    problems.push(
      `${where}: the file with this change is not valid Compose: ${error.instancePath || '/'} ${error.message}`,
    );
  problems.push(...composeFileProblems(excerpt, where, (file) => known(file, platform, scope)));
  return problems;
}

/** Compose's own merge of a change into a file: maps merge key by key, lists of mounts and ports add up. */
function mergeCompose(base: unknown, change: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(change)) return [...base, ...change];
  if (
    base &&
    change &&
    typeof base === 'object' &&
    typeof change === 'object' &&
    !Array.isArray(base) &&
    !Array.isArray(change)
  ) {
    const result: Record<string, unknown> = {...(base as Record<string, unknown>)};
    for (const [key, value] of Object.entries(change))
      result[key] = key in result ? mergeCompose(result[key], value) : value;
    return result;
  }
  return change;
}
