// spec 000 §7.3 "GET verify email (key)", "POST send-verification-email (no body)", "POST password
// request-new" and "POST password set (password, passwordConfirm, key, email)" through hd.auth over
// loopback HTTP. A reset derives the new credential in the browser with a NEW key salt;
// the password itself never leaves it, and a weak one is refused before any request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyStore } from '@healthdeck/crypto';
import { BadRequest, createHealthDeck, memoryStorage, RequestFailed, WeakPassword, requestPasswordReset, sendVerificationEmail, setPassword, verifyEmail } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession, storedSession } from './support/session-fixtures.js';

const EMAIL = 'member@example.com';
const NEW_PASSWORD = 'Green-Teapot-77';
const RESET_KEY = 'reset-key-1';
const VERIFY_KEY = 'verify-key-1';

let server: ContractServer;
let sendFails = false;
beforeAll(async () => {
  server = await startContractServer({
    handlers: {
      verifyEmail: (req) =>
        req.query.key === VERIFY_KEY
          ? { status: 200, body: { data: { verified: true, email: EMAIL } } }
          : { status: 400, body: { statusCode: 400, error_code: 'INVALID_KEY', message: 'This link is invalid or has expired' } },
      sendVerificationEmail: () => (sendFails ? { status: 503 } : { status: 204 }),
      passwordRequestNew: () => ({ status: 204 }),
      passwordSet: (req) =>
        (req.body as { key: string }).key === RESET_KEY
          ? { status: 204 }
          : { status: 400, body: { statusCode: 400, error_code: 'INVALID_KEY', message: 'This link is invalid or has expired' } },
    },
  });
});
afterAll(() => server.close());

const client = (storage = memoryStorage()) => createHealthDeck({ baseUrl: server.baseUrl, storage, keyStore: createKeyStore(`email-reset-${Math.random()}`) });
const last = (route: Parameters<ContractServer['hits']>[0]) => server.requests.filter((r) => r.route === route).at(-1)!;

describe('email verification', () => {
  it('verifyEmail sends the key as a query and answers the verified address; a bad key is BadRequest', async () => {
    const hd = client();
    expect(await verifyEmail(hd, VERIFY_KEY)).toEqual({ data: { verified: true, email: EMAIL } });
    expect(last('verifyEmail').url).toBe(`/api/auth/verify-email?key=${VERIFY_KEY}`);
    await expect(verifyEmail(hd, 'stale')).rejects.toThrow('This link is invalid or has expired');
  });

  it('sendVerificationEmail posts no body and then marks the session (spec 001 §4 Email card)', async () => {
    const storage = storageWithSession(server.issueTokens());
    const hd = client(storage);
    expect(hd.$session.get()?.verificationEmailSent).toBe(false);
    await sendVerificationEmail(hd);
    expect(last('sendVerificationEmail').body).toBeUndefined();
    expect(hd.$session.get()?.verificationEmailSent).toBe(true);
    expect(storedSession(storage)?.verificationEmailSent).toBe(true);
  });

  it('a failed send leaves the button usable: the session is not marked', async () => {
    const hd = client(storageWithSession(server.issueTokens()));
    sendFails = true;
    try {
      const error = await sendVerificationEmail(hd).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestFailed);
      expect(error).toMatchObject({ status: 503, message: 'Failed to send verification email' });
    } finally {
      sendFails = false;
    }
    expect(hd.$session.get()?.verificationEmailSent).toBe(false);
  });
});

describe('password reset', () => {
  it('requestPasswordReset posts the email', async () => {
    await requestPasswordReset(client(), EMAIL);
    expect([last('passwordRequestNew').method, last('passwordRequestNew').body]).toEqual(['POST', { email: EMAIL }]);
  });

  it('setPassword sends a derived credential under a new key salt, never the password', async () => {
    const hd = client();
    await setPassword(hd, { email: EMAIL, key: RESET_KEY, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    const body = last('passwordSet').body as { email: string; key: string; password: string; passwordConfirm: string; keySalt: string };
    expect(body.email).toBe(EMAIL);
    expect(body.key).toBe(RESET_KEY);
    expect(body.password).not.toBe(NEW_PASSWORD);
    expect(JSON.stringify(body)).not.toContain(NEW_PASSWORD);
    expect(body.passwordConfirm).toBe(body.password);
    expect(body.keySalt).toMatch(/^[A-Za-z0-9+/]{22}==$/);

    // a second reset with the same password derives under another salt, so another credential
    await setPassword(hd, { email: EMAIL, key: RESET_KEY, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    const again = last('passwordSet').body as typeof body;
    expect(again.keySalt).not.toBe(body.keySalt);
    expect(again.password).not.toBe(body.password);
  }, 60_000);

  it('refuses a weak or mismatched password before any request; a stale key is the server message', async () => {
    const hd = client();
    const before = server.hits('passwordSet');
    await expect(setPassword(hd, { email: EMAIL, key: RESET_KEY, password: 'short', passwordConfirm: 'short' })).rejects.toBeInstanceOf(WeakPassword);
    const mismatch = setPassword(hd, { email: EMAIL, key: RESET_KEY, password: NEW_PASSWORD, passwordConfirm: `${NEW_PASSWORD}!` });
    await expect(mismatch).rejects.toBeInstanceOf(BadRequest);
    await expect(mismatch).rejects.toThrow('Passwords do not match');
    expect(server.hits('passwordSet')).toBe(before);

    await expect(setPassword(hd, { email: EMAIL, key: 'stale', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })).rejects.toThrow('This link is invalid or has expired');
  }, 60_000);
});
