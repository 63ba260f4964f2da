import type { RouteHandler } from '../types.js';
import { ApiHttpError } from '../../http/api-error.js';
import { audit } from '../../audit.js';

/**
 * spec 000 §7.3 PGP set keys. Keys are set once: replacing them would strand the data key every
 * record is sealed with, so a second call is 409 (a password reset clears them first).
 */
export const setKeys: RouteHandler<'setKeys'> = async ({ body, user, ctx, request }) => {
  const now = ctx.config.now();
  const updated = await ctx.db
    .updateTable('accounts')
    .set({
      public_key: body.publicKey,
      encrypted_private_key: body.encrptedPrivateKey,
      encrypted_data_key: body.encryptedDataKey,
      keys_set_at: now,
      updated_at: now,
    })
    .where('user_id', '=', user.id)
    .where('public_key', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (!updated) throw new ApiHttpError(409, 'CONFLICT', 'Keys are already set for this account');
  await audit(ctx.db, 'keys.set', { userId: user.id, ip: request.ip });
  return null;
};

/** The organisation escrow public key every data key is also wrapped to (for support and account recovery). */
export const keysConfig: RouteHandler<'keysConfig'> = async ({ ctx }) => ({ escrowPublicKey: ctx.config.escrowPublicKey });
