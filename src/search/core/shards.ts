/**
 * Which term shard holds which terms. A term lives in the shard with the
 * longest key that is a prefix of it; `*` holds terms that start with
 * anything but a-z or 0-9 (e.g. non-Latin scripts).
 */
export const OTHER_SHARD = '*';

const SIMPLE_START = /^[a-z0-9]/;

export function shardKeyForTerm(term: string, keys: ReadonlySet<string>): string {
  if (!SIMPLE_START.test(term)) {
    return OTHER_SHARD;
  }
  return keys.has(term.slice(0, 2)) ? term.slice(0, 2) : term.slice(0, 1);
}

/**
 * Shards that can hold a term starting with `prefix` (typed so far) or, for
 * typo tolerance, any term sharing its first character.
 */
export function shardKeysForPrefix(prefix: string, keys: Iterable<string>, sameFirstCharacter = false): string[] {
  if (!SIMPLE_START.test(prefix)) {
    return [...keys].filter((key) => key === OTHER_SHARD);
  }
  const wanted = sameFirstCharacter ? prefix.slice(0, 1) : prefix;
  return [...keys].filter((key) => key !== OTHER_SHARD && (key.startsWith(wanted) || wanted.startsWith(key)));
}
