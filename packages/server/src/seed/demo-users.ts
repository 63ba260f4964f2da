import type { Kysely } from 'kysely';
import type { RoleName } from '@healthdeck/contract';
import { DEFAULT_KDF, createDataKey, deriveSecrets, generateKeyPair, newKeySalt, wrapDataKey } from '@healthdeck/crypto';
import type { Database } from '../db/schema.js';
import { hashCredential } from '../auth/credential-hash.js';
import { sealTotpSecret } from '../domain/second-factor/totp.js';

export interface DemoUser {
  email: string;
  /** What the member is called (spec 000 §1 'Logged in as: {name}'). */
  name: string;
  password: string;
  roles: RoleName[];
  /** A TOTP seed (base32) the account is enrolled with, so demos and journeys can compute its codes. */
  totpSecret?: string;
}

/**
 * The demo admin's authenticator seed, published in the README and OPERATIONS.md: staff tools need
 * a second factor, and a demo must open them. Any authenticator app takes it (or `npx otpauth`-style
 * tools); a real deployment runs with SEED=false and has no demo accounts.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'HDDEMOADMINTOTPSEEDFORDEMOSONLY2';

/** The demo logins printed at start (README). */
export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@healthdeck.test', name: 'Alex Admin', password: 'Admin-Demo-2026!', roles: ['admin', 'member'], totpSecret: DEMO_ADMIN_TOTP_SECRET },
  { email: 'member@healthdeck.test', name: 'Maria Member', password: 'Member-Demo-2026!', roles: ['member'] },
];

/**
 * Creates the demo users exactly as a browser sign-up would, so they sign in like anyone: keySalt,
 * credential from deriveSecrets, an RSA-4096 key pair locked with the passphrase, and a data key
 * wrapped to the member's key and the escrow key; a user with `totpSecret` is enrolled with it (sealed
 * under `serverSecret`, like any seed; without it the admin sets an app up at first visit of /admin).
 * Idempotent: existing users are left as they are and only get a missing name, missing roles and a missing seed
 * (an app the admin set up themselves is kept).
 */
export async function seedDemoUsers(db: Kysely<Database>, escrowPublicKey: string | null, users: DemoUser[] = DEMO_USERS, serverSecret?: string): Promise<string[]> {
  const created: string[] = [];
  const seeded = new Set(
    (
      await db
        .selectFrom('users')
        .select('email')
        .where(
          'email',
          'in',
          users.map((demo) => demo.email),
        )
        .execute()
    ).map((row) => row.email),
  );
  // The missing users' keys are made together: RSA-4096 generation runs on Node's thread pool, so on
  // two cores both pairs take about the time of one (the first start's longest step).
  const material = new Map(await Promise.all(users.filter((demo) => !seeded.has(demo.email)).map(async (demo) => [demo.email, await demoKeyMaterial(demo, escrowPublicKey)] as const)));
  for (const demo of users) {
    let user = await db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirst();
    if (!user) {
      const { keySalt, keys, encryptedDataKey, credentialHash } = material.get(demo.email) ?? (await demoKeyMaterial(demo, escrowPublicKey));
      user = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            email: demo.email,
            name: demo.name,
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
    // A demo account seeded before names existed gets its name; one the member changed is kept.
    await db.updateTable('users').set({ name: demo.name }).where('id', '=', userId).where('name', 'is', null).execute();
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
    if (demo.totpSecret && serverSecret) {
      await db
        .insertInto('user_totp')
        .values({ user_id: userId, secret_sealed: sealTotpSecret(serverSecret, demo.totpSecret), confirmed_at: new Date(), created_at: new Date() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    }
  }
  return created;
}

/** A demo user's key salt, key pair, wrapped data key and credential hash, made as a browser's sign-up makes them. */
async function demoKeyMaterial(demo: DemoUser, escrowPublicKey: string | null) {
  const keySalt = newKeySalt();
  const { passphrase, credential } = await deriveSecrets(demo.password, keySalt, DEFAULT_KDF);
  const keys = await generateKeyPair({ email: demo.email, passphrase });
  const encryptedDataKey = await wrapDataKey(createDataKey(), escrowPublicKey ? [keys.publicKey, escrowPublicKey] : [keys.publicKey]);
  return { keySalt, keys, encryptedDataKey, credentialHash: await hashCredential(credential) };
}
