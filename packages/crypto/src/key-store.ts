/** Where the unlocked data key lives between page loads, so one unlock serves every sealed screen. */
export interface KeyStore {
  save(userId: string, key: CryptoKey): Promise<void>;
  load(userId: string): Promise<CryptoKey | null>;
  clear(): Promise<void>;
}

const STORE = 'keys';

/**
 * IndexedDB keeps a CryptoKey by structured clone, so a non-extractable key survives a reload and
 * still cannot be exported; nothing goes to localStorage. Where IndexedDB is absent (Node, tests)
 * the keys live in memory for the life of the process.
 */
export function createKeyStore(name = 'healthdeck-keys'): KeyStore {
  if (typeof indexedDB === 'undefined') return createMemoryKeyStore();
  return createIndexedDbKeyStore(name);
}

function createMemoryKeyStore(): KeyStore {
  const keys = new Map<string, CryptoKey>();
  return {
    async save(userId, key) {
      keys.set(userId, key);
    },
    async load(userId) {
      return keys.get(userId) ?? null;
    },
    async clear() {
      keys.clear();
    },
  };
}

function createIndexedDbKeyStore(name: string): KeyStore {
  let opening: Promise<IDBDatabase> | null = null;
  const db = (): Promise<IDBDatabase> => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
      };
      request.onsuccess = () => {
        const database = request.result;
        // Another tab upgrading or deleting the database must not be blocked by this connection.
        database.onversionchange = () => {
          database.close();
          opening = null;
        };
        resolve(database);
      };
      request.onerror = () => reject(request.error ?? new Error(`Could not open the key store ${name}`));
      request.onblocked = () => reject(new Error(`The key store ${name} is blocked by another tab`));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };

  async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const database = await db();
    return new Promise<T>((resolve, reject) => {
      const tx = database.transaction(STORE, mode);
      const request = action(tx.objectStore(STORE));
      // Resolve on commit, not on request success, so a save is durable before the caller goes on.
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? request.error ?? new Error('Key store transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('Key store transaction aborted'));
    });
  }

  return {
    async save(userId, key) {
      await run('readwrite', (store) => store.put(key, userId));
    },
    async load(userId) {
      const value: unknown = await run('readonly', (store) => store.get(userId));
      return value instanceof CryptoKey ? value : null;
    },
    async clear() {
      await run('readwrite', (store) => store.clear());
    },
  };
}
