/**
 * Checks the Dictionary box the way Lectern Server checks an upload: the JSON
 * is parsed with `@overture-stack/lectern-dictionary`'s `Dictionary`
 * meta-schema, then each schema has its references replaced and is parsed
 * again. A schema or a field alone is checked as a dictionary holding it.
 *
 * Two things Lectern does without a word are said: a version that is not
 * major.minor gets the rule (zod's message is "Invalid"), and keys that some
 * objects of the meta-schema drop (a schema's restrictions, a foreign key, a
 * condition…; the others refuse unknown keys) are listed as ignored.
 */
import {Dictionary, Schema, replaceReferences, replaceSchemaReferences} from '@overture-stack/lectern-dictionary';
import {definitionKind} from '../examples';
import {isJsonObject, dottedPath, locatePaths, parseJsonInput, pathKey, positionAt, type JsonPath} from '../json';
import {MAX_JSON_DEPTH} from '../limits';
import {issueProblems, type Issue} from './messages';

export type DictionaryProblem = {
  /** `schemas.0.fields.1.name`, or empty for the dictionary as a whole. */
  path: string;
  message: string;
  causes?: string[];
  line?: number;
  column?: number;
};

export type DictionaryCheck =
  | {state: 'empty'; schemas: string[]}
  | {state: 'invalid'; problems: DictionaryProblem[]; schemas: string[]; notJson?: true; note?: string}
  | {
      state: 'valid';
      dictionary: Dictionary;
      schemas: string[];
      note?: string;
      /** Keys of the text that Lectern drops without an error. */
      ignored: DictionaryProblem[];
    };

/** At most this many problems are listed. */
export const MAX_DICTIONARY_PROBLEMS = 30;

/** Schema names as the reader wrote them, for the schema picker, even when the dictionary has problems. */
function schemaNames(dictionary: unknown): string[] {
  const schemas = isJsonObject(dictionary) && Array.isArray(dictionary.schemas) ? dictionary.schemas : [];
  return [
    ...new Set(
      schemas.flatMap((schema) =>
        isJsonObject(schema) && typeof schema.name === 'string' && schema.name ? [schema.name] : [],
      ),
    ),
  ];
}

/**
 * Where each problem is in the text: its path (minus the wrapper a schema or field alone was put in), at the value
 * or, for a key that is the problem itself, at the key.
 */
function located(
  text: string,
  problems: {path: JsonPath; message: string; causes?: string[]}[],
  wrapper: number,
  at: 'key' | 'value' = 'value',
): DictionaryProblem[] {
  const shown = problems.slice(0, MAX_DICTIONARY_PROBLEMS);
  const textPaths = shown.map(({path}) => path.slice(wrapper));
  const found = locatePaths(text, textPaths);
  return shown.map(({path, message, causes}, index) => {
    const where = found.get(pathKey(textPaths[index]));
    const place = (at === 'key' && where?.key) || where?.value;
    return {
      path: dottedPath(path),
      message,
      ...(causes && {causes}),
      ...(place && {line: place.line, column: place.column}),
    };
  });
}

/** Zod says only "Invalid" of a version that fails Lectern's pattern: say the rule. */
function versionProblem(version: unknown, message: string): string {
  if (typeof version === 'string') {
    return `${JSON.stringify(version)} is not a Lectern version: a version is major.minor, two whole numbers with a dot between them, such as "1.0" or "2.3".`;
  }
  return `A Lectern version is text in quotes, major.minor, such as "1.0" (${message}).`;
}

/** What each object that drops unknown keys takes, by the key that holds it (or the list that holds it). */
const KEYS_TAKEN: Record<string, string> = {
  restrictions: "a schema's restrictions take foreignKey and uniqueKey",
  foreignKey: 'a foreign key takes schema and mappings',
  mappings: 'a foreign key mapping takes local and foreign',
  if: 'the test of a conditional restriction (if) takes conditions and case',
  conditions: 'a condition takes fields, match and case',
  match: "a condition's match takes codeList, count, exists, range, regex and value",
  range: 'a range takes min, max, exclusiveMin and exclusiveMax',
  count: 'a count range takes min, max, exclusiveMin and exclusiveMax',
};

