import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { AccountResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember } from './helpers/accounts.js';
import { keyMaterial } from './helpers/key-material.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('pgp keys', () => {
  it('stores the key pair and wrapped data key once; a second set is 409 CONFLICT', async () => {
    const member = await signedInMember(server);
    const keys = await keyMaterial();
    const before = await server.call<AccountResponse>('account', { token: member.accessToken });
    expect(before.body).toMatchObject({ publicKey: null, encrptedPrivateKey: null, encryptedDataKey: null, keySalt: member.keySalt });

    expect((await server.call('setKeys', { token: member.accessToken, body: keys })).status).toBe(204);
    const after = await server.call<AccountResponse>('account', { token: member.accessToken });
    expect(after.body).toMatchObject({ publicKey: keys.publicKey, encrptedPrivateKey: keys.encrptedPrivateKey, encryptedDataKey: keys.encryptedDataKey });

    const again = await server.call('setKeys', { token: member.accessToken, body: keys });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error_code: 'CONFLICT' });
  });

  it('refuses material that is not armored OpenPGP', async () => {
    const member = await signedInMember(server);
    const res = await server.call('setKeys', { token: member.accessToken, body: { encrptedPrivateKey: 'x', publicKey: 'y', encryptedDataKey: 'z' } });
    expect(res.body).toMatchObject({ statusCode: 400, message: 'encrptedPrivateKey must be an armored OpenPGP private key' });
  });

  it('publishes the escrow public key', async () => {
    const res = await server.call<{ escrowPublicKey: string }>('keysConfig');
    expect(res.body.escrowPublicKey).toBe(inject('escrowPublicKey'));
    expect(res.body.escrowPublicKey).toContain('BEGIN PGP PUBLIC KEY BLOCK');
  });

  it('answers no escrow key once the upgrade step retired it', async () => {
    const retired = await startTestServer({ escrowPublicKey: null });
    try {
      const res = await retired.call<{ escrowPublicKey: string | null }>('keysConfig');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ escrowPublicKey: null });
    } finally {
      await retired.close();
    }
  });
});

describe('recaptcha sandbox', () => {
  it("accepts the portal sandbox checkbox tokens ('sandbox-…') and nothing else", async () => {
    expect((await server.call('recaptchaVerify', { body: { recaptchaKey: 'sandbox-1699999' } })).body).toEqual({ data: { success: true } });
    expect((await server.call('recaptchaVerify', { body: { recaptchaKey: 'real-token' } })).body).toEqual({ data: { success: false } });
  });
});

describe('session save and account', () => {
  it('keeps kit_id and verificationEmailSent and shows them in the account', async () => {
    const member = await signedInMember(server);
    expect((await server.call('sessionSave', { token: member.accessToken, body: { kit_id: 'KIT-42' } })).status).toBe(204);
    let account = await server.call<AccountResponse>('account', { token: member.accessToken });
    expect(account.body.session).toEqual({ kit_id: 'KIT-42', verificationEmailSent: false });
    expect((await server.call('sessionSave', { token: member.accessToken, body: { verificationEmailSent: true } })).status).toBe(204);
    account = await server.call<AccountResponse>('account', { token: member.accessToken });
    expect(account.body.session).toEqual({ kit_id: 'KIT-42', verificationEmailSent: true });
  });

  it('sets verificationEmailSent when the member asks for the email, and a new sign-in clears it', async () => {
    const member = await signedInMember(server);
    // The email sent at registration does not count: a new member can still ask for another.
    let account = await server.call<AccountResponse>('account', { token: member.accessToken });
    expect(account.body.session.verificationEmailSent).toBe(false);
    expect((await server.call('sendVerificationEmail', { token: member.accessToken })).status).toBe(204);
    account = await server.call<AccountResponse>('account', { token: member.accessToken });
    expect(account.body.session.verificationEmailSent).toBe(true);
    const again = await server.call<{ data: { accessToken: string } }>('login', { body: { email: member.email, password: member.credential } });
    account = await server.call<AccountResponse>('account', { token: again.body.data.accessToken });
    expect(account.body.session.verificationEmailSent).toBe(false);
  });

  it('answers the account with roles, profile defaults and star balance', async () => {
    const member = await signedInMember(server);
    await server.db
      .updateTable('users')
      .set({ profile: JSON.stringify({ sleep_goal: 7, water_intake: '64' }), star_balance: 12 })
      .where('id', '=', member.id)
      .execute();
    const account = await server.call<AccountResponse>('account', { token: member.accessToken });
    expect(account.body.user).toEqual({ id: member.id, email: member.email, name: 'Test Member', verified: false, star_balance: 12, roles: ['member'], organizations: [], programs: [] });
    expect(account.body.profile).toEqual({ sleep_goal: 7, water_intake: '64' });
  });
});
