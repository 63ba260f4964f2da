// spec 001 §3 "Client-side state groups": each group pairs data with a loading flag. One way to fill
// them: set the flag, await the load, store the answer, clear the flag. The newest load wins.

/** The part of a nanostores map store used here (a MapStore of a concrete shape satisfies it). */
export interface KeyedStore<T> {
  get(): T;
  setKey<K extends keyof T>(key: K, value: T[K]): void;
}

type BooleanKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

const generations = new WeakMap<object, Map<PropertyKey, number>>();

function nextGeneration(store: object, key: PropertyKey): number {
  let byKey = generations.get(store);
  if (!byKey) {
    byKey = new Map();
    generations.set(store, byKey);
  }
  const next = (byKey.get(key) ?? 0) + 1;
  byKey.set(key, next);
  return next;
}

function isCurrent(store: object, key: PropertyKey, generation: number): boolean {
  return generations.get(store)?.get(key) === generation;
}

/**
 * Loads `store[key]` with `store[loadingKey]` true meanwhile. A failure keeps the previous value,
 * clears the flag and rethrows (the caller shows its message). When loads overlap, only the one
 * started last writes its answer and clears the flag.
 */
export async function loadInto<T extends object, K extends keyof T>(store: KeyedStore<T>, key: K, loadingKey: NoInfer<BooleanKeys<T>>, load: () => Promise<T[K]>): Promise<T[K]> {
  const generation = nextGeneration(store, key);
  store.setKey(loadingKey, true as T[BooleanKeys<T>]);
  try {
    const value = await load();
    if (isCurrent(store, key, generation)) store.setKey(key, value);
    return value;
  } finally {
    if (isCurrent(store, key, generation)) store.setKey(loadingKey, false as T[BooleanKeys<T>]);
  }
}