/** Keys of the text that the parsed dictionary lacks: Lectern's meta-schema dropped them. */
function droppedKeys(input: unknown, parsed: unknown, path: JsonPath = []): {path: JsonPath; message: string}[] {
  if (Array.isArray(input) && Array.isArray(parsed)) {
    return input.flatMap((item, index) => droppedKeys(item, parsed[index], [...path, index]));
  }
  if (!isJsonObject(input) || !isJsonObject(parsed)) return [];
  const holder = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  return Object.keys(input).flatMap((key) => {
    if (Object.hasOwn(parsed, key)) return droppedKeys(input[key], parsed[key], [...path, key]);
    const taken = (holder !== undefined && KEYS_TAKEN[holder]) || 'this object does not take it';
    return [
      {path: [...path, key], message: `Lectern ignores ${JSON.stringify(key)} here, without an error: ${taken}.`},
    ];
  });
}

/** A reference tag that leads nowhere is reported without a path: point at the first place the tag is written. */
function tagProblem(text: string, message: string): DictionaryProblem {
  const tag = /'(#\/[^']*)'/.exec(message)?.[1];
  const offset = tag === undefined ? -1 : text.indexOf(JSON.stringify(tag));
  if (offset === -1) return {path: '', message};
  const {line, column} = positionAt(text, offset);
  return {path: '', message, line, column};
}

export function checkDictionaryText(text: string): DictionaryCheck {
  const parsed = parseJsonInput(text, MAX_JSON_DEPTH);
  if (!parsed.ok) {
    const {problem} = parsed;
    if (problem.kind === 'empty') return {state: 'empty', schemas: []};
    const where = problem.position && {line: problem.position.line, column: problem.position.column};
    const message = problem.kind === 'syntax' ? `Not valid JSON: ${problem.message}` : problem.message;
    return {state: 'invalid', problems: [{path: '', message, ...where}], schemas: [], notJson: true};
  }
  let value = parsed.value;
  // A schema or a field alone is checked inside a dictionary of its own; paths in the text lose the wrapper.
  const kind = definitionKind(value);
  let wrapper = 0;
  let note: string | undefined;
  if (kind === 'schema') {
    value = {name: 'example', version: '1.0', schemas: [value]};
    wrapper = 2;
    note = 'The box holds a schema: it is checked as a dictionary with this one schema.';
  } else if (kind === 'field') {
    value = {name: 'example', version: '1.0', schemas: [{name: 'example', fields: [value]}]};
    wrapper = 4;
    note = 'The box holds a field: it is checked as a schema named "example" with this one field.';
  }
  const schemas = schemaNames(value);
  const result = Dictionary.safeParse(value);
  if (!result.success) {
    const version = isJsonObject(value) ? value.version : undefined;
    const problems = issueProblems(result.error.issues as unknown as Issue[]).map((problem) =>
      problem.path.length === 1 && problem.path[0] === 'version'
        ? {...problem, message: versionProblem(version, problem.message)}
        : problem,
    );
    return {state: 'invalid', problems: located(text, problems, wrapper), schemas, ...(note && {note})};
  }
  const dictionary = result.data as Dictionary;
  for (const [index, schema] of dictionary.schemas.entries()) {
    let replaced: Schema;
    try {
      replaced = replaceSchemaReferences(schema, dictionary.references ?? {}) as Schema;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {state: 'invalid', problems: [tagProblem(text, message)], schemas, ...(note && {note})};
    }
    const reparsed = Schema.safeParse(replaced);
    if (!reparsed.success) {
      const problems = issueProblems(reparsed.error.issues as unknown as Issue[]).map((problem) => ({
        ...problem,
        path: ['schemas', index, ...problem.path],
      }));
      return {state: 'invalid', problems: located(text, problems, wrapper), schemas, ...(note && {note})};
    }
  }
  const ignored = located(text, droppedKeys(value, result.data), wrapper, 'key');
  return {state: 'valid', dictionary: replaceReferences(dictionary), schemas, ...(note && {note}), ignored};
}
