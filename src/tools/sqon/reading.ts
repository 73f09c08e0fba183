/**
 * A SQON in plain words: "Files where file type is one of BAM or CRAM and file
 * size is at least 1000000." It follows what Arranger 3.0.4 does with each
 * operator, including its special values and, for fields under a nested field,
 * which object the condition is about (`not-in` and `some-not-in` differ
 * there). Call it only on a SQON without lint problems.
 */
import {isDateText} from './lint';
import {
  ALL_OP,
  AND_OP,
  BETWEEN_OP,
  FILTER_OP,
  GTE_OP,
  GT_OP,
  IN_OP,
  LTE_OP,
  LT_OP,
  MISSING,
  NOT_IN_OP,
  NOT_OP,
  OR_OP,
  REGEX,
  SET_ID,
  SOME_NOT_IN_OP,
  canonicalOp,
} from './operators';
import {isJsonObject, type JsonObject} from '../json';

/**
 * The longest reading: a filter of hundreds of conditions is not read out in full. Its longest lists are shortened
 * until it fits, each keeping its "and" or "or" ("…, file type is T9 or any of 2,990 more conditions"), so that a
 * shortened "or" still reads as an "or".
 */
export const MAX_READING_LENGTH = 600;

/** How many items of each list a shortened reading keeps, tried in turn until it fits. */
const LIST_CAPS = [Infinity, 50, 20, 10, 5, 3, 2, 1];

const words = (name: string) => name.replace(/[_-]+/g, ' ').trim();

/**
 * `donors` → `donor`, `specimens` → `specimen`, `diagnoses` → `diagnosis`, `statuses` → `status`; `analysis`
 * stays. Greek plurals in -ses are those of the biomedical words an index is likely to hold.
 */
export function singular(name: string): string {
  const text = words(name);
  if (/(analy|diagno|progno|metasta|hypothe|synthe)ses$/.test(text)) return text.replace(/ses$/, 'sis');
  if (/ies$/.test(text)) return text.replace(/ies$/, 'y');
  if (/(ss|us|is)$/.test(text)) return text;
  if (/(ss|us|x|ch|sh)es$/.test(text)) return text.replace(/es$/, '');
  return text.replace(/s$/, '');
}

/** The innermost nested field that holds `field` (`donors.specimens` for `donors.specimens.samples_count`). */
export function nestedParent(field: string, nestedFields: readonly string[]): string | undefined {
  const segments = field.split('.');
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const prefix = segments.slice(0, length).join('.');
    if (nestedFields.includes(prefix)) return prefix;
  }
  return undefined;
}

/**
 * A field's name in words: its last part, with the part before it when that adds meaning (`file.size` → "file
 * size", `donors.submitter_donor_id` → "submitter donor id"). Under a nested field the parent is the object the
 * sentence talks about, so it is left out.
 */
export function fieldWords(field: string, nestedFields: readonly string[] = []): string {
  const segments = field.split('.');
  const leaf = words(segments[segments.length - 1]);
  if (segments.length === 1) return leaf;
  const parentPath = segments.slice(0, -1).join('.');
  if (nestedFields.includes(parentPath)) return leaf;
  const parent = singular(segments[segments.length - 2]);
  return leaf.split(' ').includes(parent) ? leaf : `${parent} ${leaf}`;
}

/**
 * "A, B or C". Past `cap` items: "A, B or any of 8 more conditions" (`more` names what the rest are, with the words
 * for "or" and "and" that lead in to them).
 */
