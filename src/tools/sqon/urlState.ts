/**
 * The playground's state in the address: `#sqon=<SQON>&nested=<fields>`.
 * In the fragment, not the query string: a fragment is never sent to the
 * server (or to analytics), so a shared filter stays in the reader's browser
 * until they paste the link somewhere.
 */
import {DEFAULT_NESTED_FIELDS, formatNestedFields, parseNestedFields} from './nestedFields';

/** Longer links are refused: some chat tools and issue trackers cut long URLs. */
export const MAX_SHARE_LENGTH = 8000;

export type SharedState = {sqon: string; nested?: string};

/** A SQON that parses is shared without its line breaks and indentation; one that does not, as typed. */
function compact(sqon: string): string {
  try {
    return JSON.stringify(JSON.parse(sqon));
  } catch {
    return sqon;
  }
}

const sameFields = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((field, index) => field === b[index]);

/** The fragment (with `#`) that reopens the playground in this state; undefined when it would be too long. */
export function shareFragment({sqon, nested}: SharedState): string | undefined {
  const params = new URLSearchParams({sqon: compact(sqon)});
  if (nested !== undefined) {
    const fields = parseNestedFields(nested).fields;
    if (!sameFields(fields, DEFAULT_NESTED_FIELDS)) params.set('nested', formatNestedFields(fields));
  }
  const fragment = `#${params.toString()}`;
  return fragment.length > MAX_SHARE_LENGTH ? undefined : fragment;
}

/** The state a fragment carries, if it is one of ours (an ordinary `#heading` anchor is not). */
export function readShareFragment(hash: string): SharedState | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith('sqon=') || fragment.length > MAX_SHARE_LENGTH) return undefined;
  const params = new URLSearchParams(fragment);
  const sqon = params.get('sqon');
  if (sqon === null) return undefined;
  const nested = params.get('nested');
  return nested === null ? {sqon} : {sqon, nested};
}

/** A SQON as the editor shows it: indented when it is JSON. */
export function formatSqon(sqon: string): string {
  try {
    return JSON.stringify(JSON.parse(sqon), null, 2);
  } catch {
    return sqon;
  }
}
