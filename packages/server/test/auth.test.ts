import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { DEFAULT_KDF } from '@healthdeck/crypto';
import { ERROR_MESSAGES } from '@healthdeck/contract';
import { randomCredential, randomKeySalt, startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { keyFromLink, login, outbox, registerMember } from './helpers/accounts.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const auditEvents = async (userId: string) => (await server.db.selectFrom('audit_log').select('event').where('user_id', '=', userId).orderBy('id').execute()).map((r) => r.event);

describe('register', () => {
  it('creates a member, stores an argon2id hash of the credential and emails a verification link', async () => {
    const member = await registerMember(server, 'New.Member@Example.test');
    expect(member.email).toBe('new.member@example.test');
    const row = await server.db.selectFrom('users').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.credential_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.credential_hash).not.toContain(member.credential);
    expect(row.verified).toBe(false);

    const [mail] = await outbox(server, member.email);
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.links[0]).toMatch(/^http:\/\/portal\.test\/verify-email\?key=/);
    expect(mail.html).toContain('href="http://portal.test/verify-email?key=');

    const account = await server.db.selectFrom('accounts').selectAll().where('user_id', '=', member.id).executeTakeFirstOrThrow();
    expect(account.key_salt).toBe(member.keySalt);
    expect(await auditEvents(member.id)).toContain('account.registered');
  });

  it('refuses a second account for the same email (any case) with CONFLICT', async () => {
    const email = uniqueEmail();
    await registerMember(server, email);
    const credential = randomCredential();
    const res = await server.call('register', { body: { email: email.toUpperCase(), name: 'Upper Case', password: credential, passwordConfirm: credential, keySalt: randomKeySalt() } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'CONFLICT', message: 'An account with this email already exists' });
  });

  it("answers 400 'Weak Password' for a credential shorter than 32 characters", async () => {
    const res = await server.call('register', {
      body: { email: uniqueEmail(), name: 'New Member', password: 'short-password', passwordConfirm: 'short-password', keySalt: randomKeySalt() },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'VALIDATION_FAILED', message: ERROR_MESSAGES.WeakPassword });
  });

  it('refuses mismatched confirmation and bad emails with readable messages', async () => {
    const a = randomCredential();
    const mismatch = await server.call('register', { body: { email: uniqueEmail(), name: 'New Member', password: a, passwordConfirm: randomCredential(), keySalt: randomKeySalt() } });
    expect(mismatch.body).toMatchObject({ statusCode: 400, message: 'Passwords do not match', fields: { passwordConfirm: 'Passwords do not match' } });
    const badEmail = await server.call('register', { body: { email: 'not-an-email', name: 'New Member', password: a, passwordConfirm: a, keySalt: randomKeySalt() } });
    expect(badEmail.body).toMatchObject({ statusCode: 400, message: 'Enter a valid email address' });
  });

  it('checks a recaptcha key when one is sent (sandbox adapter)', async () => {
    const c = randomCredential();
    const refused = await server.call('register', { body: { email: uniqueEmail(), name: 'New Member', password: c, passwordConfirm: c, keySalt: randomKeySalt(), recaptchaKey: 'forged' } });
    expect(refused.body).toMatchObject({ statusCode: 400, error_code: 'RECAPTCHA_FAILED' });
    const accepted = await server.call('register', {
      body: { email: uniqueEmail(), name: 'New Member', password: c, passwordConfirm: c, keySalt: randomKeySalt(), recaptchaKey: 'sandbox-123' },
    });
    expect(accepted.status).toBe(200);
  });
});

describe('prelogin', () => {
  it("returns the account's keySalt and the crypto package's KDF parameters", async () => {
    const member = await registerMember(server);
    const res = await server.call('preLogin', { body: { email: member.email } });
    expect(res.body).toEqual({ keySalt: member.keySalt, kdf: DEFAULT_KDF });
  });

  it('returns a stable fake salt of the same shape for unknown emails', async () => {
    const email = uniqueEmail('ghost');
    const first = await server.call<{ keySalt: string }>('preLogin', { body: { email } });
    const second = await server.call<{ keySalt: string }>('preLogin', { body: { email: email.toUpperCase() } });
    const other = await server.call<{ keySalt: string }>('preLogin', { body: { email: uniqueEmail('ghost') } });
    expect(first.body.keySalt).toBe(second.body.keySalt);
    expect(first.body.keySalt).not.toBe(other.body.keySalt);
    expect(first.body.keySalt).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(first.body.keySalt, 'base64')).toHaveLength(16);
  });
});

