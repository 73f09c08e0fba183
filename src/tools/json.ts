/**
 * JSON helpers for the live tools: where a syntax error is (line and column,
 * with a message that does not depend on the browser's wording), where a
 * value sits in the text (so a problem found in the parsed value can point at
 * its line), and how deeply the text nests. Everything here is iterative, so a
 * hostile input (10,000 nested brackets) cannot exhaust the stack.
 */

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

type Container = {type: 'object' | 'array'; open: number};

type Located = {key?: Position; value: Position};

type ScanResult = {error?: JsonSyntaxError; found: Map<string, Located>};

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

function quote(char: string): string {
  if (char === '\n') return 'a line break';
  return `"${char}"`;
}

/**
 * Reads JSON the way `JSON.parse` does, without building the value: reports the first syntax error, and the
 * positions of the values (and object keys) at the paths in `targets` (keys made by `pathKey`).
 */
export function scanJson(text: string, targets: ReadonlySet<string> = new Set()): ScanResult {
  const found = new Map<string, Located>();
  const stack: Container[] = [];
  const path: JsonPath = [];
  let keyOffset: number | undefined;
  let index = 0;
  const fail = (offset: number, message: string): ScanResult => ({
    error: {...positionAt(text, offset), message},
    found,
  });
  const skipWhitespace = () => {
    while (index < text.length && WHITESPACE.has(text[index])) index += 1;
  };
  const record = (offset: number) => {
    if (targets.size === 0) return;
    const key = pathKey(path);
    if (targets.has(key)) {
      found.set(key, {
        value: positionAt(text, offset),
        ...(keyOffset !== undefined && {key: positionAt(text, keyOffset)}),
      });
    }
  };
  /** Reads a string starting at its opening quote; returns an error message, or undefined. */
  const readString = (): string | undefined => {
    const open = index;
    index += 1;
    while (index < text.length) {
      const char = text[index];
      if (char === '"') {
        index += 1;
        return undefined;
      }
      if (char === '\\') {
        const escaped = text[index + 1];
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) {
            index += 1;
            return 'A \\u escape needs four hexadecimal digits';
          }
          index += 6;
        } else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) index += 2;
        else {
          index += 1;
          return escaped === undefined
            ? 'The text ends inside a string'
            : `${quote(`\\${escaped}`)} is not an escape JSON knows (a backslash is written \\\\)`;
        }
      } else if (char < ' ') {
        return char === '\n' || char === '\r'
          ? 'A string cannot span lines: close it with " or write a line break as \\n'
          : 'A control character inside a string must be escaped';
      } else index += 1;
    }
    index = open;
    return 'This string is never closed: a " is missing';
  };
  /** Reads a value at `index`; returns an error result, or undefined after a scalar or an opened container. */
  const readValue = (): ScanResult | 'opened' | undefined => {
    skipWhitespace();
    if (index >= text.length) return fail(index, 'The text ends where a value should be');
    const char = text[index];
    record(index);
    keyOffset = undefined;
    if (char === '{' || char === '[') {
      stack.push({type: char === '{' ? 'object' : 'array', open: index});
      index += 1;
      return 'opened';
    }
    if (char === '"') {
      const problem = readString();
      return problem ? fail(index, problem) : undefined;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      NUMBER.lastIndex = index;
      const match = NUMBER.exec(text);
      if (!match) return fail(index, 'This is not a number JSON can read (a digit must follow "-")');
      index += match[0].length;
      const next = text[index];
      if (next !== undefined && /[0-9.eE]/.test(next)) {
        return fail(index, 'This is not a number JSON can read (no leading zeros, digits after "." and "e")');
      }
      return undefined;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, index)) {
        index += literal.length;
        return undefined;
      }
    }
    if (char === "'") return fail(index, 'JSON strings use double quotes ("), not single quotes');
    if (char === '/' && (text[index + 1] === '/' || text[index + 1] === '*'))
      return fail(index, 'JSON has no comments');
    if (char === ']' || char === '}') return fail(index, `A value is missing before ${quote(char)}`);
    const word = /^[A-Za-z_]\w*/.exec(text.slice(index, index + 20))?.[0];
    if (word) return fail(index, `"${word}" is not a JSON value: text goes in double quotes`);
    return fail(index, `Unexpected ${quote(char)} where a value should be`);
  };
  /** After `{` or `,` in an object: a key, then a colon. */
  const readKey = (comma?: number): ScanResult | undefined => {
    skipWhitespace();
    const char = text[index];
    if (char === '"') {
      const start = index;
      const problem = readString();
      if (problem) return fail(index, problem);
      path.push(JSON.parse(text.slice(start, index)) as string);
      keyOffset = start;
      skipWhitespace();
      if (text[index] !== ':') {
        return fail(
          index,
          index >= text.length ? 'The text ends after a property name' : 'A ":" must follow a property name',
        );
      }
      index += 1;
      return undefined;
    }
    if (char === '}' && comma !== undefined) {
      return fail(comma, 'This comma must be followed by another property (JSON allows no comma before "}")');
    }
    if (char === undefined) return fail(index, 'The text ends where a property name should be');
    if (char === "'") return fail(index, 'Property names use double quotes ("), not single quotes');
    return fail(index, 'A property name in double quotes should be here');
  };

  // The main loop: read a value, then what may follow it, until the top-level value is complete.
  let state: 'value' | 'after' = 'value';
  for (;;) {
    if (state === 'value') {
      const result = readValue();
      if (result === 'opened') {
        const top = stack[stack.length - 1];
        skipWhitespace();
        const closing = top.type === 'object' ? '}' : ']';
        if (text[index] === closing) {
          index += 1;
          stack.pop();
          state = 'after';
          continue;
        }
        if (top.type === 'object') {
          const problem = readKey();
          if (problem) return problem;
        } else path.push(0);
        continue;
      }
      if (result) return result;
      state = 'after';
      continue;
    }
    // After a complete value.
    skipWhitespace();
    const top = stack[stack.length - 1];
    if (!top) {
      if (index < text.length) return fail(index, 'There is more text after the end of the JSON value');
      return {found};
    }
    const char = text[index];
    const opened = positionAt(text, top.open);
    if (top.type === 'object') {
      if (char === ',') {
        const comma = index;
        index += 1;
        path.pop();
        const problem = readKey(comma);
        if (problem) return problem;
        state = 'value';
      } else if (char === '}') {
        index += 1;
        path.pop();
        stack.pop();
      } else if (char === undefined) {
        return fail(
          index,
          `The text ends before the object opened at ${describePosition(opened)} is closed: "}" is missing`,
        );
      } else {
        return fail(index, 'A comma or "}" should follow a property value');
      }
    } else if (char === ',') {
      const comma = index;
      index += 1;
      path[path.length - 1] = (path[path.length - 1] as number) + 1;
      skipWhitespace();
      if (text[index] === ']') {
        return fail(comma, 'This comma must be followed by another item (JSON allows no comma before "]")');
      }
      state = 'value';
    } else if (char === ']') {
      index += 1;
      path.pop();
      stack.pop();
    } else if (char === undefined) {
      return fail(
        index,
        `The text ends before the list opened at ${describePosition(opened)} is closed: "]" is missing`,
      );
    } else {
      return fail(index, 'A comma or "]" should follow a list item');
    }
  }
}

export type JsonInputProblem = {
  kind: 'empty' | 'too-deep' | 'syntax';
  message: string;
  position?: Position;
};

export type ParsedJsonInput = {ok: true; value: unknown} | {ok: false; problem: JsonInputProblem};

/**
 * Parses what a reader typed: refuses text nested deeper than `maxDepth` before parsing it, and locates a syntax
 * error (the browser's own `JSON.parse` decides whether the text is valid; the scanner only says where and why).
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
    const located = scanJson(text).error;
    return {
      ok: false,
      problem: located
        ? {kind: 'syntax', message: located.message, position: located}
        : {kind: 'syntax', message: error instanceof Error ? error.message : String(error)},
    };
  }
}

/** The positions of the values (and keys) at these paths; one pass over the text. */
export function locatePaths(text: string, paths: JsonPath[]): Map<string, Located> {
  if (paths.length === 0) return new Map();
  return scanJson(text, new Set(paths.map(pathKey))).found;
}
