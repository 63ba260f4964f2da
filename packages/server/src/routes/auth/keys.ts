import type { RouteHandler } from '../types.js';
import { ApiHttpError, badRequest } from '../../http/api-error.js';
import { audit } from '../../audit.js';
import { keyWrapsInUse, saveKeyWrap } from '../../domain/key-wraps/key-wraps.js';

/**
 * spec 000 §7.3 PGP set keys. Keys are set once: replacing them would strand the data key every
 * record is sealed with, so a second call is 409 (a reset without the recovery phrase archives
 * them first, domain/key-wraps).
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

/** The legacy escrow public key a new data key is also wrapped to; null once the upgrade step retired it. */
export const keysConfig: RouteHandler<'keysConfig'> = async ({ ctx }) => ({ escrowPublicKey: ctx.config.escrowPublicKey });

/** The member's extra key wraps in use (ours): the recovery phrase's, all ciphertext. */
export const keyWraps: RouteHandler<'keyWraps'> = async ({ user, ctx }) => ({ data: await keyWrapsInUse(ctx.db, user.id) });

/** Stores a wrap of the member's keys (ours), replacing the one of its kind: an old recovery phrase stops working. */
export const keyWrapSave: RouteHandler<'keyWrapSave'> = async ({ body, user, ctx, request }) => {
  const refused = await saveKeyWrap(ctx.db, user.id, body, ctx.config.now());
  if (refused === 'no-keys') throw new ApiHttpError(409, 'CONFLICT', 'The account has no keys to wrap yet');
  if (refused === 'foreign-key') throw badRequest("The private key is not this account's", { wrappedPrivateKey: "The private key is not this account's" });
  await audit(ctx.db, 'key_wrap.saved', { userId: user.id, ip: request.ip, detail: { kind: body.kind } });
  return null;
};
