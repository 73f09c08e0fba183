/**
 * The dictionary checker's glue (src/tools/lectern): reading the Records box,
 * Lectern's results in table rows and messages, the regular-expression probe,
 * and what the checker says when the worker was stopped. Lectern's libraries
 * run for real, on the examples of the dictionary reference page.
 */
import type {Schema} from '@overture-stack/lectern-dictionary';
import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {loadContentPages} from '../../scripts/lib/contentPages';
import {pageBlocks} from '../../src/remark/toolExamples';
import {asDictionaryText, collectLecternExamples, parseFenceMeta} from '../../src/tools/examples';
import {plainLabel} from '../../src/tools/exampleLabels';
import {checkLectern, MAX_ROWS, type CheckOutcome} from '../../src/tools/lectern/check';
import {checkDictionaryText} from '../../src/tools/lectern/dictionary';
import {dictionaryRows, errorDetails, issueProblems, recordRows, showValue} from '../../src/tools/lectern/messages';
import {parseRecordsText} from '../../src/tools/lectern/records';
import {probeRegexes, regexTests} from '../../src/tools/lectern/regexProbe';
import {BUDGETS_MS, stoppedMessage} from '../../src/tools/lectern/stopped';
import {recordIndexNote, recordsVerdict} from '../../src/tools/lectern/verdicts';
import {lecternAnnouncement} from '../../src/tools/announcements';
import {WorkerStoppedError} from '../../src/utils/workerCalls';

const LECTERN_PAGE = 'docs/core-software/lectern/dictionaryReference.md';
const page = loadContentPages().find(({file}) => file === LECTERN_PAGE)!;
const examples = collectLecternExamples(
  pageBlocks(unified().use(remarkParse).use(remarkMdx).parse(page.source) as Root),
);

const DONOR = JSON.stringify({
  name: 'abc123',
  version: '1.0',
  schemas: [
    {
      name: 'donor',
      fields: [
        {name: 'submitter_donor_id', valueType: 'string', restrictions: {required: true, regex: '^DO-[0-9]+$'}},
        {name: 'age', valueType: 'integer', restrictions: {range: {min: 0, max: 120}}},
      ],
    },
    {name: 'sample', fields: [{name: 'submitter_sample_id', valueType: 'string'}]},
  ],
});

const rowsOf = (outcome: CheckOutcome) =>
  outcome.records.state === 'invalid'
    ? outcome.records.rows.map(({record, reason, field}) => `${record}:${field}:${reason}`)
    : outcome.records.state;

describe('the Records box', () => {
  it('reads TSV: a header row, then records; empty lines skipped, lines numbered as in the box', () => {
    expect(parseRecordsText('\uFEFFid\tage\r\nDO-1\t52\r\n\r\n\t\n')).toEqual({
      kind: 'table',
      header: ['id', 'age'],
      rows: [
        {line: 2, cells: ['DO-1', '52']},
        {line: 4, cells: ['', '']},
      ],
      notes: [],
    });
  });

  it('notes cells beyond the header, and refuses CSV with a reason', () => {
    expect(parseRecordsText('id\nDO-1\textra')).toMatchObject({
      notes: ['Line 2 has 2 cells and the header 1 columns: the extra cells are not checked'],
    });
    expect(parseRecordsText('id,age\nDO-1,52')).toMatchObject({
      kind: 'unreadable',
      message: expect.stringMatching(/^The header row has commas but no tab/),
      line: 1,
    });
  });

  it('reads JSON: a list of records, or records by schema', () => {
    expect(parseRecordsText('[{"id": "DO-1", "age": 52}]')).toEqual({kind: 'json-rows', rows: [{id: 'DO-1', age: 52}]});
    expect(parseRecordsText('{"donor": [{"id": "DO-1"}]}')).toEqual({
      kind: 'json-schemas',
      bySchema: {donor: [{id: 'DO-1'}]},
    });
    expect(parseRecordsText('[{"id": "DO-1"}, 3]')).toMatchObject({
      kind: 'unreadable',
      message: expect.stringMatching(/^Item 1/),
    });
    expect(parseRecordsText('{"id": "DO-1"}')).toMatchObject({
      kind: 'unreadable',
      message: expect.stringMatching(/^"id" is not a list/),
    });
    expect(parseRecordsText('[{"id": "DO-1",}]')).toMatchObject({kind: 'unreadable', line: 1, column: 15});
    expect(parseRecordsText('['.repeat(10_000))).toMatchObject({
      message: expect.stringMatching(/more than 100 levels deep/),
    });
    expect(parseRecordsText('  ')).toEqual({kind: 'empty'});
  });
});

