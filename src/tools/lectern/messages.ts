/**
 * Lectern's results in the words of the checker: a dictionary's problems
 * (zod issues from `@overture-stack/lectern-dictionary`, with their JSON
 * paths) and the rows of the records table (errors from
 * `@overture-stack/lectern-validation`).
 */
import {isJsonObject, type JsonObject, type JsonPath} from '../json';

/** The parts of a zod 3 issue the checker reads (Lectern's meta-schema is written with zod). */
export type Issue = {code: string; message: string; path: JsonPath; unionErrors?: {issues: Issue[]}[]};

export type IssueProblem = {path: JsonPath; message: string; causes?: string[]};

function leaves(issue: Issue): Issue[] {
  if (!issue.unionErrors?.length) return [issue];
  return issue.unionErrors.flatMap((branch) => branch.issues.flatMap(leaves));
}

/**
 * One problem per issue. A union ("Invalid input": the value matches none of the shapes allowed there) also gives
 * its likely causes: the issues of the shapes that got furthest into the value (the deepest paths).
 */
export function issueProblems(issues: Issue[]): IssueProblem[] {
  return issues.map((issue) => {
    if (!issue.unionErrors?.length) return {path: issue.path, message: issue.message};
    const all = leaves(issue);
    const deepest = Math.max(...all.map((leaf) => leaf.path.length));
    const causes = [
      ...new Set(
        all
          .filter((leaf) => leaf.path.length === deepest && deepest > issue.path.length)
          .map((leaf) => `${leaf.path.slice(issue.path.length).join('.')}: ${leaf.message}`),
      ),
    ];
    return causes.length
      ? {path: issue.path, message: issue.message, causes}
      : {path: issue.path, message: issue.message};
  });
}

/* ------------------------------- Records -------------------------------- */

export type ProblemRow = {
  /** Lectern's `recordIndex`: data rows counted from 0. */
  record: number | null;
  /** The line of the Records box, for TSV. */
  line?: number;
  /** For records checked across schemas. */
  schema?: string;
  field: string;
  value: string;
  reason: string;
  details: string;
};

/** A value as a cell shows it. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(no value)';
  if (Array.isArray(value)) return value.map((item) => showValue(item)).join(', ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const list = (values: unknown[], limit = 8) =>
  values.length > limit
    ? `${values.slice(0, limit).map(showValue).join(', ')} and ${values.length - limit} more`
    : values.map(showValue).join(', ');

function ruleText(type: string, rule: unknown): string {
  if (type === 'codeList' && Array.isArray(rule)) return ` Allowed: ${list(rule)}.`;
  if (type === 'regex') return ` Pattern: ${Array.isArray(rule) ? rule.join(' and ') : String(rule)}.`;
  if (type === 'range' && isJsonObject(rule)) {
    const words: Record<string, string> = {
      min: 'at least',
      max: 'at most',
      exclusiveMin: 'more than',
      exclusiveMax: 'less than',
    };
    const bounds = Object.keys(words).filter((key) => key in rule);
    return ` Must be ${bounds.map((key) => `${words[key]} ${String(rule[key])}`).join(' and ')}.`;
  }
  return '';
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
};

/** The details column of one error of a record. */
export function errorDetails(error: JsonObject): string {
  switch (error.reason) {
    case 'INVALID_VALUE_TYPE': {
      const type = TYPE_WORDS[String(error.valueType)] ?? String(error.valueType);
      return error.isArray ? `Expected a list of values, each ${type}.` : `Expected ${type}.`;
    }
    case 'UNRECOGNIZED_FIELD':
      return 'Not a field of this schema.';
    case 'INVALID_BY_RESTRICTION':
      return (Array.isArray(error.errors) ? error.errors : [])
        .map((failure: JsonObject) => {
          const restriction = isJsonObject(failure.restriction) ? failure.restriction : {};
          const type = String(restriction.type);
          const items = Array.isArray(failure.invalidItems)
            ? ` Values at fault: ${failure.invalidItems
                .map((item: JsonObject) => `${showValue(item.value)} (position ${String(item.position)})`)
                .join(', ')}.`
            : '';
          return `${type}: ${String(failure.message)}${ruleText(type, restriction.rule)}${items}`;
        })
        .join(' ');
    case 'INVALID_BY_UNIQUE':
      return `The same value is in rows ${list(error.matchingRecords as unknown[], 20)}.`;
    case 'INVALID_BY_UNIQUE_KEY':
      return `The same unique key is in rows ${list(error.matchingRecords as unknown[], 20)}.`;
    case 'INVALID_BY_FOREIGNKEY': {
      const foreign = isJsonObject(error.foreignSchema) ? error.foreignSchema : {};
      return `Not found in ${String(foreign.schemaName)}.${String(foreign.fieldName)}.`;
    }
    default:
      return JSON.stringify(error);
  }
}

function rowOf(record: number | null, error: JsonObject, lines?: number[], schema?: string): ProblemRow {
  const uniqueKey =
    error.reason === 'INVALID_BY_UNIQUE_KEY' && isJsonObject(error.uniqueKey) ? error.uniqueKey : undefined;
  return {
    record,
    ...(record !== null && lines?.[record] !== undefined && {line: lines[record]}),
    ...(schema !== undefined && {schema}),
    field: uniqueKey ? Object.keys(uniqueKey).join(' + ') : String(error.fieldName ?? ''),
    value: uniqueKey ? Object.values(uniqueKey).map(showValue).join(' + ') : showValue(error.fieldValue),
    reason: String(error.reason),
    details: errorDetails(error),
  };
}

/** Rows of the records table from a list of `{recordIndex, recordErrors}` (parse or schema validation). */
export function recordRows(details: unknown[], lines?: number[], schema?: string): ProblemRow[] {
  return details.flatMap((entry) => {
    if (!isJsonObject(entry) || !Array.isArray(entry.recordErrors)) return [];
    const record = typeof entry.recordIndex === 'number' ? entry.recordIndex : null;
    return entry.recordErrors.filter(isJsonObject).map((error) => rowOf(record, error, lines, schema));
  });
}

/** Rows from `validateDictionary`'s errors: grouped by schema (`INVALID_RECORDS`), or a schema it does not know. */
export function dictionaryRows(details: unknown[]): ProblemRow[] {
  return details.flatMap((entry): ProblemRow[] => {
    if (!isJsonObject(entry)) return [];
    const schema = String(entry.schemaName);
    if (entry.reason === 'INVALID_RECORDS' && Array.isArray(entry.invalidRecords)) {
      return recordRows(entry.invalidRecords, undefined, schema);
    }
    return [
      {
        record: null,
        schema,
        field: '',
        value: schema,
        reason: String(entry.reason),
        details: entry.reason === 'UNRECOGNIZED_SCHEMA' ? 'Not a schema of this dictionary.' : JSON.stringify(entry),
      },
    ];
  });
}
