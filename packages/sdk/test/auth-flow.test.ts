// The encryption model end to end over loopback HTTP with the real @healthdeck/crypto:
// sign-up derives a credential, the browser makes the keys, the data key is wrapped to the member
// and to the escrow key, and only the derived credential ever reaches the server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKeyStore, encryptForMember, generateKeyPair, openRecord, sealRecord, unlockPrivateKey, unwrapDataKey } from '@healthdeck/crypto';
import { createHealthDeck, memoryStorage, BadRequest, InvalidCredentials, WeakPassword, fetchAccount, signIn, signOut, signUp, unlockPrivateKeyWithPassword } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { createMemberRealm, type MemberRealm } from './support/member-realm.js';

const EMAIL = 'member@example.com';
const PASSWORD = 'Blue-Kettle-42';
const ESCROW_PASSPHRASE = 'escrow passphrase for the test organisation';

let server: ContractServer;
let realm: MemberRealm;
let escrow: { publicKey: string; encrptedPrivateKey: string };
const storage = memoryStorage();
const keyStore = createKeyStore('sdk-auth-flow-test');
const onUnauthorized = vi.fn();

beforeAll(async () => {
  escrow = await generateKeyPair({ email: 'escrow@example.com', passphrase: ESCROW_PASSPHRASE });
  realm = createMemberRealm(escrow.publicKey);
  server = await startContractServer({ handlers: realm.handlers });
  realm.attach(server);
}, 120_000);
afterAll(() => server.close());

const client = () => createHealthDeck({ baseUrl: server.baseUrl, storage, keyStore, onUnauthorized });

