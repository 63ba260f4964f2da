// Rate limits: sign-in, pre-login, register, password reset, verification email and
// reCAPTCHA, per client address and per account; 429 RATE_LIMITED with Retry-After and a clear
// message; at most 3 reset / verification emails an hour per account; the lockout keyed by email
// and address, so a stranger cannot lock a member out. Client addresses are set with
// X-Forwarded-For, believed because these servers name 127.0.0.1 as their proxy (TRUST_PROXY);
// by default no forwarded address is believed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@healthdeck/contract';
import { randomCredential, randomKeySalt, startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { outbox, registerMember, signedInMember } from './helpers/accounts.js';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.js';
import { configFromEnv } from '../src/config.js';

/** The test's client addresses arrive as X-Forwarded-For from a proxy on this host. */
const BEHIND_LOCAL_PROXY = { trustProxy: '127.0.0.1' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(BEHIND_LOCAL_PROXY);
});
afterAll(async () => {
  await server.close();
});

let nextAddress = 1;
/** A fresh client address (TEST-NET-3) per call site. */
const newAddress = () => `203.0.113.${nextAddress++}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function expectRateLimited(res: { status: number; body: unknown; headers: Headers }, what: RegExp): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = ApiError.parse(res.body);
  expect(body).toMatchObject({ statusCode: 429, error_code: 'RATE_LIMITED' });
  expect(body.message).toMatch(what);
  expect(body.message).toMatch(/try again in \d+ (second|minute)s?\./i);
}

describe('sign-in', () => {
  it('60 wrong sign-ins from one address: the limit answers 429 after 30 a minute; another address is unaffected', async () => {
    const ip = newAddress();
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<TestServer['call']>> | null = null;
    for (let i = 0; i < 60; i++) {
      const res = await server.call('login', { body: { email: uniqueEmail('flood'), password: randomCredential() }, headers: from(ip) });
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses.slice(0, DEFAULT_RATE_LIMITS.signInPerAddress).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(DEFAULT_RATE_LIMITS.signInPerAddress).every((s) => s === 429)).toBe(true);
    await expectRateLimited(limited!, /sign-in attempts from this address/);

    const member = await registerMember(server);
    const other = await server.call<{ error_code: string | null }>('login', { body: { email: member.email, password: member.credential }, headers: from(newAddress()) });
    expect(other.status).toBe(200);
    expect(other.body.error_code).toBeNull();
  });

  it('per account: sign-ins for one email from many addresses are held after 20 in 15 minutes', async () => {
    const email = uniqueEmail('spread');
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.signInPerAccount + 2; i++) {
      statuses.push((await server.call('login', { body: { email, password: randomCredential() }, headers: from(newAddress()) })).status);
    }
    expect(statuses.slice(0, DEFAULT_RATE_LIMITS.signInPerAccount)).toEqual(Array(DEFAULT_RATE_LIMITS.signInPerAccount).fill(200));
    const res = await server.call('login', { body: { email: email.toUpperCase(), password: randomCredential() }, headers: from(newAddress()) });
    await expectRateLimited(res, /sign-in attempts for this account/);
  });

  it('pre-login is limited per address too (twice the sign-in allowance)', async () => {
    const ip = newAddress();
    const max = DEFAULT_RATE_LIMITS.signInPerAddress * 2;
    for (let i = 0; i < max; i++) expect((await server.call('preLogin', { body: { email: uniqueEmail('pre') }, headers: from(ip) })).status).toBe(200);
    await expectRateLimited(await server.call('preLogin', { body: { email: uniqueEmail('pre') }, headers: from(ip) }), /sign-in attempts from this address/);
  });
});

describe('lockout (MAX_INCORRECT_LOGIN_ATTEMPTS) by email and address', () => {
  it('a stranger guessing from elsewhere locks out only their own address, for LOGIN_LOCKOUT_MINUTES', async () => {
    const member = await registerMember(server);
    const stranger = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await server.call<{ error_code: string }>('login', { body: { email: member.email, password: randomCredential() }, headers: from(stranger) });
      expect(res.body.error_code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await server.call<{ error_code: string }>('login', { body: { email: member.email, password: member.credential }, headers: from(stranger) });
    expect(locked.body.error_code).toBe('MAX_INCORRECT_LOGIN_ATTEMPTS');

    // The member, on their own address, signs in as usual.
    const own = await server.call<{ error_code: string | null }>('login', { body: { email: member.email, password: member.credential }, headers: from(newAddress()) });
    expect(own.body.error_code).toBeNull();

    // The stranger's lock is time-limited.
    server.advance(15 * 60_000 + 1_000);
    const later = await server.call<{ error_code: string | null }>('login', { body: { email: member.email, password: member.credential }, headers: from(stranger) });
    expect(later.body.error_code).toBeNull();
  });
});

describe('emails', () => {
  it('password reset: at most 3 emails an hour per account, then 429 (any address)', async () => {
    const member = await registerMember(server);
    for (let i = 0; i < 3; i++) expect((await server.call('passwordRequestNew', { body: { email: member.email }, headers: from(newAddress()) })).status).toBe(204);
    const fourth = await server.call('passwordRequestNew', { body: { email: member.email }, headers: from(newAddress()) });
    await expectRateLimited(fourth, /password reset emails for this account/);
    const resets = (await outbox(server, member.email)).filter((mail) => /reset/i.test(mail.subject));
    expect(resets).toHaveLength(3);
  });

  it('password reset: 20 requests an hour per address, whatever the emails', async () => {
    const ip = newAddress();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.emailsPerAddress; i++) {
      expect((await server.call('passwordRequestNew', { body: { email: uniqueEmail('reset') }, headers: from(ip) })).status).toBe(204);
    }
    await expectRateLimited(await server.call('passwordRequestNew', { body: { email: uniqueEmail('reset') }, headers: from(ip) }), /password reset emails from this address/);
  });

  it('verification email: at most 3 an hour per account', async () => {
    const member = await signedInMember(server);
    const send = () => server.call('sendVerificationEmail', { token: member.accessToken, headers: from(newAddress()) });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(204);
    await expectRateLimited(await send(), /verification emails for this account/);
    const mails = (await outbox(server, member.email)).filter((mail) => /verify/i.test(mail.subject));
    expect(mails).toHaveLength(4); // the one sent at registration, and three asked for
  });
});

describe('register and reCAPTCHA', () => {
  it('register: limited per address (a server with a low limit, to keep the test short)', async () => {
    const low = await startTestServer({ ...BEHIND_LOCAL_PROXY, rateLimits: { registerPerAddress: 3 } });
    try {
      const ip = newAddress();
      const register = () => {
        const credential = randomCredential();
        return low.call('register', {
          body: { email: uniqueEmail('signup'), name: 'Sign Up', password: credential, passwordConfirm: credential, keySalt: randomKeySalt() },
          headers: from(ip),
        });
      };
      for (let i = 0; i < 3; i++) expect((await register()).status).toBe(200);
      await expectRateLimited(await register(), /sign-ups from this address/);
    } finally {
      await low.close();
    }
  });

  it('reCAPTCHA verify: 30 a minute per address', async () => {
    const ip = newAddress();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.recaptchaPerAddress; i++) {
      expect((await server.call('recaptchaVerify', { body: { recaptchaKey: 'sandbox-ok' }, headers: from(ip) })).status).toBe(200);
    }
    await expectRateLimited(await server.call('recaptchaVerify', { body: { recaptchaKey: 'sandbox-ok' }, headers: from(ip) }), /human checks from this address/);
  });

  it('a client cannot choose its address when the proxy is not trusted', async () => {
    const direct = await startTestServer({ trustProxy: false, rateLimits: { recaptchaPerAddress: 2 } });
    try {
      for (let i = 0; i < 2; i++) expect((await direct.call('recaptchaVerify', { body: { recaptchaKey: 'sandbox-ok' }, headers: from(newAddress()) })).status).toBe(200);
      expect((await direct.call('recaptchaVerify', { body: { recaptchaKey: 'sandbox-ok' }, headers: from(newAddress()) })).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('under the default TRUST_PROXY (none), X-Forwarded-For rotated from 127.0.0.1 gets no new allowance', async () => {
    const defaults = configFromEnv({}, { secret: 'x', escrowPublicKey: 'x' });
    expect(defaults.trustProxy).toBe(false);
    const plain = await startTestServer({ trustProxy: defaults.trustProxy, rateLimits: { signInPerAddress: 3, registerPerAddress: 2 } });
    try {
      const signIns: number[] = [];
      for (let i = 0; i < 6; i++)
        signIns.push((await plain.call('login', { body: { email: uniqueEmail('rotate'), name: 'Rotate', password: randomCredential() }, headers: from(newAddress()) })).status);
      expect(signIns).toEqual([200, 200, 200, 429, 429, 429]);
      const signUps: number[] = [];
      for (let i = 0; i < 4; i++) {
        const credential = randomCredential();
        const res = await plain.call('register', {
          body: { email: uniqueEmail('rotate'), name: 'Rotate', password: credential, passwordConfirm: credential, keySalt: randomKeySalt() },
          headers: from(newAddress()),
        });
        signUps.push(res.status);
      }
      expect(signUps).toEqual([200, 200, 429, 429]);
    } finally {
      await plain.close();
    }
  });
});
