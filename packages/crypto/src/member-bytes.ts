import type { PrivateKey } from 'openpgp';
import { loadOpenpgp } from './load-openpgp.js';
import { isSealedBytes, openSealedBytes } from './sealed-bytes.js';

/**
 * What the server writes for a member's file it holds in the clear (meal pictures stored before
 * they were sealed in the browser): a binary OpenPGP message to the member's public key.
 */
export async function encryptBytesForMember(bytes: Uint8Array, publicKey: string): Promise<Uint8Array<ArrayBuffer>> {
  const openpgp = await loadOpenpgp();
  const encryptionKeys = await openpgp.readKey({ armoredKey: publicKey });
  const message = await openpgp.createMessage({ binary: bytes });
  const sealed = await openpgp.encrypt({ message, encryptionKeys, format: 'binary' });
  return new Uint8Array(sealed);
}

/**
 * Opens a sealed file of either kind: 'hd1.' bytes (data key) or a binary OpenPGP message written
 * by the server (private key). Returns null when the key it needs is missing; throws a clear Error
 * when the file is corrupt or was altered.
 */
export async function openBytes(sealed: Uint8Array, keys: { dataKey?: CryptoKey | null; privateKey?: PrivateKey | null }): Promise<Uint8Array<ArrayBuffer> | null> {
  if (isSealedBytes(sealed)) return keys.dataKey ? openSealedBytes(sealed, keys.dataKey) : null;
  if (!keys.privateKey) return null;
  const openpgp = await loadOpenpgp();
  try {
    const message = await openpgp.readMessage({ binaryMessage: sealed });
    const { data } = await openpgp.decrypt({ message, decryptionKeys: keys.privateKey, format: 'binary' });
    return new Uint8Array(data);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Encrypted file could not be decrypted: ${reason}`);
  }
}
