import { hkdfSync } from 'node:crypto';
import { argon2id } from 'hash-wasm';
import { KdfParams } from '@healthdeck/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KDF, deriveSecrets, newKeySalt } from '../src/index.js';

const PASSWORD = 'correct horse battery staple';
const SALT = 'AAECAwQFBgcICQoLDA0ODw=='; // bytes 0..15

describe('deriveSecrets', () => {
  it('DEFAULT_KDF is a valid contract KdfParams at 19 MiB, 2 iterations, p=1, 32 bytes', () => {
    expect(KdfParams.parse(DEFAULT_KDF)).toEqual({
      algorithm: 'argon2id',
      memoryKiB: 19456,
      iterations: 2,
      parallelism: 1,
      hashLength: 32,
    });
  });

  it('matches the fixed vector (regression: changing it locks every member out)', async () => {
    await expect(deriveSecrets(PASSWORD, SALT, DEFAULT_KDF)).resolves.toEqual({
      passphrase: 'lx42vskqLYjPkbJ5F4YcrsNk2IqouT5RLSOb1NFK-Ec',
      credential: '43YB5IaAVhMiSEEIdvClToZsVWzpVne4y1yfa1Frx1A',
    });
  });

  it('is one Argon2id derivation split by HKDF-SHA256 with the two documented infos', async () => {
    // Recompute the HKDF split with Node's own implementation, independent of WebCrypto.
    const master = await argon2id({
      password: PASSWORD,
      salt: Buffer.from(SALT, 'base64'),
      memorySize: 19456,
      iterations: 2,
      parallelism: 1,
      hashLength: 32,
      outputType: 'binary',
    });
    const split = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32)).toString('base64url');
    const derived = await deriveSecrets(PASSWORD, SALT, DEFAULT_KDF);
    expect(derived.passphrase).toBe(split('healthdeck/passphrase'));
    expect(derived.credential).toBe(split('healthdeck/credential'));
  });

  it('gives different secrets for different salts, passwords and parameters', async () => {
    const base = await deriveSecrets(PASSWORD, SALT, DEFAULT_KDF);
    const otherSalt = await deriveSecrets(PASSWORD, newKeySalt(), DEFAULT_KDF);
    const otherPassword = await deriveSecrets(`${PASSWORD}!`, SALT, DEFAULT_KDF);
    const otherKdf = await deriveSecrets(PASSWORD, SALT, { ...DEFAULT_KDF, iterations: 3 });
    for (const other of [otherSalt, otherPassword, otherKdf]) {
      expect(other.passphrase).not.toBe(base.passphrase);
      expect(other.credential).not.toBe(base.credential);
    }
    expect(base.passphrase).not.toBe(base.credential);
    expect(base.passphrase).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(base.credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('reads a base64url salt the same as the base64 one', async () => {
    const standard = 'u/u+u/u+u/u+u/u+u/u+uw==';
    const url = 'u_u-u_u-u_u-u_u-u_u-uw';
    expect(await deriveSecrets(PASSWORD, url, DEFAULT_KDF)).toEqual(await deriveSecrets(PASSWORD, standard, DEFAULT_KDF));
  });

  it('refuses a salt that is not base64 or is too short', async () => {
    await expect(deriveSecrets(PASSWORD, 'not base64!', DEFAULT_KDF)).rejects.toThrow('Invalid key salt');
    await expect(deriveSecrets(PASSWORD, 'AAEC', DEFAULT_KDF)).rejects.toThrow('at least 8 bytes');
  });
});

describe('newKeySalt', () => {
  it('is base64 of 16 random bytes, accepted by the contract, and new each time', async () => {
    const { KeySalt } = await import('@healthdeck/contract');
    const salts = new Set(Array.from({ length: 20 }, () => newKeySalt()));
    expect(salts.size).toBe(20);
    for (const salt of salts) {
      expect(Buffer.from(salt, 'base64')).toHaveLength(16);
      expect(salt).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(KeySalt.safeParse(salt).success).toBe(true);
    }
  });
});
