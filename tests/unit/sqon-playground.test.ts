/**
 * The SQON playground's glue (src/tools/sqon): the reading in plain words, the
 * problems and where they are, the nested fields, the share link, and the
 * examples the page hands it. Arranger's translator itself runs for real.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import flattenMapping from '@overture-stack/arranger-server/dist/mapping/flattenMapping.js';
import getNestedFields from '@overture-stack/arranger-server/dist/mapping/getNestedFields.js';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {loadContentPages} from '../../scripts/lib/contentPages';
import toolExamples, {pageBlocks} from '../../src/remark/toolExamples';
import {collectSqonExamples} from '../../src/tools/examples';
import {labelParts, plainLabel} from '../../src/tools/exampleLabels';
import {ENV_CONFIG} from '../../src/tools/sqon/arrangerConfig.browser';
import {lintSqon} from '../../src/tools/sqon/lint';
import {FILE_CENTRIC_FIELDS} from '../../src/tools/sqon/mapping';
import {DEFAULT_NESTED_FIELDS, parseNestedFields} from '../../src/tools/sqon/nestedFields';
import {fieldWords, readSqon, singular} from '../../src/tools/sqon/reading';
import {serverWording, translateSqon, type SqonOutcome} from '../../src/tools/sqon/translate';
import buildQuery from '@overture-stack/arranger-server/dist/middleware/buildQuery/index.js';
import {MAX_SHARE_LENGTH, formatSqon, readShareFragment, shareFragment} from '../../src/tools/sqon/urlState';
import {
  ARRANGER_SERVER_VERSION,
  LECTERN_DICTIONARY_VERSION,
  LECTERN_VALIDATION_VERSION,
} from '../../src/tools/versions';

const ROOT = path.resolve(__dirname, '../..');
const SQON_PAGE = 'docs/core-software/arranger/usage/sqon-filter-notation.md';
const MAPPING_PAGE = 'docs/core-software/arranger/usage/index-mappings.md';
const NESTED = DEFAULT_NESTED_FIELDS;
const pages = loadContentPages();

const leaf = (op: string, fieldName: string, value: unknown) => ({op, content: {fieldName, value}});
const read = (sqon: unknown, nested: readonly string[] = NESTED) => readSqon(sqon, nested);
const translate = (sqon: string, nested = NESTED.join(', ')) => translateSqon({sqon, nested});
const problems = (outcome: SqonOutcome) =>
  outcome.kind === 'problems'
    ? outcome.problems.map(({line, column, message}) => (line === undefined ? message : `${line}:${column} ${message}`))
    : [];

describe('the plain-language reading', () => {
  it('reads each operator as Arranger applies it', () => {
    expect(read(leaf('in', 'file_type', ['BAM']))).toBe('Files where file type is BAM.');
    expect(read(leaf('=', 'file_type', ['BAM', 'CRAM', 'BAI']))).toBe(
      'Files where file type is one of BAM, CRAM or BAI.',
    );
    expect(read(leaf('not-in', 'file_type', ['BAM', 'CRAM']))).toBe('Files where file type is neither BAM nor CRAM.');
    expect(read(leaf('>=', 'donors.age', 30), [])).toBe('Files where donor age is at least 30.');
    expect(read(leaf('lt', 'file.size', [10, 20]))).toBe('Files where file size is less than 10.');
    expect(read(leaf('gt', 'file.size', [10, 20]))).toBe('Files where file size is more than 20.');
    expect(read(leaf('gte', 'analysis.published_at', '2025-06-01T00:00:00'))).toBe(
      'Files where analysis published at is on or after 2025-06-01T00:00:00.',
    );
    expect(read(leaf('between', 'file.size', [5, 1]))).toBe('Files where file size is between 1 and 5, both included.');
    expect(read({op: 'filter', content: {fieldNames: ['file.name', 'analysis.analysis_id'], value: '*11*'}})).toBe(
      'Files where file name or analysis id matches the pattern *11*, ignoring case.',
    );
    expect(read({})).toBe('All files: an empty filter matches everything.');
  });

  it('reads special values: patterns, missing values and saved sets, alone or mixed', () => {
    expect(read(leaf('in', 'file.name', ['*.bam']))).toBe('Files where file name matches the pattern *.bam.');
    expect(read(leaf('in', 'file_type', ['BAM', '__missing__']))).toBe('Files where file type is BAM or has no value.');
    expect(read(leaf('not-in', 'file_type', ['__missing__']))).toBe('Files where file type has a value.');
    expect(read(leaf('in', 'object_id', ['set_id:abc']))).toBe('Files where object id is in the saved set abc.');
  });

  it('says which nested object a condition is about, and follows the nested fields given', () => {
    expect(read(leaf('in', 'donors.gender', ['Female']))).toBe('Files where the gender of some donor is Female.');
    expect(read(leaf('not-in', 'donors.gender', ['Female']))).toBe(
      'Files where the gender of some donor is not Female.',
    );
    expect(read(leaf('some-not-in', 'donors.gender', ['Female']))).toBe(
      'Files where the gender of no donor is Female.',
    );
    expect(read(leaf('in', 'donors.gender', ['Female']), [])).toBe('Files where donor gender is Female.');
    expect(read(leaf('all', 'donors.specimens.samples.sample_type', ['DNA', 'RNA']))).toBe(
      'Files where the sample type of the samples includes all of DNA and RNA (each may come from a different sample).',
    );
  });

  it('reads groups, with parentheses where they matter, and pivots', () => {
    const study = leaf('in', 'study_id', ['ABC123']);
    const bam = leaf('in', 'file_type', ['BAM']);
    const small = leaf('lt', 'file.size', 10);
    expect(read({op: 'and', content: [study, {op: 'or', content: [bam, small]}]})).toBe(
      'Files where study id is ABC123 and (file type is BAM or file size is less than 10).',
    );
    expect(read({op: 'not', content: [bam, small]})).toBe(
      'Files where neither file type is BAM nor file size is less than 10.',
    );
    expect(read({op: 'not', content: [leaf('in', 'donors.gender', ['Female'])]})).toBe(
      'Files where the gender of no donor is Female.',
    );
    const sameDonor = {
      op: 'and',
      pivot: 'donors',
      content: [leaf('in', 'donors.gender', ['Female']), leaf('in', 'donors.submitter_donor_id', ['DO-1'])],
    };
    expect(read(sameDonor)).toBe(
      "Files where, for one and the same donor, the donor's gender is Female and the donor's submitter donor id is DO-1.",
    );
    expect(read({...sameDonor, op: 'not'})).toBe(
      "Files where, it is not true that, for one and the same donor, the donor's gender is Female and the donor's submitter donor id is DO-1.",
    );
  });

  it('names fields in words, and cuts a very long reading', () => {
    expect(fieldWords('file_type')).toBe('file type');
    expect(fieldWords('file.size')).toBe('file size');
    expect(fieldWords('analysis.analysis_id')).toBe('analysis id');
    expect(fieldWords('donors.submitter_donor_id', ['donors'])).toBe('submitter donor id');
    expect(singular('specimens')).toBe('specimen');
    expect(singular('analysis')).toBe('analysis');
    expect(singular('studies')).toBe('study');
    const many = {op: 'or', content: Array.from({length: 200}, (_, i) => leaf('in', 'file_type', [`T${i}`]))};
    const reading = read(many);
    expect(reading.length).toBeLessThanOrEqual(600);
    expect(reading).toMatch(/ or any of \d+ more conditions\.$/);
  });
});

describe('problems, each at its line and column', () => {
  it('an unknown operator, with what Arranger itself says', () => {
    const outcome = translate(
      '{\n  "op": "wildcard",\n  "content": {"fieldNames": ["file.name"], "value": "*.bam"}\n}',
    );
    expect(problems(outcome)).toEqual([
      '2:9 Unknown operator "wildcard": that is the name Arranger 3.1 gives "filter"; 3.0.4 knows it as "filter"',
    ]);
    expect(outcome).toMatchObject({kind: 'problems', arranger: 'unknown op'});
    expect(problems(translate('{"op": "AND", "content": []}'))).toEqual([
      '1:8 Unknown operator "AND": operators are lower case ("and")',
    ]);
    expect(problems(translate('{"op": "like", "content": {}}'))[0]).toMatch(
      /^1:8 Unknown operator "like". Arranger 3.0.4 knows in, not-in/,
    );
  });

  it('a missing fieldName or value, which Arranger 3.0.4 does not refuse itself', () => {
    const outcome = translate('{"op": "in",\n "content": {"value": ["BAM"]}}');
    expect(problems(outcome)).toEqual([
      '2:13 Missing "fieldName": the "content" of "in" needs the field to test, such as "fieldName": "file_type"',
    ]);
    expect(outcome).toMatchObject({kind: 'problems', arranger: null});
    expect(problems(translate('{"op": "in", "content": {"fieldNames": ["a"], "value": ["x"]}}'))[0]).toContain(
      '("fieldNames" belongs to "filter"; "in" tests one field)',
    );
    expect(problems(translate('{"op": "in", "content": {"fieldName": "file_type"}}'))).toEqual([
      '1:25 Missing "value": the "content" of "in" needs the values to look for, such as "value": ["BAM"]',
    ]);
    expect(problems(translate('{"op": "filter", "content": {"fieldName": "a", "value": "x"}}'))[0]).toContain(
      '"content" has no "fieldNames"',
    );
  });

  it('a value of the wrong type', () => {
    expect(problems(translate('{"op": ">=", "content": {"fieldName": "file.size", "value": "large"}}'))).toEqual([
      '1:61 Wrong value type: ">=" compares numbers or dates (such as "2025-06-01T00:00:00"), not the text "large"',
    ]);
    expect(problems(translate('{"op": "in", "content": {"fieldName": "a", "value": ["x", {"y": 1}]}}'))).toEqual([
      '1:59 Wrong value type: "in" matches text, numbers or true/false, not an object',
    ]);
    expect(problems(translate('{"op": "between", "content": {"fieldName": "a", "value": [1]}}'))[0]).toContain(
      '"between" takes two values, [low, high], not a list of 1',
    );
    expect(problems(translate('{"op": "all", "content": {"fieldName": "a", "value": "x"}}'))[0]).toContain(
      '"all" takes a list of values',
    );
    expect(problems(translate('{"op": "and", "content": {"fieldName": "a"}}'))[0]).toContain(
      'The "content" of "and" is a list of filters, not an object',
    );
  });

  it('what Arranger alone sees: a pivot that is not nested', () => {
    const sqon =
      '{"op": "and", "pivot": "analysis", "content": [{"op": "in", "content": {"fieldName": "analysis.x", "value": ["y"]}}]}';
    expect(problems(translate(sqon))).toEqual([
      '1:24 "analysis" is not one of the nested fields, so it cannot be a pivot',
    ]);
    expect(translate(sqon)).toMatchObject({arranger: 'Invalid pivot field "analysis", not a nested field'});
    expect(translate(sqon, 'donors, analysis').kind).toBe('query');
  });

  it('JSON that is not valid, or nested too deeply, or nested fields that are not paths', () => {
    expect(translate('{"op": "in",\n  "content": {"fieldName": "x", "value": ["a"]\n}')).toMatchObject({
      kind: 'problems',
      notJson: true,
      problems: [
        {
          line: 3,
          column: 2,
          message: expect.stringMatching(/^Not valid JSON: The text ends before the object opened at line 1, column 1/),
        },
      ],
    });
    const deep = `${'{"op": "and", "content": ['.repeat(10_000)}${JSON.stringify(leaf('in', 'file_type', ['BAM']))}${']}'.repeat(10_000)}`;
    expect(problems(translate(deep))[0]).toMatch(/nests more than 100 levels deep/);
    expect(translate('{}', 'donors, donors..x')).toMatchObject({kind: 'problems', nested: true});
    expect(lintSqon({})).toEqual([]);
    expect(translate('  ').kind).toBe('empty');
  });
});

describe('nested fields', () => {
  it('are the nested fields of the mapping the SQON page uses', () => {
    const page = pages.find(({file}) => file === MAPPING_PAGE)!;
    const mapping = JSON.parse(page.codeBlocks.find(({meta}) => /(^|\s)es-mapping(\s|$)/.test(meta ?? ''))!.value);
    expect(getNestedFields(mapping.mappings.properties)).toEqual(DEFAULT_NESTED_FIELDS);
    // Every field and its type, as Arranger lists them: what field names are checked against.
    const fields = flattenMapping(mapping.mappings.properties) as {field: string; type: string}[];
    expect(Object.fromEntries(fields.map(({field, type}) => [field, type]))).toEqual(FILE_CENTRIC_FIELDS);
  });

  it('are read from commas, spaces or lines, and change the nested queries', () => {
    expect(parseNestedFields('donors,donors.specimens\n donors  ')).toEqual({
      fields: ['donors', 'donors.specimens'],
      problems: [],
    });
    const sqon = JSON.stringify(leaf('in', 'donors.gender', ['Female']));
    const nested = translate(sqon);
    const flat = translate(sqon, '');
    expect(nested.kind === 'query' && JSON.parse(nested.query)).toHaveProperty('nested.path', 'donors');
    expect(flat.kind === 'query' && JSON.parse(flat.query)).toEqual({terms: {'donors.gender': ['Female'], boost: 0}});
  });
});

describe('the share link', () => {
  it('carries the SQON, and the nested fields when they are not the default, in the fragment', () => {
    const sqon = '{\n  "op": "in",\n  "content": {"fieldName": "file_type", "value": ["BAM"]}\n}';
    const fragment = shareFragment({sqon, nested: NESTED.join(', ')})!;
    expect(fragment.startsWith('#sqon=')).toBe(true);
    expect(fragment).not.toContain('nested=');
    expect(readShareFragment(fragment)).toEqual({sqon: JSON.stringify(JSON.parse(sqon))});
    const custom = shareFragment({sqon, nested: 'donors'})!;
    expect(readShareFragment(custom)).toEqual({sqon: JSON.stringify(JSON.parse(sqon)), nested: 'donors'});
    expect(formatSqon(readShareFragment(custom)!.sqon)).toBe(JSON.stringify(JSON.parse(sqon), null, 2));
  });

  it('keeps a SQON that does not parse as it was typed, refuses one too long, and ignores other anchors', () => {
    expect(readShareFragment(shareFragment({sqon: '{"op": "in",'})!)).toEqual({sqon: '{"op": "in",'});
    expect(
      shareFragment({
        sqon: JSON.stringify({op: 'in', content: {fieldName: 'x', value: ['y'.repeat(MAX_SHARE_LENGTH)]}}),
      }),
    ).toBeUndefined();
    expect(readShareFragment('#shape')).toBeUndefined();
    expect(readShareFragment('')).toBeUndefined();
  });
});

describe("the page's examples", () => {
  const page = pages.find(({file}) => file === SQON_PAGE)!;
  const tree = unified().use(remarkParse).use(remarkMdx).parse(page.source) as Root;
  const examples = collectSqonExamples(pageBlocks(tree));

  it('are every SQON of the page, labelled by heading, starting with the one flagged starter', () => {
    const sqonBlocks = page.codeBlocks.filter(({lang, value}) => {
      if (lang !== 'json') return false;
      try {
        const parsed = JSON.parse(value);
        return 'op' in parsed || 'content' in parsed;
      } catch {
        return false;
      }
    });
    expect(examples.map(({sqon}) => sqon)).toEqual(sqonBlocks.map(({value}) => value));
    expect(new Set(examples.map(({label}) => label)).size).toBe(examples.length);
    expect(examples.filter(({starter}) => starter).map(({label}) => label)).toEqual(['A compound filter']);
    expect(examples.map(({label}) => label)).toContain('Invalid: no op');
  });

  it('translate to the query the page shows, or fail with the error it shows', () => {
    const blocks = page.codeBlocks;
    for (const example of examples) {
      const index = blocks.findIndex(({value}) => value === example.sqon);
      const next = blocks[index + 1];
      const outcome = translate(example.sqon);
      if (outcome.kind === 'query') expect(outcome.warnings, example.label).toEqual([]);
      if (next?.lang === 'json' && /es-query/.test(next.meta ?? '')) {
        expect(outcome.kind, example.label).toBe('query');
        expect(outcome.kind === 'query' && JSON.parse(outcome.query), example.label).toEqual(JSON.parse(next.value));
      } else if (next?.lang === 'text') {
        expect(outcome, example.label).toMatchObject({kind: 'problems', arranger: next.value.trim()});
      }
    }
  });

  it('reach the component as its examples attribute (remark plugin)', () => {
    const mdx = unified().use(remarkParse).use(remarkMdx);
    const root = mdx.parse(
      '## Shape\n\n```json\n{"op": "in", "content": {"fieldName": "a", "value": ["b"]}}\n```\n\n<SqonPlayground documents="files" />\n',
    ) as Root;
    toolExamples()(root);
    const element = root.children.find((node) => node.type === 'mdxJsxFlowElement') as MdxJsxFlowElement;
    const attribute = element.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'examples');
    expect(JSON.parse(String(attribute?.value))).toEqual([
      {label: 'Shape', sqon: '{"op": "in", "content": {"fieldName": "a", "value": ["b"]}}', starter: true},
    ]);
    const other = mdx.parse('```json\n{}\n```\n') as Root;
    toolExamples()(other);
    expect(JSON.stringify(other)).not.toContain('examples');
  });
});

describe('what the browser bundle stands in for', () => {
  it("gives Arranger's translator the server's default saved-sets index", async () => {
    delete process.env.ES_ARRANGER_SET_INDEX;
    delete process.env.ES_ARRANGER_SET_TYPE;
    const constants = await import('@overture-stack/arranger-server/dist/config/constants.js');
    expect(ENV_CONFIG).toEqual({
      ES_ARRANGER_SET_INDEX: constants.ES_ARRANGER_SET_INDEX,
      ES_ARRANGER_SET_TYPE: constants.ES_ARRANGER_SET_TYPE,
    });
  });

  it('names the library versions installed', () => {
    const version = (name: string) =>
      (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
        .version;
    expect(ARRANGER_SERVER_VERSION).toBe(version('@overture-stack/arranger-server'));
    expect(LECTERN_DICTIONARY_VERSION).toBe(version('@overture-stack/lectern-dictionary'));
    expect(LECTERN_VALIDATION_VERSION).toBe(version('@overture-stack/lectern-validation'));
  });
});

/*
 * Inputs modelled on Arranger 3.0.4's own buildQuery tests (modules/server/src/middleware/__tests__/buildQuery/
 * buildQuery.test.js, cases 6 and 8): range bounds written as numeric text, alone, in an `and`, and mixed with a
 * number in `between`. Arranger builds a `range` query for each, and its tests assert that query.
 */
