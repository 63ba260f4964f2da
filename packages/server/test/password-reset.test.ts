import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as openpgp from 'openpgp';
import { ERROR_MESSAGES, type AccountResponse, type KeyWrap, type KeyWrapsResponse, type PasswordRecoveryWrapResponse } from '@healthdeck/contract';
import { randomCredential, randomKeySalt, startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { keyFromLink, login, outbox, signedInAdmin, signedInMember } from './helpers/accounts.js';
import { keyMaterial, testPrivateKey } from './helpers/key-material.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function resetKeyFor(email: string): Promise<{ key: string; link: string }> {
  const res = await server.call('passwordRequestNew', { body: { email } });
  expect(res.status).toBe(204);
  const [mail] = await outbox(server, email);
  expect(mail.subject).toMatch(/reset/i);
  return { key: keyFromLink(mail.links[0]), link: mail.links[0] };
}

/** A phrase wrap as the browser makes it: the member's private key and data key under a phrase-derived passphrase. */
async function phraseWrap(): Promise<KeyWrap> {
  const privateKey = await openpgp.encryptKey({ privateKey: await testPrivateKey(), passphrase: 'phrase passphrase' });
  const message = await openpgp.createMessage({ binary: new Uint8Array(32).fill(7) });
  const wrappedDataKey = await openpgp.encrypt({ message, passwords: ['phrase passphrase'] });
  return {
    kind: 'phrase',
    wrappedPrivateKey: privateKey.armor(),
    wrappedDataKey,
    salt: randomKeySalt(),
    kdf: { algorithm: 'argon2id', memoryKiB: 19456, iterations: 2, parallelism: 1, hashLength: 32 },
  };
}

describe('key wraps', () => {
  it('stores a phrase wrap of the account key pair only, and a new one replaces the old', async () => {
    const member = await signedInMember(server);
    const first = await phraseWrap();
    // No keys yet: nothing to wrap.
    expect((await server.call('keyWrapSave', { token: member.accessToken, body: first })).status).toBe(409);
    expect((await server.call('setKeys', { token: member.accessToken, body: await keyMaterial() })).status).toBe(204);
    const stranger = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'other@example.test' }], passphrase: 'x', format: 'armored' });
    const foreign = await server.call('keyWrapSave', { token: member.accessToken, body: { ...first, wrappedPrivateKey: stranger.privateKey } });
    expect(foreign.status).toBe(400);
    expect((await server.call('keyWrapSave', { token: member.accessToken, body: first })).status).toBe(204);
    const second = await phraseWrap();
    expect((await server.call('keyWrapSave', { token: member.accessToken, body: second })).status).toBe(204);
    const listed = await server.call<KeyWrapsResponse>('keyWraps', { token: member.accessToken });
    expect(listed.body.data).toEqual([{ ...second, createdAt: expect.any(String) }]);
    // The regenerated phrase replaces the old one: one row, the new salt.
    const rows = await server.db.selectFrom('key_wraps').select('salt').where('user_id', '=', member.id).execute();
    expect(rows).toEqual([{ salt: second.salt }]);
  });
});

