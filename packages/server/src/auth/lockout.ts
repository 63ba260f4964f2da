import type { AppContext } from '../context.js';
import type { LoginOutcome } from '../db/schema.js';

/**
 * spec 000 §8 MAX_INCORRECT_LOGIN_ATTEMPTS: after LOGIN_MAX_ATTEMPTS failures for an email from one
 * client address within LOGIN_LOCKOUT_MINUTES (counted since its last successful sign-in from that
 * address, or a completed password reset there), sign-in from that address is refused even with
 * the right credential until the oldest of those failures leaves the window.
 * Keyed by email AND address (issue 18, docs/DECISIONS.md "Lockout"): a stranger guessing from
 * elsewhere locks out only their own address, never the member's; guessing spread over many
 * addresses is held by the per-account rate limit (http/rate-limits.ts), which is time-limited too.
 */
export async function isLockedOut(ctx: AppContext, email: string, ip: string | null): Promise<boolean> {
  const since = new Date(ctx.config.now().getTime() - ctx.config.loginLockoutMinutes * 60_000);
  const attempts = () => {
    const query = ctx.db.selectFrom('login_attempts').where('email', '=', email);
    return ip === null ? query.where('ip', 'is', null) : query.where('ip', '=', ip);
  };
  const lastSuccess = await attempts().select('created_at').where('outcome', '=', 'succeeded').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  const from = lastSuccess && lastSuccess.created_at > since ? lastSuccess.created_at : since;
  const { failures } = await attempts()
    .select((eb) => eb.fn.countAll<string>().as('failures'))
    .where('outcome', '=', 'failed')
    .where('created_at', '>', from)
    .executeTakeFirstOrThrow();
  return Number(failures) >= ctx.config.loginMaxAttempts;
}

export async function recordLoginAttempt(ctx: AppContext, email: string, outcome: LoginOutcome, ip: string | null): Promise<void> {
  await ctx.db.insertInto('login_attempts').values({ email, outcome, ip, created_at: ctx.config.now() }).execute();
}