describe('range bounds written as numeric text (issue 28, live tools 1)', () => {
  const age = (op: string, value: unknown) => ({op, content: {fieldName: 'cases.clinical.age_at_diagnosis', value}});
  const queryOf = (outcome: SqonOutcome) => (outcome.kind === 'query' ? JSON.parse(outcome.query) : outcome);
  const warnings = (outcome: SqonOutcome) =>
    outcome.kind === 'query' ? outcome.warnings.map(({message}) => message) : outcome;

  it('show the range query Arranger builds, with a warning on how Elasticsearch reads the bound', () => {
    const single = translate(JSON.stringify(age('<=', ['20'])), '');
    expect(queryOf(single)).toEqual({range: {'cases.clinical.age_at_diagnosis': {lte: '20', boost: 0}}});
    expect(warnings(single)).toEqual([
      'The bound "20" is text, not a number: Arranger sends it as text. On a numeric field (long, integer, float…) Elasticsearch reads it as the number 20; on a keyword field it compares text, where "100" comes before "20". Write 20 without quotes to compare numbers.',
    ]);
    const both = translate(
      JSON.stringify({
        op: 'and',
        content: [
          age('<=', ['30']),
          age('>=', ['20']),
          {...age('>=', ['100']), content: {fieldName: 'cases.clinical.days_to_death', value: ['100']}},
        ],
      }),
      '',
    );
    expect(queryOf(both)).toEqual({
      bool: {
        must: [
          {range: {'cases.clinical.age_at_diagnosis': {lte: '30', boost: 0}}},
          {range: {'cases.clinical.age_at_diagnosis': {gte: '20', boost: 0}}},
          {range: {'cases.clinical.days_to_death': {gte: '100', boost: 0}}},
        ],
      },
    });
    expect(warnings(both)).toHaveLength(3);
    expect(both.kind === 'query' && both.reading).toBe(
      'Documents where clinical age at diagnosis is at most 30, clinical age at diagnosis is at least 20 and clinical days to death is at least 100.',
    );
  });

  it('between [200, "10000"] on a nested field: the query Arranger builds', () => {
    const between = translate(
      JSON.stringify({
        op: 'and',
        content: [{op: 'between', content: {fieldName: 'biospecimens.age_at_event_days', value: [200, '10000']}}],
      }),
      'biospecimens',
    );
    expect(queryOf(between)).toEqual({
      bool: {
        must: [
          {
            nested: {
              path: 'biospecimens',
              query: {
                bool: {must: [{range: {'biospecimens.age_at_event_days': {boost: 0, gte: 200, lte: '10000'}}}]},
              },
            },
          },
        ],
      },
    });
    expect(warnings(between)).toEqual([expect.stringMatching(/^The bound "10000" is text, not a number/)]);
  });

  it('says which bound Arranger keeps when it compares text', () => {
    const outcome = translate(JSON.stringify(age('lte', ['30', '4'])), '');
    expect(queryOf(outcome)).toEqual({range: {'cases.clinical.age_at_diagnosis': {lte: '30', boost: 0}}});
    expect(warnings(outcome)).toContain(
      'Arranger keeps the smallest value, comparing the values as text: "30" (as numbers, 4 is smaller).',
    );
  });

  it('with the mapping known, says how Elasticsearch reads the bound on that field', () => {
    const size = translate('{"op": ">=", "content": {"fieldName": "file.size", "value": "1000"}}');
    expect(warnings(size)).toEqual([
      'The bound "1000" is text, not a number: Arranger sends it as text, and "file.size" is a long field, so Elasticsearch reads it as the number 1000.',
    ]);
    const study = translate('{"op": "<", "content": {"fieldName": "study_id", "value": "20"}}');
    expect(warnings(study)).toEqual([
      'The bound "20" is text: "study_id" is a keyword field, so Elasticsearch compares text, where "100" comes before "20".',
    ]);
  });

  it('text that is neither a number nor a date stays a problem, named with the operator as typed', () => {
    expect(problems(translate('{"op": "<=", "content": {"fieldName": "file.size", "value": "large"}}'))).toEqual([
      '1:61 Wrong value type: "<=" compares numbers or dates (such as "2025-06-01T00:00:00"), not the text "large"',
    ]);
  });
});