describe("Lectern's results in the checker's words", () => {
  it('gives a union issue its likely causes', () => {
    const problems = issueProblems([
      {
        code: 'invalid_union',
        message: 'Invalid input',
        path: ['meta', 'examples'],
        unionErrors: [
          {issues: [{code: 'invalid_type', message: 'Expected string, received array', path: ['meta', 'examples']}]},
          {
            issues: [
              {code: 'invalid_type', message: 'Expected number, received string', path: ['meta', 'examples', 1]},
            ],
          },
        ],
      },
      {code: 'custom', message: 'Plain', path: []},
    ]);
    expect(problems).toEqual([
      {path: ['meta', 'examples'], message: 'Invalid input', causes: ['1: Expected number, received string']},
      {path: [], message: 'Plain'},
    ]);
  });

  it('turns record errors into rows: record, line, field, value, reason, details', () => {
    const rows = recordRows(
      [
        {
          recordIndex: 1,
          recordErrors: [
            {
              fieldName: 'treatment_types',
              fieldValue: ['Surgery', 'Hormone therapy'],
              reason: 'INVALID_BY_RESTRICTION',
              errors: [
                {
                  restriction: {type: 'codeList', rule: ['Surgery']},
                  message: 'All values in this field must match an option from the list.',
                  invalidItems: [{position: 1, value: 'Hormone therapy'}],
                },
              ],
            },
            {reason: 'INVALID_BY_UNIQUE_KEY', matchingRecords: [1, 3], uniqueKey: {id: 'DO-1', visit: 2}},
          ],
        },
      ],
      [2, 3],
    );
    expect(rows).toEqual([
      {
        record: 1,
        line: 3,
        field: 'treatment_types',
        value: 'Surgery, Hormone therapy',
        reason: 'INVALID_BY_RESTRICTION',
        details:
          'codeList: All values in this field must match an option from the list. Allowed: Surgery. Values at fault: Hormone therapy (position 1).',
      },
      {
        record: 1,
        line: 3,
        field: 'id + visit',
        value: 'DO-1 + 2',
        reason: 'INVALID_BY_UNIQUE_KEY',
        details: 'The same unique key is in rows 1, 3.',
      },
    ]);
    expect(dictionaryRows([{reason: 'UNRECOGNIZED_SCHEMA', schemaName: 'specimen'}])).toEqual([
      {
        record: null,
        schema: 'specimen',
        field: '',
        value: 'specimen',
        reason: 'UNRECOGNIZED_SCHEMA',
        details: 'Not a schema of this dictionary.',
      },
    ]);
  });

  it('explains each reason', () => {
    expect(errorDetails({reason: 'INVALID_VALUE_TYPE', valueType: 'integer', isArray: false})).toBe(
      'Expected a whole number.',
    );
    expect(errorDetails({reason: 'INVALID_VALUE_TYPE', valueType: 'boolean', isArray: true})).toBe(
      'Expected a list of values, each true or false.',
    );
    expect(errorDetails({reason: 'UNRECOGNIZED_FIELD'})).toBe('Not a field of this schema.');
    expect(errorDetails({reason: 'INVALID_BY_UNIQUE', matchingRecords: [0, 2]})).toBe(
      'The same value is in rows 0, 2.',
    );
    expect(
      errorDetails({
        reason: 'INVALID_BY_FOREIGNKEY',
        foreignSchema: {schemaName: 'donor', fieldName: 'submitter_donor_id'},
      }),
    ).toBe('Not found in donor.submitter_donor_id.');
    expect(
      errorDetails({
        reason: 'INVALID_BY_RESTRICTION',
        errors: [
          {restriction: {type: 'range', rule: {max: 120, min: 0}}, message: 'The value must be within the range.'},
        ],
      }),
    ).toBe('range: The value must be within the range. Must be at least 0 and at most 120.');
    expect(showValue(undefined)).toBe('(no value)');
  });
});

