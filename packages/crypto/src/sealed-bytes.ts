// The binary form of the 'hd1.' records: files (meal pictures) sealed under the member's data key
// without the base64 text (a third larger) the JSON records use. Same key, same AES-256-GCM, same
// 12-byte iv; the ASCII prefix 'hd1.' leads the bytes, so a sealed file says what it is.
const PREFIX = new TextEncoder().encode('hd1.');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** How many bytes sealing adds to a file (prefix, iv, authentication tag). */
export const SEALED_BYTES_OVERHEAD = PREFIX.length + IV_BYTES + TAG_BYTES;

/** Whether `bytes` start like a file sealed under a data key (it may still be corrupt). */
export function isSealedBytes(bytes: Uint8Array): boolean {
  return bytes.length >= PREFIX.length && PREFIX.every((b, i) => bytes[i] === b);
}

/** 'hd1.' | 12-byte iv | AES-256-GCM ciphertext of `bytes` (tag included), under the data key. */
export async function sealBytes(dataKey: CryptoKey, bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, dataKey, bytes));
  const out = new Uint8Array(PREFIX.length + IV_BYTES + ciphertext.length);
  out.set(PREFIX, 0);
  out.set(iv, PREFIX.length);
  out.set(ciphertext, PREFIX.length + IV_BYTES);
  return out;
}

/** Opens a file sealed by sealBytes; throws a clear Error when it is corrupt, altered or sealed under another key. */
export async function openSealedBytes(sealed: Uint8Array, dataKey: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  if (!isSealedBytes(sealed)) throw new Error('Encrypted file is corrupt: it is not an hd1 file');
  if (sealed.length < SEALED_BYTES_OVERHEAD) throw new Error('Encrypted file is corrupt: too short');
  const iv = sealed.slice(PREFIX.length, PREFIX.length + IV_BYTES);
  const ciphertext = sealed.slice(PREFIX.length + IV_BYTES);
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, dataKey, ciphertext));
  } catch {
    // GCM cannot tell a wrong key from altered bytes: both fail the authentication tag.
    throw new Error('Encrypted file failed authentication: it was altered or sealed with another key');
  }
}
