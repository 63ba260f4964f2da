import { sql, type Kysely } from 'kysely';

// Rate-limit counters shared by every server process on the database (issue 18 scale-out:
// http/rate-limit-store.ts). The key is a SHA-256 of the limit and its subject (address or email),
// so no address or email is kept here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index rate_limit_counters_resets_at on rate_limit_counters (resets_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