function list(
  values: string[],
  conjunction: 'or' | 'and',
  cap = Infinity,
  more: {noun: string; or?: string} = {noun: 'conditions'},
): string {
  if (values.length > cap) {
    const rest = (values.length - cap).toLocaleString('en');
    const lead = conjunction === 'or' ? `or ${more.or ?? 'any of'}` : 'and';
    return `${values.slice(0, cap).join(', ')} ${lead} ${rest} more ${more.noun}`;
  }
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} ${conjunction} ${values[values.length - 1]}`;
}

const VALUES = {noun: 'values', or: 'one of'};

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** "is BAM", "is one of BAM or CRAM" (`in`), or their negations. */
function membership(values: unknown[], negated: boolean, cap: number): string {
  const shown = values.map(show);
  if (shown.length === 0) return negated ? 'is anything (the list is empty)' : 'is in an empty list (matches nothing)';
  if (shown.length === 1) return `${negated ? 'is not' : 'is'} ${shown[0]}`;
  if (!negated) return `is one of ${list(shown, 'or', cap, VALUES)}`;
  return shown.length === 2 ? `is neither ${shown[0]} nor ${shown[1]}` : `is none of ${list(shown, 'or', cap, VALUES)}`;
}

function specialValue(value: unknown, negated: boolean): string {
  const text = String(value);
  if (text.includes(SET_ID)) {
    const id = text.replace(SET_ID, '');
    return negated ? `is not in the saved set ${id}` : `is in the saved set ${id}`;
  }
  if (text.includes(MISSING)) return negated ? 'has a value' : 'has no value';
  // Arranger turns the first `*` into `.*` and sends the rest as a regular expression.
  return `${negated ? 'does not match' : 'matches'} the pattern ${text}`;
}

const isSpecial = (value: unknown) => [REGEX, SET_ID, MISSING].some((mark) => String(value).includes(mark));

/** The predicate of a set operator, after Arranger's own rules for special values. */
function setPredicate(values: unknown[], negated: boolean, cap: number): string {
  // A single list whose first value is special becomes that special filter alone (Arranger looks at value[0]).
  if (values.length === 1 || (values.length > 1 && !values.some(isSpecial))) {
    return isSpecial(values[0]) ? specialValue(values[0], negated) : membership(values, negated, cap);
  }
  // Special values mixed with others: one filter each, combined with "or".
  const ordinary = values.filter((value) => !isSpecial(value));
  const parts = [
    ...(ordinary.length ? [membership(ordinary, negated, cap)] : []),
    ...values.filter(isSpecial).map((value) => specialValue(value, negated)),
  ];
  return list(parts, 'or', cap, VALUES);
}

const RANGE_WORDS: Record<string, [number: string, date: string]> = {
  [GT_OP]: ['is more than', 'is after'],
  [GTE_OP]: ['is at least', 'is on or after'],
  [LT_OP]: ['is less than', 'is before'],
  [LTE_OP]: ['is at most', 'is on or before'],
};

function rangeBound(op: string, values: unknown[]): unknown {
  const upward = op === GT_OP || op === GTE_OP;
  return values.reduce((best: unknown, value) => {
    if (best === undefined) return value;
    return upward
      ? (value as number) > (best as number)
        ? value
        : best
      : (value as number) < (best as number)
        ? value
        : best;
  }, undefined);
}

type Context = {
  nestedFields: readonly string[];
  /** The nested field a pivot group is about. */
  pivot?: string;
  /** How many items of each list the reading keeps (see LIST_CAPS). */
  cap: number;
};

function fieldClause(op: string, content: JsonObject, {nestedFields, pivot, cap}: Context): string {
  if (op === FILTER_OP) {
    const fields = (content.fieldNames as string[]).map((field) => fieldWords(field, []));
    return `${list(fields, 'or', cap, {noun: 'fields'})} matches the pattern ${show(content.value)}, ignoring case`;
  }
  const field = String(content.fieldName);
  const values = Array.isArray(content.value) ? content.value : [content.value];
  const parent = nestedParent(field, nestedFields);
  const name = fieldWords(field, nestedFields);
  const object = parent ? singular(parent.split('.').pop() ?? parent) : undefined;
  // "the gender of some donor", "the donor's gender" (in a group pivoted on donors), or "file type".
  const subject = (quantifier: 'some' | 'no') => {
    if (!object) return name;
    if (parent === pivot && quantifier === 'some') return `the ${object}'s ${name}`;
    return `the ${name} of ${quantifier} ${object}`;
  };

  if (op === IN_OP || op === NOT_IN_OP) return `${subject('some')} ${setPredicate(values, op === NOT_IN_OP, cap)}`;
  if (op === SOME_NOT_IN_OP) {
    // The negation goes around the nested query: no nested object matches.
    return object
      ? `${subject('no')} ${setPredicate(values, false, cap)}`
      : `${name} ${setPredicate(values, true, cap)}`;
  }
  if (op === ALL_OP) {
    const shown = values.map(show);
    const each = object ? ` (each may come from a different ${object})` : '';
    return shown.length === 1
      ? `${subject('some')} is ${shown[0]}`
      : `${object ? `the ${name} of the ${object}s` : name} includes all of ${list(shown, 'and', cap, VALUES)}${each}`;
  }
  if (op === BETWEEN_OP) {
    const [low, high] = [rangeBound(LT_OP, values), rangeBound(GT_OP, values)];
    return `${subject('some')} is between ${show(low)} and ${show(high)}, both included`;
  }
  const bound = rangeBound(op, values);
  const [numberWords, dateWords] = RANGE_WORDS[op];
  return `${subject('some')} ${isDateText(bound) ? dateWords : numberWords} ${show(bound)}`;
}

