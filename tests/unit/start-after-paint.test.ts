import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {PAINT_REPORT_TIMEOUT_MS, START_AFTER_PAINT_SCRIPT} from '../../plugins/page-scripts/startAfterPaint';

interface FakeLink {
  href: string;
  routeChunk: boolean;
}

/**
 * Runs the inline starter against a stand-in page: its preload links, a paint observer the test reports to, and
 * frames and timers the test advances by hand.
 */
function loadPage(links: FakeLink[], {paintTiming = true} = {}) {
  const added: {src: string; async: boolean; routeChunk: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: {at: number; run: () => void}[] = [];
  let now = 0;
  let paintObserver: ((list: {getEntriesByName(name: string): unknown[]}, observer: object) => void) | undefined;
  let disconnected = false;

  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: NonNullable<typeof paintObserver>) {}
    observe(options: {type: string; buffered: boolean}) {
      expect(options).toEqual({type: 'paint', buffered: true});
      paintObserver = (list) => this.callback(list, this);
    }
    disconnect() {
      disconnected = true;
    }
  }
  const document = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('link[data-page-script]');
      return links.map((link) => ({
        getAttribute: (name: string) => (name === 'href' ? link.href : null),
        hasAttribute: (name: string) => name === 'data-route-chunk' && link.routeChunk,
      }));
    },
    createElement: (tagName: string) => {
      expect(tagName).toBe('script');
      const attributes = new Set<string>();
      return {src: '', async: true, setAttribute: (name: string) => attributes.add(name), attributes};
    },
    head: {
      appendChild: (script: {src: string; async: boolean; attributes: Set<string>}) =>
        added.push({src: script.src, async: script.async, routeChunk: script.attributes.has('data-route-chunk')}),
    },
  };
  runInNewContext(START_AFTER_PAINT_SCRIPT, {
    document,
    PerformanceObserver: FakePerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, delay = 0) => timers.push({at: now + delay, run}),
    Error,
  });

  return {
    added,
    /** Reports paints to the observer, as the browser does once it has presented them. */
    reportPaints(...names: string[]) {
      if (disconnected || !paintObserver) return;
      paintObserver({getEntriesByName: (name) => names.filter((entry) => entry === name)}, {});
    },
    /** Runs the animation frame callbacks now waiting. */
    frame() {
      frames.splice(0).forEach((callback) => callback());
    },
    /** Moves the clock on, running the timers that fall due. */
    advance(milliseconds: number) {
      now += milliseconds;
      for (const timer of timers.filter(({at}) => at <= now).sort((a, b) => a.at - b.at)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    get waitingFrames() {
      return frames.length;
    },
  };
}

const PAGE_LINKS: FakeLink[] = [
  {href: '/assets/js/runtime~main.1.js', routeChunk: false},
  {href: '/assets/js/layout.1.js', routeChunk: true},
  {href: '/assets/js/content.1.js', routeChunk: true},
  {href: '/assets/js/main.1.js', routeChunk: false},
];

describe('page-scripts: the inline starter', () => {
  it('starts the scripts, in order, once the first contentful paint is reported and two frames have passed', () => {
    const page = loadPage(PAGE_LINKS);
    page.frame();
    page.reportPaints('first-paint');
    page.advance(0);
    expect(page.added).toEqual([]);
    page.reportPaints('first-paint', 'first-contentful-paint');
    page.advance(0);
    expect(page.added).toEqual([]);
    page.frame();
    page.advance(0);
    expect(page.added).toEqual([
      {src: '/assets/js/runtime~main.1.js', async: false, routeChunk: false},
      {src: '/assets/js/layout.1.js', async: false, routeChunk: true},
      {src: '/assets/js/content.1.js', async: false, routeChunk: true},
      {src: '/assets/js/main.1.js', async: false, routeChunk: false},
    ]);
  });

  it('starts them once only, whatever fires later', () => {
    const page = loadPage(PAGE_LINKS);
    page.reportPaints('first-contentful-paint');
    page.frame();
    page.frame();
    page.advance(PAINT_REPORT_TIMEOUT_MS);
    page.reportPaints('first-contentful-paint');
    page.advance(PAINT_REPORT_TIMEOUT_MS);
    expect(page.added).toHaveLength(4);
  });

  it('starts them two frames in when the browser cannot report paints', () => {
    const page = loadPage(PAGE_LINKS, {paintTiming: false});
    page.frame();
    page.advance(0);
    expect(page.added).toEqual([]);
    page.frame();
    page.advance(0);
    expect(page.added.map(({src}) => src)).toEqual(PAGE_LINKS.map(({href}) => href));
  });

  it('starts them anyway when no paint is reported within the timeout', () => {
    const page = loadPage(PAGE_LINKS);
    page.frame();
    page.frame();
    page.advance(PAINT_REPORT_TIMEOUT_MS - 1);
    expect(page.added).toEqual([]);
    page.advance(1);
    expect(page.added).toHaveLength(4);
  });

  it('does nothing on a page whose scripts are not preloaded (it keeps its deferred scripts)', () => {
    const page = loadPage([]);
    expect(page.waitingFrames).toBe(0);
    page.advance(PAINT_REPORT_TIMEOUT_MS);
    expect(page.added).toEqual([]);
  });
});
