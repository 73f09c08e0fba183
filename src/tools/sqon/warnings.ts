/**
 * What Arranger 3.0.4 translates as written, but may not do what the reader
 * means: the playground shows the query, with these warnings at their line.
 *
 * - A range bound written as numeric text (`"value": ["20"]`): Arranger's own
 *   tests do this, and it sends the text as it is. How Elasticsearch reads it
 *   depends on the field's type: a number on a numeric field, text (where
 *   "100" comes before "20") on a keyword field. With several values, Arranger
 *   keeps the smallest or largest as JavaScript compares them, which for two
 *   texts is the order of their characters.
 * - A field the reader's mapping does not have, when it is known (the page's
 *   `file_centric` mapping): the nearest field is named.
 *
 * Call it only on a SQON without lint problems (./lint).
 */
import {distance} from 'fastest-levenshtein';
import {isJsonObject, type JsonObject, type JsonPath} from '../json';
import {isNumericText} from './lint';
import {MAPPING_NAME, NUMERIC_TYPES} from './mapping';
import {BETWEEN_OP, FILTER_OP, GROUP_OPS, GT_OP, GTE_OP, RANGE_OPS, canonicalOp} from './operators';

export type SqonWarning = {path: JsonPath; message: string};

/** The fields of the reader's index and their types, when the playground knows the mapping. */
export type KnownMapping = Readonly<Record<string, string>>;

/* -------------------------- Bounds written as text -------------------------- */

function textBoundWarning(bound: string, field: string, mapping: KnownMapping | undefined): string {
  const type = mapping?.[field];
  if (type !== undefined && NUMERIC_TYPES.includes(type)) {
    return `The bound "${bound}" is text, not a number: Arranger sends it as text, and "${field}" is a ${type} field, so Elasticsearch reads it as the number ${bound}.`;
  }
  if (type === 'keyword') {
    return `The bound "${bound}" is text: "${field}" is a keyword field, so Elasticsearch compares text, where "100" comes before "20".`;
  }
  return (
    `The bound "${bound}" is text, not a number: Arranger sends it as text. On a numeric field (long, integer, ` +
    `float…) Elasticsearch reads it as the number ${bound}; on a keyword field it compares text, where "100" comes ` +
    `before "20". Write ${bound} without quotes to compare numbers.`
  );
}

/** The value lodash's `_.max` or `_.min` keeps, as Arranger calls them on a range's values (JavaScript's `>` and `<`). */
function arrangerPick(values: unknown[], largest: boolean): unknown {
  let kept: unknown;
  for (const value of values) {
    if (value === null || value === undefined || Number.isNaN(value)) continue;
    if (kept === undefined || (largest ? (value as number) > (kept as number) : (value as number) < (kept as number))) {
      kept = value;
    }
  }
  return kept;
}

/** When Arranger keeps another value than a comparison of numbers would: two numeric texts compare as text. */
function pickWarning(values: unknown[], largest: boolean, role: string): string | undefined {
  if (values.length < 2 || !values.every((value) => typeof value === 'number' || isNumericText(value)))
    return undefined;
  const kept = arrangerPick(values, largest);
  const numbers = values.map(Number);
  const wanted = largest ? Math.max(...numbers) : Math.min(...numbers);
  if (Number(kept) === wanted) return undefined;
  const which = largest ? 'largest' : 'smallest';
  return (
    `${role}Arranger keeps the ${which} value, comparing the values as text: ${JSON.stringify(kept)} ` +
    `(as numbers, ${wanted} is ${largest ? 'larger' : 'smaller'}).`
  );
}

function rangeWarnings(op: string, content: JsonObject, path: JsonPath, mapping?: KnownMapping): SqonWarning[] {
  const field = String(content.fieldName);
  const valuePath = [...path, 'content', 'value'];
  const values = Array.isArray(content.value) ? content.value : [content.value];
  const at = (index: number) => (Array.isArray(content.value) ? [...valuePath, index] : valuePath);
  const warnings: SqonWarning[] = [];
  values.forEach((value, index) => {
    if (isNumericText(value)) warnings.push({path: at(index), message: textBoundWarning(value, field, mapping)});
  });
  const picks =
    op === BETWEEN_OP
      ? [pickWarning(values, false, 'For the lower bound, '), pickWarning(values, true, 'For the upper bound, ')]
      : [pickWarning(values, op === GT_OP || op === GTE_OP, '')];
  for (const message of picks) if (message) warnings.push({path: valuePath, message});
  return warnings;
}

