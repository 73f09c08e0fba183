/**
 * JSON for reading: indented by two spaces, with an object or a list on one
 * line when it fits (as Prettier formats the examples on the pages), so a
 * query of a few conditions stays a few lines long.
 */

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** The one-line form, or undefined as soon as it would be longer than `budget` characters. */
function inline(value: Json, budget: number): string | undefined {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value) ?? 'null';
    return text.length <= budget ? text : undefined;
  }
  const parts: string[] = [];
  let used = 2;
  const entries: [string | undefined, Json][] = Array.isArray(value)
    ? value.map((item) => [undefined, item])
    : Object.entries(value);
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  for (const [key, item] of entries) {
    const prefix = key === undefined ? '' : `${JSON.stringify(key)}: `;
    const text = inline(item, budget - used - prefix.length);
    if (text === undefined) return undefined;
    parts.push(prefix + text);
    used += prefix.length + text.length + 2;
    if (used > budget + 2) return undefined;
  }
  return Array.isArray(value) ? `[${parts.join(', ')}]` : `{ ${parts.join(', ')} }`;
}

function format(value: Json, indent: string, width: number, prefixLength: number): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const oneLine = inline(value, width - indent.length - prefixLength);
  if (oneLine !== undefined) return oneLine;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => inner + format(item, inner, width, 0)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, Json>);
  return `{\n${entries
    .map(([key, item]) => {
      const prefix = `${JSON.stringify(key)}: `;
      return inner + prefix + format(item, inner, width, prefix.length);
    })
    .join(',\n')}\n${indent}}`;
}

export function prettyJson(value: unknown, width = 80): string {
  return format(JSON.parse(JSON.stringify(value ?? null)) as Json, '', width, 0);
}
