/**
 * The operators Arranger 3.0.4 knows, from its own constants, grouped by the
 * shape of their `content`.
 */
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
  OP_ALIASES,
  OR_OP,
  REGEX,
  SET_ID,
  SOME_NOT_IN_OP,
} from '@overture-stack/arranger-server/dist/middleware/constants.js';

export {MISSING, REGEX, SET_ID};

export const GROUP_OPS: readonly string[] = [AND_OP, OR_OP, NOT_OP];
/** Operators whose `value` is a list of values to match. */
export const SET_OPS: readonly string[] = [IN_OP, NOT_IN_OP, SOME_NOT_IN_OP, ALL_OP];
export const RANGE_OPS: readonly string[] = [GT_OP, GTE_OP, LT_OP, LTE_OP];
export {ALL_OP, AND_OP, BETWEEN_OP, FILTER_OP, GTE_OP, GT_OP, IN_OP, LTE_OP, LT_OP, NOT_IN_OP, NOT_OP, OR_OP};
export {SOME_NOT_IN_OP};

const ALIASES = OP_ALIASES as Record<string, string>;

export const OPERATORS: readonly string[] = [...SET_OPS, ...RANGE_OPS, BETWEEN_OP, FILTER_OP, ...GROUP_OPS];
export const ALIAS_NAMES: readonly string[] = Object.keys(ALIASES);

/** The operator an alias stands for (`=` is `in`); undefined for an operator Arranger does not know. */
export function canonicalOp(op: string): string | undefined {
  if (Object.hasOwn(ALIASES, op)) return ALIASES[op];
  return OPERATORS.includes(op) ? op : undefined;
}