/* ---------------------------- Fields of the mapping ---------------------------- */

const lastPart = (field: string) => field.slice(field.lastIndexOf('.') + 1);

/** The field a reader most likely meant: the same last part under another parent, or a spelling a few edits away. */
export function nearestField(name: string, mapping: KnownMapping): string | undefined {
  const fields = Object.keys(mapping).filter((field) => !isObjectField(field, mapping));
  const sameName = fields.find((field) => lastPart(field) === lastPart(name));
  if (sameName) return sameName;
  let best: {field: string; edits: number} | undefined;
  for (const field of fields) {
    // Edits (insertions, deletions, substitutions) between the two names.
    const edits = distance(name.toLowerCase(), field.toLowerCase());
    if (!best || edits < best.edits) best = {field, edits};
  }
  return best && best.edits <= Math.max(2, Math.floor(name.length / 4)) ? best.field : undefined;
}

/** An object or nested field with fields under it: it holds no values of its own. */
function isObjectField(field: string, mapping: KnownMapping): boolean {
  return (
    ['object', 'nested'].includes(mapping[field]) && Object.keys(mapping).some((key) => key.startsWith(`${field}.`))
  );
}

function fieldWarning(field: string, mapping: KnownMapping): string | undefined {
  if (isObjectField(field, mapping)) {
    const example = Object.keys(mapping).find((key) => key.startsWith(`${field}.`) && !isObjectField(key, mapping));
    return `"${field}" is an object of the ${MAPPING_NAME} mapping, not a field with values: name one of its fields, such as "${example}".`;
  }
  if (Object.hasOwn(mapping, field)) return undefined;
  const nearest = nearestField(field, mapping);
  return (
    `"${field}" is not a field of the ${MAPPING_NAME} mapping` +
    (nearest ? `: did you mean "${nearest}"?` : ' (its fields are on the Index mappings page).') +
    ' Arranger builds the query all the same, and Elasticsearch finds no values in a field the mapping does not have.'
  );
}

function fieldWarnings(op: string, content: JsonObject, path: JsonPath, mapping: KnownMapping): SqonWarning[] {
  const named: [string, JsonPath][] =
    op === FILTER_OP
      ? (content.fieldNames as string[]).map((field, index) => [field, [...path, 'content', 'fieldNames', index]])
      : [[String(content.fieldName), [...path, 'content', 'fieldName']]];
  return named.flatMap(([field, at]) => {
    const message = fieldWarning(field, mapping);
    return message ? [{path: at, message}] : [];
  });
}

/* ---------------------------------- The tree ---------------------------------- */

function walk(node: unknown, path: JsonPath, mapping: KnownMapping | undefined, warnings: SqonWarning[]): void {
  if (!isJsonObject(node) || typeof node.op !== 'string') return;
  const op = canonicalOp(node.op);
  if (op === undefined) return;
  if (GROUP_OPS.includes(op)) {
    if (Array.isArray(node.content))
      node.content.forEach((child, index) => walk(child, [...path, 'content', index], mapping, warnings));
    return;
  }
  if (!isJsonObject(node.content)) return;
  if (mapping) warnings.push(...fieldWarnings(op, node.content, path, mapping));
  if (RANGE_OPS.includes(op) || op === BETWEEN_OP) warnings.push(...rangeWarnings(op, node.content, path, mapping));
}

/** The warnings of a SQON (parsed, without lint problems), in document order. */
export function sqonWarnings(sqon: unknown, mapping?: KnownMapping): SqonWarning[] {
  const warnings: SqonWarning[] = [];
  walk(sqon, [], mapping, warnings);
  return warnings;
}
