/**
 * Finds the Lectern examples on the site's pages and runs them through
 * Lectern's own libraries (`@overture-stack/lectern-dictionary` and
 * `@overture-stack/lectern-validation`, the releases the pages document).
 * Shared by lectern-dictionaries.test.ts and lectern-records.test.ts; the
 * conventions a page follows are described in the README ("Lectern examples").
 *
 * - A `json` block whose top level has `name`, `version` and `schemas` is a
 *   dictionary; one with `name` and `fields` is a schema; one with `name` and
 *   `valueType` is a field. A dictionary as the server answers it (with `_id`,
 *   `createdAt`, `updatedAt`) is checked without those three properties.
 * - An example that shows a mistake has `title="Invalid: …"` in its fence, and
 *   the first `text` or `json` block after it states the error.
 * - A `tsv`, `csv` or `json` block with the flag `records` holds data records.
 *   It is checked against the dictionary before it on the page (or the one its
 *   `dictionary="…"` names), and states its outcome: the flag `valid`, or the
 *   errors in the next code block, a `json` block. A block that looks like
 *   records but is not marked either `records` or `not-records` fails.
 */
import {
  Dictionary,
  Schema,
  SchemaField,
  replaceReferences,
  replaceSchemaReferences,
  type DataRecord,
  type UnprocessedDataRecord,
} from '@overture-stack/lectern-dictionary';
import {parseSchemaValues, validateDictionary, validateSchema} from '@overture-stack/lectern-validation';
import {CONTENT_AREAS, loadContentPages, type ContentPage} from '../../../scripts/lib/contentPages';
import {definitionKind, parseFenceMeta, type FenceMeta} from '../../../src/tools/examples';

export type CodeBlock = ContentPage['codeBlocks'][number];

// Shared with the live tools, which collect the same examples for their buttons (src/tools/examples.ts).
export {definitionKind, parseFenceMeta, type FenceMeta};

/** The title of a block that shows a mistake on purpose starts with this. */
export const INVALID_TITLE = /^Invalid:/;

export type DefinitionKind = 'dictionary' | 'schema' | 'field';

/** A dictionary, schema or field shown on a page. */
export type Definition = {
  page: ContentPage;
  block: CodeBlock;
  index: number;
  kind: DefinitionKind;
  /** The block's JSON, without `_id`, `createdAt` and `updatedAt` for a dictionary the server returned. */
  value: Record<string, unknown>;
  invalid: boolean;
  title: string | undefined;
};

/** Data records shown on a page. */
export type RecordsExample = {
  page: ContentPage;
  block: CodeBlock;
  index: number;
  meta: FenceMeta;
};

export type LecternExamples = {
  pages: ContentPage[];
  definitions: Definition[];
  records: RecordsExample[];
  /** Blocks that look like records but are flagged neither `records` nor `not-records`. */
  unmarked: {page: ContentPage; block: CodeBlock; reason: string}[];
};

const SERVER_PROPERTIES = ['_id', 'createdAt', 'updatedAt'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Pages in the areas whose examples are checked: every content area of the site (docs, guides, community, blog). */
export function examplePages(): ContentPage[] {
  return loadContentPages().filter((page) => CONTENT_AREAS.some((area) => page.file.startsWith(`${area}/`)));
}

function parseJson(block: CodeBlock): unknown {
  try {
    return JSON.parse(block.value);
  } catch {
    return undefined; // The content check reports JSON that does not parse.
  }
}

export function isRecordsLanguage(lang: string | null): lang is 'tsv' | 'csv' {
  return lang === 'tsv' || lang === 'csv';
}

/** Split a `tsv` or `csv` block into its header and rows (CSV with RFC 4180 quoting; TSV split on tabs). */
export function parseDelimited(lang: 'tsv' | 'csv', text: string): {header: string[]; rows: string[][]} {
  const lines: string[][] = [];
  if (lang === 'tsv') {
    for (const line of text.split('\n')) if (line.trim() !== '') lines.push(line.split('\t'));
  } else {
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        row.push(cell);
        cell = '';
      } else if (char === '\n') {
        row.push(cell);
        if (row.some((value) => value.trim() !== '') || row.length > 1) lines.push(row);
        row = [];
        cell = '';
      } else cell += char;
    }
    row.push(cell);
    if (row.some((value) => value.trim() !== '') || row.length > 1) lines.push(row);
  }
  const [header = [], ...rows] = lines;
  return {header, rows};
}

