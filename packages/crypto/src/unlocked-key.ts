import type { PrivateKey } from 'openpgp';
import { loadOpenpgp } from './load-openpgp.js';

/**
 * The bytes of an unlocked private key (OpenPGP binary, no passphrase): only for sealing at once
 * under another key (a passkey's PRF wrap), never to keep as they are.
 */
export function unlockedPrivateKeyBytes(key: PrivateKey): Uint8Array<ArrayBuffer> {
  if (!key.isDecrypted()) throw new Error('The private key is locked');
  return new Uint8Array(key.write());
}

/** The unlocked private key those bytes hold; throws when they hold no private key or a locked one. */
export async function readUnlockedPrivateKey(bytes: Uint8Array): Promise<PrivateKey> {
  const openpgp = await loadOpenpgp();
  const key = await openpgp.readPrivateKey({ binaryKey: bytes });
  if (!key.isDecrypted()) throw new Error('The private key is locked');
  return key;
}
