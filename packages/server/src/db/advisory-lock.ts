import type { Kysely } from 'kysely';
import pg from 'pg';
import { directUrlOf } from './connect.js';
import type { Database } from './schema.js';

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
 * idempotent). If this process dies, PostgreSQL ends its session and frees the lock.
 *
 * The lock is a session's, so it is taken on a connection of its own to the direct URL
 * (DATABASE_DIRECT_URL, db/connect.ts): through PgBouncer in transaction mode, the pooled
 * connection's server session is handed to other clients between statements, and the unlock
 * would reach another session (docs/decisions/0091-pgbouncer-transaction-mode.md). `work` uses
 * the pool.
 */
export async function withAdvisoryLock<T>(db: Kysely<Database>, key: number, work: () => Promise<T>): Promise<T> {
  const directUrl = directUrlOf(db);
  if (directUrl === undefined) throw new Error('withAdvisoryLock needs a database made by connectDatabase (its direct URL)');
  const session = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5_000 });
  // A dropped session frees the lock on PostgreSQL's side; its 'error' must not crash the process.
  session.on('error', () => undefined);
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1::bigint)', [key]);
    try {
      return await work();
    } finally {
      await session.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    }
  } finally {
    await session.end().catch(() => undefined);
  }
}
