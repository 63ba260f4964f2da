import { base64ToBytes, bytesToBase64 } from './base64.js';

/** Prefix of records the member's own client seals with the AES data key (vendor records are OpenPGP messages instead). */
export const SEALED_PREFIX = 'hd1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function isSealedRecord(data: string): boolean {
  return data.startsWith(SEALED_PREFIX);
}

/** 'hd1.' + base64(12-byte iv | AES-256-GCM ciphertext of the JSON of `value`). */
export async function sealRecord(dataKey: CryptoKey, value: unknown): Promise<string> {
  const json = JSON.stringify(value);
  if (json === undefined) throw new Error('Cannot seal a value that has no JSON form');
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, dataKey, new TextEncoder().encode(json)));
  const out = new Uint8Array(IV_BYTES + ciphertext.length);
  out.set(iv, 0);
  out.set(ciphertext, IV_BYTES);
  return SEALED_PREFIX + bytesToBase64(out);
}

/** Opens an 'hd1.' record; throws a clear Error when it is corrupt, tampered or sealed under another key. */
export async function openSealedRecord(data: string, dataKey: CryptoKey): Promise<unknown> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = base64ToBytes(data.slice(SEALED_PREFIX.length));
  } catch {
    throw new Error('Encrypted record is corrupt: not valid base64');
  }
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted record is corrupt: too short');
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) }, dataKey, bytes.subarray(IV_BYTES));
  } catch {
    // GCM cannot tell a wrong key from altered bytes: both fail the authentication tag.
    throw new Error('Encrypted record failed authentication: it was altered or sealed with another key');
  }
  return parseJson(new TextDecoder().decode(plain));
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('Encrypted record is corrupt: the decrypted content is not JSON');
  }
}
