import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_KDF, deriveSecrets, openRecoveryKey, unlockPrivateKey } from '@healthdeck/crypto';
import type { AccountResponse, AdminUsersResponse, LoginResponse, RouteResponse, SecondFactorSignInResponse } from '@healthdeck/contract';
import { totpCode } from './helpers/accounts.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_USERS, seedDemoUsers } from '../src/seed/demo-users.js';
import { seedDemoProgrammes } from '../src/seed/demo-programmes.js';
import { seedDemoRecoveryKey } from '../src/seed/demo-recovery-key.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Signs in exactly as the browser does: pre-login, derive the credential, log in. */
async function signIn(email: string, password: string): Promise<{ token: string; passphrase: string }> {
  const pre = await server.call<RouteResponse<'preLogin'>>('preLogin', { body: { email } });
  expect(pre.body.kdf).toEqual(DEFAULT_KDF);
  const { credential, passphrase } = await deriveSecrets(password, pre.body.keySalt, pre.body.kdf);
  const res = await server.call<LoginResponse>('login', { body: { email, password: credential } });
  expect(res.body.error_code).toBeNull();
  // The demo admin is enrolled with its published seed: the code that seed gives now completes the sign-in.
  const demo = DEMO_USERS.find((u) => u.email === email);
  if (res.body.secondFactor) {
    const code = totpCode(demo!.totpSecret!, server.config.now().getTime());
    const second = await server.call<SecondFactorSignInResponse>('secondFactorSignIn', { body: { challenge: res.body.secondFactor.challenge, code } });
    expect(second.status).toBe(200);
    return { token: second.body.data.accessToken, passphrase };
  }
  return { token: res.body.data!.accessToken, passphrase };
}

