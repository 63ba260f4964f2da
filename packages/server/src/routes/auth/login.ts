import type { RouteHandler } from '../types.js';
import { hashCredential, isWeakCredential, needsRehash, spendVerifyTime, verifyCredential } from '../../auth/credential-hash.js';
import { isLockedOut, recordLoginAttempt } from '../../auth/lockout.js';
import { issueSession } from '../../auth/refresh-tokens.js';
import { audit } from '../../audit.js';
import { setVerificationEmailSent } from './verification.js';

/** spec 000 §8: login answers 200 with data, or with error_code and data null. */
export const login: RouteHandler<'login'> = async ({ body, ctx, request }) => {
  // WEAK_PASSWORD is judged on the credential's shape alone (DESIGN.md: strength is judged in the client).
  if (isWeakCredential(body.password)) return { data: null, error_code: 'WEAK_PASSWORD' };

  if (await isLockedOut(ctx, body.email, request.ip)) {
    await recordLoginAttempt(ctx, body.email, 'locked', request.ip);
    await audit(ctx.db, 'login.locked', { ip: request.ip, detail: { email: body.email } });
    return { data: null, error_code: 'MAX_INCORRECT_LOGIN_ATTEMPTS' };
  }

  const user = await ctx.db.selectFrom('users').select(['id', 'credential_hash']).where('email', '=', body.email).executeTakeFirst();
  let ok = false;
  if (user) ok = await verifyCredential(user.credential_hash, body.password);
  else await spendVerifyTime(body.password);
  if (!user || !ok) {
    await recordLoginAttempt(ctx, body.email, 'failed', request.ip);
    await audit(ctx.db, 'login.failed', { userId: user?.id ?? null, ip: request.ip, detail: { email: body.email } });
    return { data: null, error_code: 'INVALID_CREDENTIALS' };
  }

  // The four writes of a sign-in commit together: one WAL flush instead of four (the load
  // benchmark's sign-in run waited on them), and no success is recorded without its session.
  // A hash made with an older cost setting is replaced now that the credential is at hand.
  const rehashed = needsRehash(user.credential_hash) ? await hashCredential(body.password) : null;
  const session = await ctx.db.transaction().execute(async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    if (rehashed) await trx.updateTable('users').set({ credential_hash: rehashed }).where('id', '=', user.id).where('credential_hash', '=', user.credential_hash).execute();
    await recordLoginAttempt(inTransaction, body.email, 'succeeded', request.ip);
    await audit(trx, 'login.succeeded', { userId: user.id, ip: request.ip });
    await setVerificationEmailSent(inTransaction, user.id, false); // a new session may ask for the email again
    return issueSession(inTransaction, user.id);
  });
  return { data: session, error_code: null };
};
