/**
 * The examples a live tool offers are the code blocks of its page: the remark
 * plugin `src/remark/toolExamples` collects them at build time with these
 * functions and hands them to the tool's component, so a new example on the
 * page is a new button in the tool, with nothing else to edit.
 *
 * - SQON playground: every `json` block whose top level has `op` and `content`
 *   (or, for a block titled "Invalid: …", either). The block flagged `starter`
 *   is the one the editor starts with (else the first).
 * - Dictionary checker: every block of records (flag `records`) with the
 *   dictionary, schema or field before it (as the example checks pair them),
 *   and every definition titled "Invalid: …". A schema or field is wrapped in a
 *   dictionary of its own. The first example is the one the checker starts with,
 *   unless a records block is flagged `starter`.
 */
import {isJsonObject, type JsonObject} from './json';

/** A code block of the page, with the heading it sits under (its inline code between backticks). */
export type ExampleBlock = {lang: string | null; meta: string | null; value: string; heading: string};

export type SqonExample = {label: string; sqon: string; starter?: true};

export type LecternExample = {label: string; dictionary: string; records: string; schema?: string; starter?: true};

/** A fence's meta, e.g. `title="donor.tsv" schema="donor" valid`: attributes and bare flags. */
export type FenceMeta = {attributes: Record<string, string>; flags: Set<string>};