const objectOf = (path: string) => singular(path.split('.').pop() ?? path);

function groupClause(op: string, node: JsonObject, context: Context, parenthesise: boolean): string {
  const children = node.content as unknown[];
  const pivot = typeof node.pivot === 'string' && node.pivot !== '.' ? node.pivot : undefined;
  const inner: Context = pivot ? {...context, pivot} : context;
  const parts = children.map((child) => clause(child, inner, op, children.length > 1));
  let text: string;
  if (parts.length === 0) text = op === OR_OP ? 'nothing matches (an empty "or")' : 'every document matches';
  else if (op === NOT_OP) {
    const only = children.length === 1 ? children[0] : undefined;
    if (pivot)
      text = `it is not true that, for one and the same ${objectOf(pivot)}, ${list(parts, 'and', context.cap)}`;
    else if (isJsonObject(only) && canonicalOp(String(only.op)) === IN_OP && isJsonObject(only.content)) {
      // not(in) excludes the documents where the value is found, in any nested object: "some-not-in".
      text = fieldClause(SOME_NOT_IN_OP, only.content, context);
    } else if (parts.length === 1) text = `it is not true that ${parts[0]}`;
    else if (parts.length === 2) text = `neither ${parts[0]} nor ${parts[1]}`;
    else if (parts.length > context.cap) {
      const rest = (parts.length - context.cap).toLocaleString('en');
      text = `none of these holds: ${parts.slice(0, context.cap).join('; ')}; nor any of ${rest} more conditions`;
    } else text = `none of these holds: ${parts.join('; ')}`;
  } else {
    text = list(parts, op === AND_OP ? 'and' : 'or', context.cap);
    if (pivot) text = `for one and the same ${objectOf(pivot)}, ${text}`;
  }
  return parenthesise && (parts.length > 1 || pivot) ? `(${text})` : text;
}

function clause(node: unknown, context: Context, parentOp?: string, hasSiblings = false): string {
  if (!isJsonObject(node) || typeof node.op !== 'string') return 'an unreadable filter';
  const op = canonicalOp(node.op) ?? node.op;
  if (op === AND_OP || op === OR_OP || op === NOT_OP) {
    const sameAsParent = op === parentOp && !node.pivot;
    return groupClause(op, node, context, parentOp !== undefined && hasSiblings && !sameAsParent);
  }
  return fieldClause(op, node.content as JsonObject, context);
}

/** The sentence a reader sees under the editor. `documents` names what the index holds ("files"). */
export function readSqon(sqon: unknown, nestedFields: readonly string[], documents = 'files'): string {
  const Documents = documents.charAt(0).toUpperCase() + documents.slice(1);
  if (isJsonObject(sqon) && Object.keys(sqon).length === 0)
    return `All ${documents}: an empty filter matches everything.`;
  let sentence = '';
  for (const cap of LIST_CAPS) {
    const reading = clause(sqon, {nestedFields, cap});
    sentence = `${Documents} where${reading.startsWith('for one') || reading.startsWith('it is') ? ',' : ''} ${reading}.`;
    if (sentence.length <= MAX_READING_LENGTH) return sentence;
  }
  // Still too long with one item per list (deeply nested groups): cut, and say so.
  return `${sentence.slice(0, MAX_READING_LENGTH - 1).trimEnd()}…`;
}
