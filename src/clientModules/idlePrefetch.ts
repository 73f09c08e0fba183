/**
 * Docusaurus prefetches the code of every page a visible link points to, the
 * moment the link scrolls into view. A page with many links (a sidebar, a
 * reference table) then spends one long task right after it loads appending
 * hundreds of `<link rel=prefetch>` elements, which delays the reader's first
 * interaction. This module hands those prefetches to idle time, a few at a
 * time, each route once. Docusaurus still decides what to fetch (nothing on
 * a data-saving or 2G connection). Preloading on hover or focus stays
 * immediate.
 */
import type {ClientModule} from '@docusaurus/types';

type Docusaurus = Window['docusaurus'];

/** Prefetches started per idle slice when the browser cannot say how much time it has. */
const BATCH_WITHOUT_DEADLINE = 8;

/**
 * Longest an idle slice keeps starting prefetches. The browser offers up to
 * 50 ms of idle time, but each `<link rel=prefetch>` costs about a
 * millisecond here and four on a phone-speed CPU: a slice that used the whole
 * offer became a long task (over 50 ms) on a slow device.
 */
export const SLICE_BUDGET_MS = 8;

function whenIdle(callback: (timeLeft: () => number) => void): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback((deadline) => callback(() => deadline.timeRemaining()), {timeout: 2000});
  } else {
    let started = 0;
    setTimeout(() => callback(() => (started++ < BATCH_WITHOUT_DEADLINE ? 1 : 0)), 50);
  }
}

export function idlePrefetcher(prefetch: Docusaurus['prefetch']): Docusaurus['prefetch'] {
  const queue: {routePath: string; done: (result: void[]) => void}[] = [];
  const queued = new Map<string, Promise<void[]>>();
  let scheduled = false;
  const drain = (timeLeft: () => number) => {
    const sliceEnd = performance.now() + SLICE_BUDGET_MS;
    // At least one per call, so a browser that is never idle still gets through the queue.
    do {
      const {routePath, done} = queue.shift()!;
      const started = prefetch(routePath);
      if (started) started.then(done, () => done([]));
      else done([]);
    } while (queue.length > 0 && timeLeft() > 1 && performance.now() < sliceEnd);
    scheduled = queue.length > 0;
    if (scheduled) whenIdle(drain);
  };
  return (routePath) => {
    const already = queued.get(routePath);
    if (already) return already;
    const prefetched = new Promise<void[]>((done) => queue.push({routePath, done}));
    queued.set(routePath, prefetched);
    if (!scheduled) {
      scheduled = true;
      whenIdle(drain);
    }
    return prefetched;
  };
}

const clientModule: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    // The first call comes as the app mounts: before any link can report itself visible.
    if (previousLocation || !window.docusaurus) return;
    const {prefetch, preload} = window.docusaurus;
    window.docusaurus = Object.freeze({prefetch: idlePrefetcher(prefetch), preload});
  },
};

export default clientModule;
