/**
 * What the playground shows for what the reader typed: the Elasticsearch
 * query from Arranger's own `buildQuery`, with a reading in plain words and
 * any warnings, or the problems, each at its line and column. Runs in the
 * playground's worker.
 *
 * While the nested fields are those of the page's `file_centric` mapping, the
 * reader is taken to filter that index: field names are checked against it,
 * and the reading speaks of its documents ("Files where…"). With other nested
 * fields, the index is the reader's own: "Documents where…".
 */
import buildQuery from '@overture-stack/arranger-server/dist/middleware/buildQuery/index.js';
import {describePosition, locatePaths, parseJsonInput, pathKey, type JsonPath} from '../json';
import {MAX_JSON_DEPTH} from '../limits';
import {prettyJson} from '../prettyJson';
import {findPivot, lintSqon} from './lint';
import {FILE_CENTRIC_FIELDS} from './mapping';
import {isDefaultMapping, parseNestedFields} from './nestedFields';
import {readSqon} from './reading';
import {sqonWarnings} from './warnings';

export type SqonInput = {
  sqon: string;
  nested: string;
  /** What the page's index holds, for the reading ("files"); another index holds "documents". */
  documents?: string;
};

export type LocatedProblem = {message: string; line?: number; column?: number};

export type SqonOutcome =
  | {kind: 'empty'}
  | {
      kind: 'query';
      query: string;
      reading: string;
      nestedFields: string[];
      /** What Arranger translates as written but may not do what the reader means, first first. */
      warnings: LocatedProblem[];
    }
  | {
      kind: 'problems';
      /** What is wrong, first problem first. */
      problems: LocatedProblem[];
      /** Arranger's own error message, when its translator refused the SQON; null when it accepted it. */
      arranger: string | null;
      /** The text is not JSON (or not JSON the tool reads): Arranger was not asked. */
      notJson?: boolean;
      /** The nested-fields box has a problem. */
      nested?: boolean;
    };

/** At most this many problems are listed. */
export const MAX_PROBLEMS = 20;

function locate(text: string, problems: {path: JsonPath; message: string}[]): LocatedProblem[] {
  const shown = problems.slice(0, MAX_PROBLEMS);
  const found = locatePaths(
    text,
    shown.map(({path}) => path),
  );
  return shown.map(({path, message}) => {
    const place = found.get(pathKey(path));
    const where = place?.value;
    return where ? {message, line: where.line, column: where.column} : {message};
  });
}

export const withPlace = (problem: LocatedProblem) =>
  problem.line === undefined
    ? problem.message
    : `${describePosition(problem as {line: number; column: number})}: ${problem.message}`;

/**
 * Variables of Arranger's code that appear in the message of a crash inside its translator, by what follows them in
 * the message. The playground runs a minified copy of that code, where `filter.content.value.map is not a function`
 * (what Arranger's server says of `all` with a single value) becomes `e.content.value.map is not a function`; a unit
 * test runs the published package on each of these and checks the server's words.
 */
const SERVER_VARIABLES: Record<string, string> = {
  '.content.value.map': 'filter',
};

/** A message of Arranger's translator in the words of its server (a crash it knows is given its variable back). */
export function serverWording(message: string): string {
  const crash = /^[\w$]+((?:\.[\w$]+)+) is not a function$/.exec(message);
  const variable = crash ? SERVER_VARIABLES[crash[1]] : undefined;
  return variable === undefined ? message : `${variable}${crash![1]} is not a function`;
}

export function translateSqon({sqon: text, nested, documents = 'files'}: SqonInput): SqonOutcome {
  if (text.trim() === '') return {kind: 'empty'};
  const nestedFields = parseNestedFields(nested);
  if (nestedFields.problems.length) {
    return {
      kind: 'problems',
      problems: nestedFields.problems.map((message) => ({message})),
      arranger: null,
      nested: true,
    };
  }
  const parsed = parseJsonInput(text, MAX_JSON_DEPTH);
  if (!parsed.ok) {
    const {problem} = parsed;
    const where = problem.position && {line: problem.position.line, column: problem.position.column};
    const message = problem.kind === 'syntax' ? `Not valid JSON: ${problem.message}` : problem.message;
    return {kind: 'problems', problems: [{message, ...where}], arranger: null, notJson: true};
  }
  const sqon = parsed.value;
  const lint = lintSqon(sqon);
  let query: unknown;
  let arranger: string | null = null;
  try {
    query = buildQuery({nestedFieldNames: nestedFields.fields as never[], filters: sqon});
  } catch (error) {
    arranger = serverWording(error instanceof Error ? error.message : String(error));
  }
  if (arranger !== null || lint.length > 0) {
    const problems = [...lint];
    if (problems.length === 0 && arranger !== null) {
      // A problem Arranger alone sees: a pivot on a field that is not nested.
      const pivot = /^Invalid pivot field "(.*)", not a nested field$/.exec(arranger)?.[1];
      const path: JsonPath | undefined = pivot === undefined ? undefined : findPivot(sqon, pivot);
      if (path) problems.push({path, message: `"${pivot}" is not one of the nested fields, so it cannot be a pivot`});
    }
    return {kind: 'problems', problems: locate(text, problems), arranger};
  }
  const pageMapping = isDefaultMapping(nestedFields.fields);
  return {
    kind: 'query',
    query: prettyJson(query),
    reading: readSqon(sqon, nestedFields.fields, pageMapping ? documents : 'documents'),
    nestedFields: nestedFields.fields,
    warnings: locate(text, sqonWarnings(sqon, pageMapping ? FILE_CENTRIC_FIELDS : undefined)),
  };
}
