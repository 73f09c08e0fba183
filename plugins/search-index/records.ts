/**
 * Turns extracted pages into DocSearch records: one per page title, one per
 * heading, one per block of text, each carrying its heading path (hierarchy).
 */
import type {ExtractedPage} from './extract/blocks';
import {objectIdOf, type Hierarchy, type HierarchyLevel, type SearchRecord} from '../../src/search/core/types';

/** `linkTexts`: the texts of the other pages' links to this page, carried by the page's own record. */
export function pageRecords(page: ExtractedPage, section: string, linkTexts: string[] = []): SearchRecord[] {
  const base = {language: page.language, docusaurus_tag: page.docusaurusTag};
  // headings[n] is the current heading of level n (1 = page title).
  const headings: ({text: string; anchor: string} | undefined)[] = [];
  headings[1] = {text: page.title, anchor: ''};
  const hierarchy = (): Hierarchy => {
    const levels: Hierarchy = {lvl0: section};
    headings.forEach((heading, level) => {
      if (heading && level >= 1 && level <= 6) levels[`lvl${level}` as HierarchyLevel] = heading.text;
    });
    return levels;
  };
  const urlOf = (anchor: string) => (anchor ? `${page.path}#${anchor}` : page.path);
  const currentAnchor = () => [...headings].reverse().find((heading) => heading?.anchor)?.anchor ?? '';

  // Records of one URL are numbered in page order: that number makes the objectID.
  const ordinals = new Map<string, number>();
  const objectId = (url: string) => {
    const ordinal = ordinals.get(url) ?? 0;
    ordinals.set(url, ordinal + 1);
    return objectIdOf(url, ordinal);
  };
  const records: SearchRecord[] = [
    {
      objectID: objectId(page.path),
      type: 'lvl1',
      url: page.path,
      // The page's own record carries its description: search reads it, results show it.
      content: page.description ?? null,
      hierarchy: hierarchy(),
      ...base,
      ...(page.keywords.length > 0 && {keywords: page.keywords}),
      ...(linkTexts.length > 0 && {linkTexts}),
    },
  ];
  page.blocks.forEach((block) => {
    if (block.kind === 'heading') {
      headings[block.level] = {text: block.text, anchor: block.anchor};
      headings.length = block.level + 1;
      const url = urlOf(block.anchor);
      records.push({
        objectID: objectId(url),
        type: `lvl${block.level}` as SearchRecord['type'],
        url,
        content: null,
        hierarchy: hierarchy(),
        ...base,
      });
    } else {
      const url = urlOf(currentAnchor());
      records.push({
        objectID: objectId(url),
        type: 'content',
        url,
        content: block.text,
        hierarchy: hierarchy(),
        ...base,
      });
    }
  });
  return records;
}
