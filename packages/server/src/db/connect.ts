import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

const DATE_OID = 1082;

/**
 * A Kysely instance on a pg pool. DATE columns are read as 'YYYY-MM-DD' text: pg's default turns
 * them into a Date at local midnight, which shifts the member's day in other time zones.
 */
export function connectDatabase(connectionString: string, max = 10): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString,
    max,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process (e.g. database restarted).
  // 57P01 (admin_shutdown) is the embedded server stopping with us on Ctrl-C: expected, not logged.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error('PostgreSQL pool error:', err.message);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
