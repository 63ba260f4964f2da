// OWASP's device cookie: a browser that signed in to an account keeps its own sign-in allowance, so
// a stranger's failures (for the account, from any address, or from the owner's own address) never
// block the owner's browser, while unknown browsers stay limited per account and per address.
// These servers believe no forwarded address (the default), so a rotated X-Forwarded-For buys a
// stranger nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { randomCredential, startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const signIn = (member: Pick<TestMember, 'email' | 'credential'>, headers: Record<string, string> = {}) =>
  post('/api/auth/login', { email: member.email, password: member.credential }, headers);

/** The device cookies of a sign-in's answer, as `name=value` (what the browser sends back). */
function deviceCookies(res: Response): string[] {
  return res.headers.getSetCookie().filter((cookie) => cookie.startsWith('hd_device_'));
}

describe('the device cookie', () => {
  it('is given on a successful sign-in only: HttpOnly, SameSite=Strict, sent to the two sign-in routes only', async () => {
    const member = await signedInMember(server);
    const wrong = await signIn({ email: member.email, credential: randomCredential() });
    expect(deviceCookies(wrong)).toEqual([]);
    const cookies = deviceCookies(await signIn(member));
    expect(cookies).toHaveLength(2);
    expect(cookies.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1]).sort()).toEqual(['/api/auth/login', '/api/auth/prelogin']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Max-Age=\d+/);
      expect(cookie).not.toMatch(/; Secure/); // this server's PUBLIC_URL is http
    }
  });

  it("100 failures from a stranger (rotating X-Forwarded-For) hold every unknown browser, yet the owner's browser signs in", async () => {
    const owner = await signedInMember(server);
    const cookie = deviceCookies(await signIn(owner))[0]!.split(';')[0]!;
    const other = await signedInMember(server);
    const othersCookie = deviceCookies(await signIn(other))[0]!.split(';')[0]!;

    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const res = await signIn({ email: owner.email, credential: randomCredential() }, { 'x-forwarded-for': `198.51.100.${i}` });
      statuses.push(res.status);
    }
    // One address (the forwarded one is not believed) and one account: at most the smaller allowance, then 429s.
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(Math.min(DEFAULT_RATE_LIMITS.signInPerAccount, DEFAULT_RATE_LIMITS.signInPerAddress));
    expect(statuses.slice(-50)).toEqual(Array(50).fill(429));

    // An unknown browser with the right password is held too (per account and per address) …
    expect((await signIn(owner)).status).toBe(429);
    // … and so is a forged or foreign cookie.
    const forged = cookie.replace(/=([^.]+)\./, '=AAAAAAAAAAAAAAAAAAAAAA.');
    expect((await signIn(owner, { cookie: forged })).status).toBe(429);
    expect((await signIn(owner, { cookie: othersCookie.replace(/^[^=]+/, cookie.split('=')[0]!) })).status).toBe(429);

    // The owner's browser, from the very address the stranger used: pre-login and sign-in answer.
    const pre = await post('/api/auth/prelogin', { email: owner.email }, { cookie });
    expect(pre.status).toBe(200);
    const res = await signIn(owner, { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { accessToken: string } | null; error_code: string | null };
    expect(body.error_code).toBeNull();
    expect(body.data?.accessToken).toEqual(expect.any(String));
  });
});

describe('the lockout with a device cookie (a server behind a proxy on this host, so each test has its own address)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ trustProxy: '127.0.0.1' });
  });
  afterAll(async () => {
    await proxied.close();
  });
  const at = { 'x-forwarded-for': '203.0.113.200' };
  const signInThere = (member: Pick<TestMember, 'email' | 'credential'>, headers: Record<string, string> = {}) =>
    proxied.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...at, ...headers },
      body: JSON.stringify({ email: member.email, password: member.credential }),
    });

  it("the owner's browser is locked by its own failures only, and never locks unknown browsers out", async () => {
    const owner = await signedInMember(proxied);
    const cookie = deviceCookies(await signInThere(owner))[0]!.split(';')[0]!;
    for (let i = 0; i < 5; i += 1) {
      const res = (await (await signInThere({ email: owner.email, credential: randomCredential() }, { cookie })).json()) as { error_code: string };
      expect(res.error_code).toBe('INVALID_CREDENTIALS');
    }
    expect(((await (await signInThere(owner, { cookie })).json()) as { error_code: string }).error_code).toBe('MAX_INCORRECT_LOGIN_ATTEMPTS');
    // The same account from a browser without the cookie: its own count, not locked.
    expect(((await (await signInThere(owner)).json()) as { error_code: string | null }).error_code).toBeNull();
  });
});
