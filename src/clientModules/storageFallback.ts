/**
 * When the browser blocks storage (cookies disabled, some privacy modes and
 * embedded views), reading `window.localStorage` throws. Docusaurus then keeps
 * settings for nothing and DocSearch drops recent and favourite searches. This
 * module puts a memory-backed Storage in place of each blocked one, so the
 * colour mode, a dismissed announcement and recent searches last for the rest
 * of the visit (until a reload), and logs one warning saying so.
 *
 * It runs as a client module, before the app renders and reads any setting.
 */
export const STORAGE_WARNING =
  'Browser storage is unavailable: settings and recent searches will last only until this page is reloaded.';

/** A Storage that keeps its items in memory. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }

  removeItem(key: string): void {
    this.items.delete(String(key));
  }

  clear(): void {
    this.items.clear();
  }

  [name: string]: unknown;
}

function isUsable(kind: 'localStorage' | 'sessionStorage', target: Window): boolean {
  try {
    const storage = target[kind];
    const probe = '__overture_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** Replaces each unusable storage of `target` by a MemoryStorage; returns the kinds replaced. */
export function installStorageFallback(target: Window): string[] {
  const replaced: string[] = [];
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    if (isUsable(kind, target)) continue;
    try {
      Object.defineProperty(target, kind, {value: new MemoryStorage(), configurable: true, enumerable: true});
      replaced.push(kind);
    } catch {
      // A browser that refuses the replacement keeps Docusaurus's own fallback (no storage).
    }
  }
  return replaced;
}

/**
 * Docusaurus tells its own components about a changed setting with a
 * synthetic StorageEvent, whose `storageArea` the browser only accepts as a
 * real Storage. Let it carry a MemoryStorage too, or every change would fail.
 */
export function acceptMemoryStorageInEvents(EventClass: typeof StorageEvent): void {
  const prototype = EventClass.prototype;
  const original = prototype.initStorageEvent;
  prototype.initStorageEvent = function initStorageEvent(this: StorageEvent, ...args: Parameters<typeof original>) {
    const storageArea = args[7];
    if (!(storageArea instanceof MemoryStorage)) {
      original.apply(this, args);
      return;
    }
    const [type, bubbles, cancelable, key, oldValue, newValue, url] = args;
    original.call(this, type, bubbles, cancelable, key, oldValue, newValue, url, null);
    Object.defineProperty(this, 'storageArea', {value: storageArea});
  };
}

// Not during server rendering, where there is no window.
if (typeof window !== 'undefined' && installStorageFallback(window).length > 0) {
  acceptMemoryStorageInEvents(StorageEvent);
  console.warn(STORAGE_WARNING);
}
