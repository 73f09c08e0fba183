/**
 * What the reader put in the Records box: a TSV file (a header row of field
 * names, then one record per line), a JSON list of records, or a JSON object
 * of schema name → records (checked across schemas, with foreign keys).
 */
import {isJsonObject, parseJsonInput} from '../json';
import {MAX_JSON_DEPTH} from '../limits';

export type TableRow = {line: number; cells: string[]};

export type RecordsInput =
  | {kind: 'empty'}
  | {kind: 'table'; header: string[]; rows: TableRow[]; notes: string[]}
  | {kind: 'json-rows'; rows: Record<string, unknown>[]}
  | {kind: 'json-schemas'; bySchema: Record<string, Record<string, unknown>[]>}
  | {kind: 'unreadable'; message: string; line?: number; column?: number};

/** Notes about lines are listed up to this many. */
const MAX_NOTES = 5;

/** A TSV text: lines split on tabs. Empty lines are skipped; a line of tabs only is a record with empty values. */
export function parseTsv(text: string): RecordsInput {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex === -1) return {kind: 'empty'};
  const headerLine = lines[headerIndex];
  if (!headerLine.includes('\t') && headerLine.includes(',')) {
    return {
      kind: 'unreadable',
      message:
        'The header row has commas but no tab: the Records box takes TSV, where a tab separates the columns (or a JSON list of records)',
      line: headerIndex + 1,
      column: 1,
    };
  }
  const header = headerLine.split('\t').map((name) => name.trim());
  const rows: TableRow[] = [];
  const notes: string[] = [];
  let longRows = 0;
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const line = lines[index];
    if (line === '') continue;
    const cells = line.split('\t');
    if (cells.length > header.length) {
      longRows += 1;
      if (longRows <= MAX_NOTES) {
        notes.push(
          `Line ${index + 1} has ${cells.length} cells and the header ${header.length} columns: the extra cells are not checked`,
        );
      }
    }
    rows.push({line: index + 1, cells});
  }
  if (longRows > MAX_NOTES) notes.push(`${longRows - MAX_NOTES} more lines have more cells than the header`);
  return {kind: 'table', header, rows, notes};
}

/** The records of a table as Lectern's parser takes them: field name → text (a missing cell is empty). */
export function tableRecords({header, rows}: {header: string[]; rows: TableRow[]}): Record<string, string>[] {
  return rows.map(({cells}) => Object.fromEntries(header.map((name, column) => [name, cells[column] ?? ''])));
}

function jsonRecords(value: unknown): RecordsInput {
  if (Array.isArray(value)) {
    const bad = value.findIndex((item) => !isJsonObject(item));
    if (bad !== -1) {
      return {
        kind: 'unreadable',
        message: `Item ${bad} of the list is not a record: each record is an object of field name → value`,
      };
    }
    return {kind: 'json-rows', rows: value as Record<string, unknown>[]};
  }
  if (isJsonObject(value)) {
    const entries = Object.entries(value);
    const notList = entries.find(([, records]) => !Array.isArray(records) || !records.every(isJsonObject));
    if (entries.length === 0 || notList) {
      return {
        kind: 'unreadable',
        message: notList
          ? `"${notList[0]}" is not a list of records: a JSON object in the Records box maps each schema name to its records (for one schema, give the list itself)`
          : 'The object is empty: give a list of records, or an object of schema name → records',
      };
    }
    return {kind: 'json-schemas', bySchema: value as Record<string, Record<string, unknown>[]>};
  }
  return {kind: 'unreadable', message: 'JSON records are a list of objects, or an object of schema name → list'};
}

export function parseRecordsText(text: string): RecordsInput {
  const trimmed = text.trim();
  if (trimmed === '') return {kind: 'empty'};
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    const parsed = parseJsonInput(text, MAX_JSON_DEPTH);
    if (!parsed.ok) {
      const {problem} = parsed;
      return {
        kind: 'unreadable',
        message: problem.kind === 'syntax' ? `The records are not valid JSON: ${problem.message}` : problem.message,
        ...(problem.position && {line: problem.position.line, column: problem.position.column}),
      };
    }
    return jsonRecords(parsed.value);
  }
  return parseTsv(text);
}
