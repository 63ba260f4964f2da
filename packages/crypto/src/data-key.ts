import type { PrivateKey } from 'openpgp';
import { loadOpenpgp } from './load-openpgp.js';

const DATA_KEY_BYTES = 32;

/**
 * A fresh AES-256 data key for one member's records: one unwrap then AES-GCM per record, where an
 * RSA-4096 decryption per record would cost ~40 ms each.
 */
export function createDataKey(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(DATA_KEY_BYTES));
}

/**
 * Wraps the data key as one OpenPGP message to several public keys (the member's and the
 * organisation's escrow key), so either private key can unwrap it.
 */
export async function wrapDataKey(raw: Uint8Array, publicKeys: string[]): Promise<string> {
  if (raw.length !== DATA_KEY_BYTES) throw new Error(`A data key must be ${DATA_KEY_BYTES} bytes`);
  if (publicKeys.length === 0) throw new Error('At least one public key is needed to wrap a data key');
  const openpgp = await loadOpenpgp();
  const encryptionKeys = await Promise.all(publicKeys.map((armoredKey) => openpgp.readKey({ armoredKey })));
  const message = await openpgp.createMessage({ binary: raw });
  return openpgp.encrypt({ message, encryptionKeys, format: 'armored' });
}

/**
 * Unwraps the data key into a non-extractable AES-GCM CryptoKey: after this no script can read the
 * key bytes back, and the decrypted copy is wiped.
 */
export async function unwrapDataKey(encryptedDataKey: string, privateKey: PrivateKey): Promise<CryptoKey> {
  return importDataKey(await decryptDataKey(encryptedDataKey, { decryptionKeys: privateKey }));
}

/**
 * Wraps the data key that `encryptedDataKey` holds a second time, symmetrically under a passphrase
 * (one derived from a recovery phrase): the raw bytes exist only inside this call and are wiped.
 */
export async function wrapDataKeyWithPassphrase(encryptedDataKey: string, privateKey: PrivateKey, passphrase: string): Promise<string> {
  if (!passphrase) throw new Error('A passphrase is required to wrap a data key');
  const raw = await decryptDataKey(encryptedDataKey, { decryptionKeys: privateKey });
  try {
    const openpgp = await loadOpenpgp();
    const message = await openpgp.createMessage({ binary: raw });
    return await openpgp.encrypt({ message, passwords: [passphrase], format: 'armored' });
  } finally {
    raw.fill(0);
  }
}

/** Opens a data key wrapped by wrapDataKeyWithPassphrase, as the same non-extractable key unwrapDataKey gives. */
export async function unwrapDataKeyWithPassphrase(wrapped: string, passphrase: string): Promise<CryptoKey> {
  return importDataKey(await decryptDataKey(wrapped, { passwords: [passphrase] }));
}

async function decryptDataKey(armoredMessage: string, opener: { decryptionKeys: PrivateKey } | { passwords: string[] }): Promise<Uint8Array> {
  const openpgp = await loadOpenpgp();
  const { data } = await openpgp
    .readMessage({ armoredMessage })
    .then((message) => openpgp.decrypt({ message, ...opener, format: 'binary' }))
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Could not unwrap the data key: ${reason}`);
    });
  if (data.length !== DATA_KEY_BYTES) {
    data.fill(0);
    throw new Error('The wrapped data key has the wrong length');
  }
  return data;
}

async function importDataKey(data: Uint8Array): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey('raw', data as Uint8Array<ArrayBuffer>, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  } finally {
    data.fill(0);
  }
}

/**
 * Re-wraps a wrapped data key to other public keys (a recovery key, a rotated key, a member's new
 * key pair) without importing it: the raw bytes live only inside this call and are wiped.
 */
export async function rewrapDataKey(encryptedDataKey: string, privateKey: PrivateKey, publicKeys: string[]): Promise<string> {
  const openpgp = await loadOpenpgp();
  const message = await openpgp.readMessage({ armoredMessage: encryptedDataKey });
  const { data } = await openpgp.decrypt({ message, decryptionKeys: privateKey, format: 'binary' }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not unwrap the data key: ${reason}`);
  });
  try {
    return await wrapDataKey(data, publicKeys);
  } finally {
    data.fill(0);
  }
}
