/**
 * What every page must satisfy (the content guide's rules that a machine can
 * check). Each rule returns problems as "file:line message".
 */
import jsYaml from 'js-yaml';
import {Prism} from 'prism-react-renderer';
import {ADDITIONAL_PRISM_LANGUAGES, PLAIN_BLOCK_LANGUAGES} from '../../config/codeLanguages';
import {parseSource} from '../../src/utils/releaseFacts';
import {resolveSoftware} from '../../plugins/releases/software';
import type {ContentPage} from './contentPages';

/** Every language a code block may name: highlighted by Prism, or plain on purpose. */
export const KNOWN_BLOCK_LANGUAGES = new Set([
  ...Object.keys(Prism.languages).filter((name) => typeof Prism.languages[name] === 'object'),
  ...ADDITIONAL_PRISM_LANGUAGES,
  ...PLAIN_BLOCK_LANGUAGES,
]);

/**
 * Pages about a tool release: each says which release it documents (`software`) and which files its facts were
 * checked against (`sources`). The tools' own pages, the pages of tools under development, the platform tools, and
 * the guides, which are written against particular releases (all but their entry page and the section indexes).
 */
const RELEASE_PAGES = [
  /^guides\/api-reference\.mdx?$/,
  /^guides\/(deployment-guide|administration-guides|user-guides)\/(?!index\.mdx?$)[^/]+\.mdx?$/,
  /^docs\/core-software\/[^/]+\/.+\.mdx?$/,
  /^docs\/under-development\/(?!index\.mdx?$)[^/]+\.mdx?$/,
  /^docs\/platform-tools\/(prelude|quickstart)\.mdx?$/,
];

export function isReleasePage(file: string): boolean {
  return RELEASE_PAGES.some((pattern) => pattern.test(file.split('\\').join('/')));
}

function checkReleaseFacts({file, frontMatter}: ContentPage): string[] {
  const problems: string[] = [];
  const {software, sources} = frontMatter;
  const required = isReleasePage(file);
  if (software !== undefined || required) {
    try {
      if (resolveSoftware(file, software).length === 0) {
        problems.push(`${file}:1 front matter needs \`software\`: the releases this page documents, e.g. [Song 5.3.0]`);
      }
    } catch (error) {
      problems.push(`${file}:1 ${(error as Error).message.slice(file.length + 2)}`);
    }
  }
  if (sources !== undefined || required) {
    if (!Array.isArray(sources) || sources.length === 0) {
      problems.push(
        `${file}:1 front matter needs \`sources\`: a list of the files this page's facts were checked against, ` +
          'as owner/repo@ref:path',
      );
    } else {
      for (const entry of sources) {
        const source = parseSource(entry);
        if (!source) {
          problems.push(
            `${file}:1 source ${JSON.stringify(entry)} is not of the form owner/repo@ref:path or npm:package@version:path`,
          );
        } else if (!isPinnedRef(source.ref)) {
          problems.push(
            `${file}:1 source ${JSON.stringify(entry)} names ${JSON.stringify(source.ref)}, which can move: ` +
              'give the release tag or the full 40-character commit the facts were checked at',
          );
        }
      }
    }
  }
  return problems;
}

/**
 * A ref that names one state of the code: a full commit, or a tag naming a version (tags carry a digit:
 * `5.2.0`, `dictionary-v2.0.0`, `RELEASE.2018-05-11T00-29-24Z`). Branch names (`main`, `develop`,
 * `feature/x`) and abbreviated commits can come to mean other code.
 */
export function isPinnedRef(ref: string): boolean {
  if (/^[0-9a-f]{40}$/.test(ref)) return true;
  if (/^[0-9a-f]{4,39}$/.test(ref)) return false;
  return /\d/.test(ref) && !ref.includes('/');
}

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/gi;

/**
 * An admonition title written after the keyword (`:::note Title`). Docusaurus 3 with its v4 behaviour reads only
 * `:::note[Title]`, and prints the old form as text.
 */
const OLD_ADMONITION_TITLE = /^\s*(:{3,})(note|tip|info|warning|danger|caution|important)[ \t]+([^[\s].*)$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** Lines outside fenced code blocks, with their line numbers. */
function proseLines(source: string): {line: string; number: number}[] {
  const lines: {line: string; number: number}[] = [];
  let fence: string | undefined;
  source.split('\n').forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker && !fence) fence = marker;
    else if (marker && fence && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
      fence = undefined;
    } else if (!fence) lines.push({line, number: index + 1});
  });
  return lines;
}

export function checkPage(page: ContentPage): string[] {
  const {file, frontMatter, syntaxError} = page;
  if (syntaxError) {
    return [
      `${file}:${syntaxError.line} MDX cannot read this page: ${syntaxError.reason}. A placeholder such as ` +
        '<OBJECT_ID> or a literal < or { belongs in backticks (`<OBJECT_ID>`); a real tag needs its closing tag',
    ];
  }
  const problems: string[] = [];
  for (const {value, line} of page.expressions) {
    problems.push(
      `${file}:${line} {${value}} is run as JavaScript by MDX and breaks the build: put it in backticks (\`{${value}}\`)`,
    );
  }
  for (const field of ['title', 'description']) {
    const value = frontMatter[field];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${file}:1 front matter needs a non-empty \`${field}\``);
    }
  }
  problems.push(...checkReleaseFacts(page));
  page.source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(PLACEHOLDER)) {
      problems.push(`${file}:${index + 1} placeholder text "${match[0]}": finish the sentence or remove it`);
    }
  });
  for (const {line, number} of proseLines(page.source)) {
    const old = OLD_ADMONITION_TITLE.exec(line);
    if (old) {
      problems.push(
        `${file}:${number} admonition title after the keyword is shown as text: write ${old[1]}${old[2]}[${old[3].trim()}]`,
      );
    }
  }
  for (const block of page.codeBlocks) {
    if (!block.lang) {
      problems.push(
        `${file}:${block.line} code block without a language (write \`\`\`bash, \`\`\`json, \`\`\`text...)`,
      );
      continue;
    }
    if (!KNOWN_BLOCK_LANGUAGES.has(block.lang)) {
      problems.push(
        `${file}:${block.line} code block in "${block.lang}", which the site does not highlight: use a known language, ` +
          '`text`, or add it to ADDITIONAL_PRISM_LANGUAGES in config/codeLanguages.ts',
      );
    }
    try {
      if (block.lang === 'json') JSON.parse(block.value);
      if (block.lang === 'yaml' || block.lang === 'yml') jsYaml.loadAll(block.value);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      problems.push(`${file}:${block.line} ${block.lang} block does not parse: ${reason}`);
    }
  }
  return problems;
}
