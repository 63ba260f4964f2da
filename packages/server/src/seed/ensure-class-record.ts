import type { Classkey } from '@healthdeck/contract';
import type { ClassStore, FilterValue } from '../admin-classes/class-store.js';

/**
 * The id of the first `classkey` record matching `match`, inserting `record()` when there is none:
 * how every demo seeder stays idempotent and leaves what an administrator changed as it is.
 * `record` is called (and so checked against its schema) only when a record is added.
 */
export async function ensureClassRecord(store: ClassStore, classkey: Classkey, match: Record<string, FilterValue>, record: () => Record<string, unknown>): Promise<string> {
  const { items } = await store.list(classkey, { filters: match, limit: 1 });
  if (items[0]) return items[0].id;
  return (await store.insert(classkey, record())).id;
}
