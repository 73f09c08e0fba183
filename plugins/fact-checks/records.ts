/**
 * Records of checked statements: for a page that states facts about the software, every checkable statement,
 * quoted verbatim from the page, with the source lines (at the page's release) that decide it. One YAML file per
 * page, under `fact-checks/`, at the page's path: `docs/core-software/song/overview.md` has its record in
 * `fact-checks/docs/core-software/song/overview.yml`.
 *
 * The record is written by a checker who did not write the page (see the README, "Checked statements"). The content
 * check holds it to the page: an edited statement no longer matches its quote, so the edit needs a new check.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import jsYaml from 'js-yaml';
import {parseCitation} from './citationUrl';
import {softwareLabel} from '../releases/pageReleases';

export {parseCitation, type Citation} from './citationUrl';

export const RECORDS_DIRECTORY = 'fact-checks';
/** Where readers find a page's record: this prefix and the page's file path without its extension. */
export const RECORD_ROUTE_PREFIX = '/fact-checks';

export const VERDICTS = ['right', 'wrong'] as const;
export type Verdict = (typeof VERDICTS)[number];

export type CheckedStatement = {
  /** The statement as the page says it, verbatim (runs of white space count as one space). */
  statement: string;
  /** Where it was checked: `owner/repo@ref:path#Lstart-Lend`, each file one of the page's `sources`. */
  source: string[];
  /** The few source lines that decide it. */
  evidence: string;
  verdict: Verdict;
  /** How the checker traced it, when the lines alone do not show it (optional). */
  note?: string;
};

export type FactCheckRecord = {
  /** The page, from the repository root: `docs/core-software/song/overview.md`. */
  page: string;
  /** The page's `software` when it was checked: a new release means a new check. */
  software: string;
  /** The day of the last check, `YYYY-MM-DD`. */
  checked: string;
  statements: CheckedStatement[];
};

/** Pages outside tool folders that carry a record too: the entry pages that describe the platform. */
export const CHECKED_ENTRY_PAGES = ['docs/getting-started.md', 'guides/getting-started.md'];

/** The pages that need a record: every page that names its `software`, and the entry pages. */
export function needsRecord(file: string, frontMatter: Record<string, unknown>): boolean {
  return frontMatter.software !== undefined || CHECKED_ENTRY_PAGES.includes(file.split(path.sep).join('/'));
}

/**
 * Data files whose text a page shows, checked like a page: the statements are quoted from the file, and the sources
 * are the citations the file itself gives (its `evidence`). The page shows the data file's record.
 */
export const CHECKED_DATA_FILES: readonly {file: string; software: string; shownOn: string}[] = [
  {
    file: 'src/data/releases.ts',
    software: 'the releases this site documents',
    shownOn: 'docs/platform-tools/compatibility.mdx',
  },
];

/** The file whose record a page shows: its own, or that of the data file it shows. */
export function recordedFileOf(pageFile: string): string {
  const normalised = pageFile.split(path.sep).join('/');
  return CHECKED_DATA_FILES.find((data) => data.shownOn === normalised)?.file ?? normalised;
}