describe('password reset', () => {
  it('answers 204 for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await server.call('passwordRequestNew', { body: { email } });
    expect(res.status).toBe(204);
    expect(await outbox(server, email)).toEqual([]);
  });

  it('emails a reset link; without the recovery phrase the credential and keySalt change and every wrap is archived, none deleted', async () => {
    const member = await signedInMember(server);
    const keys = await keyMaterial();
    expect((await server.call('setKeys', { token: member.accessToken, body: keys })).status).toBe(204);
    const wrap = await phraseWrap();
    expect((await server.call('keyWrapSave', { token: member.accessToken, body: wrap })).status).toBe(204);

    const { key, link } = await resetKeyFor(member.email);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/reset-password');
    expect(url.searchParams.get('email')).toBe(member.email);

    const credential = randomCredential();
    const keySalt = randomKeySalt();
    const res = await server.call('passwordSet', { body: { email: member.email, key, password: credential, passwordConfirm: credential, keySalt } });
    expect(res.status).toBe(204);

    expect((await login(server, member.email, member.credential)).error_code).toBe('INVALID_CREDENTIALS');
    const fresh = await login(server, member.email, credential);
    expect(fresh.error_code).toBeNull();
    expect((await server.call<{ keySalt: string }>('preLogin', { body: { email: member.email } })).body.keySalt).toBe(keySalt);

    // The account is ready for a new key pair (new records) ...
    const account = await server.call<AccountResponse>('account', { token: fresh.data!.accessToken });
    expect(account.body).toMatchObject({ keySalt, publicKey: null, encrptedPrivateKey: null, encryptedDataKey: null });
    // ... and every old wrap is kept, archived: the password wrap with the salt it was derived with, and the phrase's.
    const archived = await server.db.selectFrom('key_wraps').selectAll().where('user_id', '=', member.id).orderBy('kind').execute();
    expect(archived).toHaveLength(2);
    expect(archived.every((row) => row.archived_at !== null && row.archived_reason === 'password reset without the recovery phrase')).toBe(true);
    expect(archived[0]).toMatchObject({
      kind: 'password',
      public_key: keys.publicKey,
      wrapped_private_key: keys.encrptedPrivateKey,
      wrapped_data_key: keys.encryptedDataKey,
      salt: member.keySalt,
    });
    expect(archived[1]).toMatchObject({ kind: 'phrase', wrapped_private_key: wrap.wrappedPrivateKey, wrapped_data_key: wrap.wrappedDataKey, salt: wrap.salt });
    // An archived phrase is no longer offered, neither to the member nor to a reset page.
    expect((await server.call<KeyWrapsResponse>('keyWraps', { token: fresh.data!.accessToken })).body.data).toEqual([]);

    // The new password can set new keys at next sign-in, and a second reset without the phrase archives those too.
    expect((await server.call('setKeys', { token: fresh.data!.accessToken, body: keys })).status).toBe(204);
    const again = await resetKeyFor(member.email);
    const c2 = randomCredential();
    expect((await server.call('passwordSet', { body: { email: member.email, key: again.key, password: c2, passwordConfirm: c2, keySalt: randomKeySalt() } })).status).toBe(204);
    expect(await server.db.selectFrom('key_wraps').select('kind').where('user_id', '=', member.id).where('archived_at', 'is not', null).execute()).toHaveLength(3);

    // Old sessions end with a password reset.
    const old = await server.call('refreshToken', { token: member.accessToken, headers: { 'x-refresh-token': member.refreshToken } });
    expect(old.status).toBe(401);
    const audit = await server.db.selectFrom('audit_log').select(['event', 'detail']).where('user_id', '=', member.id).execute();
    expect(audit.map((a) => a.event)).toEqual(expect.arrayContaining(['password.reset_requested', 'password.reset', 'keys.set', 'key_wrap.saved']));
    expect(audit.filter((a) => a.event === 'password.reset').map((a) => a.detail)).toEqual([{ keys: 'archived' }, { keys: 'archived' }]);
  });

  it('with the recovery phrase: the reset page gets the phrase wrap (key not used up), and the same key pair stays under the new password', async () => {
    const member = await signedInMember(server);
    const keys = await keyMaterial();
    expect((await server.call('setKeys', { token: member.accessToken, body: keys })).status).toBe(204);
    const wrap = await phraseWrap();
    expect((await server.call('keyWrapSave', { token: member.accessToken, body: wrap })).status).toBe(204);
    const { key } = await resetKeyFor(member.email);

    const refused = await server.call('passwordRecoveryWrap', { body: { email: member.email, key: 'not-the-key' } });
    expect(refused.body).toMatchObject({ statusCode: 400, error_code: 'INVALID_KEY' });
    const found = await server.call<PasswordRecoveryWrapResponse>('passwordRecoveryWrap', { body: { email: member.email, key } });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({ phrase: wrap, publicKey: keys.publicKey });

    // What the browser sends: the same private key, armored under the new password's passphrase.
    const reArmored = await openpgp.encryptKey({ privateKey: await testPrivateKey(), passphrase: 'new passphrase' });
    const credential = randomCredential();
    const keySalt = randomKeySalt();
    const body = { email: member.email, key, password: credential, passwordConfirm: credential, keySalt };
    // Another key pair's private key is refused, and the link still works after that.
    const stranger = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'other@example.test' }], passphrase: 'x', format: 'armored' });
    const foreign = await server.call('passwordSet', { body: { ...body, encrptedPrivateKey: stranger.privateKey } });
    expect(foreign.body).toMatchObject({ statusCode: 400, fields: { encrptedPrivateKey: "The private key is not this account's" } });
    expect((await server.call('passwordSet', { body: { ...body, encrptedPrivateKey: reArmored.armor() } })).status).toBe(204);

    const fresh = await login(server, member.email, credential);
    const account = await server.call<AccountResponse>('account', { token: fresh.data!.accessToken });
    expect(account.body).toMatchObject({ keySalt, publicKey: keys.publicKey, encryptedDataKey: keys.encryptedDataKey, encrptedPrivateKey: reArmored.armor() });
    // The phrase keeps working; nothing was archived or deleted.
    expect((await server.call<KeyWrapsResponse>('keyWraps', { token: fresh.data!.accessToken })).body.data).toEqual([expect.objectContaining(wrap)]);
    expect(await server.db.selectFrom('key_wraps').select('id').where('user_id', '=', member.id).execute()).toHaveLength(1);
    const audit = await server.db.selectFrom('audit_log').select('detail').where('user_id', '=', member.id).where('event', '=', 'password.reset').execute();
    expect(audit.map((a) => a.detail)).toEqual([{ keys: 'kept' }]);
  });

  it('a member without a recovery phrase: the reset page learns there is none', async () => {
    const member = await signedInMember(server);
    const { key } = await resetKeyFor(member.email);
    const found = await server.call<PasswordRecoveryWrapResponse>('passwordRecoveryWrap', { body: { email: member.email, key } });
    expect(found.body.data).toEqual({ phrase: null, publicKey: null });
  });

  it('refuses a used, expired, foreign or weak reset', async () => {
    const member = await signedInMember(server);
    const other = await signedInMember(server);
    const c = randomCredential();
    const body = (key: string, email = member.email, password = c) => ({ email, key, password, passwordConfirm: password, keySalt: randomKeySalt() });

    const { key } = await resetKeyFor(member.email);
    const weak = await server.call('passwordSet', { body: body(key, member.email, 'weak') });
    expect(weak.body).toMatchObject({ statusCode: 400, message: ERROR_MESSAGES.WeakPassword });
    const foreign = await server.call('passwordSet', { body: body(key, other.email) });
    expect(foreign.body).toMatchObject({ statusCode: 400, error_code: 'INVALID_KEY' });
    expect((await server.call('passwordSet', { body: body(key) })).status).toBe(204);
    expect((await server.call('passwordSet', { body: body(key) })).body).toMatchObject({ statusCode: 400, error_code: 'INVALID_KEY' });

    const second = await resetKeyFor(member.email);
    server.advance(61 * 60_000);
    expect((await server.call('passwordSet', { body: body(second.key) })).body).toMatchObject({ statusCode: 400, error_code: 'INVALID_KEY' });
  });
});

