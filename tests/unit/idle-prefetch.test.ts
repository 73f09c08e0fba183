import {afterEach, describe, expect, it, vi} from 'vitest';
import {idlePrefetcher} from '../../src/clientModules/idlePrefetch';

type IdleCallback = (deadline: {timeRemaining: () => number; didTimeout: boolean}) => void;

function stubIdleWindow(): IdleCallback[] {
  const callbacks: IdleCallback[] = [];
  vi.stubGlobal('window', {requestIdleCallback: (callback: IdleCallback) => callbacks.push(callback)});
  return callbacks;
}

describe('idle prefetching', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
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
