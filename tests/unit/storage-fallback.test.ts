import {describe, expect, it} from 'vitest';
import {MemoryStorage, installStorageFallback} from '../../src/clientModules/storageFallback';

/** A window whose storages throw when read, as when the reader blocks site data. */
function blockedWindow(): Window {
  const target = {} as Window;
  for (const kind of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(target, kind, {
      configurable: true,
      get() {
        throw new Error('SecurityError: access denied');
      },
    });
  }
  return target;
}

describe('MemoryStorage', () => {
  it('behaves like Storage: set, get, key, length, remove, clear', () => {
    const storage = new MemoryStorage();
    storage.setItem('theme', 'dark');
    storage.setItem('count', 3 as unknown as string);
    expect(storage.getItem('theme')).toBe('dark');
    expect(storage.getItem('count')).toBe('3');
    expect(storage.getItem('missing')).toBeNull();
    expect(storage.length).toBe(2);
    expect(storage.key(0)).toBe('theme');
    expect(storage.key(5)).toBeNull();
    storage.removeItem('theme');
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.length).toBe(0);
  });
});

describe('installStorageFallback', () => {
  it('replaces blocked storages with memory storages that work', () => {
    const target = blockedWindow();
    expect(installStorageFallback(target)).toEqual(['localStorage', 'sessionStorage']);
    target.localStorage.setItem('theme', 'dark');
    expect(target.localStorage.getItem('theme')).toBe('dark');
    expect(target.sessionStorage).toBeInstanceOf(MemoryStorage);
  });

  it('leaves working storages alone', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const target = {localStorage: local, sessionStorage: session} as unknown as Window;
    expect(installStorageFallback(target)).toEqual([]);
    expect(target.localStorage).toBe(local);
  });

  it('replaces a storage that can be read but refuses writes', () => {
    const refusing = new MemoryStorage();
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const target = {localStorage: refusing, sessionStorage: new MemoryStorage()} as unknown as Window;
    expect(installStorageFallback(target)).toEqual(['localStorage']);
    expect(target.localStorage).not.toBe(refusing);
  });
});
