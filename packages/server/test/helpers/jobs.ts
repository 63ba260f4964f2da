import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { waitForJobs } from '../../src/jobs/queue.js';

/** Resolves once the database's job queue has nothing due, in any server process on it (at most `maxMs`). */
export function jobsIdle(db: Kysely<Database>, maxMs = 15_000): Promise<void> {
  return waitForJobs(async (text) => ({ rows: (await db.executeQuery(CompiledQuery.raw(text, []))).rows as unknown[] }), maxMs);
}
