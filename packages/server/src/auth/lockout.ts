import type { AppContext } from '../context.js';
import type { LoginOutcome } from '../db/schema.js';

/**
 * spec 000 §8 MAX_INCORRECT_LOGIN_ATTEMPTS: after LOGIN_MAX_ATTEMPTS failures for an email within
 * LOGIN_LOCKOUT_MINUTES (counted since its last successful sign-in), sign-in is refused even with the
 * right credential until the oldest of those failures leaves the window.
 */
export async function isLockedOut(ctx: AppContext, email: string): Promise<boolean> {
  const since = new Date(ctx.config.now().getTime() - ctx.config.loginLockoutMinutes * 60_000);
  const lastSuccess = await ctx.db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('email', '=', email)
    .where('outcome', '=', 'succeeded')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const from = lastSuccess && lastSuccess.created_at > since ? lastSuccess.created_at : since;
  const { failures } = await ctx.db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<string>().as('failures'))
    .where('email', '=', email)
    .where('outcome', '=', 'failed')
    .where('created_at', '>', from)
    .executeTakeFirstOrThrow();
  return Number(failures) >= ctx.config.loginMaxAttempts;
}

export async function recordLoginAttempt(ctx: AppContext, email: string, outcome: LoginOutcome, ip: string | null): Promise<void> {
  await ctx.db.insertInto('login_attempts').values({ email, outcome, ip, created_at: ctx.config.now() }).execute();
}
