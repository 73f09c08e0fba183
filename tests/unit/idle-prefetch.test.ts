import {afterEach, describe, expect, it, vi} from 'vitest';
import {idlePrefetcher, SLICE_BUDGET_MS} from '../../src/clientModules/idlePrefetch';

type IdleCallback = (deadline: {timeRemaining: () => number; didTimeout: boolean}) => void;

function stubIdleWindow(): IdleCallback[] {
  const callbacks: IdleCallback[] = [];
  vi.stubGlobal('window', {requestIdleCallback: (callback: IdleCallback) => callbacks.push(callback)});
  return callbacks;
}

describe('idle prefetching', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('prefetches nothing at once, then each route once when the browser is idle', async () => {
    const idle = stubIdleWindow();
    const prefetch = vi.fn((_path: string) => Promise.resolve([] as void[]));
    const prefetchWhenIdle = idlePrefetcher(prefetch);

    const first = prefetchWhenIdle('/docs/a');
    expect(prefetchWhenIdle('/docs/a')).toBe(first);
    prefetchWhenIdle('/docs/b');
    prefetchWhenIdle('/docs/c');
    expect(prefetch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);

    idle.shift()!({timeRemaining: () => 50, didTimeout: false});
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/docs/a', '/docs/b', '/docs/c']);
    await expect(first).resolves.toEqual([]);
    expect(idle).toHaveLength(0);
  });

  it('stops a slice after its time budget even when the browser offers more idle time', () => {
    const idle = stubIdleWindow();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    // Each prefetch takes 3 ms of the 50 ms the browser offers.
    const prefetch = vi.fn(() => {
      now += 3;
      return false as const;
    });
    const prefetchWhenIdle = idlePrefetcher(prefetch);
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) prefetchWhenIdle(path);

    idle.shift()!({timeRemaining: () => 50, didTimeout: false});
    expect(prefetch).toHaveBeenCalledTimes(Math.ceil(SLICE_BUDGET_MS / 3));
    expect(idle).toHaveLength(1);
    idle.shift()!({timeRemaining: () => 50, didTimeout: false});
    expect(prefetch).toHaveBeenCalledTimes(6);
    expect(idle).toHaveLength(0);
  });

  it('keeps going when the browser is never idle, one route per callback', () => {
    const idle = stubIdleWindow();
    const prefetch = vi.fn(() => false as const);
    const prefetchWhenIdle = idlePrefetcher(prefetch);
    prefetchWhenIdle('/docs/a');
    prefetchWhenIdle('/docs/b');

    idle.shift()!({timeRemaining: () => 0, didTimeout: true});
    expect(prefetch).toHaveBeenCalledTimes(1);
    idle.shift()!({timeRemaining: () => 0, didTimeout: true});
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(idle).toHaveLength(0);
  });
});