/** The citations a data file gives, without their lines: its sources. */
export function citedFilesOf(text: string): string[] {
  const found = text.matchAll(/['"`]((?:npm:)?[^'"`\s#]+@[^'"`\s:]+:[^'"`\s#]+)#L\d+(?:-L\d+)?['"`]/g);
  return [...new Set([...found].map((match) => match[1]))];
}

/** `docs/a/b.md` → `fact-checks/docs/a/b.yml`, `src/data/x.ts` → `fact-checks/src/data/x.yml`. */
export function recordFileOf(pageFile: string): string {
  return path.join(RECORDS_DIRECTORY, pageFile.replace(/\.(mdx?|ts)$/, '.yml'));
}

/** `docs/a/b.md` → `/fact-checks/docs/a/b`: the route of the page that lists the record. */
export function recordRouteOf(pageFile: string): string {
  const withoutExtension = pageFile
    .split(path.sep)
    .join('/')
    .replace(/\.(mdx?|ts)$/, '');
  return `${RECORD_ROUTE_PREFIX}/${withoutExtension}`;
}

/** Runs of white space as one space: a quote survives re-wrapping, not a change of words. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

type Parsed = {record?: FactCheckRecord; problems: string[]};

function asStringList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) return value;
  return undefined;
}

/**
 * Reads a record's YAML into its typed form, or says what is malformed. Dates stay strings (the core schema has
 * no timestamps), so `checked: 2026-11-25` needs no quotes.
 */
export function parseRecord(recordFile: string, text: string): Parsed {
  let data: unknown;
  try {
    data = jsYaml.load(text, {schema: jsYaml.CORE_SCHEMA, filename: recordFile});
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {problems: [`${recordFile}:1 does not parse as YAML: ${reason}`]};
  }
  const problems: string[] = [];
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return {problems: [`${recordFile}:1 must be a mapping with page, software, checked and statements`]};
  }
  const {page, software, checked, statements} = data as Record<string, unknown>;
  if (typeof page !== 'string') problems.push(`${recordFile}:1 needs \`page\`: the page's path, e.g. docs/x/y.md`);
  if (typeof software !== 'string') problems.push(`${recordFile}:1 needs \`software\`: the page's \`software\``);
  if (typeof checked !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(checked)) {
    problems.push(`${recordFile}:1 needs \`checked\`: the day of the check, as YYYY-MM-DD`);
  }
  if (!Array.isArray(statements) || statements.length === 0) {
    problems.push(`${recordFile}:1 needs \`statements\`: a list of the page's checked statements`);
    return {problems};
  }
  const parsed: CheckedStatement[] = [];
  statements.forEach((entry: unknown, index) => {
    const where = `${recordFile}: statement ${index + 1}`;
    if (typeof entry !== 'object' || entry === null) {
      problems.push(`${where} must be a mapping with statement, source, evidence and verdict`);
      return;
    }
    const {statement, source, evidence, verdict, note} = entry as Record<string, unknown>;
    const sources = asStringList(source);
    const fieldProblems = [
      typeof statement !== 'string' && 'needs `statement`, quoted verbatim from the page',
      !sources && 'needs `source`: owner/repo@ref:path#Lstart-Lend, or a list of them',
      typeof evidence !== 'string' && 'needs `evidence`: the source lines that decide it',
      !VERDICTS.includes(verdict as Verdict) && `needs \`verdict\`: one of ${VERDICTS.join(', ')}`,
      note !== undefined && typeof note !== 'string' && '`note` must be text',
    ].filter((problem) => typeof problem === 'string');
    problems.push(...fieldProblems.map((problem) => `${where} ${problem}`));
    if (fieldProblems.length === 0) {
      parsed.push({
        statement: statement as string,
        source: sources!,
        evidence: evidence as string,
        verdict: verdict as Verdict,
        ...(typeof note === 'string' && {note}),
      });
    }
  });
  if (problems.length > 0) return {problems};
  return {
    record: {page: page as string, software: software as string, checked: checked as string, statements: parsed},
    problems,
  };
}

export function readRecord(siteDir: string, pageFile: string): Parsed | undefined {
  const recordFile = recordFileOf(pageFile);
  const absolute = path.join(siteDir, recordFile);
  if (!existsSync(absolute)) return undefined;
  return parseRecord(recordFile, readFileSync(absolute, 'utf8'));
}

/** Shortest quote that still names a fact: a bare value ("8080") says nothing without its sentence. */
const MIN_STATEMENT_LENGTH = 12;

/**
 * Holds a record to its page: every quote still in the page, every citation in the page's `sources`, nothing left
 * wrong, and the release unchanged since the check.
 */
export function checkRecord(
  record: FactCheckRecord,
  recordFile: string,
  page: {file: string; source: string; software: unknown; sources: string[]},
): string[] {
  const problems: string[] = [];
  const pageFile = page.file.split(path.sep).join('/');
  if (record.page !== pageFile) problems.push(`${recordFile}:1 \`page\` is ${record.page}, not ${pageFile}`);
  const documented = typeof page.software === 'string' ? page.software : softwareLabel(page.software);
  if (page.software !== undefined && record.software !== documented) {
    problems.push(
      `${recordFile}:1 was checked against "${record.software}", but ${pageFile} now documents "${documented}": ` +
        'check every statement again at the new release',
    );
  }
  const pageText = normaliseSpace(page.source);
  const sources = new Set(page.sources.map((entry) => entry.trim()));
  const seen = new Set<string>();
  record.statements.forEach((entry, index) => {
    const where = `${recordFile}: statement ${index + 1}`;
    const quote = normaliseSpace(entry.statement);
    if (quote.length < MIN_STATEMENT_LENGTH) {
      problems.push(`${where} is too short to stand alone: quote the sentence or table row that holds the fact`);
    } else if (!pageText.includes(quote)) {
      problems.push(
        `${where} no longer appears in ${pageFile}: "${quote.slice(0, 80)}${quote.length > 80 ? '…' : ''}". ` +
          'The page changed: check the new wording at the source and quote it',
      );
    }
    if (seen.has(quote)) problems.push(`${where} repeats an earlier statement: give it one entry`);
    seen.add(quote);
    for (const text of entry.source) {
      const citation = parseCitation(text);
      if (!citation) {
        problems.push(`${where} source "${text}" is not of the form owner/repo@ref:path#Lstart-Lend`);
      } else if (!sources.has(citation.file)) {
        problems.push(`${where} cites ${citation.file}, which is not among the sources of ${pageFile}`);
      }
    }
    if (entry.evidence.trim() === '') problems.push(`${where} has no evidence: copy the lines that decide it`);
    if (entry.verdict === 'wrong') {
      problems.push(`${where} is wrong at the source: fix the page, then have the fix checked and the entry updated`);
    }
  });
  return problems;
}