/** Field names of every schema shown on the site, to recognise records that are not marked as such. */
function shownSchemaFields(definitions: Definition[]): string[][] {
  const output: string[][] = [];
  const fieldNames = (schema: unknown) =>
    isPlainObject(schema) && Array.isArray(schema.fields)
      ? schema.fields.map((field) => (isPlainObject(field) ? String(field.name) : '')).filter(Boolean)
      : [];
  for (const definition of definitions) {
    if (definition.invalid) continue;
    if (definition.kind === 'schema') output.push(fieldNames(definition.value));
    if (definition.kind === 'dictionary' && Array.isArray(definition.value.schemas)) {
      for (const schema of definition.value.schemas) output.push(fieldNames(schema));
    }
  }
  return output.filter((names) => names.length > 0);
}

export function collectExamples(pages: ContentPage[] = examplePages()): LecternExamples {
  const definitions: Definition[] = [];
  const records: RecordsExample[] = [];
  for (const page of pages) {
    page.codeBlocks.forEach((block, index) => {
      const meta = parseFenceMeta(block.meta);
      if (meta.flags.has('not-records')) return;
      if (meta.flags.has('records') && (isRecordsLanguage(block.lang) || block.lang === 'json')) {
        records.push({page, block, index, meta});
        return;
      }
      if (block.lang !== 'json') return;
      const value = parseJson(block);
      const kind = definitionKind(value);
      if (!kind || !isPlainObject(value)) return;
      const title = meta.attributes.title;
      const stripped =
        kind === 'dictionary'
          ? Object.fromEntries(Object.entries(value).filter(([key]) => !SERVER_PROPERTIES.includes(key)))
          : value;
      definitions.push({page, block, index, kind, value: stripped, invalid: INVALID_TITLE.test(title ?? ''), title});
    });
  }

  // Records must say that they are records, so that no data example escapes the check. Unmarked, these fail:
  // a `tsv`/`csv` block on a page that shows a dictionary, schema or field, or whose header row names fields of a
  // schema shown on the site; a `json` array of flat objects whose properties are all fields of one such schema.
  const unmarked: LecternExamples['unmarked'] = [];
  const schemaFields = shownSchemaFields(definitions);
  const matchesSchema = (names: string[]) =>
    names.length > 0 && schemaFields.some((fields) => names.every((name) => fields.includes(name)));
  for (const page of pages) {
    const showsDefinitions = definitions.some((definition) => definition.page === page);
    for (const block of page.codeBlocks) {
      const meta = parseFenceMeta(block.meta);
      if (meta.flags.has('records') || meta.flags.has('not-records')) continue;
      if (isRecordsLanguage(block.lang)) {
        const {header} = parseDelimited(block.lang, block.value);
        if (showsDefinitions)
          unmarked.push({page, block, reason: 'its page shows a Lectern dictionary, schema or field'});
        else if (matchesSchema(header)) {
          unmarked.push({page, block, reason: `its columns (${header.join(', ')}) are fields of a schema on the site`});
        }
        continue;
      }
      if (block.lang !== 'json') continue;
      const value = parseJson(block);
      const rows = Array.isArray(value) ? value : undefined;
      if (!rows || rows.length === 0 || !rows.every(isPlainObject)) continue;
      const names = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      if (matchesSchema(names)) {
        unmarked.push({page, block, reason: `its properties (${names.join(', ')}) are fields of a schema on the site`});
      }
    }
  }
  return {pages, definitions, records, unmarked};
}

/* ----------------------------- Dictionaries ----------------------------- */

/** The parts of a Zod issue (zod 3, as the Lectern libraries use) that the checks read. */
type Issue = {code: string; message: string; path: (string | number)[]; unionErrors?: {issues: Issue[]}[]};

export type DefinitionCheck =
  | {valid: true; dictionary?: Dictionary}
  | {
      valid: false;
      /** What Lectern Server answers (HTTP 400) when it receives this definition. */
      serverError: {error: 'SchemaParsingError'; message: Issue[]} | {error: 'InvalidReference'; message: string};
      /** Every message, also those nested in union errors, as `message` and `path: message`. */
      messages: string[];
    };

function flattenIssues(issues: Issue[]): string[] {
  return issues.flatMap((issue) => {
    const path = issue.path.join('.');
    const own = path ? [issue.message, `${path}: ${issue.message}`] : [issue.message];
    return [...own, ...(issue.unionErrors ?? []).flatMap((error) => flattenIssues(error.issues))];
  });
}

/**
 * Check a definition the way Lectern Server checks what it receives: a dictionary (`POST /dictionaries`) is parsed
 * with the `Dictionary` meta-schema, then each schema has its references replaced and is parsed again; a schema
 * (`POST`/`PUT /dictionaries/{id}/schemas`) is parsed with `Schema`; a field with `SchemaField`.
 */
