import type { Kysely } from 'kysely';
import type { RoleName } from '@healthdeck/contract';
import { DEFAULT_KDF, createDataKey, deriveSecrets, generateKeyPair, newKeySalt, wrapDataKey } from '@healthdeck/crypto';
import type { Database } from '../db/schema.js';
import { hashCredential } from '../auth/credential-hash.js';

export interface DemoUser {
  email: string;
  password: string;
  roles: RoleName[];
}

/** The demo logins printed at start (README). */
export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@healthdeck.test', password: 'Admin-Demo-2026!', roles: ['admin', 'member'] },
  { email: 'member@healthdeck.test', password: 'Member-Demo-2026!', roles: ['member'] },
];

/**
 * Creates the demo users exactly as a browser sign-up would, so they sign in like anyone: keySalt,
 * credential from deriveSecrets, an RSA-4096 key pair locked with the passphrase, and a data key
 * wrapped to the member's key and the escrow key. Idempotent: existing users are left as they are
 * and only get missing roles.
 */
export async function seedDemoUsers(db: Kysely<Database>, escrowPublicKey: string, users: DemoUser[] = DEMO_USERS): Promise<string[]> {
  const created: string[] = [];
  for (const demo of users) {
    let user = await db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirst();
    if (!user) {
      const keySalt = newKeySalt();
      const { passphrase, credential } = await deriveSecrets(demo.password, keySalt, DEFAULT_KDF);
      const keys = await generateKeyPair({ email: demo.email, passphrase });
      const encryptedDataKey = await wrapDataKey(createDataKey(), [keys.publicKey, escrowPublicKey]);
      const credentialHash = await hashCredential(credential);
      user = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            email: demo.email,
            credential_hash: credentialHash,
            verified: true,
            profile: JSON.stringify({ sleep_goal: 8, water_intake: '96' }),
            created_at: new Date(),
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return undefined; // another process seeded it meanwhile
        await trx
          .insertInto('accounts')
          .values({
            user_id: row.id,
            key_salt: keySalt,
            public_key: keys.publicKey,
            encrypted_private_key: keys.encrptedPrivateKey,
            encrypted_data_key: encryptedDataKey,
            keys_set_at: new Date(),
            updated_at: new Date(),
          })
          .execute();
        return row;
      });
      if (user) created.push(demo.email);
      user ??= await db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirstOrThrow();
    }
    const userId = user.id;
    await db
      .insertInto('user_roles')
      .columns(['user_id', 'role_id'])
      .expression((eb) =>
        eb
          .selectFrom('roles')
          .select([eb.val(userId).as('user_id'), 'roles.id'])
          .where('roles.name', 'in', demo.roles),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return created;
}
