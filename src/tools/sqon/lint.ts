/**
 * Mistakes in a SQON, each with the JSON path it is about. Arranger 3.0.4
 * rejects some of them itself (no `op`, no `content`, an unknown operator, a
 * pivot that is not nested); others it translates without a word into a query
 * that does not do what the reader meant (no `fieldName`, no `value`, a value
 * of the wrong type). The playground shows both kinds as errors, at their line.
 * Messages name the operator as the reader wrote it (`<=`, not `lte`). What
 * Arranger translates as meant but may surprise (a bound written as numeric
 * text, a field the mapping does not have) is a warning (./warnings).
 */
import {isJsonObject, type JsonPath} from '../json';
import {
  ALIAS_NAMES,
  ALL_OP,
  BETWEEN_OP,
  FILTER_OP,
  GROUP_OPS,
  OPERATORS,
  RANGE_OPS,
  SET_OPS,
  canonicalOp,
} from './operators';

export type SqonProblem = {
  /** The value the problem is about, or the object that lacks a property. */
  path: JsonPath;
  message: string;
};

/** How a value reads in a message: `the text "abc"`, `a list`, `null`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  return String(value);
}

/** A full or partial ISO 8601 date, as Elasticsearch `date` fields take them. */
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export const isDateText = (value: unknown): value is string => typeof value === 'string' && DATE.test(value);

/** A number written as text, such as "20" or "-1.5": Arranger's own tests give range bounds this way. */
const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/;

export const isNumericText = (value: unknown): value is string => typeof value === 'string' && NUMERIC_TEXT.test(value);

const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

const KNOWN = `Arranger 3.0.4 knows ${OPERATORS.join(', ')}, and the aliases ${ALIAS_NAMES.join(' ')}`;

function unknownOperator(op: string): string {
  if (op === 'wildcard') {
    return 'Unknown operator "wildcard": that is the name Arranger 3.1 gives "filter"; 3.0.4 knows it as "filter"';
  }
  const lower = op.toLowerCase();
  if (lower !== op && canonicalOp(lower)) return `Unknown operator "${op}": operators are lower case ("${lower}")`;
  return `Unknown operator "${op}". ${KNOWN}`;
}

/** What `value` holds for an operator, and an example of it: for the message when it is missing. */
function valueWanted(op: string): string {
  if (SET_OPS.includes(op)) return 'the values to look for, such as "value": ["BAM"]';
  if (op === BETWEEN_OP) return 'the two bounds, such as "value": [1000, 5000]';
  return 'the bound to compare with, such as "value": 1000';
}

/** `op` is the operator Arranger applies (`lte`); `typed` is how the reader wrote it (`<=`), for the messages. */
function lintFieldNode(op: string, typed: string, content: unknown, path: JsonPath, problems: SqonProblem[]): void {
  const contentPath = [...path, 'content'];
  if (!isJsonObject(content)) {
    problems.push({
      path: contentPath,
      message:
        op === FILTER_OP
          ? `The "content" of "filter" is an object with "fieldNames" and "value", not ${describeValue(content)}`
          : `The "content" of "${typed}" is an object with "fieldName" and "value", not ${describeValue(content)}`,
    });
    return;
  }
  if (op === FILTER_OP) {
    if (!('fieldNames' in content)) {
      problems.push({
        path: contentPath,
        message:
          '"content" has no "fieldNames": "filter" searches a list of fields' +
          ('fieldName' in content ? ' (it takes "fieldNames", a list, not "fieldName")' : ''),
      });
    } else if (
      !Array.isArray(content.fieldNames) ||
      content.fieldNames.length === 0 ||
      !content.fieldNames.every((name) => typeof name === 'string' && name !== '')
    ) {
      problems.push({
        path: [...contentPath, 'fieldNames'],
        message: `"fieldNames" is a list of field paths, such as ["file.name"], not ${describeValue(content.fieldNames)}`,
      });
    }
    if (!('value' in content))
      problems.push({path: contentPath, message: '"content" has no "value": the pattern to look for'});
    else if (typeof content.value !== 'string') {
      problems.push({
        path: [...contentPath, 'value'],
        message: `Wrong value type: "filter" takes a text pattern such as "*1143*", not ${describeValue(content.value)}`,
      });
    }
    return;
  }

  if (!('fieldName' in content)) {
    const hint =
      'fieldNames' in content
        ? ` ("fieldNames" belongs to "filter"; "${typed}" tests one field)`
        : ['field', 'fieldname', 'field_name'].find((name) => name in content)
          ? ` (the property is spelt "fieldName")`
          : '';
    problems.push({
      path: contentPath,
      message: `Missing "fieldName": the "content" of "${typed}" needs the field to test, such as "fieldName": "file_type"${hint}`,
    });
  } else if (typeof content.fieldName !== 'string' || content.fieldName === '') {
    problems.push({
      path: [...contentPath, 'fieldName'],
      message: `"fieldName" is the dotted path of a field, such as "file_type", not ${describeValue(content.fieldName)}`,
    });
  }
  if (!('value' in content)) {
    problems.push({
      path: contentPath,
      message: `Missing "value": the "content" of "${typed}" needs ${valueWanted(op)}`,
    });
    return;
  }
  const {value} = content;
  const valuePath = [...contentPath, 'value'];
  const items = Array.isArray(value) ? value : [value];
  const itemPath = (index: number) => (Array.isArray(value) ? [...valuePath, index] : valuePath);

  if (SET_OPS.includes(op)) {
    if (op === ALL_OP && !Array.isArray(value)) {
      problems.push({
        path: valuePath,
        message: `Wrong value type: "${typed}" takes a list of values, not ${describeValue(value)}`,
      });
      return;
    }
    items.forEach((item, index) => {
      if (!isScalar(item)) {
        problems.push({
          path: itemPath(index),
          message: `Wrong value type: "${typed}" matches text, numbers or true/false, not ${describeValue(item)}`,
        });
      }
    });
    return;
  }
  if (RANGE_OPS.includes(op) || op === BETWEEN_OP) {
    if (op === BETWEEN_OP && (!Array.isArray(value) || value.length !== 2)) {
      problems.push({
        path: valuePath,
        message: `Wrong value type: "${typed}" takes two values, [low, high], not ${Array.isArray(value) ? `a list of ${value.length}` : describeValue(value)}`,
      });
      return;
    }
    if (items.length === 0) {
      problems.push({path: valuePath, message: `"${typed}" needs a value to compare with; the list is empty`});
    }
    items.forEach((item, index) => {
      // Numeric text is translated as written; how Elasticsearch reads it is a warning (./warnings).
      if (typeof item === 'number' || isDateText(item) || isNumericText(item)) return;
      problems.push({
        path: itemPath(index),
        message: `Wrong value type: "${typed}" compares numbers or dates (such as "2025-06-01T00:00:00"), not ${describeValue(item)}`,
      });
    });
  }
}