describe('sign-up, sign-in and sign-out', () => {
  it('refuses a weak password and mismatched passwords before any request', async () => {
    const hd = client();
    await expect(signUp(hd, { email: EMAIL, name: 'Test Member', password: 'short', passwordConfirm: 'short' })).rejects.toBeInstanceOf(WeakPassword);
    const mismatch = signUp(hd, { email: EMAIL, name: 'Test Member', password: PASSWORD, passwordConfirm: `${PASSWORD}!` });
    await expect(mismatch).rejects.toBeInstanceOf(BadRequest);
    await expect(mismatch).rejects.toThrow('Passwords do not match');
    expect(server.requests).toHaveLength(0);
  });

  let sealed = '';

  it('signs up: registers the derived credential, makes and wraps the keys, unlocks the data key', async () => {
    const hd = client();
    const stages: string[] = [];
    const account = await signUp(hd, { email: EMAIL, name: 'Test Member', password: PASSWORD, passwordConfirm: PASSWORD, onProgress: (s) => stages.push(s) });

    expect(server.requests.map((r) => r.route)).toEqual(['register', 'login', 'account', 'keysConfig', 'setKeys', 'memberRecoveryKeys', 'memberInterimRecords']);
    const register = server.requests[0].body as { password: string; passwordConfirm: string; keySalt: string };
    expect(register.password).not.toBe(PASSWORD);
    expect(register.passwordConfirm).toBe(register.password);
    expect(register.keySalt).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    for (const req of server.requests) expect(JSON.stringify(req.body ?? null)).not.toContain(PASSWORD);
    expect(stages).toContain('done');

    const stored = realm.users.get(EMAIL)!;
    expect(stored.publicKey).toContain('BEGIN PGP PUBLIC KEY BLOCK');
    expect(account.encryptedDataKey).toBe(stored.encryptedDataKey);
    expect(hd.$account.get()?.user.id).toBe(stored.id);
    expect(hd.$session.get()?.userId).toBe(stored.id);

    const dataKey = hd.$dataKey.get();
    expect(dataKey).not.toBeNull();
    expect(dataKey!.extractable).toBe(false);
    expect(await keyStore.load(stored.id)).toBe(dataKey);
    // the escrow key opens the same data key (support impersonation and recovery)
    const escrowKey = await unwrapDataKey(stored.encryptedDataKey!, await unlockPrivateKey(escrow.encrptedPrivateKey, ESCROW_PASSPHRASE));
    sealed = await sealRecord(dataKey!, { total_ounces: 12 });
    expect(await openRecord(sealed, { dataKey: escrowKey })).toEqual({ total_ounces: 12 });
    // no passphrase or key material in the persisted session
    expect(Object.keys(JSON.parse(storage.getItem('healthdeck.session')!))).toEqual(['access', 'refresh', 'kit_id', 'verificationEmailSent', 'userId']);
  }, 120_000);

  it('a reload restores the session but no key: one unlock with the password opens the data key with the private key', async () => {
    const hd = client();
    expect(hd.$session.get()?.userId).toBe(realm.users.get(EMAIL)!.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hd.$dataKey.get()).toBeNull();
    expect(hd.$privateKey.get()).toBeNull();
    await unlockPrivateKeyWithPassword(hd, PASSWORD);
    expect(hd.$privateKey.get()).not.toBeNull();
    expect(await openRecord(sealed, { dataKey: hd.$dataKey.get() })).toEqual({ total_ounces: 12 });
  }, 60_000);

  it('signs out: session, account, data key, key store and query cache are cleared', async () => {
    const hd = client();
    await fetchAccount(hd);
    hd.queryClient.setQueryData(['hydration', 'last'], { hydration: { total_ounces: 3, date: '2025-01-01' } });
    const bearer = hd.$session.get()!.access.token;
    await signOut(hd);
    // The server is told first, with the session's own access token (no handler here: a 404 does not stop the local sign-out).
    const logout = server.requests.filter((r) => r.route === 'logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]!.headers.authorization).toBe(`Bearer ${bearer}`);
    expect(hd.$session.get()).toBeNull();
    expect(storage.getItem('healthdeck.session')).toBeNull();
    expect(hd.$account.get()).toBeNull();
    expect(hd.$dataKey.get()).toBeNull();
    expect(await keyStore.load(realm.users.get(EMAIL)!.id)).toBeNull();
    expect(hd.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a wrong password is InvalidCredentials and leaves no session', async () => {
    const hd = client();
    await expect(signIn(hd, { email: EMAIL, password: 'Wrong-Kettle-42' })).rejects.toBeInstanceOf(InvalidCredentials);
    expect(hd.$session.get()).toBeNull();
  });

  it('signs in again: pre-login gives the salt, the existing keys are unlocked, nothing is re-created', async () => {
    const hd = client();
    server.requests.length = 0;
    await signIn(hd, { email: EMAIL, password: PASSWORD });
    expect(server.requests.map((r) => r.route)).toEqual(['preLogin', 'login', 'account', 'memberRecoveryKeys', 'memberInterimRecords']);
    expect(await openRecord(sealed, { dataKey: hd.$dataKey.get() })).toEqual({ total_ounces: 12 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  }, 60_000);

  it('keeps the unlocked private key in memory only: a reload asks for the password, a wrong one opens nothing', async () => {
    // Vendor-written records are OpenPGP messages to the member's public key.
    const vendorRecord = await encryptForMember({ hr: 72 }, realm.users.get(EMAIL)!.publicKey!);
    const signedIn = client();
    expect(signedIn.$privateKey.get()).toBeNull(); // this "page" has not signed in: nothing in memory
    await signIn(signedIn, { email: EMAIL, password: PASSWORD });
    expect(await openRecord(vendorRecord, { privateKey: signedIn.$privateKey.get() })).toEqual({ hr: 72 });

    const reloaded = client();
    expect(reloaded.$privateKey.get()).toBeNull();
    await expect(unlockPrivateKeyWithPassword(reloaded, 'Wrong-Kettle-42')).rejects.toBeInstanceOf(InvalidCredentials);
    expect(reloaded.$privateKey.get()).toBeNull();
    const key = await unlockPrivateKeyWithPassword(reloaded, PASSWORD);
    expect(reloaded.$privateKey.get()).toBe(key);
    expect(await openRecord(vendorRecord, { privateKey: key })).toEqual({ hr: 72 });

    // Another reload: the data key comes back from the same unlock too.
    const emptied = client();
    expect(emptied.$dataKey.get()).toBeNull();
    await unlockPrivateKeyWithPassword(emptied, PASSWORD);
    expect(await openRecord(sealed, { dataKey: emptied.$dataKey.get() })).toEqual({ total_ounces: 12 });

    await signOut(reloaded);
    expect(reloaded.$privateKey.get()).toBeNull();
  }, 60_000);
});

describe('a sign-in that cannot finish', () => {
  it('leaves no half session when the account cannot be loaded', async () => {
    const failing = await startContractServer({ handlers: { ...realm.handlers, account: () => ({ status: 503 }) } });
    realm.attach(failing);
    try {
      const hd = createHealthDeck({ baseUrl: failing.baseUrl, storage: memoryStorage(), keyStore: createKeyStore('half') });
      const error = await signIn(hd, { email: EMAIL, password: PASSWORD }).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'RequestFailed', status: 503, message: 'Failed to load account' });
      expect(hd.$session.get()).toBeNull();
      expect(hd.$dataKey.get()).toBeNull();
    } finally {
      realm.attach(server);
      await failing.close();
    }
  }, 60_000);
});
