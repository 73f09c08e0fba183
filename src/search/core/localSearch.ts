/**
 * Answers Algolia-shaped search requests from the local engine: the one piece
 * both the DocSearch modal and the search page talk to in local mode.
 */
import {
  encodeParams,
  escapeHtml,
  formatHit,
  newQueryId,
  parseSnippetAttributes,
  type AlgoliaSearchParams,
  type AlgoliaSearchResult,
} from './algoliaResponse';
import {parseFacetFilters, type SearchEngine} from './engine';

/** Longest query the engine reads; the modal caps input at 64, the page at 512. */
export const MAX_QUERY_LENGTH = 512;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;

function wholeNumber(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof number === 'number' && Number.isFinite(number)
    ? Math.min(Math.max(Math.trunc(number), 0), max)
    : fallback;
}

export async function answerSearch(
  engine: SearchEngine,
  request: AlgoliaSearchParams & {indexName?: string},
): Promise<AlgoliaSearchResult> {
  const started = Date.now();
  const query = String(request.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = wholeNumber(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE);
  const page = wholeNumber(request.page, 0, 10_000);
  const result = await engine.search(query, parseFacetFilters(request.facetFilters));

  const pageRecords = result.ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const records = await engine.records(pageRecords.map(({id}) => id));
  const options = {
    pre: request.highlightPreTag ?? '<em>',
    post: request.highlightPostTag ?? '</em>',
    ellipsis: escapeHtml(request.snippetEllipsisText ?? '…'),
  };
  const snippetLengths = parseSnippetAttributes(request.attributesToSnippet);
  const hits = records.map((record) => formatHit(record, result, snippetLengths, options));

  const {indexName, ...params} = request;
  return {
    hits,
    nbHits: result.ranked.length,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(result.ranked.length / hitsPerPage),
    page,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: encodeParams(params),
    queryID: newQueryId(),
    ...(indexName !== undefined && {index: indexName}),
  };
}