describe('demo seed', () => {
  it('creates the demo admin and member once, with real keys, and is idempotent', async () => {
    const created = await seedDemoUsers(server.db, inject('escrowPublicKey'), DEMO_USERS, server.config.secret);
    expect(created).toEqual(DEMO_USERS.map((u) => u.email));
    expect(await seedDemoUsers(server.db, inject('escrowPublicKey'), DEMO_USERS, server.config.secret)).toEqual([]);
    const count = await server.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    const names = await server.db.selectFrom('users').select(['email', 'name']).orderBy('email').execute();
    expect(names).toEqual([
      { email: 'admin@healthdeck.test', name: 'Alex Admin' },
      { email: 'member@healthdeck.test', name: 'Maria Member' },
    ]);
    // A demo member seeded before names existed is given one on the next start; a name they chose is kept.
    await server.db.updateTable('users').set({ name: null }).where('email', '=', 'member@healthdeck.test').execute();
    await server.db.updateTable('users').set({ name: 'Chosen Name' }).where('email', '=', 'admin@healthdeck.test').execute();
    await seedDemoUsers(server.db, inject('escrowPublicKey'), DEMO_USERS, server.config.secret);
    expect(await server.db.selectFrom('users').select(['email', 'name']).orderBy('email').execute()).toEqual([
      { email: 'admin@healthdeck.test', name: 'Chosen Name' },
      { email: 'member@healthdeck.test', name: 'Maria Member' },
    ]);
    await server.db.updateTable('users').set({ name: 'Alex Admin' }).where('email', '=', 'admin@healthdeck.test').execute();
  }, 120_000);

  it('lets the demo admin search users (password and a code of the published seed) and refuses the demo member', async () => {
    const [adminDemo, memberDemo] = DEMO_USERS;
    expect(adminDemo.totpSecret).toBe(DEMO_ADMIN_TOTP_SECRET);
    const admin = await signIn(adminDemo.email, adminDemo.password);
    const users = await server.call<AdminUsersResponse>('adminUsers', { token: admin.token });
    expect(users.body.total_count).toBe(2);
    expect(users.body.users.find((u) => u.email === adminDemo.email)?.roles).toEqual(['admin', 'member']);
    const member = await signIn(memberDemo.email, memberDemo.password);
    expect((await server.call('adminUsers', { token: member.token })).status).toBe(403);
  });

  it('wraps the data key to the member (opened with the password-derived passphrase) and to the escrow key', async () => {
    const demo = DEMO_USERS[1];
    const { token, passphrase } = await signIn(demo.email, demo.password);
    const account = (await server.call<AccountResponse>('account', { token })).body;
    expect(account.user.verified).toBe(true);
    expect(account.publicKey).toContain('BEGIN PGP PUBLIC KEY BLOCK');
    const publicKey = await openpgp.readKey({ armoredKey: account.publicKey! });
    expect(publicKey.getAlgorithmInfo()).toMatchObject({ algorithm: 'rsaEncryptSign', bits: 4096 });

    const privateKey = await unlockPrivateKey(account.encrptedPrivateKey!, passphrase);
    const message = await openpgp.readMessage({ armoredMessage: account.encryptedDataKey! });
    const asMember = await openpgp.decrypt({ message, decryptionKeys: privateKey, format: 'binary' });
    expect((asMember.data as Uint8Array).byteLength).toBe(32);

    const escrowPrivate = await openpgp.readPrivateKey({ armoredKey: await readFile(path.join(inject('escrowDir'), 'escrow-private.asc'), 'utf8') });
    const asEscrow = await openpgp.decrypt({ message: await openpgp.readMessage({ armoredMessage: account.encryptedDataKey! }), decryptionKeys: escrowPrivate, format: 'binary' });
    expect(Buffer.from(asEscrow.data as Uint8Array).equals(Buffer.from(asMember.data as Uint8Array))).toBe(true);
  });

  it("gives the demo organisation a recovery key held only by the demo admin, locked, that opens the demo member's data key", async () => {
    await seedDemoProgrammes(server.db);
    await seedDemoRecoveryKey(server.db);
    await seedDemoRecoveryKey(server.db); // idempotent: one key, one wrap per user
    const keys = await server.db.selectFrom('recovery_keys').selectAll().execute();
    expect(keys).toHaveLength(1);
    const [key] = keys;
    expect((await openpgp.readPrivateKey({ armoredKey: key!.locked_private_key })).isDecrypted()).toBe(false);
    const [admin, member] = DEMO_USERS;
    const grants = await server.db.selectFrom('recovery_key_grants as g').innerJoin('users as u', 'u.id', 'g.user_id').select(['u.email', 'g.grant']).execute();
    expect(grants.map((g) => g.email)).toEqual([admin!.email]);

    // The admin's browser: their own key (their password), their grant, the recovery key, the member's wrap.
    const asAdmin = await signIn(admin!.email, admin!.password);
    const adminAccount = (await server.call<AccountResponse>('account', { token: asAdmin.token })).body;
    const recovery = await openRecoveryKey(key!.locked_private_key, grants[0]!.grant, await unlockPrivateKey(adminAccount.encrptedPrivateKey!, asAdmin.passphrase));
    const asMember = await signIn(member!.email, member!.password);
    const memberAccount = (await server.call<AccountResponse>('account', { token: asMember.token })).body;
    const wraps = await server.db.selectFrom('recovery_wraps').select(['user_id', 'encrypted_data_key']).where('user_id', '=', memberAccount.user.id).execute();
    expect(wraps).toHaveLength(1);
    const decrypt = async (armoredMessage: string, key: openpgp.PrivateKey) =>
      Buffer.from((await openpgp.decrypt({ message: await openpgp.readMessage({ armoredMessage }), decryptionKeys: key, format: 'binary' })).data as Uint8Array);
    const viaRecovery = await decrypt(wraps[0]!.encrypted_data_key, recovery);
    const own = await decrypt(memberAccount.encryptedDataKey!, await unlockPrivateKey(memberAccount.encrptedPrivateKey!, asMember.passphrase));
    expect(viaRecovery.equals(own)).toBe(true);
  });
});