describe('checking a dictionary', () => {
  it('gives each problem its path, line and column', () => {
    const text =
      '{\n  "name": "x",\n  "version": "1.0",\n  "schemas": [{"name": "donor", "fields": [{"name": "a.b", "valueType": "string"}]}]\n}';
    expect(checkDictionaryText(text)).toMatchObject({
      state: 'invalid',
      schemas: ['donor'],
      problems: [
        {path: 'schemas.0.fields.0.name', message: 'Name fields cannot have `.` characters.', line: 4, column: 53},
      ],
    });
  });

  it('points at an unknown reference tag, and at a syntax error', () => {
    const text = JSON.stringify({
      name: 'x',
      version: '1.0',
      schemas: [{name: 's', fields: [{name: 'a', valueType: 'string', restrictions: {regex: '#/regex/nope'}}]}],
    });
    expect(checkDictionaryText(text)).toMatchObject({
      state: 'invalid',
      problems: [
        {
          path: '',
          message: "No reference found for provided tag '#/regex/nope'.",
          line: 1,
          column: text.indexOf('"#/regex') + 1,
        },
      ],
    });
    expect(checkDictionaryText('{"name": "x",\n"version": }')).toMatchObject({
      state: 'invalid',
      notJson: true,
      problems: [{message: 'Not valid JSON: A value is missing before "}"', line: 2, column: 12}],
    });
  });

  it('checks a schema or a field alone inside a dictionary of its own, with paths in the text as typed', () => {
    const schema =
      '{"name": "donor", "fields": [{"name": "age", "valueType": "integer", "restrictions": {"regex": "^1"}}]}';
    expect(checkDictionaryText(schema)).toMatchObject({
      state: 'invalid',
      note: 'The box holds a schema: it is checked as a dictionary with this one schema.',
      problems: [{path: 'schemas.0.fields.0.restrictions', line: 1, column: 86}],
    });
    expect(checkDictionaryText('{"name": "age", "valueType": "integer"}')).toMatchObject({
      state: 'valid',
      schemas: ['example'],
    });
  });
});

