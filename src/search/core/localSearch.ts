/**
 * Answers Algolia-shaped search requests from the local engine: the one piece
 * both the DocSearch modal and the search page talk to in local mode.
 */
import {
  encodeParams,
  escapeHtml,
  formatHit,
  highlight,
  newQueryId,
  parseSnippetAttributes,
  type AlgoliaSearchParams,
  type AlgoliaSearchResult,
} from './algoliaResponse';
import {parseFacetFilters, type SearchEngine} from './engine';
import type {SearchRecord} from './types';

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

/** Content blocks read after a landing heading to find the one that shows why the page matched. */
const LANDING_BLOCKS = 4;

/**
 * One result per page, in ranking order: the page's own hit, leading to its best section and showing the text
 * there that matches, then the headings of its other good sections. `hitsPerPage` and `nbHits` count pages, as
 * Algolia counts distinct groups.
 */
export async function answerSearch(
  engine: SearchEngine,
  request: AlgoliaSearchParams & {indexName?: string},
): Promise<AlgoliaSearchResult> {
  const started = Date.now();
  const query = String(request.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = wholeNumber(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE);
  const page = wholeNumber(request.page, 0, 10_000);
  const result = await engine.search(query, parseFacetFilters(request.facetFilters));
  const pages = result.pages.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

  // Each page's records, and the blocks of text after its landing heading.
  const wanted = pages.flatMap(({records, landing}) => [
    ...records,
    ...Array.from({length: LANDING_BLOCKS}, (_, offset) => landing + 1 + offset),
  ]);
  const ids = [...new Set(wanted)];
  const found = await engine.records(ids);
  const loaded = new Map<number, SearchRecord>();
  ids.forEach((id, index) => {
    const record = found[index];
    if (record) loaded.set(id, record);
  });

  const options = {
    pre: request.highlightPreTag ?? '<em>',
    post: request.highlightPostTag ?? '</em>',
    ellipsis: escapeHtml(request.snippetEllipsisText ?? '…'),
  };
  const snippetLengths = parseSnippetAttributes(request.attributesToSnippet);
  const hits = pages.flatMap(({records, landing}) => {
    const own = loaded.get(records[0])!;
    const landingRecord = loaded.get(landing)!;
    const blocks = Array.from({length: LANDING_BLOCKS}, (_, offset) => loaded.get(landing + 1 + offset)).filter(
      (record): record is SearchRecord => record?.type === 'content' && record.url === landingRecord.url,
    );
    const shows = blocks.find((block) => highlight(block.content!, result, options).matchLevel !== 'none');
    const pageHit = {...own, url: landingRecord.url, content: (shows ?? blocks[0])?.content ?? null};
    return [pageHit, ...records.slice(1).map((id) => loaded.get(id)!)].map((record) =>
      formatHit(record, result, snippetLengths, options),
    );
  });

  const {indexName, ...params} = request;
  return {
    hits,
    nbHits: result.pages.length,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(result.pages.length / hitsPerPage),
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
