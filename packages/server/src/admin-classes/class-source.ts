import type { Kysely } from 'kysely';
import type { Classkey } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import { createClassStore, type ListOptions } from './class-store.js';
import { tableSources } from './table-sources.js';

/** One stored record of a class, whichever storage holds it. */
export interface SourceRecord {
  id: string;
  data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

/**
 * The class store's interface bound to one class (spec 000 §7.1). Most classes live in
 * class_records; the ones members already read from a table of their own (symptoms, tasks,
 * milestones, user) go through a table adapter with the same interface, so an admin's change is
 * what members see.
 */
export interface ClassSource {
  get(id: string): Promise<SourceRecord | undefined>;
  list(options: ListOptions): Promise<{ items: SourceRecord[]; total: number }>;
  insert(data: Record<string, unknown>): Promise<SourceRecord>;
  /** Replaces the record's data; undefined when there is no such record. */
  update(id: string, data: Record<string, unknown>): Promise<SourceRecord | undefined>;
  remove(id: string): Promise<boolean>;
  /** Why a record cannot be deleted (members use it), or null. */
  inUse?(id: string): Promise<string | null>;
  /** Why records cannot be created here, or null when they can. */
  readonly refuseInsert?: string;
}

/** Where a class's records live. */
export function classSource(db: Kysely<Database>, classkey: Classkey): ClassSource {
  const table = tableSources[classkey as keyof typeof tableSources];
  if (table) return table(db);
  const store = createClassStore(db);
  return {
    get: (id) => store.get(classkey, id),
    list: (options) => store.list(classkey, options),
    insert: (data) => store.insert(classkey, data),
    update: (id, data) => store.update(classkey, id, data),
    remove: (id) => store.remove(classkey, id),
  };
}

/** Is another record of the class holding this value in `field`? (uniqueness check before a write) */
export async function takenBy(source: ClassSource, field: string, value: unknown, exceptId?: string): Promise<boolean> {
  if (value === undefined || value === null) return false;
  const { items } = await source.list({ filters: { [field]: value as string | number | boolean }, limit: 2 });
  return items.some((item) => item.id !== exceptId && item.data[field] === value);
}
