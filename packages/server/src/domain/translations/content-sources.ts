import type { Kysely } from 'kysely';
import type { Classkey } from '@healthdeck/contract';
import type { TranslatableKind } from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';
import { classSource } from '../../admin-classes/class-source.js';
import { isUuid } from '../../db/uuid.js';

/** A record's English text: the record itself, as members read it. */
export interface EnglishRecord {
  id: string;
  data: Record<string, unknown>;
}

const PAGE = 500;

/** Every record of a kind (where its class keeps them, admin-classes/class-source.ts; rewards from their table). */
export async function englishRecords(db: Kysely<Database>, kind: TranslatableKind): Promise<EnglishRecord[]> {
  if (kind === 'rewards') {
    const rows = await db.selectFrom('rewards').select(['id', 'name', 'description']).orderBy('name').execute();
    return rows.map((row) => ({ id: row.id, data: { name: row.name, description: row.description } }));
  }
  const source = classSource(db, kind as Classkey);
  const records: EnglishRecord[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { items } = await source.list({ offset, limit: PAGE });
    records.push(...items.map((item) => ({ id: item.id, data: item.data })));
    if (items.length < PAGE) return records;
  }
}

/** One record of a kind, or undefined. */
export async function englishRecord(db: Kysely<Database>, kind: TranslatableKind, id: string): Promise<EnglishRecord | undefined> {
  if (kind === 'rewards') {
    if (!isUuid(id)) return undefined;
    const row = await db.selectFrom('rewards').select(['id', 'name', 'description']).where('id', '=', id).executeTakeFirst();
    return row && { id: row.id, data: { name: row.name, description: row.description } };
  }
  const record = await classSource(db, kind as Classkey).get(id);
  return record && { id: record.id, data: record.data };
}

/** How a record is named in the admin's lists: its title or name, else the start of its text, else its id. */
export function recordLabel(record: EnglishRecord): string {
  for (const key of ['title', 'name', 'description']) {
    const value = record.data[key];
    if (typeof value === 'string' && value.trim() !== '') return value.length > 80 ? `${value.slice(0, 79)}…` : value;
  }
  return record.id;
}

/** A field's English text when it has one (what a translation could say), else null. */
export function englishText(record: EnglishRecord, field: string): string | null {
  const value = record.data[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
