import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../../context.js';
import { openWithServerSecret, sealWithServerSecret } from '../../auth/server-seal.js';
import { ApiHttpError } from '../../http/api-error.js';
import { assertCodeAttemptsLeft, recordCodeFailure, WRONG_CODE } from './code-attempts.js';
import { looksLikeRecoveryCode, replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes.js';

/** The name authenticator apps show above the account (RFC 6238 via the otpauth:// key URI). */
export const TOTP_ISSUER = 'HealthDeck';
/** Codes of the step before and after the current one pass too: a phone's clock a little off, a code typed as it turns. */
const WINDOW = 1;

function totpFor(secret: Secret, label: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret });
}

/** AES-256-GCM under a key derived from the server secret (`serverSecret`): a leaked table gives no one the seeds. */
export function sealTotpSecret(serverSecret: string, base32: string): string {
  return sealWithServerSecret(serverSecret, 'totp-seed', base32);
}

function openTotpSecret(ctx: AppContext, sealed: string): Secret {
  return Secret.fromBase32(openWithServerSecret(ctx.config.secret, 'totp-seed', sealed));
}

async function totpRow(ctx: AppContext, userId: string) {
  return ctx.db.selectFrom('user_totp').select(['secret_sealed', 'confirmed_at']).where('user_id', '=', userId).executeTakeFirst();
}

export async function totpEnrolled(ctx: AppContext, userId: string): Promise<boolean> {
  return ((await totpRow(ctx, userId))?.confirmed_at ?? null) !== null;
}

function codeMatches(ctx: AppContext, secret: Secret, code: string): boolean {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  return totpFor(secret, '').validate({ token, window: WINDOW, timestamp: ctx.config.now().getTime() }) !== null;
}

/**
 * A new seed for the account, not yet in force: it counts once a code from it is confirmed. An
 * account that already has one confirmed is refused (turn it off first, with a code).
 */
export async function startTotpEnrolment(ctx: AppContext, userId: string, email: string): Promise<{ secret: string; otpauthUri: string }> {
  if (await totpEnrolled(ctx, userId)) throw new ApiHttpError(409, 'CONFLICT', 'An authenticator app is already set up. Turn it off first to set up another.');
  const secret = new Secret({ size: 20 });
  const sealed = sealTotpSecret(ctx.config.secret, secret.base32);
  await ctx.db
    .insertInto('user_totp')
    .values({ user_id: userId, secret_sealed: sealed, confirmed_at: null, created_at: ctx.config.now() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_sealed: sealed, created_at: ctx.config.now() }).where('user_totp.confirmed_at', 'is', null))
    .execute();
  return { secret: secret.base32, otpauthUri: totpFor(secret, email).toString() };
}

/** Confirms the unconfirmed seed with a code from it; answers the new recovery codes. */
export async function confirmTotpEnrolment(ctx: AppContext, userId: string, code: string): Promise<string[]> {
  await assertCodeAttemptsLeft(ctx, userId);
  const row = await totpRow(ctx, userId);
  if (!row) throw new ApiHttpError(409, 'CONFLICT', 'Start setting up an authenticator app first.');
  if (row.confirmed_at) throw new ApiHttpError(409, 'CONFLICT', 'An authenticator app is already set up.');
  if (!codeMatches(ctx, openTotpSecret(ctx, row.secret_sealed), code)) {
    await recordCodeFailure(ctx, userId);
    throw new ApiHttpError(400, 'VALIDATION_FAILED', WRONG_CODE, { code: WRONG_CODE });
  }
  return ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('user_totp').set({ confirmed_at: ctx.config.now() }).where('user_id', '=', userId).execute();
    return replaceRecoveryCodes(trx, ctx, userId);
  });
}

/**
 * Whether a code proves the account's second factor: a current TOTP code, or an unspent recovery
 * code (spent by this check). Counts wrong codes and refuses past the limit (code-attempts.ts).
 */
export async function checkSecondFactorCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  await assertCodeAttemptsLeft(ctx, userId);
  const row = await totpRow(ctx, userId);
  let ok = false;
  if (row?.confirmed_at) {
    ok = looksLikeRecoveryCode(code) ? await spendRecoveryCode(ctx, userId, code) : codeMatches(ctx, openTotpSecret(ctx, row.secret_sealed), code);
  }
  if (!ok) await recordCodeFailure(ctx, userId);
  return ok;
}

/** Turns TOTP off (and spends the recovery codes with it) after a current code; refused for accounts with an admin role. */
export async function disableTotp(ctx: AppContext, userId: string, code: string, hasAdminRole: boolean): Promise<void> {
  if (hasAdminRole) throw new ApiHttpError(409, 'CONFLICT', 'Accounts with staff access must keep a second factor.');
  if (!(await checkSecondFactorCode(ctx, userId, code))) throw new ApiHttpError(400, 'VALIDATION_FAILED', WRONG_CODE, { code: WRONG_CODE });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  });
}
