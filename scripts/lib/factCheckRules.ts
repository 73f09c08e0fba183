/**
 * The content check's part for records of checked statements (plugins/fact-checks): every page that needs one has
 * one, each record matches its page, and no record is left without its page.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {
  CHECKED_DATA_FILES,
  RECORDS_DIRECTORY,
  checkRecord,
  citedFilesOf,
  needsRecord,
  readRecord,
  recordFileOf,
} from '../../plugins/fact-checks/records';
import type {ContentPage} from './contentPages';

const SITE_DIR = path.resolve(__dirname, '../..');

export function checkFactRecords(pages: ContentPage[], siteDir = SITE_DIR): string[] {
  const problems: string[] = [];
  const expected = new Set<string>();
  for (const page of pages) {
    if (!needsRecord(page.file, page.frontMatter)) continue;
    const recordFile = recordFileOf(page.file);
    expected.add(recordFile.split(path.sep).join('/'));
    const parsed = readRecord(siteDir, page.file);
    if (!parsed) {
      problems.push(
        `${page.file}:1 has no record of checked statements (${recordFile}): an independent checker lists and ` +
          'checks every statement of the page at its source (see the README, "Checked statements")',
      );
      continue;
    }
    problems.push(...parsed.problems);
    if (!parsed.record) continue;
    const sources = Array.isArray(page.frontMatter.sources)
      ? page.frontMatter.sources.filter((entry): entry is string => typeof entry === 'string')
      : [];
    problems.push(
      ...checkRecord(parsed.record, recordFile, {
        file: page.file,
        source: page.source,
        software: page.frontMatter.software,
        sources,
      }),
    );
  }
  // A data file is checked where it exists: a site (or a test's site) without it has nothing of it to check.
  for (const data of CHECKED_DATA_FILES.filter((entry) => existsSync(path.join(siteDir, entry.file)))) {
    const recordFile = recordFileOf(data.file);
    expected.add(recordFile.split(path.sep).join('/'));
    const parsed = readRecord(siteDir, data.file);
    if (!parsed) {
      problems.push(`${data.file}:1 has no record of checked statements (${recordFile})`);
      continue;
    }
    problems.push(...parsed.problems);
    if (!parsed.record) continue;
    const text = readFileSync(path.join(siteDir, data.file), 'utf8');
    problems.push(
      ...checkRecord(parsed.record, recordFile, {
        file: data.file,
        source: text,
        software: data.software,
        sources: citedFilesOf(text),
      }),
    );
  }
  let stored: string[] = [];
  try {
    stored = readdirSync(path.join(siteDir, RECORDS_DIRECTORY), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.yml'))
      .map((file) => path.join(RECORDS_DIRECTORY, file).split(path.sep).join('/'));
  } catch {
    // No records at all: every page that needs one was reported above.
  }
  for (const file of stored) {
    if (!expected.has(file)) {
      problems.push(`${file}:1 is the record of a page that does not exist or names no \`software\`: remove it`);
    }
  }
  return problems;
}