export function checkDefinition(kind: DefinitionKind, value: unknown): DefinitionCheck {
  const parser = kind === 'dictionary' ? Dictionary : kind === 'schema' ? Schema : SchemaField;
  const result = parser.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues as unknown as Issue[];
    return {
      valid: false,
      serverError: {error: 'SchemaParsingError', message: issues},
      messages: flattenIssues(issues),
    };
  }
  if (kind !== 'dictionary') return {valid: true};
  const dictionary = result.data as Dictionary;
  for (const schema of dictionary.schemas) {
    let replaced: Schema;
    try {
      replaced = replaceSchemaReferences(schema, dictionary.references ?? {});
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {valid: false, serverError: {error: 'InvalidReference', message}, messages: [message]};
    }
    const reparsed = Schema.safeParse(replaced);
    if (!reparsed.success) {
      const issues = reparsed.error.issues as unknown as Issue[];
      return {
        valid: false,
        serverError: {error: 'SchemaParsingError', message: issues},
        messages: flattenIssues(issues),
      };
    }
  }
  return {valid: true, dictionary};
}

/** The first `text` or `json` block after block `index` on the page: where an invalid example states its error. */
export function statedError(page: ContentPage, index: number): CodeBlock | undefined {
  return page.codeBlocks.slice(index + 1).find((block) => block.lang === 'text' || block.lang === 'json');
}

/**
 * Compare the error a page states with the library's. A `text` block lists messages, one a line, each written as
 * the message or as `path: message` (path relative to the block's top level, e.g. `schemas.0.fields.1.restrictions`);
 * each must be one of the library's messages. A `json` block is the server's answer, `{"error", "message"}`.
 */
export function compareStatedError(stated: CodeBlock, check: DefinitionCheck & {valid: false}): string[] {
  if (stated.lang === 'text') {
    const lines = stated.value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) return ['the error block is empty'];
    return lines
      .filter((line) => !check.messages.includes(line))
      .map((line) => `"${line}" is not an error the library reports; it reports:\n  ${check.messages.join('\n  ')}`);
  }
  const expected = JSON.parse(stated.value) as unknown;
  return partialMatch(expected, check.serverError, 'answer');
}

/* ------------------------------- Records -------------------------------- */

