// spec 000 §7.3 "POST recaptcha verify (recaptchaKey)" and "Session save: POST /api/auth/session
// (expects 204)", through hd.auth over loopback HTTP against the contract's routes and schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyStore } from '@healthdeck/crypto';
import { ERROR_MESSAGES } from '@healthdeck/contract';
import { createHealthDeck, memoryStorage, RequestFailed, BadRequest, Unauthorized, saveSession, verifyRecaptcha } from '../src/index.js';
import { startContractServer, type ContractServer, type RecordedRequest } from './support/contract-server.js';
import { storageWithSession, storedSession } from './support/session-fixtures.js';

let server: ContractServer;
/** What the server kept per member (the way user_sessions does: only the extras that were sent change). */
const saved = new Map<string, { kit_id: string | null; verificationEmailSent: boolean }>();
let sessionSaveStatus = 204;

beforeAll(async () => {
  server = await startContractServer({
    handlers: {
      // The sandbox adapter (docs/decisions/0039-account-emails-and-captcha.md) accepts `sandbox-…` tokens only.
      recaptchaVerify: (req: RecordedRequest) => {
        const { recaptchaKey } = req.body as { recaptchaKey: string };
        return { status: 200, body: { data: { success: recaptchaKey.startsWith('sandbox-') } } };
      },
      sessionSave: (req: RecordedRequest) => {
        if (sessionSaveStatus !== 204) return { status: sessionSaveStatus, body: { statusCode: sessionSaveStatus, error_code: 'INTERNAL', message: 'down' } };
        const before = saved.get(req.subject!) ?? { kit_id: null, verificationEmailSent: false };
        saved.set(req.subject!, { ...before, ...(req.body as object) });
        return { status: 204 };
      },
    },
  });
});
afterAll(() => server.close());

describe('auth.verifyRecaptcha', () => {
  it("sends the recaptchaKey without a session and answers the server's success flag", async () => {
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: memoryStorage(), keyStore: createKeyStore('recaptcha') });
    expect(await verifyRecaptcha(hd, 'sandbox-abc123')).toBe(true);
    expect(await verifyRecaptcha(hd, 'forged-token')).toBe(false);
    const sent = server.requests.filter((r) => r.route === 'recaptchaVerify');
    expect(sent.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/auth/recaptcha/verify', { recaptchaKey: 'sandbox-abc123' }],
      ['POST', '/api/auth/recaptcha/verify', { recaptchaKey: 'forged-token' }],
    ]);
    expect(sent[0].headers.authorization).toBeUndefined();
  });

  it('an empty key is refused by the contract (400 BadRequest), not sent as a pass', async () => {
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: memoryStorage(), keyStore: createKeyStore('recaptcha-empty') });
    const error = await verifyRecaptcha(hd, '').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequest);
    expect(error).toMatchObject({ status: 400, message: 'recaptchaKey is required' });
  });
});

describe('auth.saveSession', () => {
  it('posts only the extras given, with the bearer token, and the local session takes them after the 204', async () => {
    const tokens = server.issueTokens(3600, 'member-7');
    const storage = storageWithSession(tokens, { userId: 'member-7' });
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage, keyStore: createKeyStore('session-save') });

    await saveSession(hd, { kit_id: 'KIT-0042' });
    const first = server.requests.filter((r) => r.route === 'sessionSave').at(-1)!;
    expect([first.method, first.url, first.body]).toEqual(['POST', '/api/auth/session', { kit_id: 'KIT-0042' }]);
    expect(first.headers.authorization).toBe(`Bearer ${tokens.accessToken}`);
    expect(saved.get('member-7')).toEqual({ kit_id: 'KIT-0042', verificationEmailSent: false });
    expect(hd.$session.get()).toMatchObject({ kit_id: 'KIT-0042', verificationEmailSent: false, userId: 'member-7' });
    expect(storedSession(storage)).toMatchObject({ kit_id: 'KIT-0042', access: { token: tokens.accessToken } });

    await saveSession(hd, { verificationEmailSent: true });
    expect(server.requests.filter((r) => r.route === 'sessionSave').at(-1)!.body).toEqual({ verificationEmailSent: true });
    expect(saved.get('member-7')).toEqual({ kit_id: 'KIT-0042', verificationEmailSent: true });
    expect(hd.$session.get()).toMatchObject({ kit_id: 'KIT-0042', verificationEmailSent: true });

    await saveSession(hd, { kit_id: null });
    expect(server.requests.filter((r) => r.route === 'sessionSave').at(-1)!.body).toEqual({ kit_id: null });
    expect(hd.$session.get()?.kit_id).toBeNull();
  });

  it('a failed save leaves the local session as it was (RequestFailed "Failed to save session")', async () => {
    const tokens = server.issueTokens(3600, 'member-8');
    const storage = storageWithSession(tokens, { userId: 'member-8', kit_id: 'KIT-1' });
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage, keyStore: createKeyStore('session-save-fail') });
    sessionSaveStatus = 503;
    try {
      const error = await saveSession(hd, { kit_id: 'KIT-2' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestFailed);
      expect(error).toMatchObject({ status: 503, message: 'Failed to save session' });
    } finally {
      sessionSaveStatus = 204;
    }
    expect(hd.$session.get()?.kit_id).toBe('KIT-1');
    expect(storedSession(storage)?.kit_id).toBe('KIT-1');
    expect(saved.has('member-8')).toBe(false);
  });

  it('without a session it is answered locally (spec 000 §4): Unauthorized, no request, nothing saved', async () => {
    let unauthorized = 0;
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: memoryStorage(), keyStore: createKeyStore('session-save-none'), onUnauthorized: () => void unauthorized++ });
    const before = server.hits('sessionSave');
    const error = await saveSession(hd, { kit_id: 'KIT-3' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Unauthorized);
    expect(error).toMatchObject({ status: 401, message: ERROR_MESSAGES.LocalUnauthorized });
    expect(server.hits('sessionSave')).toBe(before);
    expect(hd.$session.get()).toBeNull();
    expect(unauthorized).toBe(0);
  });
});