describe('send verification email', () => {
  it('sends a new link to an unverified member and records it in the session extras', async () => {
    const member = await signedInMember(server);
    const before = (await outbox(server, member.email)).length;
    const res = await server.call('sendVerificationEmail', { token: member.accessToken });
    expect(res.status).toBe(204);
    const mails = await outbox(server, member.email);
    expect(mails.length).toBe(before + 1);
    const account = await server.call<AccountResponse>('account', { token: member.accessToken });
    expect(account.body.session.verificationEmailSent).toBe(true);
    // The newest link verifies.
    expect((await server.call('verifyEmail', { query: { key: keyFromLink(mails[0].links[0]) } })).status).toBe(200);
    expect((await server.call<AccountResponse>('account', { token: member.accessToken })).body.user.verified).toBe(true);
  });
});

describe('dev outbox page', () => {
  it('lists emails newest first with clickable links', async () => {
    const admin = await signedInAdmin(server);
    const member = await signedInMember(server);
    await server.call('passwordRequestNew', { body: { email: member.email } });
    const res = await server.fetch('/dev/outbox', { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const reset = html.indexOf('Reset your HealthDeck password');
    const verify = html.indexOf('Verify your HealthDeck email address');
    expect(reset).toBeGreaterThan(-1);
    expect(reset).toBeLessThan(verify);
    expect(html).toMatch(/<a href="http:\/\/portal\.test\/reset-password\?key=[^"]+&amp;email=/);
  });

  it("opened without a token, is a loader that asks with the signed-in administrator's token, and shows no email", async () => {
    const member = await signedInMember(server);
    await server.call('passwordRequestNew', { body: { email: member.email } });
    const res = await server.fetch('/dev/outbox');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script type="module" src="/dev/outbox.js"></script>');
    expect(html).not.toContain(member.email);
    expect(html).not.toContain('reset-password');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const loader = await server.fetch('/dev/outbox.js');
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
    expect(await loader.text()).toContain("authorization: 'Bearer '");
  });

  it('is not served when SMTP is configured', async () => {
    const smtp = await startTestServer({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      expect((await smtp.fetch('/api/dev/outbox')).status).toBe(404);
      // The path then belongs to the portal (SPA fallback or its 503 page), not to an outbox.
      expect(await (await smtp.fetch('/dev/outbox')).text()).not.toContain('Dev outbox');
    } finally {
      await smtp.close();
    }
  });
});

describe('no account takeover through the dev outbox', () => {
  it('refuses an anonymous caller (401) and a member (403), page and JSON alike', async () => {
    const member = await signedInMember(server);
    expect((await server.fetch(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`)).status).toBe(401);
    const asMember = { headers: { authorization: `Bearer ${member.accessToken}` } };
    expect((await server.fetch(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`, asMember)).status).toBe(403);
    expect((await server.fetch('/dev/outbox', asMember)).status).toBe(403);
    expect((await server.fetch('/dev/outbox', { headers: { authorization: 'Bearer forged' } })).status).toBe(401);
  });

  it('a reset requested for a member cannot be read and used by a stranger', async () => {
    const member = await signedInMember(server);
    expect((await server.call('passwordRequestNew', { body: { email: member.email } })).status).toBe(204);
    // The stranger reads the outbox anonymously: no link, so no new password and no sign-in.
    const page = await server.fetch('/dev/outbox');
    expect(await page.text()).not.toContain('reset-password?key=');
    const json = await server.fetch(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`);
    expect(json.status).toBe(401);
    expect(await json.text()).not.toContain('key=');
    // The member still signs in with their own password: nothing was taken over.
    expect((await login(server, member.email, member.credential)).error_code).toBeNull();
    // The email did go out: an administrator sees it.
    expect((await outbox(server, member.email))[0]?.subject).toMatch(/reset/i);
  });

  it('is never served with NODE_ENV=production (404), even without SMTP', async () => {
    const production = await startTestServer({ production: true });
    try {
      const admin = await signedInAdmin(production);
      const asAdmin = { headers: { authorization: `Bearer ${admin.accessToken}` } };
      expect((await production.fetch('/api/dev/outbox', asAdmin)).status).toBe(404);
      expect(await (await production.fetch('/dev/outbox.js')).text()).not.toContain('Bearer');
      expect(await (await production.fetch('/dev/outbox', asAdmin)).text()).not.toContain('Dev outbox');
    } finally {
      await production.close();
    }
  });
});
