import type { Kysely } from 'kysely';
import { DEFAULT_KDF, createRecoveryKey, deriveSecrets, rewrapDataKey, unlockPrivateKey } from '@healthdeck/crypto';
import type { Database } from '../db/schema.js';
import { DEMO_USERS, type DemoUser } from './demo-users.js';
import { DEMO_ORGANIZATION_CODE } from './demo-programmes.js';

// The demo organisation's recovery key (docs/decisions/0076-organisation-recovery-keys.md), seeded the
// way an administrator's browser makes it: a locked pair whose passphrase is granted only to the demo
// admin's public key; no private key is written anywhere in the clear. The demo users' data keys are
// wrapped to it as their browsers would at sign-in (the seed knows their demo passwords). Idempotent:
// an organisation with a key keeps it; a demo user already wrapped is left as is.

/** Opens a demo user's key pair with their demo password, as their browser does at sign-in. */
async function unlockDemo(db: Kysely<Database>, demo: DemoUser) {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .select(['u.id', 'a.key_salt', 'a.public_key', 'a.encrypted_private_key', 'a.encrypted_data_key'])
    .where('u.email', '=', demo.email)
    .executeTakeFirst();
  if (!row?.public_key || !row.encrypted_private_key || !row.encrypted_data_key) return null;
  const { passphrase } = await deriveSecrets(demo.password, row.key_salt, DEFAULT_KDF);
  return { id: row.id, publicKey: row.public_key, encryptedDataKey: row.encrypted_data_key, privateKey: await unlockPrivateKey(row.encrypted_private_key, passphrase) };
}

export async function seedDemoRecoveryKey(db: Kysely<Database>, users: DemoUser[] = DEMO_USERS): Promise<void> {
  const organization = await db
    .selectFrom('class_records')
    .select('id')
    .where('classkey', '=', 'organizations')
    .where(({ ref }) => ref('data', '->>').key('code'), '=', DEMO_ORGANIZATION_CODE)
    .executeTakeFirst();
  const admin = users.find((u) => u.roles.includes('admin'));
  if (!organization || !admin) return;
  let key = await db.selectFrom('recovery_keys').select(['id', 'public_key']).where('organization_id', '=', organization.id).where('status', '=', 'active').executeTakeFirst();
  if (!key) {
    const holder = await unlockDemo(db, admin);
    if (!holder) return;
    const made = await createRecoveryKey({ name: 'recovery@healthdeck.test', granteePublicKeys: [holder.publicKey] });
    key = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('recovery_keys')
        .values({ organization_id: organization.id, status: 'active', public_key: made.publicKey, fingerprint: made.fingerprint, locked_private_key: made.lockedPrivateKey })
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'public_key'])
        .executeTakeFirst();
      if (row) await trx.insertInto('recovery_key_grants').values({ key_id: row.id, user_id: holder.id, grant: made.grants[0]! }).execute();
      return row;
    });
    // Another process seeded it meanwhile: use theirs.
    key ??= await db.selectFrom('recovery_keys').select(['id', 'public_key']).where('organization_id', '=', organization.id).where('status', '=', 'active').executeTakeFirstOrThrow();
  }
  for (const demo of users) {
    const user = await db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirst();
    if (!user) continue;
    const wrapped = await db.selectFrom('recovery_wraps').select('user_id').where('user_id', '=', user.id).where('key_id', '=', key.id).executeTakeFirst();
    if (wrapped) continue;
    const unlocked = await unlockDemo(db, demo);
    if (!unlocked) continue;
    const encrypted_data_key = await rewrapDataKey(unlocked.encryptedDataKey, unlocked.privateKey, [key.public_key]);
    await db
      .insertInto('recovery_wraps')
      .values({ user_id: user.id, key_id: key.id, encrypted_data_key })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
