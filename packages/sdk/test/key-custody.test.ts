// The key custody module end to end over loopback HTTP with the real @healthdeck/crypto: the
// recovery phrase wraps the member's private key and data key; a reset with the phrase keeps the
// same key pair under the new password, so what was sealed before opens after; without it, the
// server is asked to archive (keysKept false).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyStore, generateKeyPair, openRecord, sealRecord, unlockPrivateKey, unwrapDataKey } from '@healthdeck/crypto';
import type { KeyWrap } from '@healthdeck/contract';
import {
  createHealthDeck,
  memoryStorage,
  PrivateKeyLocked,
  RecoveryPhraseRefused,
  recoveryPhraseQuery,
  saveRecoveryPhraseMutation,
  setPassword,
  signIn,
  signUp,
  startRecoveryPhrase,
  isRecoveryPhrase,
} from '../src/index.js';
import { confirmationPositions, normalizeRecoveryPhrase, RECOVERY_PHRASE_WORDS } from '../src/auth/key-custody/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { createMemberRealm, type MemberRealm } from './support/member-realm.js';

const EMAIL = 'phrase@example.com';
const PASSWORD = 'Blue-Kettle-42';
const NEW_PASSWORD = 'Green-Teapot-77';
const RESET_KEY = 'reset-key-1';

let server: ContractServer;
let realm: MemberRealm;
let escrow: Awaited<ReturnType<typeof generateKeyPair>>;
const wraps = new Map<string, KeyWrap & { createdAt: string }>();

beforeAll(async () => {
  escrow = await generateKeyPair({ email: 'escrow@example.com', passphrase: 'escrow passphrase' });
  realm = createMemberRealm(escrow.publicKey);
  const userById = (id: string | undefined) => [...realm.users.values()].find((u) => u.id === id);
  server = await startContractServer({
    handlers: {
      ...realm.handlers,
      keyWraps: (req) => {
        const own = wraps.get(userById(req.subject)?.email ?? '');
        return { status: 200, body: { data: own ? [own] : [] } };
      },
      keyWrapSave: (req) => {
        wraps.set(userById(req.subject)!.email, { ...(req.body as KeyWrap), createdAt: new Date().toISOString() });
        return { status: 204 };
      },
      passwordRecoveryWrap: (req) => {
        const { email, key } = req.body as { email: string; key: string };
        if (key !== RESET_KEY) return { status: 400, body: { statusCode: 400, error_code: 'INVALID_KEY', message: 'This link is invalid or has expired' } };
        const wrap = wraps.get(email);
        const phrase = wrap ? { kind: wrap.kind, wrappedPrivateKey: wrap.wrappedPrivateKey, wrappedDataKey: wrap.wrappedDataKey, salt: wrap.salt, kdf: wrap.kdf } : null;
        return { status: 200, body: { data: { phrase, publicKey: realm.users.get(email)?.publicKey ?? null } } };
      },
      passwordSet: (req) => {
        const body = req.body as { email: string; password: string; keySalt: string; encrptedPrivateKey?: string };
        const user = realm.users.get(body.email)!;
        user.credential = body.password;
        user.keySalt = body.keySalt;
        if (body.encrptedPrivateKey) user.encrptedPrivateKey = body.encrptedPrivateKey;
        else Object.assign(user, { publicKey: null, encrptedPrivateKey: null, encryptedDataKey: null });
        return { status: 204 };
      },
    },
  });
  realm.attach(server);
}, 120_000);
afterAll(() => server.close());

const client = () => createHealthDeck({ baseUrl: server.baseUrl, storage: memoryStorage(), keyStore: createKeyStore(`custody-${Math.random()}`) });

describe('the recovery phrase', () => {
  it('is 12 BIP39 words; typing is forgiven case and spacing, not a wrong word', async () => {
    const { words, confirm } = await startRecoveryPhrase();
    expect(words).toHaveLength(RECOVERY_PHRASE_WORDS);
    expect(confirm).toHaveLength(3);
    expect(new Set(confirm).size).toBe(3);
    expect(confirm).toEqual([...confirm].sort((a, b) => a - b));
    expect(await isRecoveryPhrase(`  ${words.join('   ').toUpperCase()}\n`)).toBe(true);
    expect(normalizeRecoveryPhrase(` ${words[0]}\t${words[1]} `)).toBe(`${words[0]} ${words[1]}`);
    // A word short, or a word not on the list.
    expect(await isRecoveryPhrase(words.slice(0, 11).join(' '))).toBe(false);
    expect(await isRecoveryPhrase(`${words.slice(0, 11).join(' ')} notaword`)).toBe(false);
  });

  it('confirmation positions cover every word over many draws', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) for (const p of confirmationPositions()) seen.add(p);
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array(RECOVERY_PHRASE_WORDS).keys()]);
  });
});

