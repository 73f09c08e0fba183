/**
 * Hands the words a search result matched over to the page it opens, so that
 * page can highlight them. Kept for one navigation in sessionStorage, which
 * survives the route change (and a full reload) but not the tab, and in
 * memory, for a browser that refuses storage (a result opens its page without
 * a reload).
 */
const STORAGE_KEY = 'overture-docs.search-highlight';
const MARK = /<mark>(.*?)<\/mark>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

export type PendingHighlight = {pathname: string; words: string[]};

type HighlightedValue = {value?: string} | undefined;
type HighlightedHit = {
  url: string;
  _highlightResult?: {content?: HighlightedValue; hierarchy?: object};
};

export function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]);
}

/** The words a hit's highlight marked, as the reader will see them on the page. */
export function matchedWordsOf(hit: HighlightedHit): string[] {
  const levels = Object.values(hit._highlightResult?.hierarchy ?? {}) as HighlightedValue[];
  const values = [hit._highlightResult?.content, ...levels];
  const words = new Set<string>();
  for (const entry of values) {
    for (const [, word] of (entry?.value ?? '').matchAll(MARK)) {
      const text = decodeEntities(word).trim();
      if (text) words.add(text.toLowerCase());
    }
  }
  return [...words].slice(0, 20);
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the copy in memory is then used.
    return undefined;
  }
}

let inMemory: PendingHighlight | undefined;

export function rememberHighlight(hit: HighlightedHit): void {
  const words = matchedWordsOf(hit);
  const pathname = new URL(hit.url, window.location.href).pathname;
  inMemory = {pathname, words};
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(inMemory));
  } catch {
    // A full or blocked storage: the copy in memory still reaches the page.
  }
}

/** The words to highlight on this page, if a search result led here; forgets them. */
export function takePendingHighlight(pathname: string): string[] | undefined {
  const store = storage();
  let pending = inMemory;
  inMemory = undefined;
  try {
    const raw = store?.getItem(STORAGE_KEY);
    store?.removeItem(STORAGE_KEY);
    if (raw) pending = JSON.parse(raw) as PendingHighlight;
  } catch {
    // Refused or unreadable storage: what this page remembered is enough.
  }
  return pending && pending.pathname === pathname && Array.isArray(pending.words) ? pending.words : undefined;
}
