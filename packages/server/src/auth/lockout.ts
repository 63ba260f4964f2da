import type { AppContext } from '../context.js';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, LoginOutcome } from '../db/schema.js';

/**
 * spec 000 §8 MAX_INCORRECT_LOGIN_ATTEMPTS: after LOGIN_MAX_ATTEMPTS failures for an email from one
 * client address within LOGIN_LOCKOUT_MINUTES (counted since its last successful sign-in from that
 * address, or a completed password reset there), sign-in from that address is refused even with
 * the right credential until the oldest of those failures leaves the window.
 * Keyed by email AND address (docs/decisions/0028-lockout-per-email-and-address.md): a stranger guessing from
 * elsewhere locks out only their own address, never the member's; guessing spread over many
 * addresses is held by the per-account rate limit (http/rate-limits.ts), which is time-limited too.
 * A browser with a valid device cookie for the email (device-cookie.ts) is counted on its own, by
 * that cookie, whatever its address: failures without one never lock it, and its own never lock
 * the others (docs/decisions/0071-device-cookie-sign-in-allowance.md).
 */
export async function isLockedOut(ctx: AppContext, email: string, ip: string | null, device: string | null = null): Promise<boolean> {
  const { locked } = await ctx.db.selectNoFrom(lockedOut(ctx, email, ip, device).as('locked')).executeTakeFirstOrThrow();
  return locked;
}

/**
 * The lockout rule above as one SQL expression (one round trip; sign-in selects it together with
 * the user's row): the failures from this address since the later of the window's start and its
 * last successful sign-in there, against the limit. The last success is looked up only when the
 * window alone holds enough failures (`case` evaluates in order), so the usual sign-in reads no
 * successful attempt: under many sign-ins of one account at once the newest of those are still
 * being written, and passing them cost PostgreSQL 1.8 ms a sign-in (login_attempts_lockout_idx).
 */
export function lockedOut(ctx: AppContext, email: string, ip: string | null, device: string | null = null): RawBuilder<boolean> {
  const since = new Date(ctx.config.now().getTime() - ctx.config.loginLockoutMinutes * 60_000);
  const sameClient = device !== null ? sql`device = ${device}` : ip === null ? sql`ip is null and device is null` : sql`ip = ${ip} and device is null`;
  const failuresAfter = (from: RawBuilder<unknown>) => sql`(select count(*) from login_attempts where email = ${email} and ${sameClient} and outcome = 'failed' and created_at > ${from})`;
  const lastSuccess = sql`(select max(created_at) from login_attempts where email = ${email} and ${sameClient} and outcome = 'succeeded')`;
  const limit = ctx.config.loginMaxAttempts;
  return sql<boolean>`(case when ${failuresAfter(sql`${since}::timestamptz`)} < ${limit} then false
    else ${failuresAfter(sql`greatest(${since}::timestamptz, coalesce(${lastSuccess}, ${since}::timestamptz))`)} >= ${limit} end)`;
}

/** The insert of one sign-in attempt, for a caller that runs it with other writes (sign-in's success). */
export function loginAttemptInsert(db: Kysely<Database>, ctx: AppContext, email: string, outcome: LoginOutcome, ip: string | null, device: string | null = null) {
  return db.insertInto('login_attempts').values({ email, outcome, ip, device, created_at: ctx.config.now() });
}

export async function recordLoginAttempt(ctx: AppContext, email: string, outcome: LoginOutcome, ip: string | null, device: string | null = null): Promise<void> {
  await loginAttemptInsert(ctx.db, ctx, email, outcome, ip, device).execute();
}
