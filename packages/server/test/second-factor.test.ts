import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, SecondFactorSignInResponse, SecondFactorStatus } from '@healthdeck/contract';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { enrolTotp, login, makeAdmin, signedInAdmin, signedInMember, totpCode } from './helpers/accounts.js';
import { CODE_ATTEMPTS_PER_WINDOW, CODE_ATTEMPT_WINDOW_MS } from '../src/domain/second-factor/code-attempts.js';
import { CHALLENGE_ATTEMPTS, CHALLENGE_TTL_MS } from '../src/domain/second-factor/sign-in-challenge.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const now = () => server.config.now().getTime();
const status = async (token: string) => (await server.call<SecondFactorStatus>('secondFactorStatus', { token })).body;
/** A code that is not the current one (nor the step before or after). */
const wrongCode = (secret: string) => {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, now() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
};

async function passwordStep(email: string, credential: string): Promise<string> {
  const answer = await login(server, email, credential);
  expect(answer.data).toBeNull();
  expect(answer.error_code).toBeNull();
  expect(answer.secondFactor?.challenge).toEqual(expect.any(String));
  return answer.secondFactor!.challenge;
}

describe('TOTP enrolment', () => {
  it('confirms a seed with a code, answers 10 recovery codes stored hashed, and then asks for a code after the password', async () => {
    const member = await signedInMember(server, uniqueEmail('totp'));
    expect(await status(member.accessToken)).toEqual({ totpEnrolled: false, recoveryCodesLeft: 0, passkeys: 0, sessionHasSecondFactor: false, required: false });

    const enrolled = await enrolTotp(server, member.accessToken);
    expect(enrolled.otpauthUri).toMatch(/^otpauth:\/\/totp\/HealthDeck:.+\?.*secret=/);
    expect(enrolled.otpauthUri).toContain(`secret=${enrolled.secret}`);
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    for (const code of enrolled.recoveryCodes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);

    // Nothing readable at rest: the seed is sealed, the codes are keyed hashes.
    const seed = await server.db.selectFrom('user_totp').selectAll().where('user_id', '=', member.id).executeTakeFirstOrThrow();
    expect(seed.secret_sealed).not.toContain(enrolled.secret);
    const stored = await server.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', member.id).execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) for (const code of enrolled.recoveryCodes) expect(code_hash).not.toContain(code.replace('-', ''));

    // The enrolment replaced the password-only session with one that counts the factor.
    expect((await server.call('account', { token: member.accessToken })).status).toBe(401);
    expect(await status(enrolled.session.accessToken)).toMatchObject({ totpEnrolled: true, recoveryCodesLeft: 10, sessionHasSecondFactor: true });

    const challenge = await passwordStep(member.email, member.credential);
    const signedIn = await server.call<SecondFactorSignInResponse>('secondFactorSignIn', { body: { challenge, code: totpCode(enrolled.secret, now()) } });
    expect(signedIn.status).toBe(200);
    expect(await status(signedIn.body.data.accessToken)).toMatchObject({ sessionHasSecondFactor: true });
    // The challenge was spent by its answer.
    const again = await server.call('secondFactorSignIn', { body: { challenge, code: totpCode(enrolled.secret, now()) } });
    expect(again.status).toBe(400);
  });

  it('refuses a wrong confirmation code and a second enrolment', async () => {
    const member = await signedInMember(server);
    const start = await server.call<{ secret: string }>('totpEnrolStart', { token: member.accessToken });
    const wrong = await server.call('totpEnrolConfirm', { token: member.accessToken, body: { code: wrongCode(start.body.secret) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error_code: 'VALIDATION_FAILED', fields: { code: expect.any(String) } });
    expect((await status(member.accessToken)).totpEnrolled).toBe(false);
    const ok = await server.call<{ session: { accessToken: string } }>('totpEnrolConfirm', { token: member.accessToken, body: { code: totpCode(start.body.secret, now()) } });
    expect(ok.status).toBe(200);
    expect((await server.call('totpEnrolStart', { token: ok.body.session.accessToken })).status).toBe(409);
  });
});

describe('sign-in with a second factor', () => {
  it('takes each recovery code once, with spaces, dashes or lower case', async () => {
    const member = await signedInMember(server);
    const { recoveryCodes, session } = await enrolTotp(server, member.accessToken);
    const [first, second] = recoveryCodes as [string, string];
    const use = async (code: string) => server.call<SecondFactorSignInResponse>('secondFactorSignIn', { body: { challenge: await passwordStep(member.email, member.credential), code } });

    expect((await use(first.toLowerCase().replace('-', ' '))).status).toBe(200);
    const reused = await use(first);
    expect(reused.status).toBe(400);
    expect((await use(second.replace('-', ''))).status).toBe(200);
    expect((await status(session.accessToken)).recoveryCodesLeft).toBe(8);
  });

  it('ends a challenge after its attempts or its time, and limits wrong codes per account', async () => {
    const member = await signedInMember(server);
    const { secret } = await enrolTotp(server, member.accessToken);

    const challenge = await passwordStep(member.email, member.credential);
    for (let i = 0; i < CHALLENGE_ATTEMPTS; i++) {
      expect((await server.call('secondFactorSignIn', { body: { challenge, code: wrongCode(secret) } })).status).toBe(400);
    }
    // Used up: even the right code needs the password again.
    const spent = await server.call<{ message: string }>('secondFactorSignIn', { body: { challenge, code: totpCode(secret, now()) } });
    expect(spent.status).toBe(400);
    expect(spent.body.message).toMatch(/password again/);

    const late = await passwordStep(member.email, member.credential);
    server.advance(CHALLENGE_TTL_MS + 1000);
    expect((await server.call('secondFactorSignIn', { body: { challenge: late, code: totpCode(secret, now()) } })).status).toBe(400);

    // CHALLENGE_ATTEMPTS wrong codes so far; the rest of the account's allowance, then 429 even with a new challenge and the right code.
    for (let i = CHALLENGE_ATTEMPTS; i < CODE_ATTEMPTS_PER_WINDOW; i++) {
      const res = await server.call('secondFactorSignIn', { body: { challenge: await passwordStep(member.email, member.credential), code: wrongCode(secret) } });
      expect(res.status).toBe(400);
    }
    const limited = await server.call<{ error_code: string; message: string }>('secondFactorSignIn', {
      body: { challenge: await passwordStep(member.email, member.credential), code: totpCode(secret, now()) },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error_code: 'RATE_LIMITED', message: expect.stringMatching(/Too many wrong codes/) });

    server.advance(CODE_ATTEMPT_WINDOW_MS);
    const after = await server.call('secondFactorSignIn', { body: { challenge: await passwordStep(member.email, member.credential), code: totpCode(secret, now()) } });
    expect(after.status).toBe(200);
  });

  it('keeps the second factor through a refresh', async () => {
    const member = await signedInMember(server);
    const { session } = await enrolTotp(server, member.accessToken);
    const res = await server.fetch('/api/auth/token/refresh', { method: 'POST', headers: { authorization: `Bearer ${session.accessToken}`, 'x-refresh-token': session.refreshToken } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { accessToken: string } };
    expect((await status(data.accessToken)).sessionHasSecondFactor).toBe(true);
  });

  it('turns TOTP off with a current code (members only), and sign-in no longer asks for one', async () => {
    const member = await signedInMember(server);
    const { secret, session } = await enrolTotp(server, member.accessToken);
    expect((await server.call('totpDisable', { token: session.accessToken, body: { code: wrongCode(secret) } })).status).toBe(400);
    expect((await server.call('totpDisable', { token: session.accessToken, body: { code: totpCode(secret, now()) } })).status).toBe(204);
    expect(await status(session.accessToken)).toMatchObject({ totpEnrolled: false, recoveryCodesLeft: 0 });
    const answer: LoginResponse = await login(server, member.email, member.credential);
    expect(answer.data?.accessToken).toEqual(expect.any(String));
    expect(answer.secondFactor).toBeUndefined();

    const admin = await signedInAdmin(server);
    const refused = await server.call<{ message: string }>('totpDisable', { token: admin.accessToken, body: { code: totpCode(admin.totpSecret, now()) } });
    expect(refused.status).toBe(409);
  });
});

describe('staff acting as a member', () => {
  it("cannot add a second factor or a passkey to the member's account, or turn one off", async () => {
    const admin = await signedInAdmin(server);
    const member = await signedInMember(server);
    const acting = await server.call<{ data: { accessToken: string } }>('adminLoginAsUser', { token: admin.accessToken, body: { user_id: member.id } });
    expect(acting.status).toBe(200);
    const token = acting.body.data.accessToken;
    for (const name of ['totpEnrolStart', 'passkeyRegistrationOptions'] as const) {
      const res = await server.call<{ message: string }>(name, { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/Staff acting as a member/);
    }
    expect((await server.call('totpDisable', { token, body: { code: '123456' } })).status).toBe(403);
    // Reading is allowed: the status says what the member has.
    expect((await server.call('secondFactorStatus', { token })).status).toBe(200);
  });
});

describe('admin routes need a second factor', () => {
  it('answers 403 to a password-only staff token and 200 once the session has a code', async () => {
    const staff = await signedInMember(server, uniqueEmail('staff'));
    await makeAdmin(server, staff.id);
    const refused = await server.call<{ error_code: string; message: string }>('adminUsers', { token: staff.accessToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: 'FORBIDDEN', message: expect.stringMatching(/second factor/) });
    expect(await status(staff.accessToken)).toMatchObject({ required: true, totpEnrolled: false, sessionHasSecondFactor: false });

    // The dev outbox (password-reset links) is a staff tool like the others.
    const outbox = (token: string) => server.fetch('/api/dev/outbox', { headers: { authorization: `Bearer ${token}` } });
    expect((await outbox(staff.accessToken)).status).toBe(403);

    const { secret, session } = await enrolTotp(server, staff.accessToken);
    expect((await server.call('adminUsers', { token: session.accessToken })).status).toBe(200);
    expect((await outbox(session.accessToken)).status).toBe(200);

    // A later sign-in: the password alone gives no token; password and code give an admin session.
    const challenge = await passwordStep(staff.email, staff.credential);
    const signedIn = await server.call<SecondFactorSignInResponse>('secondFactorSignIn', { body: { challenge, code: totpCode(secret, now()) } });
    expect((await server.call('adminUsers', { token: signedIn.body.data.accessToken })).status).toBe(200);
  });

  it('still answers a member without the permission the plain 403', async () => {
    const member = await signedInMember(server);
    const { session } = await enrolTotp(server, member.accessToken);
    const res = await server.call<{ message: string }>('adminUsers', { token: session.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.message).not.toMatch(/second factor/);
  });
});
