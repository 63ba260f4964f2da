import { argon2id } from 'hash-wasm';
import type { KdfParams } from '@healthdeck/contract';
import { base64ToBytes, bytesToBase64, bytesToBase64Url } from './base64.js';

/** Argon2id at OWASP's 19 MiB / 2 iterations / p=1 floor. */
export const DEFAULT_KDF: KdfParams = {
  algorithm: 'argon2id',
  memoryKiB: 19456,
  iterations: 2,
  parallelism: 1,
  hashLength: 32,
};

export const PASSPHRASE_INFO = 'healthdeck/passphrase';
export const CREDENTIAL_INFO = 'healthdeck/credential';

/** base64 of 16 random bytes, made by the client at sign-up (spec 000: key salt). */
export function newKeySalt(): string {
  return bytesToBase64(crypto.getRandomValues(new Uint8Array(16)));
}

export interface DerivedSecrets {
  /** Protects the OpenPGP private key; never leaves the browser. */
  passphrase: string;
  /** Sent as the `password` field; the server stores only an argon2id hash of it. */
  credential: string;
}

/**
 * One Argon2id derivation of password + keySalt gives a master secret; HKDF-SHA256 splits it
 * into two independent 32-byte secrets, so knowing the credential reveals nothing about the
 * passphrase (spec 000: "encryption key derived from the password plus key salt").
 */
export async function deriveSecrets(password: string, keySalt: string, kdf: KdfParams): Promise<DerivedSecrets> {
  if (kdf.algorithm !== 'argon2id') throw new Error(`Unsupported key derivation algorithm: ${String(kdf.algorithm)}`);
  let salt: Uint8Array;
  try {
    salt = base64ToBytes(keySalt);
  } catch {
    throw new Error('Invalid key salt: expected base64');
  }
  if (salt.length < 8) throw new Error('Invalid key salt: at least 8 bytes are needed');

  const hashed = await argon2id({
    password,
    salt,
    memorySize: kdf.memoryKiB,
    iterations: kdf.iterations,
    parallelism: kdf.parallelism,
    hashLength: kdf.hashLength,
    outputType: 'binary',
  });
  // WebCrypto wants an ArrayBuffer-backed view; copy, then wipe both copies when done.
  const master = new Uint8Array(hashed);
  hashed.fill(0);
  try {
    const hkdfKey = await crypto.subtle.importKey('raw', master, 'HKDF', false, ['deriveBits']);
    const [passphrase, credential] = await Promise.all([expand(hkdfKey, PASSPHRASE_INFO), expand(hkdfKey, CREDENTIAL_INFO)]);
    return { passphrase, credential };
  } finally {
    master.fill(0);
  }
}

async function expand(hkdfKey: CryptoKey, info: string): Promise<string> {
  const bits = await crypto.subtle.deriveBits(
    // The master secret is already salted by Argon2id, so HKDF's extract salt is empty (RFC 5869 §3.1).
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode(info) },
    hkdfKey,
    256,
  );
  return bytesToBase64Url(new Uint8Array(bits));
}
