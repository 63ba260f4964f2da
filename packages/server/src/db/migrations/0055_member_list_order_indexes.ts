import { sql, type Kysely } from 'kysely';

// The member's kit list is paged by a cursor in its order (newest first, then by kit ID;
// docs/decisions/0111-member-lists-paged.md): an index in exactly that order answers each page
// with `take + 1` index entries, ties included, where the (user_id, created_at) index it replaces
// had to sort every kit of the second's ties.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index kits_user_page on kits (user_id, created_at desc, kit_id)`.execute(db);
  await db.schema.dropIndex('kits_user').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('kits_user').on('kits').columns(['user_id', 'created_at']).execute();
  await db.schema.dropIndex('kits_user_page').execute();
}