describe('checking records', () => {
  it('parses and validates TSV against the chosen schema, with lines', () => {
    const outcome = checkLectern({
      dictionary: DONOR,
      records: 'submitter_donor_id\tage\nDO-1\t52\nD-2\t130\n\nDO-3\tabc',
      schema: 'donor',
    });
    expect(outcome.schemas).toEqual(['donor', 'sample']);
    expect(outcome.dictionary).toEqual({state: 'valid', name: 'abc123', version: '1.0'});
    // Parsing fails on "abc", so (as the Lectern client does) validation does not run.
    expect(outcome.records).toMatchObject({
      state: 'invalid',
      count: 3,
      rows: [{record: 2, line: 5, field: 'age', value: 'abc', reason: 'INVALID_VALUE_TYPE'}],
      stage: 'parse',
      notes: [
        'Lectern validates records only once every record parses, as the Lectern client does: the restrictions, unique values and keys of the 3 records were not checked, including the 2 records that parsed.',
      ],
    });
    const parsed = checkLectern({
      dictionary: DONOR,
      records: 'submitter_donor_id\tage\nDO-1\t52\nD-2\t130',
      schema: 'donor',
    });
    expect(rowsOf(parsed)).toEqual(['1:submitter_donor_id:INVALID_BY_RESTRICTION', '1:age:INVALID_BY_RESTRICTION']);
    expect(parsed.template).toEqual({fileName: 'donor.tsv', content: 'submitter_donor_id\tage\n\t\n'});
  });

  it('validates JSON records of one schema, or of several (foreign keys), and says which schema it used', () => {
    expect(
      checkLectern({dictionary: DONOR, records: '[{"submitter_donor_id": "DO-1", "age": 200}]', schema: 'donor'})
        .records,
    ).toMatchObject({
      state: 'invalid',
      how: 'validateSchema (typed JSON values)',
    });
    const bySchema = checkLectern({dictionary: DONOR, records: '{"donor": [], "specimen": [{}]}', schema: null});
    expect(rowsOf(bySchema)).toEqual(['null::UNRECOGNIZED_SCHEMA']);
    const other = checkLectern({dictionary: DONOR, records: 'submitter_sample_id\nSA-1', schema: 'sample'});
    expect(other).toMatchObject({
      schema: 'sample',
      records: {state: 'valid', count: 1},
      template: {fileName: 'sample.tsv'},
    });
    expect(checkLectern({dictionary: DONOR, records: 'x', schema: 'unknown'}).schema).toBe('donor');
  });

  it('checks 1,000 records, and lists at most MAX_ROWS problems with the total', () => {
    const lines = Array.from({length: 1000}, (_, i) => `DO-${i}\t${i % 150}`);
    const outcome = checkLectern({
      dictionary: DONOR,
      records: `submitter_donor_id\tage\n${lines.join('\n')}`,
      schema: 'donor',
    });
    expect(outcome.records).toMatchObject({state: 'invalid', count: 1000, total: 174, invalidRecords: 174});
    expect(outcome.records.state === 'invalid' && outcome.records.rows).toHaveLength(MAX_ROWS);
    const valid = Array.from({length: 1000}, (_, i) => `DO-${i}\t${i % 100}`);
    expect(
      checkLectern({dictionary: DONOR, records: `submitter_donor_id\tage\n${valid.join('\n')}`, schema: 'donor'})
        .records,
    ).toMatchObject({
      state: 'valid',
      count: 1000,
    });
  });

  it('waits for a valid dictionary before checking records', () => {
    expect(checkLectern({dictionary: '{', records: 'a\n1', schema: null}).records).toEqual({
      state: 'not-checked',
      message: 'The records are checked once the dictionary is valid.',
    });
    expect(checkLectern({dictionary: '', records: '', schema: null})).toMatchObject({
      dictionary: {state: 'empty'},
      records: {state: 'empty'},
    });
  });
});

