/**
 * JSON helpers for the live tools: where a syntax error is (line and column,
 * with a message that does not depend on the browser's wording), where a
 * value sits in the text (so a problem found in the parsed value can point at
 * its line), and how deeply the text nests.
 *
 * The browser's `JSON.parse` decides what is valid and makes the value, as the
 * servers do; `jsonc-parser`, in strict mode (no comments, no trailing
 * commas), says where a text that does not parse goes wrong and finds the
 * places of values. Its parser is recursive, so every text is measured by
 * `nestingDepth` (one flat pass) first, and one nested deeper than the limit
 * never reaches it.
 */
import {printParseErrorCode, visit, type JSONPath, type ParseErrorCode} from 'jsonc-parser';

/** A JSON object: not an array, not null. */
export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type JsonPath = (string | number)[];

/** A place in a text: 1-based line and column (columns count UTF-16 code units, as editors do). */
export type Position = {offset: number; line: number; column: number};

export type JsonSyntaxError = Position & {message: string};

export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return {offset, line, column: offset - lineStart + 1};
}

/** `line 3, column 7` */
export function describePosition({line, column}: {line: number; column: number}): string {
  return `line ${line}, column ${column}`;
}

/** A path as Lectern and zod write it: `schemas.0.fields.1.name`. */
export function dottedPath(path: JsonPath): string {
  return path.join('.');
}

export function pathKey(path: JsonPath): string {
  return JSON.stringify(path);
}

/**
 * The deepest nesting of `[` and `{` in the text (strings skipped). Counting stops at `limit + 1`, so the cost of a
 * hostile text stays one pass.
 */
export function nestingDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth -= 1;
  }
  return deepest;
}

/** Strict JSON: what `JSON.parse` accepts. */
const STRICT = {disallowComments: true, allowTrailingComma: false, allowEmptyContent: false} as const;

/** What the parser had just read when it met an error: it decides what was expected there. */
type Previous = '{' | '[' | ',' | ':' | 'key' | 'value';
type Container = {type: 'object' | 'array'; offset: number};

function quote(char: string): string {
  if (char === '\n') return 'a line break';
  return `"${char}"`;
}

const NUMBER_MESSAGE = 'This is not a number JSON can read (no leading zeros, digits after "." and "e")';
/** The longest JSON number at a place: where a number that goes on stops being one. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function numberEnd(text: string, offset: number): number {
  NUMBER.lastIndex = offset;
  return offset + (NUMBER.exec(text)?.[0].length ?? 0);
}

/** Offset of the comma just before `offset` (only whitespace between), or -1. */
function commaBefore(text: string, offset: number): number {
  let index = offset - 1;
  while (index >= 0 && /\s/.test(text[index])) index -= 1;
  return text[index] === ',' ? index : -1;
}

/** Offset of the first match of `pattern` in the token, or the token's start. */
function inToken(text: string, offset: number, length: number, pattern: RegExp): number {
  const match = pattern.exec(text.slice(offset, offset + length + 1));
  return match ? offset + match.index : offset;
}

/** A value the parser could not read (`tru`, `'text'`, `-`, `.5`), in the reader's words. */
function badSymbol(symbol: string, keyExpected: boolean): string {
  if (symbol.startsWith("'")) {
    return keyExpected
      ? 'Property names use double quotes ("), not single quotes'
      : 'JSON strings use double quotes ("), not single quotes';
  }
  if (keyExpected) return 'A property name in double quotes should be here';
  if (symbol.startsWith('-')) return 'This is not a number JSON can read (a digit must follow "-")';
  const word = /^[A-Za-z_]\w*/.exec(symbol)?.[0];
  if (word) return `"${word}" is not a JSON value: text goes in double quotes`;
  return `Unexpected ${quote(symbol[0])} where a value should be`;
}

