import { createHmac } from 'node:crypto';
import { DEFAULT_KDF } from '@healthdeck/crypto';
import type { RouteHandler } from '../types.js';
import { subKey } from '../../auth/hashing.js';

/**
 * A stable fake key salt for an email with no account: same shape as a real one (base64 of 16
 * bytes) and the same on every call, so pre-login does not reveal whether an account exists.
 */
export function fakeKeySalt(secret: string, email: string): string {
  return createHmac('sha256', subKey(secret, 'prelogin-salt')).update(email).digest().subarray(0, 16).toString('base64');
}

/** The keySalt and KDF parameters the client derives its credential with (the password never leaves it). */
export const preLogin: RouteHandler<'preLogin'> = async ({ body, ctx }) => {
  const account = await ctx.db.selectFrom('users').innerJoin('accounts', 'accounts.user_id', 'users.id').select('accounts.key_salt').where('users.email', '=', body.email).executeTakeFirst();
  return { keySalt: account?.key_salt ?? fakeKeySalt(ctx.config.secret, body.email), kdf: DEFAULT_KDF };
};
