/**
 * Every Elasticsearch mapping shown on the site uses only the field types of
 * the index templates Maestro 4.3.0 ships, the release the pages document
 * (overture-stack/maestro@4.3.0: maestro-app/src/main/resources/file_centric.json
 * and analysis_centric.json). A mapping is a `json` block that holds
 * `mappings` (an index body, a template, or a GET answer keyed by index name),
 * a block marked `es-mapping`, or a `_mapping` body: top-level `properties`
 * that use a type only Elasticsearch has (JSON Schema's `properties` use
 * string, number, integer, boolean, object, array and null).
 */
import {describe, expect, it} from 'vitest';
import {loadContentPages} from '../../scripts/lib/contentPages';

/** The field types of Maestro 4.3.0's file-centric and analysis-centric templates. */
const MAESTRO_FIELD_TYPES = new Set(['keyword', 'text', 'integer', 'long', 'date', 'object', 'nested']);
/** JSON Schema's types: `properties` that use only these are a JSON Schema, not a mapping. */
const JSON_SCHEMA_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field type of a `properties` map, with its dotted path, including multi-fields (`fields`). */
function fieldTypes(properties: Json, prefix = ''): {path: string; type: unknown}[] {
  return Object.entries(properties).flatMap(([name, definition]) => {
    if (!isObject(definition)) return [{path: `${prefix}${name}`, type: definition}];
    const path = `${prefix}${name}`;
    const own = definition.type === undefined ? [] : [{path, type: definition.type}];
    const nested = isObject(definition.properties) ? fieldTypes(definition.properties, `${path}.`) : [];
    const multi = isObject(definition.fields) ? fieldTypes(definition.fields, `${path}.`) : [];
    return [...own, ...nested, ...multi];
  });
}

/** The `properties` maps of a block, if the block is an Elasticsearch mapping. */
function mappingProperties(value: unknown, meta: string | null): Json[] | undefined {
  if (!isObject(value)) return undefined;
  const mappingsOf = (candidate: Json) =>
    isObject(candidate.mappings) && isObject(candidate.mappings.properties) ? [candidate.mappings.properties] : [];
  const found = [
    ...mappingsOf(value),
    ...(isObject(value.template) ? mappingsOf(value.template) : []),
    // A GET answer: index name → {mappings}.
    ...Object.values(value).flatMap((entry) => (isObject(entry) ? mappingsOf(entry) : [])),
  ];
  if (found.length > 0) return found;
  if (isObject(value.properties) && value.type === undefined && value.$schema === undefined) {
    const types = fieldTypes(value.properties).map(({type}) => type);
    const marked = /(^|\s)es-mapping(\s|$)/.test(meta ?? '');
    if (marked || types.some((type) => typeof type === 'string' && !JSON_SCHEMA_TYPES.has(type))) {
      return [value.properties];
    }
  }
  return undefined;
}

const examples = loadContentPages().flatMap((page) =>
  page.codeBlocks
    .filter((block) => block.lang === 'json')
    .flatMap((block) => {
      let value: unknown;
      try {
        value = JSON.parse(block.value);
      } catch {
        return []; // The content check reports JSON that does not parse.
      }
      const properties = mappingProperties(value, block.meta);
      return properties ? [{where: `${page.file}:${block.line}`, properties}] : [];
    }),
);

describe('Elasticsearch mappings on the site', () => {
  it('are found on the pages that show them', () => {
    const pages = new Set(examples.map(({where}) => where.split(':')[0]));
    for (const page of [
      'docs/core-software/maestro/usage/index-mappings.md',
      'docs/core-software/arranger/usage/index-mappings.md',
      'guides/administration-guides/index-mappings.md',
    ]) {
      expect(pages, page).toContain(page);
    }
  });

  it('tell a mapping from a JSON Schema and reject a type Maestro does not use', () => {
    expect(mappingProperties({properties: {name: {type: 'string'}}}, null)).toBeUndefined();
    const mapping = mappingProperties({mappings: {properties: {size: {type: 'float'}}}}, null);
    expect(fieldTypes(mapping![0])).toEqual([{path: 'size', type: 'float'}]);
    expect(MAESTRO_FIELD_TYPES.has('float')).toBe(false);
  });

  for (const {where, properties} of examples) {
    it(`${where} uses only the field types of Maestro's templates`, () => {
      const types = properties.flatMap((map) => fieldTypes(map));
      expect(types.length).toBeGreaterThan(0);
      const foreign = types.filter(({type}) => typeof type !== 'string' || !MAESTRO_FIELD_TYPES.has(type));
      expect(foreign.map(({path, type}) => `${path}: ${String(type)}`)).toEqual([]);
    });
  }
});
