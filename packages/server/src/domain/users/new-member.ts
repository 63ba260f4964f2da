import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * How a member was made without a password (a batch upload, a single sign-on): a stored "hash" that
 * no credential verifies, so the account has no password until the member sets one (the reset
 * link), and no keys until then either.
 */
export type NoCredential = '!batch-upload' | '!saml';

/**
 * A member account made by the organisation rather than by its member: the user (role member), its
 * account row with a fresh key salt and no keys, linked to the organisation. Run inside the caller's
 * transaction.
 */
export async function createMemberWithoutCredential(trx: Db, email: string, organizationId: string, how: NoCredential, now: Date): Promise<string> {
  const user = await trx.insertInto('users').values({ email, credential_hash: how, created_at: now }).returning('id').executeTakeFirstOrThrow();
  await insertMemberAccount(trx, user.id, randomBytes(16).toString('base64'), now);
  await trx.insertInto('links').values({ kind: 'organization_user', a_id: organizationId, b_id: user.id }).execute();
  return user.id;
}

/**
 * The rows every new member has beside their user: the account (its key salt, no keys yet: the
 * browser makes them) and the member role. Run inside the caller's transaction.
 */
export async function insertMemberAccount(trx: Db, userId: string, keySalt: string, now: Date): Promise<void> {
  await trx.insertInto('accounts').values({ user_id: userId, key_salt: keySalt, public_key: null, encrypted_private_key: null, encrypted_data_key: null, updated_at: now }).execute();
  await trx
    .insertInto('user_roles')
    .columns(['user_id', 'role_id'])
    .expression((eb) =>
      eb
        .selectFrom('roles')
        .select([eb.val(userId).as('user_id'), 'roles.id'])
        .where('roles.name', '=', 'member'),
    )
    .execute();
}
