import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL advisory lock keys: work that must happen once however many server processes share
 * the database (docs/decisions/0056-scale-out-state-in-postgresql.md). One key per kind of work; a number, so any process
 * of any version agrees on it.
 */
export const LOCK_KEYS = {
  /** Migrations, the permission sync and the demo seed at start. */
  startup: 7_240_518_001,
} as const;

/**
 * Runs `work` while this process holds the session-level advisory lock `key`: another process
 * asking for the same key waits until `work` is done (and then finds it done: the work must be
 * idempotent). The lock is taken on one pooled connection kept for the duration; `work` uses the
 * pool's other connections. If this process dies, PostgreSQL ends its session and frees the lock.
 */
export async function withAdvisoryLock<DB, T>(db: Kysely<DB>, key: number, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key}::bigint)`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}
