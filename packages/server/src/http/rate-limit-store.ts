import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/schema.js';

/** One request in this many also deletes counters whose window ended over an hour ago. */
const SWEEP_ONE_IN = 200;

/**
 * A @fastify/rate-limit store in PostgreSQL (table rate_limit_counters): every server process on the
 * database counts into the same fixed window, so N processes behind a balancer allow what one does
 * (an in-memory store would allow N times as much). One upsert per limited request, atomic in
 * PostgreSQL; the window is PostgreSQL's clock, shared by all processes. Only the sign-in and email
 * routes are limited (http/rate-limits.ts), so this costs nothing on the member's other calls.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      const windowMs = Math.max(1, Math.round(timeWindow ?? 60_000));
      const hashed = createHash('sha256').update(key).digest('base64url');
      count(db, hashed, windowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return new PostgresStore();
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}

async function count(db: Kysely<Database>, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_counters as c (key, hits, resets_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
      resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
    returning hits, greatest(0, extract(epoch from (resets_at - now())) * 1000)::float8 as ttl`.execute(db);
  if (Math.random() * SWEEP_ONE_IN < 1) await sql`delete from rate_limit_counters where resets_at < now() - interval '1 hour'`.execute(db);
  const row = rows[0];
  return { current: row.hits, ttl: Math.ceil(row.ttl) };
}
