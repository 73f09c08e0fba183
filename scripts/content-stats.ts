/**
 * `npm run content:stats`: words of prose per page (front matter, imports and
 * code blocks left out), with totals per area and per tool.
 */
import {loadContentPages, wordCount} from './lib/contentPages';

const rows = loadContentPages().map((page) => ({
  file: page.file,
  words: wordCount(page.prose),
  codeBlocks: page.codeBlocks.length,
}));
const width = Math.max(...rows.map((row) => row.file.length));
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${String(row.words).padStart(6)} words  ${String(row.codeBlocks).padStart(3)} code blocks`,
  );
}
const totals = new Map<string, number>();
for (const row of rows) {
  const [area, , tool] = row.file.split('/');
  const isToolFolder = area === 'docs' && row.file.startsWith('docs/core-software/') && !tool.endsWith('.md');
  const groups = [area, ...(isToolFolder ? [`docs/core-software/${tool}`] : [])];
  for (const group of groups) totals.set(group, (totals.get(group) ?? 0) + row.words);
}
console.log('');
for (const [group, words] of [...totals].sort())
  console.log(`${group.padEnd(width)}  ${String(words).padStart(6)} words`);
console.log(
  `${'total'.padEnd(width)}  ${String(rows.reduce((sum, row) => sum + row.words, 0)).padStart(6)} words in ${rows.length} pages`,
);
