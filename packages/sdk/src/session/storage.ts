/** The storage the sdk persists its session to (a subset of the Web Storage API). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Map-backed storage for Node, tests and browsers where localStorage is unusable. */
export function memoryStorage(): SessionStorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** localStorage when the page may use it (sandboxed iframes throw on access), memory otherwise. */
export function defaultStorage(): SessionStorageLike {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = '__healthdeck_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // fall through: storage blocked (third-party iframe, private mode quota 0)
  }
  return memoryStorage();
}
