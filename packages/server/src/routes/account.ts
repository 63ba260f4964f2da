import type { RouteHandler } from './types.js';
import { unauthenticated } from '../http/api-error.js';
import { memberships, membershipRowsColumn, rolesColumn, userSummary } from '../domain/users/user-summary.js';
import { readProfile } from '../domain/users/member-profile.js';
import { preparedQuery } from '../db/prepared-query.js';

// One round trip: roles and memberships are columns of the account's row (the portal reads the
// account twice on every dashboard load; docs/decisions/0060-statements-prepared-and-built-once.md).
const accountRow = preparedQuery((db, p: { userId: string }) =>
  db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.user_id', 'users.id')
    .leftJoin('user_sessions', 'user_sessions.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.verified',
      'users.star_balance',
      'users.profile',
      'accounts.key_salt',
      'accounts.public_key',
      'accounts.encrypted_private_key',
      'accounts.encrypted_data_key',
      'user_sessions.kit_id',
      'user_sessions.verification_email_sent',
      'user_sessions.rendered_more_active_iframe',
      rolesColumn('users.id').as('roles'),
      membershipRowsColumn('users.id').as('memberships'),
    ])
    .where('users.id', '=', p.userId),
);

/** The signed-in account (contract AccountResponse; spec 001 §3 Account). */
export const account: RouteHandler<'account'> = async ({ user, ctx }) => {
  const row = await accountRow.first(ctx.db, { userId: user.id });
  if (!row) throw unauthenticated();
  return {
    user: userSummary(row, row.roles, memberships(row.memberships)),
    profile: readProfile(row.profile),
    keySalt: row.key_salt,
    publicKey: row.public_key,
    encrptedPrivateKey: row.encrypted_private_key,
    encryptedDataKey: row.encrypted_data_key,
    session: { kit_id: row.kit_id ?? null, verificationEmailSent: row.verification_email_sent ?? false },
    renderedMoreActiveIframe: row.rendered_more_active_iframe ?? false,
  };
};
