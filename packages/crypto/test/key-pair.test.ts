import { readKey, readPrivateKey } from 'openpgp';
import { describe, expect, it } from 'vitest';
import {
  createDataKey,
  openRecord,
  protectPrivateKey,
  sealRecord,
  unlockPrivateKey,
  unwrapDataKey,
  unwrapDataKeyWithPassphrase,
  wrapDataKey,
  wrapDataKeyWithPassphrase,
} from '../src/index.js';
import { identity } from './fixtures.js';

describe('generateKeyPair (inline in Node, where Worker is undefined)', () => {
  it('makes an RSA-4096 OpenPGP key for the email, reporting generating → encrypting → done', async () => {
    expect(typeof Worker).toBe('undefined');
    const member = await identity('member');
    expect(member.stages).toEqual(['generating', 'encrypting', 'done']);
    expect(member.publicKey).toContain('-----BEGIN PGP PUBLIC KEY BLOCK-----');
    expect(member.encrptedPrivateKey).toContain('-----BEGIN PGP PRIVATE KEY BLOCK-----');

    const publicKey = await readKey({ armoredKey: member.publicKey });
    expect(publicKey.isPrivate()).toBe(false);
    expect(publicKey.getAlgorithmInfo()).toEqual({ algorithm: 'rsaEncryptSign', bits: 4096 });
    expect(publicKey.getUserIDs()).toEqual(['<member@healthdeck.test>']);
    // Encryption goes to an RSA-4096 subkey, as GnuPG lays keys out.
    expect(publicKey.subkeys).toHaveLength(1);
    const encryptionKey = await publicKey.getEncryptionKey();
    expect(encryptionKey.getKeyID().equals(publicKey.subkeys[0].getKeyID())).toBe(true);
    expect(encryptionKey.getAlgorithmInfo()).toEqual({ algorithm: 'rsaEncryptSign', bits: 4096 });
  });

  it('stores the private key encrypted with the passphrase', async () => {
    const member = await identity('member');
    const stored = await readPrivateKey({ armoredKey: member.encrptedPrivateKey });
    expect(stored.isDecrypted()).toBe(false);
    expect(member.encrptedPrivateKey).not.toContain(member.passphrase);
  });

  it('refuses an empty passphrase', async () => {
    const { generateKeyPair } = await import('../src/index.js');
    await expect(generateKeyPair({ email: 'x@healthdeck.test', passphrase: '' })).rejects.toThrow('passphrase is required');
  });
});

describe('unlockPrivateKey', () => {
  it('unlocks with the right passphrase, matching the public key', async () => {
    const member = await identity('member');
    const privateKey = await unlockPrivateKey(member.encrptedPrivateKey, member.passphrase);
    expect(privateKey.isDecrypted()).toBe(true);
    const publicKey = await readKey({ armoredKey: member.publicKey });
    expect(privateKey.getFingerprint()).toBe(publicKey.getFingerprint());
  });

  it('fails with a clear error on a wrong passphrase', async () => {
    const member = await identity('member');
    await expect(unlockPrivateKey(member.encrptedPrivateKey, 'not the passphrase')).rejects.toThrow('Could not unlock the private key: wrong passphrase');
  });

  it('fails with a clear error on something that is not a private key', async () => {
    const member = await identity('member');
    await expect(unlockPrivateKey(member.publicKey, member.passphrase)).rejects.toThrow('not a valid armored OpenPGP private key');
  });
});

describe('protectPrivateKey', () => {
  it('re-armors the same key under another passphrase; the old one no longer opens that copy', async () => {
    const member = await identity('member');
    const unlocked = await unlockPrivateKey(member.encrptedPrivateKey, member.passphrase);
    const moved = await protectPrivateKey(unlocked, 'another passphrase');
    expect(moved).toContain('-----BEGIN PGP PRIVATE KEY BLOCK-----');
    const reopened = await unlockPrivateKey(moved, 'another passphrase');
    expect(reopened.getFingerprint()).toBe(unlocked.getFingerprint());
    await expect(unlockPrivateKey(moved, member.passphrase)).rejects.toThrow('wrong passphrase');
    // The caller's unlocked key is untouched.
    expect(unlocked.isDecrypted()).toBe(true);
  });

  it('refuses a locked key and an empty passphrase', async () => {
    const member = await identity('member');
    const locked = await readPrivateKey({ armoredKey: member.encrptedPrivateKey });
    await expect(protectPrivateKey(locked, 'x')).rejects.toThrow('Unlock the private key');
    const unlocked = await unlockPrivateKey(member.encrptedPrivateKey, member.passphrase);
    await expect(protectPrivateKey(unlocked, '')).rejects.toThrow('passphrase is required');
  });
});

describe('wrapDataKeyWithPassphrase', () => {
  it('wraps the same data key under a passphrase: what one key seals, the other opens', async () => {
    const member = await identity('member');
    const privateKey = await unlockPrivateKey(member.encrptedPrivateKey, member.passphrase);
    const encryptedDataKey = await wrapDataKey(createDataKey(), [member.publicKey]);
    const wrapped = await wrapDataKeyWithPassphrase(encryptedDataKey, privateKey, 'phrase secret');
    expect(wrapped).toContain('-----BEGIN PGP MESSAGE-----');
    const viaKey = await unwrapDataKey(encryptedDataKey, privateKey);
    const viaPhrase = await unwrapDataKeyWithPassphrase(wrapped, 'phrase secret');
    expect(viaPhrase.extractable).toBe(false);
    const sealed = await sealRecord(viaKey, { allergy: 'peanut' });
    expect(await openRecord(sealed, { dataKey: viaPhrase })).toEqual({ allergy: 'peanut' });
    await expect(unwrapDataKeyWithPassphrase(wrapped, 'wrong secret')).rejects.toThrow('Could not unwrap the data key');
  });
});