describe('reset with and without the recovery phrase', () => {
  let phrase = '';
  let sealed = '';

  it('saves the phrase wrap only with the private key open, and the profile sees it', async () => {
    const hd = client();
    await signUp(hd, { email: EMAIL, name: 'Test Member', password: PASSWORD, passwordConfirm: PASSWORD });
    sealed = await sealRecord(hd.$dataKey.get()!, { allergy: 'peanut' });
    phrase = (await startRecoveryPhrase()).words.join(' ');
    expect(await recoveryPhraseQuery(hd).queryFn({})).toEqual({ createdAt: null });
    await saveRecoveryPhraseMutation(hd).mutationFn(phrase);
    const wrap = wraps.get(EMAIL)!;
    expect(wrap).toMatchObject({ kind: 'phrase', kdf: { algorithm: 'argon2id' } });
    expect(wrap.wrappedPrivateKey).toContain('BEGIN PGP PRIVATE KEY BLOCK');
    expect(JSON.stringify(wrap)).not.toContain(phrase.split(' ').slice(0, 2).join(' '));
    expect((await recoveryPhraseQuery(hd).queryFn({})).createdAt).toBe(wrap.createdAt);

    // After a reload the private key is gone from memory: saving asks for the password first.
    const reloaded = client();
    await expect(saveRecoveryPhraseMutation(reloaded).mutationFn(phrase)).rejects.toBeInstanceOf(PrivateKeyLocked);
  }, 120_000);

  it('refuses a wrong phrase before anything is set, and the reset key still works', async () => {
    const hd = client();
    const other = (await startRecoveryPhrase()).words.join(' ');
    const before = server.hits('passwordSet');
    const refused = await setPassword(hd, { email: EMAIL, key: RESET_KEY, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, recoveryPhrase: other }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RecoveryPhraseRefused);
    expect(refused).toMatchObject({ reason: 'wrong' });
    await expect(setPassword(hd, { email: EMAIL, key: RESET_KEY, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, recoveryPhrase: 'not a phrase' })).rejects.toMatchObject({
      reason: 'wrong',
    });
    expect(server.hits('passwordSet')).toBe(before);
  }, 120_000);

  it('with the phrase: the same key pair opens with the new password and what was sealed before opens', async () => {
    const before = { ...realm.users.get(EMAIL)! };
    const result = await setPassword(client(), { email: EMAIL, key: RESET_KEY, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, recoveryPhrase: phrase.toUpperCase() });
    expect(result).toEqual({ keysKept: true });
    const after = realm.users.get(EMAIL)!;
    expect(after.publicKey).toBe(before.publicKey);
    expect(after.encryptedDataKey).toBe(before.encryptedDataKey);
    expect(after.encrptedPrivateKey).not.toBe(before.encrptedPrivateKey);
    expect(after.keySalt).not.toBe(before.keySalt);
    for (const req of server.requests) expect(JSON.stringify(req.body ?? null)).not.toContain(phrase);

    const fresh = client();
    await signIn(fresh, { email: EMAIL, password: NEW_PASSWORD });
    expect(server.requests.filter((r) => r.route === 'setKeys')).toHaveLength(1); // no new keys were made
    expect(await openRecord(sealed, { dataKey: fresh.$dataKey.get() })).toEqual({ allergy: 'peanut' });
  }, 120_000);

  it('without the phrase: nothing is opened, password set carries no key (the server archives), keysKept false', async () => {
    const result = await setPassword(client(), { email: EMAIL, key: RESET_KEY, password: PASSWORD, passwordConfirm: PASSWORD });
    expect(result).toEqual({ keysKept: false });
    expect(server.requests.filter((r) => r.route === 'passwordSet').at(-1)!.body).not.toHaveProperty('encrptedPrivateKey');
  }, 120_000);

  it("a member with no phrase is told so ('none')", async () => {
    wraps.clear();
    await expect(setPassword(client(), { email: EMAIL, key: RESET_KEY, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, recoveryPhrase: phrase })).rejects.toMatchObject({
      reason: 'none',
    });
  }, 60_000);
});

describe('the legacy escrow wrap', () => {
  it('wraps a new data key to the escrow key while the server hands one out, and to the member alone once it is retired', async () => {
    const hd = client();
    await signUp(hd, { email: 'escrowed@example.com', name: 'Escrowed Member', password: PASSWORD, passwordConfirm: PASSWORD });
    const escrowKey = await unlockPrivateKey(escrow.encrptedPrivateKey, 'escrow passphrase');
    const escrowed = realm.users.get('escrowed@example.com')!.encryptedDataKey!;
    const sealed = await sealRecord(hd.$dataKey.get()!, { wrapped: 'to the escrow key' });
    expect(await openRecord(sealed, { dataKey: await unwrapDataKey(escrowed, escrowKey) })).toEqual({ wrapped: 'to the escrow key' });

    const retiredRealm = createMemberRealm(null);
    const retired = await startContractServer({ handlers: retiredRealm.handlers });
    retiredRealm.attach(retired);
    try {
      const member = createHealthDeck({ baseUrl: retired.baseUrl, storage: memoryStorage(), keyStore: createKeyStore(`custody-retired-${Math.random()}`) });
      await signUp(member, { email: 'after@example.com', name: 'After Member', password: PASSWORD, passwordConfirm: PASSWORD });
      const own = retiredRealm.users.get('after@example.com')!.encryptedDataKey!;
      expect(own).toContain('BEGIN PGP MESSAGE');
      await expect(unwrapDataKey(own, escrowKey)).rejects.toThrow();
      const mine = await sealRecord(member.$dataKey.get()!, { wrapped: 'to the member' });
      expect(await openRecord(mine, { dataKey: member.$dataKey.get()! })).toEqual({ wrapped: 'to the member' });
    } finally {
      await retired.close();
    }
  }, 120_000);
});
