/**
 * The modal's query limit. DocSearch 4.7 renders its input with maxLength 512
 * and has no prop to change it, so the limit is kept from outside DocSearch's
 * DOM: a `beforeinput` listener on the site's own wrapper around the modal
 * refuses an insertion that would make the query longer, and the search client
 * never sends more (`limitQueries`).
 */

/** Longest query the modal accepts (DocSearch's own input allows 512). */
export const MODAL_MAX_QUERY_LENGTH = 64;

export type QueryEdit = {
  /** The input's value before the edit. */
  value: string;
  /** The selection the edit replaces (the caret when both are equal). */
  start: number;
  end: number;
  /** The text the edit inserts. */
  inserted: string;
};

/**
 * What an insertion comes to under the limit: `undefined` when it fits as it
 * is; otherwise the query with as much of the inserted text as fits, as the
 * `maxLength` attribute would cut it (the unchanged value when nothing fits).
 */
export function fitToLimit({value, start, end, inserted}: QueryEdit, max = MODAL_MAX_QUERY_LENGTH): string | undefined {
  const kept = value.length - (end - start);
  if (kept + inserted.length <= max) return undefined;
  const room = Math.max(0, max - kept);
  return (value.slice(0, start) + inserted.slice(0, room) + value.slice(end)).slice(0, max);
}

/**
 * Listens on `root` (an element of the site's, around the modal) and keeps
 * the query of any input inside it at `max` characters. A paste that fits
 * only in part is refused and `replaceQuery` receives the query with the part
 * that fits; the caller opens the modal again with it (DocSearch's
 * `initialQuery`), since nothing else may write into DocSearch's input.
 * Text composed with an input method cannot be refused while it is being
 * composed; `limitQueries` still cuts what it searches for.
 */
export function limitQueryInput(
  root: HTMLElement,
  replaceQuery: (query: string) => void,
  max = MODAL_MAX_QUERY_LENGTH,
): () => void {
  function onBeforeInput(event: InputEvent): void {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !event.cancelable || !event.inputType.startsWith('insert')) return;
    const fitted = fitToLimit(
      {
        value: input.value,
        start: input.selectionStart ?? input.value.length,
        end: input.selectionEnd ?? input.value.length,
        inserted: event.data ?? event.dataTransfer?.getData('text/plain') ?? '',
      },
      max,
    );
    if (fitted === undefined) return;
    event.preventDefault();
    if (fitted !== input.value) replaceQuery(fitted);
  }
  root.addEventListener('beforeinput', onBeforeInput);
  return () => root.removeEventListener('beforeinput', onBeforeInput);
}

/** Search requests from the modal never carry more than the modal's limit. */
export function limitQueries<T extends {search: (...args: never[]) => unknown}>(client: T): T {
  const search = client.search.bind(client) as unknown as (params: {requests: {query?: string}[]}) => unknown;
  return {
    ...client,
    search: ((params: {requests: {query?: string}[]}) =>
      search({
        ...params,
        requests: params.requests.map((request) => ({
          ...request,
          query: request.query?.slice(0, MODAL_MAX_QUERY_LENGTH),
        })),
      })) as unknown as T['search'],
  };
}
