/**
 * What the live tools accept. A box holding more is not sent to the worker at
 * all: the tool says how much it holds and how much it takes, and the page
 * stays responsive. The depth limit protects the libraries, which walk JSON
 * recursively; real filters and dictionaries nest a few levels.
 */
export const MAX_JSON_DEPTH = 100;

/** Characters each box takes: 1,000 records of a wide schema fit with room to spare. */
export const MAX_CHARACTERS = {sqon: 500_000, nested: 10_000, dictionary: 1_000_000, records: 2_000_000} as const;

const megabytes = (characters: number) => `${(characters / 1_000_000).toFixed(1)} MB`;

/** The message for a box that holds too much, or undefined when it fits. */
export function sizeProblem(box: string, characters: number, limit: number): string | undefined {
  if (characters <= limit) return undefined;
  return `The ${box} box holds ${megabytes(characters)} of text; this tool checks up to ${megabytes(limit)}, so it has not checked it. Check a smaller part of it here.`;
}
