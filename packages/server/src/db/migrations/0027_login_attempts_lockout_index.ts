import type { Kysely } from 'kysely';

// The lockout rule (auth/lockout.ts) counts one client's failures for one email in a window, and
// only then looks for that client's last successful sign-in. An index led by (email, outcome) finds
// the failures without passing the successes: under many sign-ins of one account at once, the
// newest successes are still being written, and every lockout check had to look at each of them in
// the (email, created_at) index (1.8 ms of PostgreSQL per sign-in at 50 concurrent,
// docs/decisions/0028-lockout-per-email-and-address.md). created_at next, so the window and the streaks'
// recent sign-in days (routes/streaks.ts) are ranges on any PostgreSQL version; the address last,
// so the lockout's count reads the index alone. It replaces the old index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('login_attempts_lockout_idx').on('login_attempts').columns(['email', 'outcome', 'created_at', 'ip']).execute();
  await db.schema.dropIndex('login_attempts_email_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('login_attempts_email_idx').on('login_attempts').columns(['email', 'created_at']).execute();
  await db.schema.dropIndex('login_attempts_lockout_idx').execute();
}
