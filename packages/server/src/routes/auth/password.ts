import type { RouteHandler } from '../types.js';
import { ApiHttpError, badRequest, weakPassword } from '../../http/api-error.js';
import { hashCredential, isWeakCredential } from '../../auth/credential-hash.js';
import { consumeEmailKey, emailKeyIsValid } from '../../auth/email-keys.js';
import { archiveAccountKeys, belongsTo, phraseWrapOf, RESET_ARCHIVE_REASON } from '../../domain/key-wraps/key-wraps.js';
import { revokeAllRefreshTokens } from '../../auth/refresh-tokens.js';
import { recordLoginAttempt } from '../../auth/lockout.js';
import { audit } from '../../audit.js';

/**
 * spec 000 §7.3 password request-new: always 204, so the answer does not reveal whether the email
 * has an account, and neither does its timing: the one lookup is all the answer waits for. The key,
 * the email and the audit row are a job (jobs/tasks.ts), queued after the answer (ctx.background):
 * waiting for them, an address with an account answered later than one without by the writes and
 * the mail server's round trip.
 */
export const passwordRequestNew: RouteHandler<'passwordRequestNew'> = async ({ body, ctx, request }) => {
  const user = await ctx.db.selectFrom('users').select(['id', 'email']).where('email', '=', body.email).executeTakeFirst();
  if (user) {
    const ip = request.ip;
    ctx.background.run('password reset email', () => ctx.jobs.send('password-reset-email', { userId: user.id, ip }));
  }
  return null;
};

/**
 * spec 000 §7.3 password set (password, passwordConfirm, key, email). The new credential comes
 * with a new keySalt. With `encrptedPrivateKey` (the browser opened the key with the recovery
 * phrase and armored it under the new password's passphrase) the key pair and its wraps stay: the
 * key salt and private key change together with the credential. Without it the old wraps are
 * archived in the same transaction (domain/key-wraps), never cleared or deleted, and the next
 * sign-in makes a new key pair for new records.
 */
export const passwordSet: RouteHandler<'passwordSet'> = async ({ body, ctx, request }) => {
  if (isWeakCredential(body.password)) throw weakPassword();
  const invalid = invalidKey();
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
  if (!user) throw invalid;
  if (body.encrptedPrivateKey) {
    // Checked before the key is used, so a wrong key pair does not cost the member their link.
    const account = await ctx.db.selectFrom('accounts').select('public_key').where('user_id', '=', user.id).executeTakeFirst();
    if (!account?.public_key || !(await belongsTo(body.encrptedPrivateKey, account.public_key))) {
      throw badRequest("The private key is not this account's", { encrptedPrivateKey: "The private key is not this account's" });
    }
  }
  const credentialHash = await hashCredential(body.password);
  if (!(await consumeEmailKey(ctx, 'password_reset_keys', body.key, user.id))) throw invalid;

  const now = ctx.config.now();
  const kept = body.encrptedPrivateKey !== undefined;
  await ctx.db.transaction().execute(async (trx) => {
    // Following the emailed link proves the address, so the account is verified too.
    await trx.updateTable('users').set({ credential_hash: credentialHash, verified: true }).where('id', '=', user.id).execute();
    if (body.encrptedPrivateKey) {
      await trx.updateTable('accounts').set({ key_salt: body.keySalt, encrypted_private_key: body.encrptedPrivateKey, updated_at: now }).where('user_id', '=', user.id).execute();
    } else {
      await archiveAccountKeys(trx, user.id, now, RESET_ARCHIVE_REASON);
      await trx
        .updateTable('accounts')
        .set({ key_salt: body.keySalt, public_key: null, encrypted_private_key: null, encrypted_data_key: null, keys_set_at: null, updated_at: now })
        .where('user_id', '=', user.id)
        .execute();
    }
    await revokeAllRefreshTokens(trx, user.id, now);
  });
  // A completed reset proves identity, so earlier failures no longer count towards the lockout.
  await recordLoginAttempt(ctx, body.email, 'succeeded', request.ip);
  await audit(ctx.db, 'password.reset', { userId: user.id, ip: request.ip, detail: { keys: kept ? 'kept' : 'archived' } });
  return null;
};

/**
 * The recovery phrase wrap for the reset page (ours): it opens the private key in the browser and
 * sends it back under the new password with password set. Only the holder of a valid reset key
 * gets it, and the key is not used up; the wrap is useless without the phrase.
 */
export const passwordRecoveryWrap: RouteHandler<'passwordRecoveryWrap'> = async ({ body, ctx }) => {
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
  if (!user || !(await emailKeyIsValid(ctx, 'password_reset_keys', body.key, user.id))) throw invalidKey();
  return { data: await phraseWrapOf(ctx.db, user.id) };
};

function invalidKey(): ApiHttpError {
  return new ApiHttpError(400, 'INVALID_KEY', 'This password reset link is invalid or has expired', { key: 'This password reset link is invalid or has expired' });
}