export function parseFenceMeta(meta: string | null): FenceMeta {
  const attributes: Record<string, string> = {};
  const flags = new Set<string>();
  for (const [, key, doubleQuoted, singleQuoted, bare, word] of (meta ?? '').matchAll(
    /([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"']+))|(\{[^}]*\}|\S+)/g,
  )) {
    if (key !== undefined) attributes[key] = doubleQuoted ?? singleQuoted ?? bare ?? '';
    else if (word !== undefined && !word.startsWith('{')) flags.add(word);
  }
  return {attributes, flags};
}

export const STARTER_FLAG = 'starter';
const INVALID_TITLE = /^Invalid:/;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The buttons' labels: the heading an example sits under, and, when the heading holds several examples, what tells
 * each apart ("Shape: `study_id in ABC123`", "Shape: `and` of `study_id`, `file_type`"); numbered only if that is
 * not enough. Code is between backticks (src/tools/exampleLabels.ts).
 */
function labelled<T extends {label: string}>(examples: (T & {summary?: string})[]): T[] {
  const perHeading = new Map<string, number>();
  for (const {label} of examples) perHeading.set(label, (perHeading.get(label) ?? 0) + 1);
  const seen = new Map<string, number>();
  return examples.map(({summary, ...example}) => {
    const base =
      summary !== undefined && (perHeading.get(example.label) ?? 0) > 1
        ? `${example.label}: ${summary}`
        : example.label;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return {...example, label: count === 1 ? base : `${base} (${count})`} as unknown as T;
  });
}

const MAX_SUMMARY_ITEMS = 3;

const items = (values: string[]) =>
  values.length > MAX_SUMMARY_ITEMS ? [...values.slice(0, MAX_SUMMARY_ITEMS), '…'] : values;

const lastPart = (field: string) => field.slice(field.lastIndexOf('.') + 1);

/** The fields a group's conditions test, by their last part, in order and once each. */
function leafFields(node: unknown): string[] {
  if (!isJsonObject(node)) return [];
  if (Array.isArray(node.content)) return [...new Set(node.content.flatMap(leafFields))];
  if (!isJsonObject(node.content)) return [];
  const names = Array.isArray(node.content.fieldNames) ? node.content.fieldNames : [node.content.fieldName];
  return names.filter((name): name is string => typeof name === 'string').map(lastPart);
}

/** What a SQON filters, in a few words: "`file.name in *.bam, *.cram`", "`and` of `gender`, `submitter_donor_id`". */
export function sqonSummary(sqon: JsonObject): string {
  const op = String(sqon.op);
  if (Array.isArray(sqon.content)) {
    const fields = items(leafFields(sqon)).map((field) => (field === '…' ? field : `\`${field}\``));
    const pivot = typeof sqon.pivot === 'string' ? `, pivot \`${sqon.pivot}\`` : '';
    return `\`${op}\` of ${fields.join(', ')}${pivot}`;
  }
  const content = isJsonObject(sqon.content) ? sqon.content : {};
  const fields = Array.isArray(content.fieldNames) ? content.fieldNames.join(', ') : String(content.fieldName);
  const values = items((Array.isArray(content.value) ? content.value : [content.value]).map(String));
  return `\`${fields} ${op} ${values.join(', ')}\``;
}

/** What a block of records holds: "`donor.tsv`, 4 records". */
function recordsSummary(block: ExampleBlock, title: string | undefined): string {
  let count: number;
  if (block.lang === 'json') {
    const value = parse(block.value);
    count = Array.isArray(value)
      ? value.length
      : isJsonObject(value)
        ? Object.values(value).reduce((sum: number, list) => sum + (Array.isArray(list) ? list.length : 0), 0)
        : 0;
  } else count = Math.max(0, block.value.split('\n').filter((line) => line.trim() !== '').length - 1);
  const records = `${count} ${count === 1 ? 'record' : 'records'}`;
  return title ? `\`${title}\`, ${records}` : records;
}

function withStarter<T extends {starter?: true}>(examples: T[]): T[] {
  if (examples.length > 0 && !examples.some((example) => example.starter)) examples[0].starter = true;
  return examples;
}

export function collectSqonExamples(blocks: ExampleBlock[]): SqonExample[] {
  const examples: (SqonExample & {summary?: string})[] = [];
  for (const block of blocks) {
    if (block.lang !== 'json') continue;
    const value = parse(block.value);
    if (!isJsonObject(value)) continue;
    const meta = parseFenceMeta(block.meta);
    const title = meta.attributes.title ?? '';
    const invalid = INVALID_TITLE.test(title);
    if (!(('op' in value && 'content' in value) || (invalid && ('op' in value || 'content' in value)))) continue;
    examples.push({
      label: invalid ? title : block.heading,
      ...(!invalid && {summary: sqonSummary(value)}),
      sqon: block.value,
      ...(meta.flags.has(STARTER_FLAG) && {starter: true as const}),
    });
  }
  return withStarter(labelled(examples));
}

type DefinitionKind = 'dictionary' | 'schema' | 'field';

export function definitionKind(value: unknown): DefinitionKind | undefined {
  if (!isJsonObject(value) || !('name' in value)) return undefined;
  if ('version' in value && 'schemas' in value) return 'dictionary';
  if ('fields' in value) return 'schema';
  if ('valueType' in value) return 'field';
  return undefined;
}

const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => (line === '' ? line : `${' '.repeat(spaces)}${line}`))
    .join('\n');

/** A definition as a dictionary the checker can take, keeping the page's own formatting of the part it shows. */
export function asDictionaryText(kind: DefinitionKind, text: string): string {
  if (kind === 'dictionary') return text;
  const schema = kind === 'schema' ? text : `{\n  "name": "example",\n  "fields": [\n${indent(text, 4)}\n  ]\n}`;
  return `{\n  "name": "example",\n  "version": "1.0",\n  "schemas": [\n${indent(schema, 4)}\n  ]\n}`;
}

type Definition = {kind: DefinitionKind; text: string; value: JsonObject};

export function collectLecternExamples(blocks: ExampleBlock[]): LecternExample[] {
  const examples: (LecternExample & {summary?: string})[] = [];
  const definitions: Definition[] = [];
  for (const block of blocks) {
    const meta = parseFenceMeta(block.meta);
    if (meta.flags.has('records') && ['tsv', 'csv', 'json'].includes(block.lang ?? '')) {
      const wanted = meta.attributes.dictionary;
      const [name, version] = wanted?.split('@') ?? [];
      const usable = definitions.filter(({kind}) => kind !== 'field');
      const target = wanted
        ? usable
            .filter(
              ({kind, value}) =>
                kind === 'dictionary' && value.name === name && (version === undefined || value.version === version),
            )
            .at(-1)
        : usable.at(-1);
      if (!target) continue;
      const schemas =
        target.kind === 'dictionary' && Array.isArray(target.value.schemas) ? target.value.schemas : [target.value];
      const onlySchema = schemas.length === 1 && isJsonObject(schemas[0]) ? String(schemas[0].name) : undefined;
      const schema = meta.attributes.schema ?? onlySchema;
      examples.push({
        label: block.heading,
        summary: recordsSummary(block, meta.attributes.title),
        dictionary: asDictionaryText(target.kind, target.text),
        records: block.value,
        ...(schema !== undefined && {schema}),
        ...(meta.flags.has(STARTER_FLAG) && {starter: true as const}),
      });
      continue;
    }
    if (block.lang !== 'json') continue;
    const value = parse(block.value);
    const kind = definitionKind(value);
    if (!kind || !isJsonObject(value)) continue;
    const title = meta.attributes.title ?? '';
    if (INVALID_TITLE.test(title)) {
      examples.push({label: title, dictionary: asDictionaryText(kind, block.value), records: ''});
    } else definitions.push({kind, text: block.value, value});
  }
  return withStarter(labelled(examples));
}
