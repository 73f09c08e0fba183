/**
 * Highlight on arrival: when a search result opens a page, the words it
 * matched are highlighted there (CSS Custom Highlight API: no change to the
 * page's DOM) until the reader moves to another page.
 */
import type {ClientModule} from '@docusaurus/types';
import {takePendingHighlight} from './pendingHighlight';

export const HIGHLIGHT_NAME = 'search-result';
const MAX_RANGES = 200;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function clear(): void {
  if (typeof CSS !== 'undefined' && 'highlights' in CSS) {
    CSS.highlights.delete(HIGHLIGHT_NAME);
  }
}

export function highlightWords(root: Element, words: string[]): number {
  if (!('highlights' in CSS) || words.length === 0) return 0;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words
      .map(escapeRegExp)
      .sort((a, b) => b.length - a.length)
      .join('|')})`,
    'giu',
  );
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && ranges.length < MAX_RANGES; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(pattern)) {
      const range = new Range();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(...ranges));
  return ranges.length;
}

const highlightClientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation?.pathname === location.pathname) return;
    clear();
    const words = takePendingHighlight(location.pathname);
    if (!words) return;
    // Let the new page render first.
    requestAnimationFrame(() => {
      const root = document.querySelector('article') ?? document.querySelector('main');
      if (!root || highlightWords(root, words) === 0) return;
      const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      anchor?.scrollIntoView();
    });
  },
};

export default highlightClientModule;