/** Says what jsonc-parser's first error means, and where a reader should look. */
function describeError(
  text: string,
  code: ParseErrorCode,
  offset: number,
  length: number,
  container: Container | undefined,
  previous: Previous | undefined,
): JsonSyntaxError {
  const at = (place: number, message: string): JsonSyntaxError => ({...positionAt(text, place), message});
  const atEnd = text.slice(offset).trim() === '';
  const keyExpected = container?.type === 'object' && (previous === '{' || previous === ',');
  const char = text[offset];
  /** Something other than a comma or the closing bracket follows a value. */
  const afterValue = (): JsonSyntaxError => {
    // `01`, `1.`, `2e`, `0.5.1`: the number went on where JSON numbers stop.
    if (/[0-9.eE]/.test(char) && /[0-9]/.test(text[offset - 1] ?? '')) return at(offset, NUMBER_MESSAGE);
    return container?.type === 'array'
      ? at(offset, 'A comma or "]" should follow a list item')
      : at(offset, 'A comma or "}" should follow a property value');
  };

  if (atEnd) {
    if (previous === 'key') return at(offset, 'The text ends after a property name');
    if (keyExpected) return at(offset, 'The text ends where a property name should be');
    if (previous === '[' || previous === ',' || previous === ':' || !container) {
      return at(offset, 'The text ends where a value should be');
    }
    const [kind, closing] = container.type === 'object' ? ['object', '}'] : ['list', ']'];
    const opened = describePosition(positionAt(text, container.offset));
    return at(offset, `The text ends before the ${kind} opened at ${opened} is closed: "${closing}" is missing`);
  }
  switch (printParseErrorCode(code)) {
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return at(offset, 'JSON has no comments');
    case 'UnexpectedEndOfString': {
      const end = offset + length;
      return end < text.length && /[\n\r]/.test(text[end])
        ? at(end, 'A string cannot span lines: close it with " or write a line break as \\n')
        : at(offset, 'This string is never closed: a " is missing');
    }
    case 'InvalidEscapeCharacter': {
      const place = inToken(text, offset, length, /\\(?:[^"\\/bfnrtu]|$)/) + 1;
      return at(place, `${quote(`\\${text[place]}`)} is not an escape JSON knows (a backslash is written \\\\)`);
    }
    case 'InvalidUnicode':
      return at(inToken(text, offset, length, /\\u/) + 1, 'A \\u escape needs four hexadecimal digits');
    case 'InvalidCharacter':
      // Below the space: the control characters a JSON string may not hold as they are.
      return at(inToken(text, offset, length, /[^ -\uffff]/), 'A control character inside a string must be escaped');
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return at(numberEnd(text, offset), NUMBER_MESSAGE);
    case 'EndOfFileExpected':
      return at(offset, 'There is more text after the end of the JSON value');
    case 'ColonExpected':
      return at(offset, 'A ":" must follow a property name');
    case 'CommaExpected':
      return afterValue();
    case 'InvalidSymbol':
      // What jsonc-parser could not read stands where a colon or a comma should.
      if (previous === 'key') return at(offset, 'A ":" must follow a property name');
      if (previous === 'value' && container) return afterValue();
      return at(offset, badSymbol(text.slice(offset, offset + length), keyExpected));
    default: {
      // A property name or a value was expected here.
      const comma = char === '}' || char === ']' ? commaBefore(text, offset) : -1;
      if (comma !== -1) {
        return char === '}'
          ? at(comma, 'This comma must be followed by another property (JSON allows no comma before "}")')
          : at(comma, 'This comma must be followed by another item (JSON allows no comma before "]")');
      }
      if (keyExpected) return at(offset, badSymbol(char, true));
      if (char === '}' || char === ']') return at(offset, `A value is missing before ${quote(char)}`);
      if (previous === 'value' && container) return afterValue();
      return at(offset, `Unexpected ${quote(char)} where a value should be`);
    }
  }
}

/** The first syntax error of a text, in the reader's words; undefined when jsonc-parser finds none. */
export function findSyntaxError(text: string): JsonSyntaxError | undefined {
  const containers: Container[] = [];
  let previous: Previous | undefined;
  // jsonc-parser ends an object or a list before it reports the missing "}" or "]": what was open, and what came last.
  let justClosed: {container?: Container; previous?: Previous} | undefined;
  let error: JsonSyntaxError | undefined;
  const read = (what: Previous) => {
    previous = what;
    justClosed = undefined;
  };
  const opened = (type: Container['type']) => (offset: number) => {
    containers.push({type, offset});
    read(type === 'object' ? '{' : '[');
  };
  const closed = () => {
    justClosed = {container: containers.pop(), previous};
    previous = 'value';
  };
  visit(
    text,
    {
      onObjectBegin: opened('object'),
      onArrayBegin: opened('array'),
      onObjectEnd: closed,
      onArrayEnd: closed,
      onObjectProperty: () => read('key'),
      onLiteralValue: () => read('value'),
      onSeparator: (character) => read(character as Previous),
      onError: (code, offset, length) => {
        const unclosed = /^Close(Brace|Bracket)Expected$/.test(printParseErrorCode(code)) && justClosed;
        error ??= unclosed
          ? describeError(text, code, offset, length, unclosed.container, unclosed.previous)
          : describeError(text, code, offset, length, containers.at(-1), previous);
      },
    },
    STRICT,
  );
  return error;
}

export type JsonInputProblem = {
  kind: 'empty' | 'too-deep' | 'syntax';
  message: string;
  position?: Position;
};

export type ParsedJsonInput = {ok: true; value: unknown} | {ok: false; problem: JsonInputProblem};

/**
 * Parses what a reader typed: refuses text nested deeper than `maxDepth` before parsing it, and locates a syntax
 * error (the browser's own `JSON.parse` decides whether the text is valid; jsonc-parser only says where and why).
 */
export function parseJsonInput(text: string, maxDepth: number): ParsedJsonInput {
  if (text.trim() === '') return {ok: false, problem: {kind: 'empty', message: 'The box is empty'}};
  const depth = nestingDepth(text, maxDepth);
  if (depth > maxDepth) {
    return {
      ok: false,
      problem: {
        kind: 'too-deep',
        message: `The JSON nests more than ${maxDepth} levels deep; the tool reads up to ${maxDepth} levels, far more than any real filter or dictionary needs`,
      },
    };
  }
  try {
    return {ok: true, value: JSON.parse(text) as unknown};
  } catch (error) {
    // jsonc-parser also takes a few characters JSON does not as spaces (a no-break space, say): then the browser's
    // message, without a place, is all there is.
    const located = findSyntaxError(text);
    return {
      ok: false,
      problem: located
        ? {kind: 'syntax', message: located.message, position: located}
        : {kind: 'syntax', message: error instanceof Error ? error.message : String(error)},
    };
  }
}

type Located = {key?: Position; value: Position};

/**
 * The positions of the values (and keys) at these paths, in a text that parses (and so nests no deeper than the
 * limit it was checked against); one pass over the text.
 */
export function locatePaths(text: string, paths: JsonPath[]): Map<string, Located> {
  const found = new Map<string, Located>();
  if (paths.length === 0) return found;
  const targets = new Set(paths.map(pathKey));
  const keys = new Map<string, number>();
  const value = (offset: number, pathSupplier: () => JSONPath) => {
    const key = pathKey(pathSupplier());
    if (!targets.has(key)) return;
    const keyOffset = keys.get(key);
    found.set(key, {
      value: positionAt(text, offset),
      ...(keyOffset !== undefined && {key: positionAt(text, keyOffset)}),
    });
  };
  visit(
    text,
    {
      onObjectProperty: (property, offset, _length, _line, _character, pathSupplier) => {
        const key = pathKey([...pathSupplier(), property]);
        if (targets.has(key)) keys.set(key, offset);
      },
      onObjectBegin: (offset, _length, _line, _character, pathSupplier) => value(offset, pathSupplier),
      onArrayBegin: (offset, _length, _line, _character, pathSupplier) => value(offset, pathSupplier),
      onLiteralValue: (_value, offset, _length, _line, _character, pathSupplier) => value(offset, pathSupplier),
    },
    STRICT,
  );
  return found;
}
