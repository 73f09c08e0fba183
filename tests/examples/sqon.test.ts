/**
 * Every SQON example on the site goes through Arranger's own SQON-to-Elasticsearch
 * translator (`buildQuery` of @overture-stack/arranger-server 3.0.4), the way the
 * server calls it: with the nested field names it takes from the index mapping.
 *
 * Conventions (see the report of issue 14, and the README text proposed there):
 * - A SQON example is a `json` code block whose top level has `op` and `content`.
 *   The SQONs in the `variables` of a GraphQL request body (`{"query": …, "variables": …}`)
 *   are checked as valid examples too.
 * - An example that is wrong on purpose has a fence title starting with "Invalid"
 *   (```json title="Invalid: …"), may then lack `op` or `content`, and must be followed
 *   by a `text` block holding the exact error message the translator throws.
 * - The Elasticsearch query an example becomes is the next code block, a `json` block
 *   with the word `es-query` in its fence meta; it must equal the translator's output.
 * - The mapping is the `json` block marked `es-mapping` on the Arranger index-mappings page;
 *   field names of valid examples must exist in it.
 */
import {buildQuery} from '@overture-stack/arranger-server/dist/middleware/index.js';
import flattenMapping from '@overture-stack/arranger-server/dist/mapping/flattenMapping.js';
import getNestedFields from '@overture-stack/arranger-server/dist/mapping/getNestedFields.js';
import {describe, expect, it} from 'vitest';
import {loadContentPages, type ContentPage} from '../../scripts/lib/contentPages';

const MAPPING_PAGE = 'docs/core-software/arranger/usage/index-mappings.md';

type Block = ContentPage['codeBlocks'][number];
type Json = Record<string, unknown>;
type Example = {name: string; sqon: Json; invalid: boolean; next?: Block; file: string};

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const parse = (block: Block): unknown => {
  try {
    return JSON.parse(block.value);
  } catch {
    return undefined; // the content check reports JSON that does not parse
  }
};
const hasWord = (meta: string | null, word: string) => new RegExp(`(^|\\s)${word}(\\s|$)`).test(meta ?? '');
const isInvalid = (block: Block) => /(^|\s)title="Invalid\b/.test(block.meta ?? '');

const pages = loadContentPages();

function loadMapping(): Json {
  const page = pages.find((candidate) => candidate.file === MAPPING_PAGE);
  const blocks = page?.codeBlocks.filter((block) => block.lang === 'json' && hasWord(block.meta, 'es-mapping')) ?? [];
  if (blocks.length !== 1) throw new Error(`${MAPPING_PAGE} must hold exactly one json block marked es-mapping`);
  const body = parse(blocks[0]);
  const properties = isObject(body) && isObject(body.mappings) ? body.mappings.properties : undefined;
  if (!isObject(properties))
    throw new Error(`${MAPPING_PAGE}:${blocks[0].line} es-mapping block has no mappings.properties`);
  return properties;
}

const properties = loadMapping();
// What the server computes from the mapping at start-up (mapping/addMappingsToTypes.js).
const nestedFieldNames: string[] = getNestedFields(properties);
const mappedFields = new Set<string>(flattenMapping(properties).map(({field}: {field: string}) => field));

const translate = (sqon: Json) => buildQuery({nestedFieldNames: nestedFieldNames as never[], filters: sqon});

function fieldNamesOf(sqon: unknown): string[] {
  if (!isObject(sqon)) return [];
  const {content} = sqon;
  if (Array.isArray(content)) return content.flatMap(fieldNamesOf);
  if (!isObject(content)) return [];
  const names = [content.fieldName, ...(Array.isArray(content.fieldNames) ? content.fieldNames : [])];
  return names.filter((name): name is string => typeof name === 'string');
}

const examples: Example[] = [];
const orphanQueries: string[] = [];
for (const page of pages) {
  page.codeBlocks.forEach((block, index) => {
    if (block.lang !== 'json') return;
    const value = parse(block);
    if (!isObject(value)) return;
    const next = page.codeBlocks[index + 1];
    const where = `${page.file}:${block.line}`;
    const invalid = isInvalid(block);
    if (('op' in value && 'content' in value) || (invalid && ('op' in value || 'content' in value))) {
      examples.push({name: where, sqon: value, invalid, next, file: page.file});
    } else if (isObject(value.variables)) {
      for (const [variable, sqon] of Object.entries(value.variables)) {
        if (isObject(sqon) && 'op' in sqon && 'content' in sqon) {
          examples.push({name: `${where} (variables.${variable})`, sqon, invalid: false, file: page.file});
        }
      }
    }
    const previous = page.codeBlocks[index - 1];
    const previousValue = previous?.lang === 'json' ? parse(previous) : undefined;
    if (hasWord(block.meta, 'es-query') && !(isObject(previousValue) && 'op' in previousValue)) {
      orphanQueries.push(`${where} es-query block does not follow a SQON example`);
    }
  });
}

describe('SQON examples compile with Arranger 3.0.4', () => {
  it(`finds the mapping and the examples (${examples.length} SQONs)`, () => {
    expect(nestedFieldNames).toContain('donors');
    expect(examples.length).toBeGreaterThan(0);
    expect(orphanQueries).toEqual([]);
  });

  for (const example of examples.filter(({invalid}) => !invalid)) {
    it(`${example.name} compiles`, () => {
      const query = translate(example.sqon);
      expect(query, 'the translator returned nothing').toBeTruthy();
      const unknown = fieldNamesOf(example.sqon).filter((field) => !mappedFields.has(field));
      expect(unknown, `fields not in the mapping of ${MAPPING_PAGE}`).toEqual([]);
      const {next} = example;
      if (next?.lang === 'json' && hasWord(next.meta, 'es-query')) {
        expect(query, `the Elasticsearch query at ${example.file}:${next.line}`).toEqual(JSON.parse(next.value));
      }
    });
  }

  for (const example of examples.filter(({invalid}) => invalid)) {
    it(`${example.name} is rejected with the error the page shows`, () => {
      const {next} = example;
      expect(next?.lang, 'an invalid example must be followed by a text block with its error').toBe('text');
      let message: string | undefined;
      try {
        translate(example.sqon);
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      expect(message, 'the translator accepted an example marked Invalid').toBeDefined();
      expect(message).toBe(next?.value.trim());
    });
  }
});