describe('field names and wording (issue 28, reader 8)', () => {
  const warnings = (outcome: SqonOutcome) =>
    outcome.kind === 'query'
      ? outcome.warnings.map(({line, column, message}) => `${line}:${column} ${message}`)
      : outcome;

  it('warns of a field the page’s mapping does not have, naming the nearest field', () => {
    const outcome = translate('{"op": "in", "content": {"fieldName": "donors.gendr", "value": ["Female"]}}');
    expect(outcome.kind).toBe('query');
    expect(warnings(outcome)).toEqual([
      '1:39 "donors.gendr" is not a field of the file_centric mapping: did you mean "donors.gender"? Arranger builds the query all the same, and Elasticsearch finds no values in a field the mapping does not have.',
    ]);
    expect(
      warnings(
        translate('{"op": "filter", "content": {"fieldNames": ["file.name", "analysis.analysisid"], "value": "x*"}}'),
      ),
    ).toEqual([
      expect.stringContaining(
        '"analysis.analysisid" is not a field of the file_centric mapping: did you mean "analysis.analysis_id"?',
      ),
    ]);
    expect(warnings(translate('{"op": "in", "content": {"fieldName": "file", "value": ["x"]}}'))).toEqual([
      expect.stringContaining(
        '"file" is an object of the file_centric mapping, not a field with values: name one of its fields, such as "file.name"',
      ),
    ]);
  });

  it('checks field names only while the nested fields are the mapping’s: another index has other fields', () => {
    const sqon = '{"op": "in", "content": {"fieldName": "donors.gendr", "value": ["Female"]}}';
    expect(warnings(translate(sqon, 'donors'))).toEqual([]);
    expect(warnings(translate(sqon, 'donors, donors.specimens, donors.specimens.samples, repositories'))).toHaveLength(
      1,
    );
  });

  it('reads "Files where" for the page’s index, and "Documents where" for another one', () => {
    const sqon = '{"op": "in", "content": {"fieldName": "file_type", "value": ["BAM"]}}';
    expect(translate(sqon)).toMatchObject({reading: 'Files where file type is BAM.'});
    expect(translate(sqon, 'donors')).toMatchObject({reading: 'Documents where file type is BAM.'});
  });

  it('says what is missing in words a reader can act on, naming the operator as typed', () => {
    expect(problems(translate('{"op": "=", "content": {"value": ["BAM"]}}'))).toEqual([
      '1:24 Missing "fieldName": the "content" of "=" needs the field to test, such as "fieldName": "file_type"',
    ]);
    expect(problems(translate('{"op": "in", "content": {"fieldName": "file_type"}}'))).toEqual([
      '1:25 Missing "value": the "content" of "in" needs the values to look for, such as "value": ["BAM"]',
    ]);
    expect(problems(translate('{"op": ">", "content": {"fieldName": "file.size"}}'))).toEqual([
      '1:24 Missing "value": the "content" of ">" needs the bound to compare with, such as "value": 1000',
    ]);
    expect(problems(translate('{"op": "==", "content": {"fieldNames": ["a"], "value": ["x"]}}'))[0]).toContain(
      '("fieldNames" belongs to "filter"; "==" tests one field)',
    );
  });
});

