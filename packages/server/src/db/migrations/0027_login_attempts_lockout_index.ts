import type { Kysely } from 'kysely';

// The lockout rule (auth/lockout.ts) counts one client's failures for one email, and only then
// looks for that client's last successful sign-in. An index led by (email, ip, outcome) finds the
// failures without passing the successes: under many sign-ins of one account at once, the newest
// successes are still being written, and every lockout check had to look at each of them in the
// (email, created_at) index (1.8 ms of PostgreSQL per sign-in at 50 concurrent, docs/OPERATIONS.md
// "Load benchmark", tenth pass). The new index serves the streaks' sign-in days by its email too,
// so the old one goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('login_attempts_lockout_idx').on('login_attempts').columns(['email', 'ip', 'outcome', 'created_at']).execute();
  await db.schema.dropIndex('login_attempts_email_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('login_attempts_email_idx').on('login_attempts').columns(['email', 'created_at']).execute();
  await db.schema.dropIndex('login_attempts_lockout_idx').execute();
}
