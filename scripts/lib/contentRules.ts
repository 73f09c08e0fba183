/**
 * What every page must satisfy (the content guide's rules that a machine can
 * check). Each rule returns problems as "file:line message".
 */
import jsYaml from 'js-yaml';
import {Prism} from 'prism-react-renderer';
import {ADDITIONAL_PRISM_LANGUAGES, PLAIN_BLOCK_LANGUAGES} from '../../config/codeLanguages';
import type {ContentPage} from './contentPages';

/** Every language a code block may name: highlighted by Prism, or plain on purpose. */
export const KNOWN_BLOCK_LANGUAGES = new Set([
  ...Object.keys(Prism.languages).filter((name) => typeof Prism.languages[name] === 'object'),
  ...ADDITIONAL_PRISM_LANGUAGES,
  ...PLAIN_BLOCK_LANGUAGES,
]);

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/gi;

export function checkPage(page: ContentPage): string[] {
  const problems: string[] = [];
  const {file, frontMatter} = page;
  for (const field of ['title', 'description']) {
    const value = frontMatter[field];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${file}:1 front matter needs a non-empty \`${field}\``);
    }
  }
  page.source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(PLACEHOLDER)) {
      problems.push(`${file}:${index + 1} placeholder text "${match[0]}": finish the sentence or remove it`);
    }
  });
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
