/**
 * The nested fields the reader names for their index. Arranger reads them
 * from the index mapping (every field of type `nested`); the playground starts
 * with those of the `file_centric` mapping the SQON page uses (a unit test
 * keeps this list equal to what Arranger reads from that mapping).
 */
import {FILE_CENTRIC_FIELDS} from './mapping';

export const DEFAULT_NESTED_FIELDS: readonly string[] = Object.keys(FILE_CENTRIC_FIELDS).filter(
  (field) => FILE_CENTRIC_FIELDS[field] === 'nested',
);

/** The nested fields of the page's mapping, in any order: the reader is filtering that index. */
export const isDefaultMapping = (fields: readonly string[]): boolean =>
  fields.length === DEFAULT_NESTED_FIELDS.length && DEFAULT_NESTED_FIELDS.every((field) => fields.includes(field));

const FIELD_PATH = /^[A-Za-z0-9_@-]+(?:\.[A-Za-z0-9_@-]+)*$/;

export type NestedFields = {fields: string[]; problems: string[]};

/** Paths separated by commas, spaces or line breaks: `donors, donors.specimens`. */
export function parseNestedFields(text: string): NestedFields {
  const fields: string[] = [];
  const problems: string[] = [];
  for (const part of text.split(/[\s,]+/)) {
    if (part === '') continue;
    if (!FIELD_PATH.test(part)) problems.push(`"${part}" is not a field path (dotted names, such as donors.specimens)`);
    else if (!fields.includes(part)) fields.push(part);
  }
  return {fields, problems};
}

export const formatNestedFields = (fields: readonly string[]) => fields.join(', ');
