import { isSealedBytes, openSealedBytes } from './sealed-bytes.js';

/**
 * openBytes of the light entry: reads 'hd1.' files only, so the embed bundle never pulls in
 * OpenPGP. Returns null when the data key is missing.
 */
export async function openBytes(sealed: Uint8Array, keys: { dataKey?: CryptoKey | null }): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!isSealedBytes(sealed)) {
    throw new Error('This file is an OpenPGP message: open it with openBytes from @healthdeck/crypto, not @healthdeck/crypto/light');
  }
  return keys.dataKey ? openSealedBytes(sealed, keys.dataKey) : null;
}
