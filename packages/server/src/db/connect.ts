import { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { createDatabaseHealth, isConnectionError, type DatabaseHealth } from './health.js';
import { PreparingClient } from './prepared-client.js';
import { FlatSqlPostgresDialect } from './flat-sql-compiler.js';
import { createClassCache, type ClassCache } from '../admin-classes/class-cache.js';
import { createSessionCache, type SessionCache } from '../auth/session-cache.js';
import { createChangeListener } from './change-listener.js';

const DATE_OID = 1082;

const healthByDb = new WeakMap<Kysely<Database>, DatabaseHealth>();
const poolByDb = new WeakMap<Kysely<Database>, pg.Pool>();

/** The pg pool under a Kysely instance made by connectDatabase (prepared-query.ts runs its statements on it directly). */
export function poolOf(db: Kysely<Database>): pg.Pool | undefined {
  return poolByDb.get(db);
}
const classCacheByDb = new WeakMap<Kysely<Database>, ClassCache>();
const sessionCacheByDb = new WeakMap<Kysely<Database>, SessionCache>();
const directUrlByDb = new WeakMap<Kysely<Database>, string>();

/**
 * The direct connection's URL of a Kysely instance made by connectDatabase: what needs a session of
 * its own (the startup advisory lock, LISTEN) connects there, not through the pool (which may be
 * PgBouncer in transaction mode).
 */
export function directUrlOf(db: Kysely<Database>): string | undefined {
  return directUrlByDb.get(db);
}

/** The remembered class reads of a Kysely instance made by connectDatabase (not of its transactions: those read PostgreSQL). */
export function classCacheOf(db: Kysely<Database>): ClassCache | undefined {
  return classCacheByDb.get(db);
}

/** The live sessions remembered by a Kysely instance made by connectDatabase (auth/session-cache.ts; the guard asks it first). */
export function sessionCacheOf(db: Kysely<Database>): SessionCache | undefined {
  return sessionCacheByDb.get(db);
}

/** The connection watch of a Kysely instance made by connectDatabase (app.ts answers 503 from it). */
export function databaseHealthOf(db: Kysely<Database>): DatabaseHealth | undefined {
  return healthByDb.get(db);
}

export interface ConnectOptions {
  /** Reconnect probe delays: first and longest wait, doubling in between. */
  probeMinMs?: number;
  probeMaxMs?: number;
  /** Quiet: no console lines when the database goes away and comes back (tests). */
  quiet?: boolean;
  /** Remember the administration classes' reads (admin-classes/class-cache.ts); default on. */
  classCache?: boolean;
  /** Remember live sessions until PostgreSQL announces their end (auth/session-cache.ts); default on. */
  sessionCache?: boolean;
  /** The direct (session) connection's URL (DATABASE_DIRECT_URL); default: connectionString itself. */
  directUrl?: string;
  /**
   * Named prepared statements on the pool's connections (prepared-client.ts); default on. Off
   * behind PgBouncer in transaction mode (before 1.21), where the next transaction's server
   * connection does not know the names: statements then go unnamed, parsed each time.
   */
  namedStatements?: boolean;
}

/**
 * A Kysely instance on a pg pool. DATE columns are read as 'YYYY-MM-DD' text: pg's default turns
 * them into a Date at local midnight, which shifts the member's day in other time zones.
 *
 * Database faults (PostgreSQL restarted, a backend killed, the embedded server gone): every client
 * gets an 'error' listener for its whole life, idle in the pool or checked out (an 'error' event
 * with no listener crashes Node: that was the crash within 2 s of killing PostgreSQL under load).
 * A connection-level failure marks the database down; db/health.ts then probes with backoff, and
 * the app answers 503 until a probe gets through.
 */
export function connectDatabase(connectionString: string, max = 10, options: ConnectOptions = {}): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A database that does not answer must not hold a request forever: fail, answer 503.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    // Parameterised statements are prepared once per connection (prepared-client.ts), when the pool's
    // connections are PostgreSQL sessions of their own.
    Client: options.namedStatements === false ? pg.Client : PreparingClient,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
    },
  });
  const health = createDatabaseHealth(
    async () => {
      const client = await pool.connect();
      try {
        await client.query('select 1');
        client.release();
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    },
    { minMs: options.probeMinMs, maxMs: options.probeMaxMs, quiet: options.quiet },
  );
  const onError = (err: Error & { code?: string }) => {
    // 57P01 (admin_shutdown) is also the embedded server stopping with us on Ctrl-C.
    if (isConnectionError(err)) health.reportFailure(err);
    else if (!options.quiet) console.error('PostgreSQL client error:', err.message);
  };
  // Idle clients: the pool re-emits their errors here (and drops them).
  pool.on('error', onError);
  // Checked-out clients: pg-pool removes its idle listener while a client is lent out (inside a
  // transaction between two queries, for instance); this one stays for the client's whole life.
  pool.on('connect', (client) => client.on('error', onError));
  const directUrl = options.directUrl ?? connectionString;
  const classCache = options.classCache === false ? null : createClassCache();
  const sessionCache = options.sessionCache === false ? null : createSessionCache();
  const caches = [classCache, sessionCache].filter((cache) => cache !== null);
  // Both caches hear PostgreSQL on one connection of the process's own (the direct one).
  const listener =
    caches.length > 0
      ? createChangeListener(
          directUrl,
          caches.map((cache) => cache.subscriber),
          { quiet: options.quiet },
        )
      : null;
  const db = new Kysely<Database>({ dialect: new FlatSqlPostgresDialect({ pool }), plugins: caches.map((cache) => cache.plugin) });
  healthByDb.set(db, health);
  poolByDb.set(db, pool);
  directUrlByDb.set(db, directUrl);
  if (classCache) classCacheByDb.set(db, classCache);
  if (sessionCache) sessionCacheByDb.set(db, sessionCache);
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    health.stop();
    await listener?.stop();
    await destroy();
  };
  return db;
}
