import type { SessionTokens } from '@healthdeck/contract/light';

/** The tokens one rotation produced, and the refresh token they replaced. */
export interface Rotation {
  from: string;
  tokens: SessionTokens;
}

/**
 * Hands a rotation from the tab that refreshed to the tab that takes the refresh lock next.
 * Chromium keeps a per-tab copy of localStorage and brings other tabs' writes in asynchronously, so
 * the next lock holder can still read the rotated-away tokens and replay them (refused as reuse:
 * the session ends). IndexedDB reads are consistent across tabs, so the rotation is recorded there
 * before the lock is released.
 */
export interface TokenHandoff {
  read(): Promise<Rotation | null>;
  write(rotation: Rotation): Promise<void>;
}

const STORE = 'handoff';
const KEY = 'latest';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** IndexedDB-backed handoff; null where IndexedDB does not exist (Node, one-tab environments). */
export function indexedDbHandoff(name = 'healthdeck-session'): TokenHandoff | null {
  const idb = globalThis.indexedDB;
  if (!idb) return null;
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise((resolve, reject) => {
      const req = idb.open(name, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    return db;
  };
  return {
    async read() {
      const store = (await open()).transaction(STORE, 'readonly').objectStore(STORE);
      return ((await request(store.get(KEY))) as Rotation | undefined) ?? null;
    },
    async write(rotation) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(rotation, KEY);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    },
  };
}
