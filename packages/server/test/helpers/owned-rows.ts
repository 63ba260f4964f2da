import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/** Every row a member owns, by table, in a stable order: what another member must never change. */
export type OwnedRows = Record<string, unknown[]>;

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  /** The parent's column the key points at. */
  ref: string;
}

/** Tables that point at a user without a foreign key (links join any two ids: b_id is the member for these kinds). */
const LINKED_MEMBER_KINDS = ['program_user', 'organization_user'];

/**
 * The rows that belong to a user, found from the schema rather than listed by hand, so a new table
 * is covered the day it is added: the user's own row; every row whose foreign key points at the
 * user; every row whose foreign key points at one of those (measurement samples, meal items…); and
 * the member's programme and organisation links, and the generic records that name them as user_id.
 */
export async function ownedRows(db: Kysely<Database>, userId: string): Promise<OwnedRows> {
  const keys = await foreignKeys(db);
  const owned: OwnedRows = {};
  const add = (table: string, rows: unknown[]) => {
    if (rows.length > 0) owned[table] = [...(owned[table] ?? []), ...rows];
  };

  add('users', await selectWhere(db, 'users', sql`id = ${userId}`));
  const direct = keys.filter((k) => k.parent === 'users');
  const ownerTables = new Set<string>();
  for (const key of direct) {
    const rows = await selectWhere(db, key.child, sql`${sql.ref(key.column)} = ${userId}`);
    if (rows.length > 0) ownerTables.add(key.child);
    add(`${key.child}.${key.column}`, rows);
  }
  for (const key of keys) {
    if (!ownerTables.has(key.parent) || key.parent === key.child || direct.some((d) => d.child === key.child)) continue;
    const ownerColumns = direct.filter((d) => d.child === key.parent).map((d) => d.column);
    const parentIds = sql.join(
      ownerColumns.map((column) => sql`${sql.ref(column)} = ${userId}`),
      sql` or `,
    );
    add(`${key.child}.${key.column}`, await selectWhere(db, key.child, sql`${sql.ref(key.column)} in (select ${sql.ref(key.ref)} from ${sql.table(key.parent)} where ${parentIds})`));
  }
  add('links', await selectWhere(db, 'links', sql`b_id = ${userId} and kind in (${sql.join(LINKED_MEMBER_KINDS)})`));
  // Generic administration records about a member (programme action completions…) name them in data.user_id.
  add('class_records', await selectWhere(db, 'class_records', sql`data->>'user_id' = ${userId}`));
  return owned;
}

/** The schema does not change while a test runs: its foreign keys are read once per database. */
const keysByDb = new WeakMap<Kysely<Database>, Promise<ForeignKey[]>>();

function foreignKeys(db: Kysely<Database>): Promise<ForeignKey[]> {
  let keys = keysByDb.get(db);
  if (!keys) {
    keys = readForeignKeys(db);
    keysByDb.set(db, keys);
  }
  return keys;
}

async function readForeignKeys(db: Kysely<Database>): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent, r.attname as ref
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute r on r.attrelid = c.confrelid and r.attnum = c.confkey[1]
    where c.contype = 'f' and cardinality(c.conkey) = 1 and c.connamespace = 'public'::regnamespace
    order by 1, 2`.execute(db);
  return rows;
}

/** All columns, ordered by every column so two snapshots of unchanged rows compare equal. */
async function selectWhere(db: Kysely<Database>, table: string, where: ReturnType<typeof sql>): Promise<unknown[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${where}`.execute(db);
  return rows.map((row) => JSON.stringify(row)).sort();
}
