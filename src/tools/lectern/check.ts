/**
 * What the dictionary checker shows for what the reader typed. Runs in the
 * checker's worker: the dictionary with `@overture-stack/lectern-dictionary`
 * (./dictionary), the records with `@overture-stack/lectern-validation`, as
 * the Lectern client's `processSchema` does for a TSV file (parse the text
 * into typed values, then validate), or `validateSchema` / `validateDictionary`
 * for typed JSON records.
 */
import {
  createDataFileTemplate,
  type DataRecord,
  type Dictionary,
  type Schema,
} from '@overture-stack/lectern-dictionary';
import {parseSchemaValues, validateDictionary, validateSchema} from '@overture-stack/lectern-validation';
import {checkDictionaryText, type DictionaryProblem} from './dictionary';
import {dictionaryRows, recordRows, type ProblemRow} from './messages';
import {parseRecordsText, tableRecords} from './records';
import {probeRegexes, type RegexTest} from './regexProbe';

export type CheckInput = {dictionary: string; records: string; schema: string | null};

export type LecternProgress =
  {step: 'dictionary'} | ({step: 'regex'; schema: string} & RegexTest) | {step: 'records'; count: number};

export type DictionaryView =
  | {state: 'empty'}
  | {state: 'invalid'; problems: DictionaryProblem[]; notJson?: true; note?: string}
  | {state: 'valid'; name: string; version: string; note?: string};

export type RecordsOutcome =
  | {state: 'empty'}
  | {state: 'not-checked'; message: string}
  | {state: 'unreadable'; message: string; line?: number; column?: number}
  | {state: 'valid'; count: number; how: string; notes: string[]}
  | {
      state: 'invalid';
      count: number;
      /** The first problems (at most MAX_ROWS). */
      rows: ProblemRow[];
      /** How many problems in all. */
      total: number;
      /** How many records have at least one problem. */
      invalidRecords: number;
      how: string;
      notes: string[];
    };

export type CheckOutcome = {
  dictionary: DictionaryView;
  /** The schema names of the dictionary, for the picker. */
  schemas: string[];
  /** The schema the records were checked against. */
  schema: string | null;
  records: RecordsOutcome;
  /** The TSV template of the chosen schema (the library's `createDataFileTemplate`), when the dictionary is valid. */
  template?: {fileName: string; content: string};
};

/** The table shows this many problems at most (the total is given). */
export const MAX_ROWS = 100;

const PARSE_AND_VALIDATE = 'parseSchemaValues, then validateSchema';

function outcome(
  rows: ProblemRow[],
  count: number,
  how: string,
  notes: string[],
): Extract<RecordsOutcome, {state: 'valid' | 'invalid'}> {
  if (rows.length === 0) return {state: 'valid', count, how, notes};
  const invalidRecords = new Set(rows.map((row) => `${row.schema ?? ''}:${row.record}`)).size;
  return {state: 'invalid', count, rows: rows.slice(0, MAX_ROWS), total: rows.length, invalidRecords, how, notes};
}

function checkRecords(
  text: string,
  dictionary: Dictionary,
  schemaName: string | null,
  progress: (step: LecternProgress) => void,
): RecordsOutcome {
  const input = parseRecordsText(text);
  if (input.kind === 'empty') return {state: 'empty'};
  if (input.kind === 'unreadable') {
    const {message, line, column} = input;
    return {state: 'unreadable', message, ...(line !== undefined && {line, column})};
  }
  const probe = (schema: Schema, records: Record<string, unknown>[]) =>
    probeRegexes(schema, records, (test) => progress({step: 'regex', schema: schema.name, ...test}));

  if (input.kind === 'json-schemas') {
    const count = Object.values(input.bySchema).reduce((sum, records) => sum + records.length, 0);
    for (const schema of dictionary.schemas) probe(schema, input.bySchema[schema.name] ?? []);
    progress({step: 'records', count});
    const result = validateDictionary(input.bySchema as Record<string, DataRecord[]>, dictionary);
    const rows = result.valid ? [] : dictionaryRows(result.details);
    return outcome(rows, count, 'validateDictionary, across schemas (foreign keys included)', []);
  }

  const schema = dictionary.schemas.find(({name}) => name === schemaName);
  if (!schema) return {state: 'not-checked', message: `The dictionary has no schema named "${schemaName}".`};
  if (input.kind === 'json-rows') {
    probe(schema, input.rows);
    progress({step: 'records', count: input.rows.length});
    const result = validateSchema(input.rows as DataRecord[], schema);
    return outcome(
      result.valid ? [] : recordRows(result.details),
      input.rows.length,
      'validateSchema (typed JSON values)',
      [],
    );
  }
  const records = tableRecords(input);
  const lines = input.rows.map(({line}) => line);
  probe(schema, records);
  progress({step: 'records', count: records.length});
  const parsed = parseSchemaValues(records, schema);
  if (!parsed.success) {
    const notes = [...input.notes, 'Parsing failed, so the records were not validated (as the Lectern client does).'];
    return outcome(recordRows(parsed.data.errors, lines), records.length, PARSE_AND_VALIDATE, notes);
  }
  const result = validateSchema(parsed.data.records, schema);
  return outcome(
    result.valid ? [] : recordRows(result.details, lines),
    records.length,
    PARSE_AND_VALIDATE,
    input.notes,
  );
}

export function checkLectern(input: CheckInput, progress: (step: LecternProgress) => void = () => {}): CheckOutcome {
  progress({step: 'dictionary'});
  const check = checkDictionaryText(input.dictionary);
  const {schemas} = check;
  const schema = input.schema !== null && schemas.includes(input.schema) ? input.schema : (schemas[0] ?? null);
  if (check.state !== 'valid') {
    const dictionary: DictionaryView =
      check.state === 'empty'
        ? {state: 'empty'}
        : {
            state: 'invalid',
            problems: check.problems,
            ...(check.notJson && {notJson: true as const}),
            ...(check.note && {note: check.note}),
          };
    const records: RecordsOutcome =
      input.records.trim() === ''
        ? {state: 'empty'}
        : {state: 'not-checked', message: 'The records are checked once the dictionary is valid.'};
    return {dictionary, schemas, schema, records};
  }
  const {dictionary} = check;
  const chosen = dictionary.schemas.find(({name}) => name === schema);
  return {
    dictionary: {
      state: 'valid',
      name: dictionary.name,
      version: dictionary.version,
      ...(check.note && {note: check.note}),
    },
    schemas,
    schema,
    records: checkRecords(input.records, dictionary, schema, progress),
    ...(chosen && {template: createDataFileTemplate(chosen)}),
  };
}
