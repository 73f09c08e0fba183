import {describe, expect, it, vi} from 'vitest';
import {
  BASE_URL_BANNER_CONTAINER_ID,
  releaseChunkScripts,
  removeBaseUrlBanner,
  runStages,
  startCollatorWarmup,
} from '../../plugins/staged-client-entry/startup';
import stagedClientEntryPlugin from '../../plugins/staged-client-entry';

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

/** A stand-in for the browser's Worker: the test decides when it answers or fails. */
class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  terminate() {
    this.terminated = true;
  }
  answer() {
    this.onmessage?.({data: -1} as MessageEvent);
  }
  fail() {
    this.onerror?.({preventDefault() {}} as ErrorEvent);
  }
}

describe('staged client entry: collator warm-up', () => {
  it('leaves the main thread alone once the worker has loaded the collator', () => {
    const worker = new FakeWorker();
    const warmup = startCollatorWarmup(() => worker as unknown as Worker);
    worker.answer();
    expect(worker.terminated).toBe(true);
    expect(warmup.ensureLoaded()).toBe(false);
  });

  it('loads the collator on the main thread when the worker is not done yet, once', () => {
    const worker = new FakeWorker();
    const warmup = startCollatorWarmup(() => worker as unknown as Worker);
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    expect(warmup.ensureLoaded()).toBe(true);
    expect(warmup.ensureLoaded()).toBe(false);
    expect(compare).toHaveBeenCalledTimes(1);
    compare.mockRestore();
  });

  it('falls back to the main thread when the worker fails or cannot be created', () => {
    const failing = new FakeWorker();
    const afterFailure = startCollatorWarmup(() => failing as unknown as Worker);
    failing.fail();
    expect(failing.terminated).toBe(true);
    expect(afterFailure.ensureLoaded()).toBe(true);

    const withoutWorkers = startCollatorWarmup(() => {
      throw new DOMException('Workers are not allowed', 'SecurityError');
    });
    expect(withoutWorkers.ensureLoaded()).toBe(true);
  });
});

describe('staged client entry: plugin', () => {
  const plugin = stagedClientEntryPlugin();
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
