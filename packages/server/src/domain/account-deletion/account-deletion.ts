// A member's account deletion with a grace period (docs/decisions/0104-account-deletion.md): asked
// for with the password (and a code when the account has an authenticator app), it ends every
// session and is carried out ACCOUNT_DELETION_GRACE_DAYS later by the scheduled job
// (erase-account.ts), unless the member signs in before: any sign-in cancels it and says so.
import { createHmac } from 'node:crypto';
import { ACCOUNT_DELETION_GRACE_DAYS, type AccountDeletionResponse, type PendingAccountDeletionsResponse } from '@healthdeck/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { audit } from '../../audit.js';
import { spendVerifyTime, verifyCredential } from '../../auth/credential-hash.js';
import { isLockedOut, recordLoginAttempt } from '../../auth/lockout.js';
import { subKey } from '../../auth/hashing.js';
import { revokeSessions } from '../../auth/sessions.js';
import { ApiHttpError } from '../../http/api-error.js';
import { hasAdminRole } from '../second-factor/status.js';
import { checkSecondFactorCode, totpEnrolled } from '../second-factor/totp.js';
import { WRONG_CODE } from '../second-factor/code-attempts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const WRONG_PASSWORD = 'That password is not right.';
export const CODE_NEEDED = 'Enter the current code from your authenticator app, or one of your recovery codes.';

/**
 * The name the kept audit rows give a deleted account: an HMAC of its id under a sub-key of the
 * server secret, so the rows of one account can be told apart from another's without naming it, and
 * neither its id nor a plain hash of it can be read back from them.
 */
export function deletionPseudonym(serverSecret: string, userId: string): string {
  return `acct-${createHmac('sha256', subKey(serverSecret, 'account-deletion-pseudonym')).update(userId).digest('hex').slice(0, 16)}`;
}

export async function requestAccountDeletion(
  ctx: AppContext,
  user: { id: string; acting?: boolean },
  input: { password: string; code?: string | undefined },
  ip: string,
): Promise<AccountDeletionResponse> {
  if (user.acting) throw new ApiHttpError(403, 'FORBIDDEN', "Staff acting as a member cannot delete the member's account.");
  // A staff account's deletion would take the members' access logs of its reads with it (impersonation_sessions.staff_id).
  if (await hasAdminRole(ctx, user.id))
    throw new ApiHttpError(403, 'FORBIDDEN', 'An account with staff access cannot be deleted by its holder: an administrator removes its staff access first.');
  const account = await ctx.db.selectFrom('users').select(['email', 'credential_hash']).where('id', '=', user.id).executeTakeFirstOrThrow();
  // Guessing the password here counts as guessing it at sign-in: the same lockout holds both.
  if (await isLockedOut(ctx, account.email, ip)) throw new ApiHttpError(429, 'RATE_LIMITED', 'Too many wrong passwords. Please try again later.');
  let ok = false;
  if (account.credential_hash !== null) ok = await verifyCredential(account.credential_hash, input.password);
  else await spendVerifyTime(input.password);
  if (!ok) {
    await recordLoginAttempt(ctx, account.email, 'failed', ip);
    throw new ApiHttpError(400, 'VALIDATION_FAILED', WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
  if (await totpEnrolled(ctx, user.id)) {
    if (!input.code) throw new ApiHttpError(400, 'VALIDATION_FAILED', CODE_NEEDED, { code: CODE_NEEDED });
    if (!(await checkSecondFactorCode(ctx, user.id, input.code))) throw new ApiHttpError(400, 'VALIDATION_FAILED', WRONG_CODE, { code: WRONG_CODE });
  }
  const now = ctx.config.now();
  const due = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  const row = await ctx.db.transaction().execute(async (trx) => {
    // Asking again while one is pending keeps the first request's date: the grace period is not stretched.
    await trx
      .insertInto('account_deletions')
      .values({ user_id: user.id, requested_at: now, due_at: due })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await revokeSessions(trx, user.id, now);
    const pending = await trx.selectFrom('account_deletions').select(['requested_at', 'due_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await audit(trx, 'account.deletion_requested', { userId: user.id, ip, detail: { due_at: pending.due_at.toISOString() } });
    return pending;
  });
  return { requested_at: row.requested_at.toISOString(), due_at: row.due_at.toISOString() };
}

/** A sign-in cancels the account's pending deletion; true when there was one (the sign-in's answer says so). */
export async function cancelAccountDeletion(db: Kysely<Database>, userId: string, ip: string): Promise<boolean> {
  const cancelled = await db.deleteFrom('account_deletions').where('user_id', '=', userId).returning('requested_at').executeTakeFirst();
  if (!cancelled) return false;
  await audit(db, 'account.deletion_cancelled', { userId, ip, detail: { requested_at: cancelled.requested_at.toISOString() } });
  return true;
}

/** The pending deletions for staff, soonest first: they can see them, not stop them. */
export async function pendingAccountDeletions(ctx: AppContext): Promise<PendingAccountDeletionsResponse> {
  const rows = await ctx.db
    .selectFrom('account_deletions as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.user_id', 'u.name', 'd.requested_at', 'd.due_at'])
    .orderBy('d.due_at')
    .orderBy('d.user_id')
    .execute();
  return {
    deletions: rows.map((row) => ({
      user_id: row.user_id,
      name: row.name,
      pseudonym: deletionPseudonym(ctx.config.secret, row.user_id),
      requested_at: row.requested_at.toISOString(),
      due_at: row.due_at.toISOString(),
    })),
  };
}
