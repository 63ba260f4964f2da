import type { RouteHandler } from './types.js';
import { unauthenticated } from '../http/api-error.js';
import { membershipsByUser, rolesByUser, userSummary } from './user-summary.js';
import { readProfile } from './member-profile.js';

/** The signed-in account (contract AccountResponse; spec 001 §3 Account). */
export const account: RouteHandler<'account'> = async ({ user, ctx }) => {
  // The guard has the user's id already, so roles and memberships need not wait for the account row.
  const [row, rolesMap, membershipsMap] = await Promise.all([
    ctx.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.user_id', 'users.id')
      .leftJoin('user_sessions', 'user_sessions.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.verified',
        'users.star_balance',
        'users.profile',
        'accounts.key_salt',
        'accounts.public_key',
        'accounts.encrypted_private_key',
        'accounts.encrypted_data_key',
        'user_sessions.kit_id',
        'user_sessions.verification_email_sent',
      ])
      .where('users.id', '=', user.id)
      .executeTakeFirst(),
    rolesByUser(ctx, [user.id]),
    membershipsByUser(ctx, [user.id]),
  ]);
  if (!row) throw unauthenticated();
  const roles = rolesMap.get(row.id) ?? [];
  const memberships = membershipsMap.get(row.id);
  return {
    user: userSummary(row, roles, memberships),
    profile: readProfile(row.profile),
    keySalt: row.key_salt,
    publicKey: row.public_key,
    encrptedPrivateKey: row.encrypted_private_key,
    encryptedDataKey: row.encrypted_data_key,
    session: { kit_id: row.kit_id ?? null, verificationEmailSent: row.verification_email_sent ?? false },
  };
};