describe('the reading of large and nested filters (issue 28, live tools 3)', () => {
  it('names the object of a nested field in the singular, Greek and Latin plurals included', () => {
    expect(singular('diagnoses')).toBe('diagnosis');
    expect(singular('analyses')).toBe('analysis');
    expect(singular('statuses')).toBe('status');
    expect(singular('cases')).toBe('case');
    expect(singular('biospecimens')).toBe('biospecimen');
    expect(read(leaf('in', 'diagnoses.icd_code', ['C50']), ['diagnoses'])).toBe(
      'Files where the icd code of some diagnosis is C50.',
    );
  });

  it('cuts a long "or" and a long list of values so that each still says "or"', () => {
    const many = {op: 'or', content: Array.from({length: 3000}, (_, i) => leaf('in', 'file_type', [`T${i}`]))};
    const reading = read(many);
    expect(reading.length).toBeLessThanOrEqual(600);
    expect(reading).toMatch(
      /^Files where file type is T0, file type is T1, .*file type is T\d+ or any of [\d,]+ more conditions\.$/,
    );
    const values = read(
      leaf(
        'in',
        'file_type',
        Array.from({length: 3000}, (_, i) => `T${i}`),
      ),
    );
    expect(values).toMatch(/^Files where file type is one of T0, T1, .*, T\d+ or one of [\d,]+ more values\.$/);
    const both = read({op: 'and', content: Array.from({length: 3000}, (_, i) => leaf('in', 'file_type', [`T${i}`]))});
    expect(both).toMatch(/, file type is T\d+ and [\d,]+ more conditions\.$/);
  });
});

