/**
 * A regular expression restriction can backtrack catastrophically: `^(a+)+$`
 * on a long value that almost matches runs for minutes, and no JavaScript can
 * interrupt it. Before validating, the checker runs every pattern of the
 * schema on the values it will meet, one pattern at a time, and reports which
 * one it starts. If a pattern hangs, the page stops the worker when that step
 * overruns its budget, and knows which field and pattern it was.
 */
import type {Schema} from '@overture-stack/lectern-dictionary';
import {isJsonObject} from '../json';

export type RegexTest = {
  /** The field whose restrictions hold the pattern. */
  field: string;
  /** The field whose values it is tested on (another field for a condition's `match.regex`). */
  target: string;
  pattern: string;
};

const patterns = (rule: unknown): string[] =>
  (Array.isArray(rule) ? rule : [rule]).filter((item): item is string => typeof item === 'string');

function walk(restrictions: unknown, field: string, tests: RegexTest[]): void {
  if (Array.isArray(restrictions)) {
    for (const item of restrictions) walk(item, field, tests);
    return;
  }
  if (!isJsonObject(restrictions)) return;
  for (const pattern of patterns(restrictions.regex)) tests.push({field, target: field, pattern});
  if (isJsonObject(restrictions.if) && Array.isArray(restrictions.if.conditions)) {
    for (const condition of restrictions.if.conditions) {
      if (!isJsonObject(condition) || !isJsonObject(condition.match) || !Array.isArray(condition.fields)) continue;
      for (const pattern of patterns(condition.match.regex)) {
        for (const target of condition.fields) if (typeof target === 'string') tests.push({field, target, pattern});
      }
    }
  }
  walk(restrictions.then, field, tests);
  walk(restrictions.else, field, tests);
}

/** Every regular expression of a schema (references already replaced), with the field it is tested on. */
export function regexTests(schema: Schema): RegexTest[] {
  const tests: RegexTest[] = [];
  for (const field of schema.fields) walk((field as {restrictions?: unknown}).restrictions, field.name, tests);
  return tests;
}

/** The text values a field has in the records: cells as typed (and each item of an array field). */
export function textValues(records: Record<string, unknown>[], schema: Schema, fieldName: string): Set<string> {
  const definition = schema.fields.find(({name}) => name === fieldName) as
    {isArray?: boolean; delimiter?: string} | undefined;
  const values = new Set<string>();
  for (const record of records) {
    const value = record[fieldName];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'string') continue;
      values.add(item.trim());
      if (definition?.isArray) for (const part of item.split(definition.delimiter ?? ',')) values.add(part.trim());
    }
  }
  return values;
}

/** Runs each pattern on the values it will meet, announcing each test before it starts. */
export function probeRegexes(
  schema: Schema,
  records: Record<string, unknown>[],
  announce: (test: RegexTest) => void,
): void {
  for (const test of regexTests(schema)) {
    let expression: RegExp;
    try {
      expression = new RegExp(test.pattern);
    } catch {
      continue; // The dictionary check reports patterns that are not valid.
    }
    announce(test);
    for (const value of textValues(records, schema, test.target)) expression.test(value);
  }
}
