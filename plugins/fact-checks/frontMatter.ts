/**
 * Adds the summary of a page's record of checked statements to its front matter, as `fact_check`, through
 * Docusaurus's `markdown.parseFrontMatter` hook: the page's Sources section reads it with the rest of the front
 * matter, and no other page's JavaScript carries it.
 */
import path from 'node:path';
import {readRecord, recordRouteOf, recordedFileOf} from './records';
import type {FactCheckSummary} from './summary';

/** The summary of the record of the page at `filePath`, if it has a readable one. */
export function factCheckSummary(siteDir: string, filePath: string): FactCheckSummary | undefined {
  const pageFile = path.relative(siteDir, filePath).split(path.sep).join('/');
  if (pageFile.startsWith('..')) return undefined;
  const recorded = recordedFileOf(pageFile);
  const record = readRecord(siteDir, recorded)?.record;
  if (!record) return undefined;
  return {
    statements: record.statements.length,
    software: record.software,
    checked: record.checked,
    route: recordRouteOf(recorded),
  };
}
