/**
 * Every example of data records on the site (a `tsv`, `csv` or `json` block
 * with the flag `records`) is validated with Lectern's validation library
 * (`@overture-stack/lectern-validation`) against the dictionary it belongs to,
 * and the outcome the page states (`valid`, or the errors in the json block
 * that follows) must be the library's. Conventions: README, "Lectern
 * examples"; code: lectern/pageExamples.ts.
 */
import {describe, expect, it} from 'vitest';
import {parsePage} from '../../scripts/lib/contentPages';
import {
  collectExamples,
  describeBlock,
  partialMatch,
  resolveTarget,
  runRecords,
  statedOutcome,
  type LecternExamples,
  type RecordsExample,
} from './lectern/pageExamples';

/** The problems with one records example; empty when the page is right. */
function problemsOf(example: RecordsExample, definitions: LecternExamples['definitions']): string[] {
  const target = resolveTarget(example, definitions);
  if (typeof target === 'string') return [target];
  const stated = statedOutcome(example);
  if (typeof stated === 'string') return [stated];
  const actual = runRecords(example, target);
  if (typeof actual === 'string') return [actual];
  if (stated.valid) {
    return actual.valid ? [] : [`the page says valid, the library reports:\n${JSON.stringify(actual.errors, null, 2)}`];
  }
  if (actual.valid) return ['the page shows errors, the library finds the records valid'];
  const mismatches = partialMatch(stated.errors, actual.errors, 'errors');
  return mismatches.length ? [...mismatches, `the library reports:\n${JSON.stringify(actual.errors, null, 2)}`] : [];
}

const examples = collectExamples();

describe('Lectern data record examples on the site', () => {
  it('finds the examples to check', () => {
    expect(examples.records.length).toBeGreaterThan(0);
  });

  it('marks every block that looks like data records as `records` or `not-records`', () => {
    expect(examples.unmarked.map(({page, block, reason}) => `${describeBlock(page, block)}: ${reason}`)).toEqual([]);
  });

  for (const example of examples.records) {
    it(describeBlock(example.page, example.block), () => {
      expect(problemsOf(example, examples.definitions)).toEqual([]);
    });
  }
});

describe('the records check itself', () => {
  const SCHEMA =
    '```json\n{"name": "donor", "fields": [{"name": "age", "valueType": "integer", "restrictions": {"range": {"max": 120}}}]}\n```\n\n';
  const check = (body: string) => {
    const found = collectExamples([parsePage('docs/example.md', `---\ntitle: T\n---\n\n${SCHEMA}${body}`)]);
    return {problems: found.records.map((example) => problemsOf(example, found.definitions)), found};
  };
  const ERRORS = (type: string) =>
    '```json\n[{"recordIndex": 1, "recordErrors": [{"fieldName": "age", "reason": "INVALID_BY_RESTRICTION", ' +
    `"errors": [{"restriction": {"type": "${type}"}}]}]}]\n\`\`\`\n`;

  it('accepts records whose stated errors are the library’s', () => {
    expect(check('```tsv records\nage\n40\n130\n```\n\n' + ERRORS('range')).problems).toEqual([[]]);
    expect(check('```json records valid\n[{"age": 40}]\n```\n').problems).toEqual([[]]);
  });

  it('rejects records whose stated outcome is wrong or missing', () => {
    expect(check('```tsv records valid\nage\n130\n```\n').problems[0]).toHaveLength(1);
    expect(check('```tsv records\nage\n40\n130\n```\n\n' + ERRORS('regex')).problems[0].length).toBeGreaterThan(0);
    expect(check('```tsv records\nage\n40\n130\n```\n').problems[0]).toHaveLength(1);
    expect(check('```json records\n[{"age": "forty"}]\n```\n\n' + ERRORS('range')).problems[0].length).toBeGreaterThan(
      0,
    );
  });

  it('requires unmarked data on a page with a dictionary to be marked', () => {
    expect(check('```tsv\nage\n40\n```\n').found.unmarked).toHaveLength(1);
    expect(check('```tsv not-records\nage\n40\n```\n').found.unmarked).toHaveLength(0);
  });
});
