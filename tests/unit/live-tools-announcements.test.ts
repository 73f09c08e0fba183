import {describe, expect, it} from 'vitest';
import {lecternAnnouncement, sqonAnnouncement} from '../../src/tools/announcements';

describe('what a live tool announces for a new answer', () => {
  it('SQON playground: the reading of a query, never the query itself', () => {
    const text = sqonAnnouncement({
      kind: 'query',
      query: '{"bool": {"must": []}}',
      reading: 'Files where file type is BAM.',
      nestedFields: [],
      warnings: [],
    });
    expect(text).toBe('Files where file type is BAM.');
  });

  it('SQON playground: the reading, then how many warnings and the first with its place', () => {
    expect(
      sqonAnnouncement({
        kind: 'query',
        query: '{"range": {}}',
        reading: 'Files where file size is at most 20.',
        nestedFields: [],
        warnings: [{message: 'The bound "20" is text, not a number.', line: 1, column: 60}],
      }),
    ).toBe('Files where file size is at most 20. Warning. Line 1, column 60: The bound "20" is text, not a number.');
  });

  it('SQON playground: how many problems, and the first with its place', () => {
    expect(
      sqonAnnouncement({
        kind: 'problems',
        problems: [
          {message: 'Unknown operator "wildcard"', line: 2, column: 9},
          {message: 'Missing fieldName', line: 3, column: 3},
        ],
        arranger: 'unknown op',
      }),
    ).toBe('2 problems. Line 2, column 9: Unknown operator "wildcard"');
    expect(
      sqonAnnouncement({kind: 'problems', problems: [{message: 'An empty field name'}], arranger: null, nested: true}),
    ).toBe('Problem in the nested fields. An empty field name');
    expect(sqonAnnouncement({kind: 'empty'})).toBe('Type a SQON, or load an example.');
  });

  it('dictionary checker: the dictionary in a sentence, then the records in a sentence', () => {
    expect(
      lecternAnnouncement(
        {state: 'valid', name: 'clinical', version: '1.0'},
        {
          state: 'invalid',
          stage: 'validate',
          input: 'table',
          count: 1000,
          rows: [],
          total: 2400,
          invalidRecords: 999,
          schemaProblems: 0,
          how: '',
          notes: [],
        },
      ),
    ).toBe('Dictionary clinical 1.0 is valid. 999 of 1,000 records have problems.');
    expect(
      lecternAnnouncement(
        {state: 'valid', name: 'clinical', version: '1.0'},
        {state: 'valid', input: 'table', count: 1, how: '', notes: []},
      ),
    ).toBe('Dictionary clinical 1.0 is valid. The record is valid.');
    expect(
      lecternAnnouncement(
        {state: 'invalid', problems: [{path: 'schemas.0', message: 'x'}] as never, note: undefined},
        {state: 'not-checked', message: 'Fix the dictionary to check the records.'},
      ),
    ).toBe('The dictionary has a problem. Fix the dictionary to check the records.');
    expect(lecternAnnouncement({state: 'empty'}, {state: 'empty'})).toBe(
      'Type or paste a Lectern dictionary, or load an example.',
    );
  });
});
