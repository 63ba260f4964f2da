import { ApiHttpError } from '../../http/api-error.js';
import type { AppContext } from '../../context.js';

/**
 * Wrong second-factor codes an account may send in CODE_ATTEMPT_WINDOW_MS (sign-in, enrolment,
 * turning it off, all counted together). Six digits are a million codes and three are valid at any
 * moment (the step before, now, after): ten tries a quarter hour give a guesser 1 in 33,000 a quarter
 * hour, about 1 in 20 a month of non-stop trying, while a person mistyping twice never meets it.
 */
export const CODE_ATTEMPTS_PER_WINDOW = 10;
export const CODE_ATTEMPT_WINDOW_MS = 15 * 60_000;

/** 429 when the account has used its wrong codes for now. */
export async function assertCodeAttemptsLeft(ctx: AppContext, userId: string): Promise<void> {
  const since = new Date(ctx.config.now().getTime() - CODE_ATTEMPT_WINDOW_MS);
  const rows = await ctx.db
    .selectFrom('second_factor_failures')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .limit(CODE_ATTEMPTS_PER_WINDOW)
    .execute();
  if (rows.length < CODE_ATTEMPTS_PER_WINDOW) return;
  const freeAt = rows[0]!.created_at.getTime() + CODE_ATTEMPT_WINDOW_MS;
  const minutes = Math.max(1, Math.ceil((freeAt - ctx.config.now().getTime()) / 60_000));
  throw new ApiHttpError(429, 'RATE_LIMITED', `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** Counts a wrong code; failures older than the window are deleted on the way (the table stays small). */
export async function recordCodeFailure(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.config.now();
  await ctx.db
    .with('old', (db) =>
      db
        .deleteFrom('second_factor_failures')
        .where('user_id', '=', userId)
        .where('created_at', '<', new Date(now.getTime() - CODE_ATTEMPT_WINDOW_MS)),
    )
    .insertInto('second_factor_failures')
    .values({ user_id: userId, created_at: now })
    .execute();
}

export const WRONG_CODE = 'That code is not right. Enter the current code from your authenticator app, or one of your recovery codes.';
