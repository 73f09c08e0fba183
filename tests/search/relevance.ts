/**
 * Relevance of a search engine on the labelled reader questions: hit@1,
 * hit@3 and mean reciprocal rank, counted by page (several results from one
 * page count once, at the rank of the first).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export type LabelledQuery = {query: string; expected: string[]; kind?: string; family?: string};

const readQueries = (file: string): LabelledQuery[] =>
  (JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')) as {queries: LabelledQuery[]}).queries;

/** The first set: questions that mostly name a page's own words. */
export const LABELLED_QUERIES: LabelledQuery[] = readQueries('relevance-queries.json');
/** The frozen set of hard questions, as readers type them (errors, tasks, typos, synonyms, issue titles…). */
export const READER_QUESTIONS: LabelledQuery[] = readQueries('reader-questions.json');

export type QueryOutcome = LabelledQuery & {pages: string[]; rank: number | null};
export type Relevance = {hitAt1: number; hitAt3: number; mrr: number; outcomes: QueryOutcome[]};

/** Page path of a result URL: no anchor, no `index.html`, no trailing slash (engines differ on these). */
export function pageOf(url: string): string {
  const pathname = new URL(url, 'http://site.invalid').pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** `search` returns result URLs, best first. */
export async function evaluate(
  search: (query: string) => Promise<string[]>,
  queries: LabelledQuery[] = LABELLED_QUERIES,
): Promise<Relevance> {
  const outcomes: QueryOutcome[] = [];
  for (const labelled of queries) {
    const pages = [...new Set((await search(labelled.query)).map(pageOf))];
    const expected = labelled.expected.map(pageOf);
    const index = pages.findIndex((page) => expected.includes(page));
    outcomes.push({...labelled, pages: pages.slice(0, 5), rank: index < 0 ? null : index + 1});
  }
  const share = (test: (outcome: QueryOutcome) => boolean) => outcomes.filter(test).length / outcomes.length;
  return {
    hitAt1: share(({rank}) => rank === 1),
    hitAt3: share(({rank}) => rank !== null && rank <= 3),
    mrr: outcomes.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / outcomes.length,
    outcomes,
  };
}