function lintNode(node: unknown, path: JsonPath, problems: SqonProblem[]): void {
  if (!isJsonObject(node)) {
    problems.push({path, message: `A filter is an object with "op" and "content", not ${describeValue(node)}`});
    return;
  }
  if (!('op' in node)) {
    problems.push({path, message: 'This filter has no "op": every filter names its operator, such as "in" or "and"'});
    return;
  }
  const {op} = node;
  if (typeof op !== 'string') {
    problems.push({
      path: [...path, 'op'],
      message: `"op" is an operator name such as "in" or "and", not ${describeValue(op)}`,
    });
    return;
  }
  const canonical = canonicalOp(op);
  if (!canonical) {
    problems.push({path: [...path, 'op'], message: unknownOperator(op)});
    return;
  }
  if (!('content' in node)) {
    const misplaced = ['fieldName', 'fieldNames', 'value'].filter((key) => key in node);
    problems.push({
      path,
      message:
        `This filter has no "content"` +
        (misplaced.length ? `: ${misplaced.map((key) => `"${key}"`).join(' and ')} go inside "content"` : ''),
    });
    return;
  }
  if ('pivot' in node && node.pivot !== null && typeof node.pivot !== 'string') {
    problems.push({
      path: [...path, 'pivot'],
      message: `"pivot" is the path of a nested field, such as "donors", not ${describeValue(node.pivot)}`,
    });
  }
  if (GROUP_OPS.includes(canonical)) {
    if (!Array.isArray(node.content)) {
      problems.push({
        path: [...path, 'content'],
        message: `The "content" of "${op}" is a list of filters, not ${describeValue(node.content)}`,
      });
      return;
    }
    node.content.forEach((child, index) => lintNode(child, [...path, 'content', index], problems));
    return;
  }
  lintFieldNode(canonical, op, node.content, path, problems);
}

/** The problems of a SQON (the parsed JSON), in document order. An empty object is the empty filter: no problem. */
export function lintSqon(sqon: unknown): SqonProblem[] {
  if (isJsonObject(sqon) && Object.keys(sqon).length === 0) return [];
  const problems: SqonProblem[] = [];
  lintNode(sqon, [], problems);
  return problems;
}

/** The path of the first node whose `pivot` is `pivot` (to point at Arranger's "Invalid pivot field" error). */
export function findPivot(sqon: unknown, pivot: string, path: JsonPath = []): JsonPath | undefined {
  if (!isJsonObject(sqon)) return undefined;
  if (sqon.pivot === pivot) return [...path, 'pivot'];
  if (!Array.isArray(sqon.content)) return undefined;
  for (const [index, child] of sqon.content.entries()) {
    const found = findPivot(child, pivot, [...path, 'content', index]);
    if (found) return found;
  }
  return undefined;
}
