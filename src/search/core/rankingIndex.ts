/**
 * The two MiniSearch indexes search ranks with, and the documents they hold. Shared by the index builder (which
 * adds the documents) and the engine (which loads them): both must use the same fields and the same analysis.
 *
 * - Pages: one document per page, with its title, its headings, its front-matter keywords, the texts of the other
 *   pages' links to it and its text. Pages are
 *   the unit of ranking (BM25 with a weight per field), so that words spread over a page's sections add up.
 * - Sections: one document per heading (the page title counts as the heading of the page's introduction), with
 *   the text under it. They choose where in a page a result leads, and which headings show under it.
 */
import type {Options} from 'minisearch';
import {termOf, tokensOf} from './analyze';
import type {SearchRecord} from './types';

export const PAGE_FIELDS = ['title', 'path', 'description', 'headings', 'keywords', 'linkTexts', 'text'] as const;
export const SECTION_FIELDS = ['heading', 'text'] as const;

export type PageDocument = {id: number} & Record<(typeof PAGE_FIELDS)[number], string>;
export type SectionDocument = {id: number} & Record<(typeof SECTION_FIELDS)[number], string>;

const analysis = {tokenize: tokensOf, processTerm: termOf} satisfies Partial<Options>;

export const PAGE_INDEX_OPTIONS = {fields: [...PAGE_FIELDS], ...analysis} satisfies Options<PageDocument>;
export const SECTION_INDEX_OPTIONS = {fields: [...SECTION_FIELDS], ...analysis} satisfies Options<SectionDocument>;

/**
 * How much a match counts in each field: a page's title says most about it, then the words its writer chose as
 * keywords, then its headings, then the words other writers link to it with, then its text.
 */
export const PAGE_FIELD_BOOST: Record<(typeof PAGE_FIELDS)[number], number> = {
  title: 3,
  path: 1.5,
  description: 2.5,
  keywords: 2.5,
  headings: 2,
  linkTexts: 1.5,
  text: 1,
};
export const SECTION_FIELD_BOOST: Record<(typeof SECTION_FIELDS)[number], number> = {heading: 2, text: 1};

/** The path of a record's page: its URL without the anchor. */
export function pagePathOf(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** Records grouped by page, in record order: records of one page are consecutive. */
export function pagesOf(records: SearchRecord[]): {first: number; records: SearchRecord[]}[] {
  const pages: {first: number; records: SearchRecord[]}[] = [];
  records.forEach((record, id) => {
    const last = pages.at(-1);
    if (last && pagePathOf(last.records[0].url) === pagePathOf(record.url)) last.records.push(record);
    else pages.push({first: id, records: [record]});
  });
  return pages;
}

const headingOf = (record: SearchRecord) =>
  record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '').trim();

/** The page document of a page's records. */
export function pageDocument(id: number, records: SearchRecord[]): PageDocument {
  const [page, ...rest] = records;
  return {
    id,
    title: headingOf(page),
    // The folders of the page's address name its area and tool: /docs/core-software/song/setup → "song".
    path: pagePathOf(page.url).split('/').slice(1, -1).join(' '),
    description: page.content ?? '',
    headings: rest
      .filter((record) => record.type !== 'content')
      .map(headingOf)
      .join('\n'),
    keywords: (page.keywords ?? []).join(' '),
    linkTexts: (page.linkTexts ?? []).join('\n'),
    text: rest
      .map((record) => record.content ?? '')
      .filter(Boolean)
      .join('\n'),
  };
}

/**
 * The sections of a page: each heading record (the first record, the page title, included) with the text of the
 * content records up to the next heading. `record` is the id of the heading record.
 */
export function sectionsOf(first: number, records: SearchRecord[]): {record: number; heading: string; text: string}[] {
  const sections: {record: number; heading: string; text: string}[] = [];
  records.forEach((record, index) => {
    if (record.type !== 'content') sections.push({record: first + index, heading: headingOf(record), text: ''});
    else if (sections.length > 0) {
      const section = sections[sections.length - 1];
      section.text = section.text ? `${section.text}\n${record.content ?? ''}` : (record.content ?? '');
    }
  });
  return sections;
}
