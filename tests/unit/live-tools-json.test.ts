/** The live tools' JSON helpers: where a syntax error is, where a value is, how deep a text nests, and the display format. */
import {describe, expect, it} from 'vitest';
import {findSyntaxError, locatePaths, nestingDepth, parseJsonInput, pathKey, positionAt} from '../../src/tools/json';
import {prettyJson} from '../../src/tools/prettyJson';

/** The first syntax error as `line:column message`, or 'valid'. */
function error(text: string): string {
  const found = findSyntaxError(text);
  return found ? `${found.line}:${found.column} ${found.message}` : 'valid';
}

describe('findSyntaxError: syntax errors with their line and column', () => {
  it('agrees with JSON.parse on valid JSON of every kind', () => {
    for (const text of [
      '{}',
      '[]',
      '0',
      '-1.5e+3',
      '"a\\u00e9\\n"',
      'true',
      ' null ',
      '{"a": [1, {"b": [true, false, null]}], "c": "d"}',
      JSON.stringify({deep: [[[[{x: 'y'}]]]], text: 'quotes " and \\ backslashes'}),
    ]) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(error(text), text).toBe('valid');
    }
  });

  it('points at the mistake, with a message that says what is wrong', () => {
    expect(error('{"a": 1,}')).toBe(
      '1:8 This comma must be followed by another property (JSON allows no comma before "}")',
    );
    expect(error('[1, 2,\n]')).toBe(
      '1:6 This comma must be followed by another item (JSON allows no comma before "]")',
    );
    expect(error('{"a": 1 "b": 2}')).toBe('1:9 A comma or "}" should follow a property value');
    expect(error('{"a": [1, 2}')).toBe('1:12 A comma or "]" should follow a list item');
    expect(error("{'a': 1}")).toBe('1:2 Property names use double quotes ("), not single quotes');
    expect(error('{"a": tru}')).toBe('1:7 "tru" is not a JSON value: text goes in double quotes');
    expect(error('{"a": 01}')).toMatch(/^1:8 This is not a number JSON can read/);
    expect(error('{"a": 1}}')).toBe('1:9 There is more text after the end of the JSON value');
    expect(error('// note\n{}')).toBe('1:1 JSON has no comments');
    expect(error('{"a" 1}')).toBe('1:6 A ":" must follow a property name');
    expect(error('{"a": "x\ny"}')).toMatch(/^1:9 A string cannot span lines/);
    expect(error('{"a": "\\q"}')).toMatch(/^1:9 "\\q" is not an escape JSON knows/);
    expect(error('{"a": "open')).toBe('1:7 This string is never closed: a " is missing');
  });

  it('names the bracket that was never closed, and where it opened', () => {
    const text = '{\n  "op": "in",\n  "content": {\n    "fieldName": "x"\n  ';
    expect(error(text)).toBe(
      '5:3 The text ends before the object opened at line 3, column 14 is closed: "}" is missing',
    );
    expect(error('[')).toBe('1:2 The text ends where a value should be');
  });

  it('names the list that was never closed', () => {
    expect(error('[[1], [2')).toBe(
      '1:9 The text ends before the list opened at line 1, column 7 is closed: "]" is missing',
    );
    expect(error('{"a": ')).toBe('1:7 The text ends where a value should be');
    expect(error('{"a"')).toBe('1:5 The text ends after a property name');
    expect(error('{"a": 1,')).toBe('1:9 The text ends where a property name should be');
  });

  it('explains the other mistakes JSON.parse refuses', () => {
    expect(error('[1 2]')).toBe('1:4 A comma or "]" should follow a list item');
    expect(error('[,1]')).toBe('1:2 Unexpected "," where a value should be');
    expect(error('{,}')).toBe('1:2 A property name in double quotes should be here');
    expect(error('{a: 1}')).toBe('1:2 A property name in double quotes should be here');
    expect(error('{"a": \'x\'}')).toBe('1:7 JSON strings use double quotes ("), not single quotes');
    expect(error('{"a": -}')).toBe('1:7 This is not a number JSON can read (a digit must follow "-")');
    expect(error('{"a": 1.}')).toMatch(/^1:8 This is not a number JSON can read/);
    expect(error('{"a": .5}')).toBe('1:7 Unexpected "." where a value should be');
    expect(error('{"a": "\\u12"}')).toBe('1:9 A \\u escape needs four hexadecimal digits');
    expect(error('{"a": "x\ty"}')).toBe('1:9 A control character inside a string must be escaped');
    expect(error('/* note */ {}')).toBe('1:1 JSON has no comments');
    expect(error('"a" "b"')).toBe('1:5 There is more text after the end of the JSON value');
  });
});

describe('parseJsonInput', () => {
  it('refuses text nested deeper than the limit before parsing it (the parser is recursive)', () => {
    const result = parseJsonInput('['.repeat(10_000) + ']'.repeat(10_000), 100);
    expect(result).toMatchObject({ok: false, problem: {kind: 'too-deep'}});
    expect(!result.ok && result.problem.message).toMatch(/more than 100 levels deep/);
    expect(parseJsonInput('[[1]]', 2)).toEqual({ok: true, value: [[1]]});
  });

  it('says where a syntax error is, and that an empty box is empty', () => {
    expect(parseJsonInput('{\n"a": }', 100)).toMatchObject({
      ok: false,
      problem: {kind: 'syntax', message: 'A value is missing before "}"', position: {line: 2, column: 6}},
    });
    expect(parseJsonInput('  \n', 100)).toMatchObject({ok: false, problem: {kind: 'empty'}});
  });
});

describe('locatePaths and nestingDepth', () => {
  const text = '{\n "op": "and",\n "content": [\n  {"op": "wildcard", "content": {}}\n ]\n}';

  it('finds the value and the key at a path', () => {
    const found = locatePaths(text, [['content', 0, 'op'], ['op'], [], ['missing']]);
    expect(found.get(pathKey(['content', 0, 'op']))).toEqual({
      value: {offset: 39, line: 4, column: 10},
      key: {offset: 33, line: 4, column: 4},
    });
    expect(found.get(pathKey(['op']))?.value).toMatchObject({line: 2, column: 8});
    expect(found.get(pathKey([]))?.value).toMatchObject({line: 1, column: 1});
    expect(found.has(pathKey(['missing']))).toBe(false);
  });

  it('counts the depth outside strings, and stops counting past the limit', () => {
    expect(nestingDepth('{"a": "[[[[", "b": [[1]]}')).toBe(3);
    expect(nestingDepth('['.repeat(1000), 10)).toBe(11);
    expect(positionAt('ab\ncd', 4)).toEqual({offset: 4, line: 2, column: 2});
  });
});

describe('prettyJson', () => {
  it('keeps what fits on one line, and indents the rest by two spaces', () => {
    expect(prettyJson({terms: {file_type: ['BAM'], boost: 0}})).toBe(
      '{ "terms": { "file_type": ["BAM"], "boost": 0 } }',
    );
    const long = {bool: {must: [{terms: {study_id: ['ABC123'], boost: 0}}, {range: {'file.size': {gte: 1, lte: 2}}}]}};
    expect(prettyJson(long, 60)).toBe(
      [
        '{',
        '  "bool": {',
        '    "must": [',
        '      { "terms": { "study_id": ["ABC123"], "boost": 0 } },',
        '      { "range": { "file.size": { "gte": 1, "lte": 2 } } }',
        '    ]',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(JSON.parse(prettyJson(long, 10))).toEqual(long);
    expect(prettyJson({})).toBe('{}');
  });
});
