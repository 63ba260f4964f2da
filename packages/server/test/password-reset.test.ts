import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type AccountResponse } from '@healthdeck/contract';
import { randomCredential, randomKeySalt, startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { keyFromLink, login, outbox, signedInAdmin, signedInMember } from './helpers/accounts.js';
import { keyMaterial } from './helpers/key-material.js';

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

describe('password reset', () => {
  it('answers 204 for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await server.call('passwordRequestNew', { body: { email } });
    expect(res.status).toBe(204);
    expect(await outbox(server, email)).toEqual([]);
  });

  it('emails a reset link with key and email; setting the password replaces the credential and keySalt and clears the keys', async () => {
    const member = await signedInMember(server);
    const keys = await keyMaterial();
    expect((await server.call('setKeys', { token: member.accessToken, body: keys })).status).toBe(204);

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

    const account = await server.call<AccountResponse>('account', { token: fresh.data!.accessToken });
    expect(account.body).toMatchObject({ keySalt, publicKey: null, encrptedPrivateKey: null, encryptedDataKey: null });
    // The new password can set new keys at next sign-in.
    expect((await server.call('setKeys', { token: fresh.data!.accessToken, body: keys })).status).toBe(204);

    // Old sessions end with a password reset.
    const old = await server.call('refreshToken', { token: member.accessToken, headers: { 'x-refresh-token': member.refreshToken } });
    expect(old.status).toBe(401);
    const audit = await server.db.selectFrom('audit_log').select('event').where('user_id', '=', member.id).execute();
    expect(audit.map((a) => a.event)).toEqual(expect.arrayContaining(['password.reset_requested', 'password.reset', 'keys.set']));
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
