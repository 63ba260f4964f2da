import { sql, type Kysely } from 'kysely';

// Rate-limit counters shared by every server process on the database (scale-out:
// http/rate-limit-store.ts). The key is a SHA-256 of the limit and its subject (address or email),
// so no address or email is kept here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // UNLOGGED: no WAL, so a counted request does not wait for a disk flush; PostgreSQL empties the
  // table after a crash (and a standby does not have it), which only restarts the windows.
  await sql`create unlogged table rate_limit_counters (key text primary key, hits integer not null, resets_at timestamptz not null)`.execute(db);
  await sql`create index rate_limit_counters_resets_at on rate_limit_counters (resets_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