describe("the page's examples", () => {
  it('pair each records block with its dictionary, and add every invalid definition', () => {
    const recordsBlocks = page.codeBlocks.filter(({meta}) => parseFenceMeta(meta).flags.has('records'));
    const invalid = page.codeBlocks.filter(({meta}) => /title="Invalid:/.test(meta ?? ''));
    expect(examples).toHaveLength(recordsBlocks.length + invalid.length);
    expect(new Set(examples.map(({label}) => label)).size).toBe(examples.length);
    expect(examples.filter(({starter}) => starter).map(({label}) => plainLabel(label))).toEqual(['codeList']);
  });

  it('give the outcome the page states', () => {
    for (const example of examples) {
      const outcome = checkLectern({
        dictionary: example.dictionary,
        records: example.records,
        schema: example.schema ?? null,
      });
      const index = page.codeBlocks.findIndex(({value}) => value === (example.records || undefined));
      if (example.records === '') {
        // An invalid definition: the text block after it lists the library's messages, with paths from its top.
        const definition = page.codeBlocks.findIndex(
          ({meta}) => parseFenceMeta(meta).attributes.title === example.label,
        );
        const stated = page.codeBlocks.slice(definition + 1).find(({lang}) => lang === 'text' || lang === 'json');
        expect(outcome.dictionary.state, example.label).toBe('invalid');
        const messages =
          outcome.dictionary.state === 'invalid'
            ? outcome.dictionary.problems.map(({path, message}) => `${path}: ${message}`)
            : [];
        for (const line of stated!.value.trim().split('\n')) {
          expect(
            messages.some((message) => message.endsWith(line) || message.endsWith(`: ${line}`)),
            `${example.label}: "${line}" among ${messages.join(' | ')}`,
          ).toBe(true);
        }
        continue;
      }
      const meta = parseFenceMeta(page.codeBlocks[index].meta);
      if (meta.flags.has('valid')) {
        expect(outcome.records.state, example.label).toBe('valid');
        continue;
      }
      const stated = JSON.parse(page.codeBlocks[index + 1].value) as Record<string, unknown>[];
      const expected = stated.flatMap((entry) =>
        entry.reason === 'INVALID_RECORDS'
          ? (entry.invalidRecords as {recordIndex: number; recordErrors: {reason: string}[]}[]).flatMap((record) =>
              record.recordErrors.map(({reason}) => `${record.recordIndex}:${reason}`),
            )
          : (entry.recordErrors as {reason: string}[]).map(({reason}) => `${String(entry.recordIndex)}:${reason}`),
      );
      const actual =
        outcome.records.state === 'invalid'
          ? outcome.records.rows.map(({record, reason}) => `${record}:${reason}`)
          : [];
      expect(actual, example.label).toEqual(expected);
    }
  });

  it('wrap a schema or a field in a dictionary, keeping the page formatting', () => {
    expect(JSON.parse(asDictionaryText('field', '{"name": "a",\n"valueType": "string"}'))).toEqual({
      name: 'example',
      version: '1.0',
      schemas: [{name: 'example', fields: [{name: 'a', valueType: 'string'}]}],
    });
    expect(asDictionaryText('schema', '{\n  "name": "s"\n}')).toContain('\n    {\n      "name": "s"\n    }\n');
  });
});

describe('regular expressions that could hang', () => {
  const schema = {
    name: 'donor',
    fields: [
      {name: 'code', valueType: 'string', restrictions: [{regex: ['^a', 'b$']}]},
      {name: 'tags', valueType: 'string', isArray: true, delimiter: '|', restrictions: {regex: '^t'}},
      {
        name: 'other',
        valueType: 'string',
        restrictions: {
          if: {conditions: [{fields: ['code'], match: {regex: '^(a+)+$'}}]},
          then: {required: true},
          else: {regex: '^x'},
        },
      },
    ],
  } as unknown as Schema;

  it('are all found: restrictions, lists of patterns, conditions and their branches', () => {
    expect(regexTests(schema)).toEqual([
      {field: 'code', target: 'code', pattern: '^a'},
      {field: 'code', target: 'code', pattern: 'b$'},
      {field: 'tags', target: 'tags', pattern: '^t'},
      {field: 'other', target: 'code', pattern: '^(a+)+$'},
      {field: 'other', target: 'other', pattern: '^x'},
    ]);
  });

  it('are each announced before they run on the values they will meet', () => {
    const announced: string[] = [];
    probeRegexes(schema, [{code: 'ab', tags: 't1|t2', other: 'x'}], (test) =>
      announced.push(`${test.field}/${test.pattern}`),
    );
    expect(announced).toEqual(['code/^a', 'code/b$', 'tags/^t', 'other/^(a+)+$', 'other/^x']);
  });

  it('name the field, schema and pattern when the worker had to be stopped', () => {
    const stopped = new WorkerStoppedError(
      'The worker took longer than 2000 ms',
      {step: 'regex', schema: 'donor', field: 'other', target: 'code', pattern: '^(a+)+$'},
      BUDGETS_MS.regex,
    );
    expect(stoppedMessage(stopped)).toMatch(
      /^Checking stopped: the regex restriction of field "other" in schema "donor", \^\(a\+\)\+\$, ran for more than 2 seconds on the values of "code" \(in a condition of "other"\)\./,
    );
    expect(stoppedMessage(new WorkerStoppedError('x', {step: 'records', count: 5}, 60_000))).toBe(
      'Checking stopped: validating 5 records took more than 60 seconds. Check fewer records at a time.',
    );
    expect(stoppedMessage(new WorkerStoppedError('x', {step: 'dictionary'}, 10_000))).toMatch(/reading the dictionary/);
    expect(stoppedMessage(new Error('boom'))).toBe('The check failed: boom');
  });
});

/*
 * Inputs modelled on Lectern's own fixtures: a dictionary versioned "1.0.0" with a schema whose restrictions hold a
 * uniqueKey and a foreignKey (packages/ui/stories/fixtures/invalid_uniquekey.json at server-v2.0.0), and records of
 * every value type of which some do not parse (packages/validation/test/parseValues/parseSchema.spec.ts at
 * validation-v2.0.0).
 */
const PARTICIPANTS = {
  name: 'participant',
  fields: [
    {name: 'participant_id', valueType: 'string'},
    {name: 'age', valueType: 'integer'},
  ],
};
const SAMPLES = {
  name: 'sample',
  fields: [
    {name: 'sample_id', valueType: 'string', unique: true},
    {name: 'participant_id', valueType: 'string'},
  ],
  restrictions: {
    uniqueKey: ['sample_id'],
    foreignKey: [{schema: 'participant', mappings: [{local: 'participant_id', foreign: 'participant_id'}]}],
  },
};
const ALL_TYPES = JSON.stringify({
  name: 'all_types',
  version: '1.0',
  schemas: [
    {
      name: 'all',
      fields: [
        {name: 'any-string', valueType: 'string'},
        {name: 'any-number', valueType: 'number'},
        {name: 'any-integer', valueType: 'integer', restrictions: {range: {max: 1_000_000}}},
        {name: 'any-boolean', valueType: 'boolean'},
      ],
    },
  ],
});

describe('messages a reader can act on (issue 28, live tools 3)', () => {
  it('says the rule when a version is not major.minor', () => {
    const text = JSON.stringify({
      name: 'invalid_uniquekey_reference',
      version: '1.0.0',
      schemas: [PARTICIPANTS, SAMPLES],
    });
    expect(checkDictionaryText(text)).toMatchObject({
      state: 'invalid',
      problems: [
        {
          path: 'version',
          message:
            '"1.0.0" is not a Lectern version: a version is major.minor, two whole numbers with a dot between them, such as "1.0" or "2.3".',
        },
      ],
    });
  });

  it('names the keys Lectern drops without an error, and what the object takes', () => {
    const samples = {
      ...SAMPLES,
      restrictions: {
        ...SAMPLES.restrictions,
        primaryKey: ['sample_id'],
        foreignKey: [{...SAMPLES.restrictions.foreignKey[0], onDelete: 'cascade'}],
      },
    };
    const text = JSON.stringify({name: 'x', version: '1.0', schemas: [PARTICIPANTS, samples]}, null, 2);
    const check = checkDictionaryText(text);
    expect(check.state).toBe('valid');
    expect(check.state === 'valid' && check.ignored).toEqual([
      {
        path: 'schemas.1.restrictions.foreignKey.0.onDelete',
        message: 'Lectern ignores "onDelete" here, without an error: a foreign key takes schema and mappings.',
        line: text.split('\n').findIndex((line) => line.includes('"onDelete"')) + 1,
        column: 13,
      },
      {
        path: 'schemas.1.restrictions.primaryKey',
        message:
          'Lectern ignores "primaryKey" here, without an error: a schema\'s restrictions take foreignKey and uniqueKey.',
        line: text.split('\n').findIndex((line) => line.includes('"primaryKey"')) + 1,
        column: 9,
      },
    ]);
    const outcome = checkLectern({dictionary: text, records: '', schema: null});
    expect(outcome.dictionary).toMatchObject({
      state: 'valid',
      ignored: [{}, {path: 'schemas.1.restrictions.primaryKey'}],
    });
    expect(lecternAnnouncement(outcome.dictionary, outcome.records)).toBe(
      'Dictionary x 1.0 is valid, but Lectern ignores 2 keys in it.',
    );
  });

  it('says what was and was not checked when records cannot be parsed', () => {
    const outcome = checkLectern({
      dictionary: ALL_TYPES,
      records:
        'any-string\tany-number\tany-integer\tany-boolean\n' +
        'valid record\t12.34\t1234321\tfalse\n' +
        'invalid 1\tnot a number\t1234321\ttrue\n' +
        'invalid 2\t23.45\tnot an integer\tTRUE\n',
      schema: 'all',
    });
    expect(outcome.records).toMatchObject({state: 'invalid', stage: 'parse', count: 3, invalidRecords: 2});
    expect(recordsVerdict(outcome.records)).toBe('2 of 3 records could not be parsed, so no record was validated.');
    expect(outcome.records.state === 'invalid' && outcome.records.notes).toEqual([
      'Lectern validates records only once every record parses, as the Lectern client does: the restrictions, unique values and keys of the 3 records were not checked, including the record that parsed.',
    ]);
    // Once they parse, the records are validated: the first one's integer is out of its range.
    const fixed = checkLectern({
      dictionary: ALL_TYPES,
      records: 'any-string\tany-number\tany-integer\tany-boolean\nvalid record\t12.34\t1234321\tfalse\n',
      schema: 'all',
    });
    expect(fixed.records).toMatchObject({state: 'invalid', stage: 'validate', count: 1, invalidRecords: 1});
    expect(recordsVerdict(fixed.records)).toBe('The record has problems.');
  });

  it('counts records right: none, one, and problems that belong to no record', () => {
    const none = checkLectern({dictionary: DONOR, records: '{"specimen": []}', schema: null});
    expect(rowsOf(none)).toEqual(['null::UNRECOGNIZED_SCHEMA']);
    expect(recordsVerdict(none.records)).toBe('The records name a schema the dictionary does not have.');
    const mixed = checkLectern({
      dictionary: DONOR,
      records: '{"donor": [{"submitter_donor_id": "D-1"}], "specimen": []}',
      schema: null,
    });
    expect(recordsVerdict(mixed.records)).toBe(
      'The record has problems, and the records name a schema the dictionary does not have.',
    );
    const one = checkLectern({dictionary: DONOR, records: 'submitter_donor_id\nDO-1', schema: 'donor'});
    expect(recordsVerdict(one.records)).toBe('The record is valid.');
    const empty = checkLectern({dictionary: DONOR, records: '[]', schema: 'donor'});
    expect(recordsVerdict(empty.records)).toBe('There are no records to check: the list is empty.');
    const header = checkLectern({dictionary: DONOR, records: 'submitter_donor_id\tage\n', schema: 'donor'});
    expect(recordsVerdict(header.records)).toBe('There are no records to check: the header has no rows under it.');
  });

  it('says how records are counted, for TSV and for JSON', () => {
    const tsv = checkLectern({dictionary: DONOR, records: 'submitter_donor_id\nD-1', schema: 'donor'});
    expect(recordIndexNote(tsv.records)).toBe("Rows are counted from 0, after the header, as Lectern's recordIndex.");
    const json = checkLectern({dictionary: DONOR, records: '[{"submitter_donor_id": "D-1"}]', schema: 'donor'});
    expect(recordIndexNote(json.records)).toBe(
      "Records are counted from 0 in the order of the list, as Lectern's recordIndex.",
    );
    const bySchema = checkLectern({
      dictionary: DONOR,
      records: '{"donor": [{"submitter_donor_id": "D-1"}]}',
      schema: null,
    });
    expect(recordIndexNote(bySchema.records)).toBe(
      "Records are counted from 0 within each schema's list, as Lectern's recordIndex.",
    );
  });
});

describe('the example buttons (issue 28, reader 8)', () => {
  it('tell examples under one heading apart by their records, not by a number', () => {
    const labels = examples.map(({label}) => label);
    expect(labels.filter((label) => /\(\d+\)$/.test(label))).toEqual([]);
    expect(labels).toContain('Arrays: `isArray` and `delimiter`: `treatment.tsv`, 2 records');
    expect(labels).toContain('Arrays: `isArray` and `delimiter`: `treatment.tsv`, 1 record');
    expect(labels).toContain('Conditional restrictions: `donor.tsv`, 4 records');
    expect(labels).toContain('Conditional restrictions: `treatment.tsv`, 4 records');
    expect(labels).toContain('`codeList`');
  });
});
