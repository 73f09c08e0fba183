import {describe, expect, it} from 'vitest';
import {MODAL_MAX_QUERY_LENGTH, fitToLimit, limitQueries} from '../../src/search/docsearch/queryLimit';

const x = (length: number) => 'x'.repeat(length);

describe('modal query limit', () => {
  it('is 64 characters', () => {
    expect(MODAL_MAX_QUERY_LENGTH).toBe(64);
  });

  it('lets through what fits', () => {
    expect(fitToLimit({value: x(63), start: 63, end: 63, inserted: 'y'})).toBeUndefined();
    expect(fitToLimit({value: '', start: 0, end: 0, inserted: x(64)})).toBeUndefined();
    // Text replacing a selection only needs room for the difference.
    expect(fitToLimit({value: x(64), start: 10, end: 20, inserted: 'y'.repeat(10)})).toBeUndefined();
  });

  it('refuses a keystroke at the limit (the value stays as it is)', () => {
    expect(fitToLimit({value: x(64), start: 64, end: 64, inserted: 'y'})).toBe(x(64));
    expect(fitToLimit({value: x(64), start: 0, end: 0, inserted: 'y'})).toBe(x(64));
  });

  it('keeps the part of a paste that fits, at the caret, as maxLength would', () => {
    expect(fitToLimit({value: 'kafka ', start: 6, end: 6, inserted: 'y'.repeat(70)})).toBe(`kafka ${'y'.repeat(58)}`);
    expect(fitToLimit({value: 'ab', start: 1, end: 1, inserted: 'y'.repeat(70)})).toBe(`a${'y'.repeat(62)}b`);
    expect(fitToLimit({value: 'abcd', start: 1, end: 3, inserted: 'y'.repeat(70)})).toBe(`a${'y'.repeat(62)}d`);
  });

  it('never returns more than the limit', () => {
    // A value already too long (text composed with an input method cannot be refused).
    expect(fitToLimit({value: x(70), start: 70, end: 70, inserted: 'y'})).toBe(x(64));
    expect(fitToLimit({value: 'q', start: 1, end: 1, inserted: x(100)}, 10)).toBe(`q${x(9)}`);
  });

  it('cuts the queries the modal sends to the search client', async () => {
    const sent: unknown[] = [];
    const client = limitQueries({
      search: async (params: {requests: {query?: string; indexName: string}[]}) => {
        sent.push(params);
        return params;
      },
    });
    await client.search({requests: [{query: x(100), indexName: 'docs'}, {indexName: 'docs'}]});
    expect(sent).toEqual([
      {
        requests: [
          {query: x(64), indexName: 'docs'},
          {query: undefined, indexName: 'docs'},
        ],
      },
    ]);
  });
});
