/**
 * Every Lectern dictionary, schema and field shown on the site is checked with
 * Lectern's own meta-schema (`@overture-stack/lectern-dictionary`), the way
 * Lectern Server checks what it receives. Valid examples must pass; an example
 * titled "Invalid: …" must fail with the error that the page states after it.
 * Conventions: README, "Lectern examples"; code: lectern/pageExamples.ts.
 */
import {describe, expect, it} from 'vitest';
import {parsePage} from '../../scripts/lib/contentPages';
import {
  checkDefinition,
  collectExamples,
  compareStatedError,
  describeBlock,
  statedError,
  type Definition,
} from './lectern/pageExamples';

/** The problems with one definition example; empty when the page is right. */
function problemsOf(definition: Definition): string[] {
  const check = checkDefinition(definition.kind, definition.value);
  if (!definition.invalid) {
    return check.valid ? [] : [`the ${definition.kind} is not valid:\n  ${check.messages.join('\n  ')}`];
  }
  if (check.valid) return [`the ${definition.kind} is titled "${definition.title}" but Lectern accepts it`];
  const stated = statedError(definition.page, definition.index);
  if (!stated) return ['an "Invalid:" example needs a text or json block after it with the error Lectern reports'];
  return compareStatedError(stated, check);
}

const examples = collectExamples();

describe('Lectern dictionary examples on the site', () => {
  it('finds the examples to check', () => {
    expect(examples.definitions.filter((definition) => definition.kind === 'dictionary').length).toBeGreaterThan(0);
  });

  for (const definition of examples.definitions) {
    it(describeBlock(definition.page, definition.block), () => {
      expect(problemsOf(definition)).toEqual([]);
    });
  }
});

describe('the dictionary check itself', () => {
  const page = (body: string) => collectExamples([parsePage('docs/example.md', `---\ntitle: T\n---\n\n${body}`)]);
  const dictionary = (field: string) =>
    `{"name": "d", "version": "1.0", "schemas": [{"name": "s", "fields": [${field}]}]}`;

  it('rejects a dictionary that breaks the meta-schema', () => {
    const [definition] = page('```json\n' + dictionary('{"name": "a", "valueType": "date"}') + '\n```\n').definitions;
    expect(problemsOf(definition)).toHaveLength(1);
  });

  it('rejects a dictionary whose reference does not exist', () => {
    const field = '{"name": "a", "valueType": "string", "restrictions": {"regex": "#/regex/missing"}}';
    const [definition] = page('```json\n' + dictionary(field) + '\n```\n').definitions;
    expect(problemsOf(definition)).toEqual([
      "the dictionary is not valid:\n  No reference found for provided tag '#/regex/missing'.",
    ]);
  });

  it('rejects an "Invalid:" example that Lectern accepts, or whose stated error is not the one Lectern reports', () => {
    const invalid = '{"name": "a", "valueType": "integer", "restrictions": {"range": {"min": 1, "exclusiveMin": 0}}}';
    const accepted = page('```json title="Invalid: nothing wrong"\n{"name": "a", "valueType": "string"}\n```\n');
    expect(problemsOf(accepted.definitions[0])).toHaveLength(1);
    const right = page(
      '```json title="Invalid: two minimums"\n' +
        dictionary(invalid) +
        '\n```\n\n```text\nschemas.0.fields.0.restrictions.range: Range restriction cannot have both `exclusiveMin` and `min`.\n```\n',
    );
    expect(problemsOf(right.definitions[0])).toEqual([]);
    const wrong = page(
      '```json title="Invalid: two minimums"\n' + dictionary(invalid) + '\n```\n\n```text\nVersion is wrong.\n```\n',
    );
    expect(problemsOf(wrong.definitions[0])).toHaveLength(1);
    const missing = page('```json title="Invalid: two minimums"\n' + dictionary(invalid) + '\n```\n');
    expect(problemsOf(missing.definitions[0])).toHaveLength(1);
  });
});
