import type { RouteHandler } from '../types.js';
import { ApiHttpError } from '../../http/api-error.js';
import { consumeEmailKey } from '../../auth/email-keys.js';
import { audit } from '../../audit.js';
import { sendVerification, setVerificationEmailSent } from './verification.js';

/** spec 000 §7.3 GET verify email (key). */
export const verifyEmail: RouteHandler<'verifyEmail'> = async ({ query, ctx, request }) => {
  const userId = await consumeEmailKey(ctx, 'email_verification_keys', query.key);
  const user = userId ? await ctx.db.updateTable('users').set({ verified: true }).where('id', '=', userId).returning(['id', 'email']).executeTakeFirst() : undefined;
  if (!user) throw new ApiHttpError(400, 'INVALID_KEY', 'This verification link is invalid or has expired', { key: 'This verification link is invalid or has expired' });
  await audit(ctx.db, 'email.verified', { userId: user.id, ip: request.ip });
  return { data: { verified: true, email: user.email } };
};

/** spec 000 §7.3 POST send-verification-email (no body); nothing is sent to an already verified address. */
export const sendVerificationEmail: RouteHandler<'sendVerificationEmail'> = async ({ user, ctx }) => {
  const row = await ctx.db.selectFrom('users').select(['id', 'email', 'verified']).where('id', '=', user.id).executeTakeFirstOrThrow();
  if (!row.verified) {
    await sendVerification(ctx, row);
    await setVerificationEmailSent(ctx, row.id, true);
  }
  return null;
};
