import { sql } from 'kysely';
import type { RouteHandler } from '../types.js';
import { hashCredential, isWeakCredential, needsRehash, spendVerifyTime, verifyCredential } from '../../auth/credential-hash.js';
import { lockedOut, loginAttemptInsert, recordLoginAttempt } from '../../auth/lockout.js';
import { newSession } from '../../auth/refresh-tokens.js';
import { audit, auditInsert } from '../../audit.js';
import { verificationEmailSentResets } from './verification.js';
import { newSignInChallenge } from '../../domain/second-factor/sign-in-challenge.js';
import { cancelAccountDeletion } from '../../domain/account-deletion/account-deletion.js';

/** spec 000 §8: login answers 200 with data, or with error_code and data null. */
export const login: RouteHandler<'login'> = async ({ body, ctx, request, reply }) => {
  // WEAK_PASSWORD is judged on the credential's shape alone: only the client sees the password and judges its strength.
  if (isWeakCredential(body.password)) return { data: null, error_code: 'WEAK_PASSWORD' };

  // A browser that signed in to this account before is counted on its own (auth/device-cookie.ts).
  const device = ctx.devices.deviceOf(request, body.email);
  // The lockout and the account in one round trip (the account is not used when locked out), and
  // whether a deletion is pending, which only then costs the sign-in a statement to cancel it.
  const { locked, totp, deletion_pending, ...user } = await ctx.db
    .selectNoFrom([
      lockedOut(ctx, body.email, request.ip, device).as('locked'),
      sql<string | null>`(select id from users where email = ${body.email})`.as('id'),
      sql<string | null>`(select credential_hash from users where email = ${body.email})`.as('credential_hash'),
      sql<boolean>`exists (select 1 from user_totp t join users u on u.id = t.user_id where u.email = ${body.email} and t.confirmed_at is not null)`.as('totp'),
      sql<boolean>`exists (select 1 from account_deletions d join users u on u.id = d.user_id where u.email = ${body.email})`.as('deletion_pending'),
    ])
    .executeTakeFirstOrThrow();
  if (locked) {
    await recordLoginAttempt(ctx, body.email, 'locked', request.ip, device);
    await audit(ctx.db, 'login.locked', { ip: request.ip, detail: { email: body.email } });
    return { data: null, error_code: 'MAX_INCORRECT_LOGIN_ATTEMPTS' };
  }

  let ok = false;
  if (user.id !== null && user.credential_hash !== null) ok = await verifyCredential(user.credential_hash, body.password);
  else await spendVerifyTime(body.password);
  if (user.id === null || !ok) {
    await recordLoginAttempt(ctx, body.email, 'failed', request.ip, device);
    await audit(ctx.db, 'login.failed', { userId: user.id, ip: request.ip, detail: { email: body.email } });
    return { data: null, error_code: 'INVALID_CREDENTIALS' };
  }
  const userId = user.id;

  // A hash made with an older cost setting is replaced now that the credential is at hand
  // (compare-and-set: a concurrent reset's new hash is never overwritten).
  if (user.credential_hash !== null && needsRehash(user.credential_hash)) {
    const rehashed = await hashCredential(body.password);
    await ctx.db.updateTable('users').set({ credential_hash: rehashed }).where('id', '=', userId).where('credential_hash', '=', user.credential_hash).execute();
  }
  // The password is right; an account with a second factor gets a challenge to answer with a code
  // (secondFactorSignIn), and a session only then.
  if (totp) {
    const challenge = newSignInChallenge(ctx, userId);
    await ctx.db
      .with('attempt', () => loginAttemptInsert(ctx.db, ctx, body.email, 'succeeded', request.ip, device))
      .with('audited', () => auditInsert(ctx.db, 'login.password_ok', { userId, ip: request.ip }))
      .insertInto('second_factor_challenges')
      .values(challenge.row)
      .execute();
    // The device cookie stands for the right password, which this browser has shown: it gets its own
    // allowance of password attempts, and the code is still asked (its attempts are limited apart).
    ctx.devices.remember(request, reply, body.email, device);
    return { data: null, error_code: null, secondFactor: { challenge: challenge.token } };
  }
  // The five writes of a successful sign-in are one statement (data-modifying CTEs): they commit
  // together, as in a transaction, in one round trip instead of six (begin, four writes, commit).
  const session = newSession(ctx, userId, { userAgent: request.headers['user-agent'] });
  const extras = verificationEmailSentResets(ctx.db, ctx, userId);
  await ctx.db
    .with('attempt', () => loginAttemptInsert(ctx.db, ctx, body.email, 'succeeded', request.ip, device))
    .with('audited', () => auditInsert(ctx.db, 'login.succeeded', { userId, ip: request.ip }))
    // a new session may ask for the verification email again, and loads the partner sign-on frame again
    .with('extras_created', () => extras.create)
    .with('extras_cleared', () => extras.clear)
    .with('session', () => ctx.db.insertInto('sessions').values(session.sessionRow))
    .insertInto('refresh_tokens')
    .values(session.refreshTokenRow)
    .execute();
  ctx.devices.remember(request, reply, body.email, device);
  const cancelled = deletion_pending && (await cancelAccountDeletion(ctx.db, userId, request.ip));
  return { data: await session.tokens(), error_code: null, ...(cancelled ? { deletionCancelled: true as const } : {}) };
};
