import type { RouteHandler } from '../types.js';
import { ApiHttpError, weakPassword } from '../../http/api-error.js';
import { hashCredential, isWeakCredential } from '../../auth/credential-hash.js';
import { audit } from '../../audit.js';
import { sendVerification } from './verification.js';
import { insertMemberAccount } from '../../domain/users/new-member.js';
import { assertHumanForRegistration } from '../../domain/human-check/human-check.js';

/** spec 000 §7.3 POST register: creates the user (role member) and emails a verification link. */
export const register: RouteHandler<'register'> = async ({ body, ctx, request }) => {
  if (isWeakCredential(body.password)) throw weakPassword();
  await assertHumanForRegistration(ctx, body.recaptchaKey, request.ip);
  const credentialHash = await hashCredential(body.password);
  const user = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('users')
      .values({ email: body.email, name: body.name, credential_hash: credentialHash, created_at: ctx.config.now() })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!created) return null;
    await insertMemberAccount(trx, created.id, body.keySalt, ctx.config.now());
    return created;
  });
  if (!user) throw new ApiHttpError(400, 'CONFLICT', 'An account with this email already exists', { email: 'An account with this email already exists' });
  await audit(ctx.db, 'account.registered', { userId: user.id, ip: request.ip });
  await sendVerification(ctx, user);
  return { data: { id: user.id, email: user.email } };
};
