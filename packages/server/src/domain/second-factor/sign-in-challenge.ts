import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database, FirstFactor } from '../../db/schema.js';
import { randomToken, sha256 } from '../../auth/hashing.js';
import { ApiHttpError } from '../../http/api-error.js';
import { checkSecondFactorCode } from './totp.js';
import { WRONG_CODE } from './code-attempts.js';

/** Time between a right password and its code: enough to open an app, short enough that a stolen challenge is soon worthless. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Codes one challenge takes; then the password is asked again (the account's own limit still counts: code-attempts.ts). */
export const CHALLENGE_ATTEMPTS = 5;

export const CHALLENGE_ENDED = 'This sign-in has ended. Please enter your password again.';

/**
 * The row of a new challenge (the token's hash only) and the token for the client; the caller inserts
 * the row with its other writes. `firstFactor`: what the sign-in proved before the code.
 */
export function newSignInChallenge(ctx: AppContext, userId: string, firstFactor: FirstFactor = 'pwd') {
  const token = randomToken();
  const row = { user_id: userId, token_hash: sha256(token), expires_at: new Date(ctx.config.now().getTime() + CHALLENGE_TTL_MS), first_factor: firstFactor };
  return { row, token, insert: (db: Kysely<Database>) => db.insertInto('second_factor_challenges').values(row) };
}

/**
 * Answers a challenge with a code: the user whose sign-in it completes, and how that sign-in began. The challenge is spent by a
 * right code and by its last wrong one; a wrong code answers 400, an ended challenge 400 too (the
 * password again).
 */
export async function answerSignInChallenge(ctx: AppContext, challenge: string, code: string): Promise<{ userId: string; firstFactor: FirstFactor }> {
  const now = ctx.config.now();
  // Counting the attempt first (compare-and-set) keeps concurrent guesses within CHALLENGE_ATTEMPTS.
  const row = await ctx.db
    .updateTable('second_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', sha256(challenge))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', CHALLENGE_ATTEMPTS)
    .returning(['id', 'user_id', 'attempts', 'first_factor'])
    .executeTakeFirst();
  if (!row) throw new ApiHttpError(400, 'VALIDATION_FAILED', CHALLENGE_ENDED, { challenge: CHALLENGE_ENDED });
  if (!(await checkSecondFactorCode(ctx, row.user_id, code))) {
    throw new ApiHttpError(400, 'VALIDATION_FAILED', row.attempts >= CHALLENGE_ATTEMPTS ? CHALLENGE_ENDED : WRONG_CODE, { code: WRONG_CODE });
  }
  const spent = await ctx.db.updateTable('second_factor_challenges').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new ApiHttpError(400, 'VALIDATION_FAILED', CHALLENGE_ENDED, { challenge: CHALLENGE_ENDED });
  // Spent and ended challenges are of no use to anyone: the account's go with this one.
  await ctx.db
    .deleteFrom('second_factor_challenges')
    .where('user_id', '=', row.user_id)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
    .execute();
  return { userId: row.user_id, firstFactor: row.first_factor };
}