/** Partial deep comparison: every property the page shows must equal the library's, and arrays have equal lengths. */
export function partialMatch(expected: unknown, actual: unknown, path = 'result'): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual))
      return [`${path}: the page shows an array, the library returns ${JSON.stringify(actual)}`];
    if (expected.length !== actual.length) {
      return [`${path}: the page shows ${expected.length} items, the library returns ${actual.length}`];
    }
    return expected.flatMap((item, i) => partialMatch(item, actual[i], `${path}[${i}]`));
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual))
      return [`${path}: the page shows an object, the library returns ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([key, value]) =>
      key in actual
        ? partialMatch(value, actual[key], `${path}.${key}`)
        : [`${path}.${key}: the page shows ${JSON.stringify(value)}, the library returns no such property`],
    );
  }
  return Object.is(expected, actual)
    ? []
    : [`${path}: the page shows ${JSON.stringify(expected)}, the library returns ${JSON.stringify(actual)}`];
}

/** JSON with sorted keys, so that two spellings of the same value compare equal. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A dictionary as a validating service sees it: parsed, references replaced; its own text if it does not parse. */
function resolvedForm(definition: Definition): string {
  const check = checkDefinition(definition.kind, definition.value);
  if (!check.valid || !check.dictionary) return canonicalJson(definition.value);
  return canonicalJson(replaceReferences(check.dictionary));
}

export type ResolvedTarget = {definition: Definition; dictionary: Dictionary; schema?: Schema};

/**
 * The dictionary a records block belongs to: with `dictionary="name"` (or `name@version`), the last valid dictionary
 * of that name before it on the page, else the only one on the site; without it, the last valid dictionary or schema
 * before it on the page. A schema is wrapped in a dictionary of its own. `schema="…"` picks the schema.
 */
export function resolveTarget(example: RecordsExample, definitions: Definition[]): ResolvedTarget | string {
  const wanted = example.meta.attributes.dictionary;
  const usable = definitions.filter((definition) => !definition.invalid && definition.kind !== 'field');
  const before = usable.filter((definition) => definition.page === example.page && definition.index < example.index);
  let definition: Definition | undefined;
  if (wanted) {
    const [name, version] = wanted.split('@');
    const matches = (candidate: Definition) =>
      candidate.kind === 'dictionary' &&
      candidate.value.name === name &&
      (version === undefined || candidate.value.version === version);
    definition = before.filter(matches).at(-1);
    if (!definition) {
      // Elsewhere on the site: the same dictionary may be shown more than once (the file a reader uploads, the
      // server's answer), so blocks that are the same dictionary once parsed and resolved count as one.
      const elsewhere = usable.filter(matches);
      const distinct = new Set(elsewhere.map((candidate) => resolvedForm(candidate)));
      if (distinct.size > 1) {
        return `dictionary="${wanted}" matches several different dictionaries on the site${version ? '' : ': add @<version>'}`;
      }
      definition = elsewhere[0];
    }
    if (!definition) return `no dictionary "${wanted}" on the site`;
  } else {
    definition = before.at(-1);
    if (!definition) return 'no dictionary or schema before this records block on the page';
  }
  const check = checkDefinition(definition.kind, definition.value);
  if (!check.valid) return `its dictionary (${definition.page.file}:${definition.block.line}) is not valid`;
  const dictionary: Dictionary =
    definition.kind === 'dictionary'
      ? replaceReferences(check.dictionary as Dictionary)
      : {name: 'schema-example', version: '1.0', schemas: [definition.value as unknown as Schema]};
  const schemaName = example.meta.attributes.schema;
  if (schemaName !== undefined) {
    const schema = dictionary.schemas.find((candidate) => candidate.name === schemaName);
    if (!schema) return `schema="${schemaName}" is not a schema of ${definition.page.file}:${definition.block.line}`;
    return {definition, dictionary, schema};
  }
  return {definition, dictionary, schema: dictionary.schemas.length === 1 ? dictionary.schemas[0] : undefined};
}

export type RecordsOutcome = {valid: true} | {valid: false; errors: unknown};

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/**
 * Run a records block through the validation library:
 * - `tsv`/`csv`: the rows are strings, as in a file. `parseSchemaValues` converts them; if that fails its errors are
 *   the outcome, otherwise `validateSchema`'s (the same two steps as the Lectern client's `processSchema`).
 * - `json` array: typed records (numbers, booleans, arrays), checked with `validateSchema`.
 * - `json` object of schema name → typed records: checked with `validateDictionary` (adds foreign keys and
 *   unrecognised schemas).
 * The errors are the library's result as JSON (properties whose value is `undefined` disappear).
 */
export function runRecords(example: RecordsExample, target: ResolvedTarget): RecordsOutcome | string {
  const {block} = example;
  if (isRecordsLanguage(block.lang)) {
    if (!target.schema) return 'the dictionary has several schemas: say which with schema="…"';
    const {header, rows} = parseDelimited(block.lang, block.value);
    if (header.length === 0) return 'the block has no header row';
    const records: UnprocessedDataRecord[] = rows.map((row) =>
      Object.fromEntries(header.map((column, i) => [column, row[i] ?? ''])),
    );
    const parsed = parseSchemaValues(records, target.schema);
    if (!parsed.success) return {valid: false, errors: asJson(parsed.data.errors)};
    const result = validateSchema(parsed.data.records, target.schema);
    return result.valid ? {valid: true} : {valid: false, errors: asJson(result.details)};
  }
  const value = parseJson(block);
  if (Array.isArray(value)) {
    if (!target.schema) return 'the dictionary has several schemas: say which with schema="…"';
    const result = validateSchema(value as DataRecord[], target.schema);
    return result.valid ? {valid: true} : {valid: false, errors: asJson(result.details)};
  }
  if (isPlainObject(value)) {
    const result = validateDictionary(value as Record<string, DataRecord[]>, target.dictionary);
    return result.valid ? {valid: true} : {valid: false, errors: asJson(result.details)};
  }
  return 'a json records block is an array of records, or an object of schema name → records';
}

/** The outcome a records block states: the flag `valid`, or the errors in the next code block (a `json` block). */
export function statedOutcome(example: RecordsExample): {valid: true} | {valid: false; errors: unknown} | string {
  if (example.meta.flags.has('valid')) return {valid: true};
  const next = example.page.codeBlocks[example.index + 1];
  if (!next || next.lang !== 'json') {
    return 'the block states no outcome: add the flag `valid` to its fence, or follow it with a json block of the errors';
  }
  return {valid: false, errors: JSON.parse(next.value) as unknown};
}

export function describeBlock(page: ContentPage, block: CodeBlock): string {
  const title = parseFenceMeta(block.meta).attributes.title;
  return `${page.file}:${block.line}${title ? ` (${title})` : ''}`;
}