describe('login', () => {
  it('signs in with the right credential and audits it', async () => {
    const member = await registerMember(server);
    const answer = await login(server, member.email, member.credential);
    expect(answer.error_code).toBeNull();
    expect(answer.data?.accessToken.split('.')).toHaveLength(3);
    const nowSeconds = server.config.now().getTime() / 1000;
    expect(answer.data!.refreshExpires).toBeGreaterThan(nowSeconds + 29 * 86400);
    expect(answer.data!.refreshExpires).toBeLessThanOrEqual(Math.ceil(nowSeconds + 30 * 86400));
    expect(await auditEvents(member.id)).toContain('login.succeeded');
  });

  it('re-hashes a credential stored with an older cost setting on the next sign-in, and it still signs in', async () => {
    const member = await registerMember(server);
    const older = await hash(member.credential, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await server.db.updateTable('users').set({ credential_hash: older }).where('id', '=', member.id).execute();
    expect((await login(server, member.email, member.credential)).error_code).toBeNull();
    const row = await server.db.selectFrom('users').select('credential_hash').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.credential_hash).not.toBe(older);
    expect(row.credential_hash).toContain('$m=1024,t=1,p=1$');
    expect((await login(server, member.email, member.credential)).error_code).toBeNull();
  });

  it('answers INVALID_CREDENTIALS for a wrong credential or an unknown email', async () => {
    const member = await registerMember(server);
    expect((await login(server, member.email, randomCredential())).error_code).toBe('INVALID_CREDENTIALS');
    expect((await login(server, uniqueEmail('nobody'), randomCredential())).error_code).toBe('INVALID_CREDENTIALS');
    expect(await auditEvents(member.id)).toContain('login.failed');
  });

  it('answers WEAK_PASSWORD for a credential shorter than 32 characters', async () => {
    const member = await registerMember(server);
    const answer = await login(server, member.email, 'hunter2');
    expect(answer).toEqual({ data: null, error_code: 'WEAK_PASSWORD' });
  });

  it('locks the email after 5 failures in 15 minutes, even for the right credential, and unlocks after the window', async () => {
    const member = await registerMember(server);
    for (let i = 0; i < 5; i += 1) expect((await login(server, member.email, randomCredential())).error_code).toBe('INVALID_CREDENTIALS');
    expect((await login(server, member.email, member.credential)).error_code).toBe('MAX_INCORRECT_LOGIN_ATTEMPTS');
    const locked = await server.db.selectFrom('audit_log').select('event').where('event', '=', 'login.locked').execute();
    expect(locked.length).toBeGreaterThan(0);

    // Another email is not affected.
    const other = await registerMember(server);
    expect((await login(server, other.email, other.credential)).error_code).toBeNull();

    server.advance(15 * 60_000 + 1000);
    expect((await login(server, member.email, member.credential)).error_code).toBeNull();
  });

  it('counts failures only since the last successful sign-in', async () => {
    const member = await registerMember(server);
    for (let i = 0; i < 4; i += 1) await login(server, member.email, randomCredential());
    expect((await login(server, member.email, member.credential)).error_code).toBeNull();
    for (let i = 0; i < 4; i += 1) await login(server, member.email, randomCredential());
    expect((await login(server, member.email, member.credential)).error_code).toBeNull();
    // 13 failures in the window, 5 of them since the last success (the test clock stands still: moved on a second): locked.
    server.advance(1000);
    for (let i = 0; i < 5; i += 1) await login(server, member.email, randomCredential());
    expect((await login(server, member.email, member.credential)).error_code).toBe('MAX_INCORRECT_LOGIN_ATTEMPTS');
  });
});

describe('verify email', () => {
  it('verifies with the emailed key once', async () => {
    const member = await registerMember(server);
    const [mail] = await outbox(server, member.email);
    const key = keyFromLink(mail.links[0]);
    const res = await server.call('verifyEmail', { query: { key } });
    expect(res.body).toEqual({ data: { verified: true, email: member.email } });
    const row = await server.db.selectFrom('users').select('verified').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.verified).toBe(true);
    const again = await server.call('verifyEmail', { query: { key } });
    expect(again.body).toMatchObject({ statusCode: 400, error_code: 'INVALID_KEY' });
  });

  it('refuses a missing or unknown key', async () => {
    expect((await server.call('verifyEmail', { query: { key: 'nope' } })).body).toMatchObject({ statusCode: 400, error_code: 'INVALID_KEY' });
    expect((await server.call('verifyEmail')).body).toMatchObject({ statusCode: 400, error_code: 'VALIDATION_FAILED', fields: { key: 'key is required' } });
  });
});