describe('the example buttons (issue 28, reader 8)', () => {
  const page = pages.find(({file}) => file === SQON_PAGE)!;
  const examples = collectSqonExamples(
    pageBlocks(unified().use(remarkParse).use(remarkMdx).parse(page.source) as Root),
  );
  const labels = examples.map(({label}) => label);

  it('tell examples under one heading apart by what they filter, not by a number', () => {
    expect(labels.filter((label) => /\(\d+\)$/.test(label))).toEqual([]);
    expect(labels).toContain('Shape: `study_id in ABC123`');
    expect(labels).toContain('Shape: `and` of `study_id`, `file_type`');
    expect(labels).toContain('8. A pattern in `in`: `file.name in *.bam`');
    expect(labels).toContain('8. A pattern in `in`: `file.name in *.bam, *.cram`');
    expect(labels).toContain(
      'Two conditions on the same nested object: `and` of `gender`, `submitter_donor_id`, pivot `donors`',
    );
    // A heading with one example is its label, with its code marked.
    expect(labels).toContain('9. Combine with `and`');
    expect(labels).toContain('A compound filter');
    expect(new Set(labels.map(plainLabel)).size).toBe(labels.length);
  });

  it('keep the code of a label apart from its words, and give the plain text a button is named by', () => {
    expect(labelParts('8. A pattern in `in`: `file.name in *.bam`')).toEqual([
      {text: '8. A pattern in '},
      {text: 'in', code: true},
      {text: ': '},
      {text: 'file.name in *.bam', code: true},
    ]);
    expect(plainLabel('8. A pattern in `in`')).toBe('8. A pattern in in');
  });
});

describe("Arranger's errors in its server's words", () => {
  it('names the variables of a crash as Arranger’s code does, not as the site’s minified copy does', () => {
    let server = '';
    try {
      buildQuery({nestedFieldNames: [], filters: {op: 'all', content: {fieldName: 'file_type', value: 'BAM'}}});
    } catch (error) {
      server = (error as Error).message;
    }
    // Node runs the package as published: the message the page states and the server returns.
    expect(server).toBe('filter.content.value.map is not a function');
    expect(serverWording(server)).toBe(server);
    // The site's bundle renames `filter`; the playground gives the server's words back.
    expect(serverWording('e.content.value.map is not a function')).toBe(server);
    expect(serverWording('Must specify "op" in filters: [object Object]')).toBe(
      'Must specify "op" in filters: [object Object]',
    );
    expect(serverWording('t.reduce is not a function')).toBe('t.reduce is not a function');
  });
});
