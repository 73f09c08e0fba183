import {readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it, vi} from 'vitest';
import {
  BASE_URL_BANNER_CONTAINER_ID,
  loadCollator,
  releaseChunkScripts,
  removeBaseUrlBanner,
  runStages,
} from '../../plugins/staged-client-entry/startup';
import stagedClientEntryPlugin, {COLLATOR_WARMUP_FILE, collatorWarmupScript} from '../../plugins/staged-client-entry';

describe('staged client entry: stages', () => {
  it('yields a task before each stage and runs the stages in order', async () => {
    const events: string[] = [];
    const yieldTask = async () => {
      events.push('yield');
    };
    await runStages([() => events.push('react-dom'), () => events.push('routes'), () => events.push('app')], yieldTask);
    expect(events).toEqual(['yield', 'react-dom', 'yield', 'routes', 'yield', 'app']);
  });

  it('yields to a new task by default: nothing runs in the task that starts it', async () => {
    const ran: string[] = [];
    const done = runStages([() => ran.push('react-dom')]);
    await Promise.resolve();
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual(['react-dom']);
  });

  it('waits for a stage that returns a promise before the next one', async () => {
    const ran: string[] = [];
    let finishFirst = () => {};
    const first = new Promise<void>((resolve) => (finishFirst = resolve));
    const yieldTask = () => Promise.resolve();
    const done = runStages([() => first.then(() => ran.push('first')), () => ran.push('second')], yieldTask);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual([]);
    finishFirst();
    await done;
    expect(ran).toEqual(['first', 'second']);
  });
});

/** A stand-in for the browser's Worker constructor, recording what the page asked for. */
function fakeWorkers({failToStart = false} = {}) {
  const started: {url: string; options: unknown; onerror?: (event: {preventDefault(): void}) => void}[] = [];
  function Worker(this: (typeof started)[number], url: string, options: unknown) {
    if (failToStart) throw new Error('Workers are not allowed here');
    this.url = url;
    this.options = options;
    started.push(this);
  }
  return {Worker, started};
}

describe('staged client entry: collator warm-up', () => {
  it('starts the worker from the head of every page, at the base URL', () => {
    const plugin = stagedClientEntryPlugin({baseUrl: '/docs-site/'});
    const tags = (plugin.injectHtmlTags as () => {headTags: {tagName: string; innerHTML: string}[]})();
    expect(tags.headTags).toEqual([{tagName: 'script', innerHTML: collatorWarmupScript('/docs-site/')}]);

    const {Worker, started} = fakeWorkers();
    runInNewContext(collatorWarmupScript('/docs-site/'), {Worker});
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({url: '/docs-site/collator-warmup.js', options: {name: 'collator-warmup'}});
    // A worker whose file fails to load reports nothing to the console.
    const event = {preventDefault: vi.fn()};
    started[0]!.onerror!(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('lets a page where workers cannot start go on without an error', () => {
    const {Worker} = fakeWorkers({failToStart: true});
    expect(() => runInNewContext(collatorWarmupScript('/'), {Worker})).not.toThrow();
  });

  it('serves a worker that compares two strings and then closes', () => {
    const source = readFileSync(path.join(__dirname, '../../static', COLLATOR_WARMUP_FILE), 'utf8');
    const close = vi.fn();
    const compare = vi.fn(() => -1);
    runInNewContext(`String.prototype.localeCompare = compare;\n${source}`, {close, compare});
    expect(compare).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('loads the collator on the main thread with one comparison, before the app starts', () => {
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    expect(loadCollator()).toBe(true);
    expect(compare).toHaveBeenCalledTimes(1);
    compare.mockRestore();
  });
});

describe('staged client entry: plugin', () => {
  const plugin = stagedClientEntryPlugin({baseUrl: '/'});
  const configure = plugin.configureWebpack as (config: object, isServer: boolean) => Record<string, unknown>;

  it('replaces the entry of the browser bundle only', () => {
    expect(configure({}, false)).toEqual({
      mergeStrategy: {entry: 'replace'},
      entry: expect.stringMatching(/staged-client-entry[/\\]clientEntry\.ts$/),
    });
    expect(configure({}, true)).toEqual({});
  });
});

describe('staged client entry: chunk scripts of the HTML', () => {
  it('removes the elements of the chunk scripts, and only those', () => {
    const removed: string[] = [];
    const element = (name: string) => ({remove: () => removed.push(name)}) as unknown as Element;
    const root = {
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('script[data-route-chunk]');
        return [element('layout chunk'), element('content chunk')] as unknown as NodeListOf<Element>;
      },
    };
    expect(releaseChunkScripts(root)).toBe(2);
    expect(removed).toEqual(['layout chunk', 'content chunk']);
  });
});

describe('staged client entry: base URL banner', () => {
  it('removes the banner Docusaurus inserted before the scripts started', () => {
    const removed: string[] = [];
    const root = {
      getElementById: (id: string) =>
        (id === BASE_URL_BANNER_CONTAINER_ID ? {remove: () => removed.push(id)} : null) as HTMLElement | null,
    };
    expect(removeBaseUrlBanner(root)).toBe(true);
    expect(removed).toEqual(['__docusaurus-base-url-issue-banner-container']);
  });

  it('does nothing on a page without the banner', () => {
    expect(removeBaseUrlBanner({getElementById: () => null})).toBe(false);
  });
});
