import type { AppContext } from '../context.js';
import { randomToken, sha256 } from './hashing.js';

type KeyTable = 'email_verification_keys' | 'password_reset_keys';

/** Issues a single-use key for an emailed link; only its hash is stored. */
export async function issueEmailKey(ctx: AppContext, table: KeyTable, userId: string, ttlMs: number): Promise<string> {
  const key = randomToken();
  const now = ctx.config.now();
  await ctx.db
    .insertInto(table)
    .values({ user_id: userId, key_hash: sha256(key), expires_at: new Date(now.getTime() + ttlMs), created_at: now })
    .execute();
  return key;
}

/**
 * Uses a key once: marks it used and returns its user, or null when it is unknown, used or expired.
 * A single conditional UPDATE, so a key cannot be spent twice by concurrent requests.
 */
export async function consumeEmailKey(ctx: AppContext, table: KeyTable, key: string, userId?: string): Promise<string | null> {
  const now = ctx.config.now();
  let query = ctx.db.updateTable(table).set({ used_at: now }).where('key_hash', '=', sha256(key)).where('used_at', 'is', null).where('expires_at', '>', now);
  if (userId) query = query.where('user_id', '=', userId);
  const row = await query.returning('user_id').executeTakeFirst();
  return row?.user_id ?? null;
}

/** Whether a key is valid now for that user, without using it (a reset page reads before it sets). */
export async function emailKeyIsValid(ctx: AppContext, table: KeyTable, key: string, userId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom(table)
    .select('user_id')
    .where('key_hash', '=', sha256(key))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.config.now())
    .executeTakeFirst();
  return row !== undefined;
}

export const VERIFICATION_KEY_TTL_MS = 7 * 86_400_000;
/** The brief: a reset key expires in 1 hour. */
export const RESET_KEY_TTL_MS = 3_600_000;
