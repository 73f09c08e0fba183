/**
 * One group per page, in ranking order. DocSearch groups the hits it shows by `hierarchy.lvl0`, in the order each
 * value first appears: with the site section as lvl0 (Documentation, Guides…), a lower-ranked page of an earlier
 * section jumped ahead of a better page of a later one. Giving each page a group of its own, named by its section
 * and title, keeps the engine's order: the page first, its best headings under it.
 */
type Levels = {lvl0?: string | null; lvl1?: string | null};
type Hit = {url: string; hierarchy: Levels; _highlightResult?: unknown};
type Highlights = {hierarchy?: Record<string, {value: string} | undefined>};

const pageOf = (url: string) => url.split('#')[0];

/** The group name of a page: "Documentation › Song setup". */
export function pageGroupName(hit: Hit): string {
  const {lvl0, lvl1} = hit.hierarchy;
  const title = lvl1 ?? pageOf(hit.url);
  return lvl0 ? `${lvl0} › ${title}` : title;
}

export function groupByPage<T extends Hit>(hits: readonly T[]): T[] {
  const pages = new Map<string, T[]>();
  for (const hit of hits) {
    const page = pageOf(hit.url);
    pages.set(page, [...(pages.get(page) ?? []), hit]);
  }
  return [...pages.values()].flatMap((pageHits) => {
    const name = pageGroupName(pageHits.find((hit) => hit.hierarchy.lvl1) ?? pageHits[0]);
    return pageHits.map((hit) => {
      const highlights = hit._highlightResult as Highlights | undefined;
      return {
        ...hit,
        hierarchy: {...hit.hierarchy, lvl0: name},
        // DocSearch names a group after the highlighted lvl0 when a hit has highlights.
        ...(highlights && {
          _highlightResult: {
            ...highlights,
            hierarchy: {...highlights.hierarchy, lvl0: {...highlights.hierarchy?.lvl0, value: name}},
          },
        }),
      };
    });
  });
}
