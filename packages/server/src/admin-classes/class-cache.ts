import type { ChannelSubscriber } from '../db/change-listener.js';
import { namesTable } from '../db/written-tables.js';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** The channel migration 0026's trigger announces class_records changes on (payload: the classkey, '*' for all). */
export const CLASS_CHANGES_CHANNEL = 'class_records_changed';
/** How many reads are remembered at most (all classes); past it, all are forgotten and read again. */
export const MAX_CACHED_READS = 2_000;
/**
 * After this process writes class_records, reads go to PostgreSQL for this long: the write may
 * still be inside a transaction, and what is read before its commit must not be remembered.
 */
export const LOCAL_WRITE_BYPASS_MS = 1_000;

export interface ClassCache {
  /** The remembered answer of `key` for the class, or load()'s (remembered when nothing changed meanwhile). */
  read<T>(classkey: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Whether answers are being remembered (the change listener is connected). */
  readonly active: boolean;
  /** Kysely plugin: any write to class_records through this database forgets everything at once. */
  readonly plugin: KyselyPlugin;
  /** What the process's change listener (db/change-listener.ts) tells it: CLASS_CHANGES_CHANNEL, and the connection up or down. */
  readonly subscriber: ChannelSubscriber;
}

/**
 * Remembered reads of the generic administration classes (class-store.ts), per process: the
 * dashboard reads the same pages, widgets, flags and thresholds on every call, and none of it
 * depends on who asks beyond the query itself. Kept exact by PostgreSQL telling every process of
 * every committed change (LISTEN on CLASS_CHANGES_CHANNEL, migration 0026's trigger: within
 * milliseconds, any writer, any process), and by this process forgetting everything when it writes
 * class_records itself (before the notification arrives). Only while the listening connection is
 * up: without it nothing is remembered. A read started before a change is not remembered after it.
 * Answers are copied in and out, so a caller may change what it got.
 */
export function createClassCache(options: { now?: () => number } = {}): ClassCache {
  const now = options.now ?? Date.now;
  const byClass = new Map<string, Map<string, unknown>>();
  let size = 0;
  let generation = 0;
  let active = false;
  let bypassUntil = 0;

  const forget = (classkey: string) => {
    generation++;
    if (classkey === '*') {
      byClass.clear();
      size = 0;
      return;
    }
    size -= byClass.get(classkey)?.size ?? 0;
    byClass.delete(classkey);
  };
  const setActive = (on: boolean) => {
    forget('*');
    active = on;
  };

  const plugin: KyselyPlugin = {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (writesClassRecords(node)) {
        forget('*');
        bypassUntil = now() + LOCAL_WRITE_BYPASS_MS;
      }
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };

  return {
    get active() {
      return active;
    },
    plugin,
    async read<T>(classkey: string, key: string, load: () => Promise<T>): Promise<T> {
      if (!active || now() < bypassUntil) return load();
      const entries = byClass.get(classkey);
      if (entries?.has(key)) return copyOf(entries.get(key)) as T;
      const before = generation;
      const value = await load();
      if (before === generation && active && now() >= bypassUntil) {
        if (size >= MAX_CACHED_READS) forget('*');
        const map = byClass.get(classkey) ?? new Map<string, unknown>();
        byClass.set(classkey, map);
        map.set(key, copyOf(value));
        size++;
      }
      return value;
    },
    subscriber: { channel: CLASS_CHANGES_CHANNEL, onChange: forget, onUp: () => setActive(true), onDown: () => setActive(false) },
  };
}

/**
 * A deep copy of what the class store answers (records of JSON data with Date stamps, arrays, Maps
 * of them, list pages): structuredClone's answer for these, made without its serialisation (the
 * load benchmark: structuredClone of the home page's widgets was the cache's main cost). Anything
 * else goes to structuredClone.
 */
export function copyOf<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  const prototype = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) {
    const copy: Record<string, unknown> = prototype === null ? Object.create(null) : {};
    for (const key of Object.keys(value)) {
      const entry = copyOf((value as Record<string, unknown>)[key]);
      // A JSON key "__proto__" is an own property, as structuredClone keeps it (not the copy's prototype).
      if (key === '__proto__') Object.defineProperty(copy, key, { value: entry, enumerable: true, writable: true, configurable: true });
      else copy[key] = entry;
    }
    return copy as T;
  }
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value instanceof Map) return new Map([...value].map(([key, entry]) => [copyOf(key), copyOf(entry)])) as T;
  return structuredClone(value);
}

/** Whether a statement may write class_records: a write naming the table, or a select whose CTEs do (the plugin forgets everything on each). */
export function writesClassRecords(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return node.with !== undefined && namesTable(node.with, 'class_records');
  return node.kind !== 'RawNode' && namesTable(node, 'class_records');
}
