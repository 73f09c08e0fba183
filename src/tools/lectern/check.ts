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
  | {
      state: 'valid';
      name: string;
      version: string;
      note?: string;
      /** Keys Lectern drops without an error (when there are any). */
      ignored?: DictionaryProblem[];
    };

/** How the records were given: a TSV table, a JSON list, or JSON lists by schema. */
export type RecordsInputKind = 'table' | 'json-rows' | 'json-schemas';

export type RecordsOutcome =
  | {state: 'empty'}
  | {state: 'not-checked'; message: string}
  | {state: 'unreadable'; message: string; line?: number; column?: number}
  | {state: 'valid'; input: RecordsInputKind; count: number; how: string; notes: string[]}
  | {
      state: 'invalid';
      input: RecordsInputKind;
      /** Where the records failed: parsing (then nothing was validated, as the Lectern client does) or validation. */
      stage: 'parse' | 'validate';
      count: number;
      /** The first problems (at most MAX_ROWS). */
      rows: ProblemRow[];
      /** How many problems in all. */
      total: number;
      /** How many records have at least one problem. */
      invalidRecords: number;
      /** Problems of no record: a schema of the records that the dictionary does not have. */
      schemaProblems: number;
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

/** Why the records that parsed were not validated either (the note under a parse failure). */
function parseFailureNote(count: number, parsed: number): string {
  const rule = 'Lectern validates records only once every record parses, as the Lectern client does';
  if (count === 1) return `${rule}: the record's restrictions, unique values and keys were not checked.`;
  const including =
    parsed === 0 ? '' : `, including ${parsed === 1 ? 'the record' : `the ${parsed} records`} that parsed`;
  return `${rule}: the restrictions, unique values and keys of the ${count} records were not checked${including}.`;
}

function outcome(
  rows: ProblemRow[],
  {
    input,
    stage = 'validate',
    count,
    how,
    notes,
  }: {
    input: RecordsInputKind;
    stage?: 'parse' | 'validate';
    count: number;
    how: string;
    notes: string[];
  },
): Extract<RecordsOutcome, {state: 'valid' | 'invalid'}> {
  if (rows.length === 0) return {state: 'valid', input, count, how, notes};
  const recordRows = rows.filter((row) => row.record !== null);
  const invalidRecords = new Set(recordRows.map((row) => `${row.schema ?? ''}:${row.record}`)).size;
  return {
    state: 'invalid',
    input,
    stage,
    count,
    rows: rows.slice(0, MAX_ROWS),
    total: rows.length,
    invalidRecords,
    schemaProblems: rows.length - recordRows.length,
    how,
    notes: stage === 'parse' ? [...notes, parseFailureNote(count, count - invalidRecords)] : notes,
  };
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
    return outcome(rows, {
      input: 'json-schemas',
      count,
      how: 'validateDictionary, across schemas (foreign keys included)',
      notes: [],
    });
  }

  const schema = dictionary.schemas.find(({name}) => name === schemaName);
  if (!schema) return {state: 'not-checked', message: `The dictionary has no schema named "${schemaName}".`};
  if (input.kind === 'json-rows') {
    probe(schema, input.rows);
    progress({step: 'records', count: input.rows.length});
    const result = validateSchema(input.rows as DataRecord[], schema);
    return outcome(result.valid ? [] : recordRows(result.details), {
      input: 'json-rows',
      count: input.rows.length,
      how: 'validateSchema (typed JSON values)',
      notes: [],
    });
  }
  const records = tableRecords(input);
  const lines = input.rows.map(({line}) => line);
  probe(schema, records);
  progress({step: 'records', count: records.length});
  const parsed = parseSchemaValues(records, schema);
  const table = {input: 'table', count: records.length, how: PARSE_AND_VALIDATE, notes: input.notes} as const;
  if (!parsed.success) return outcome(recordRows(parsed.data.errors, lines), {...table, stage: 'parse'});
  const result = validateSchema(parsed.data.records, schema);
  return outcome(result.valid ? [] : recordRows(result.details, lines), table);
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
      ...(check.ignored.length > 0 && {ignored: check.ignored}),
    },
    schemas,
    schema,
    records: checkRecords(input.records, dictionary, schema, progress),
    ...(chosen && {template: createDataFileTemplate(chosen)}),
  };
}
