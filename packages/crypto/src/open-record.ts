import type { PrivateKey } from 'openpgp';
import { loadOpenpgp } from './load-openpgp.js';
import { isSealedRecord, openSealedRecord, parseJson } from './sealed-record.js';

export interface RecordKeys {
  dataKey?: CryptoKey | null;
  privateKey?: PrivateKey | null;
}

const PGP_MESSAGE = '-----BEGIN PGP MESSAGE-----';

/**
 * Reads an `encrypted_data` field in either format: 'hd1.' records (AES data key) or OpenPGP
 * messages written by the server (private key). Returns null when the data or the key it needs is
 * missing (spec 000: "Encrypted reads return nothing when privateKey or keySalt is missing");
 * throws a clear Error when the data is corrupt or was tampered with.
 */
export async function openRecord(encrypted_data: string | null | undefined, keys: RecordKeys): Promise<unknown | null> {
  if (!encrypted_data) return null;
  if (isSealedRecord(encrypted_data)) {
    if (!keys.dataKey) return null;
    return openSealedRecord(encrypted_data, keys.dataKey);
  }
  if (!encrypted_data.trimStart().startsWith(PGP_MESSAGE)) {
    throw new Error('Encrypted record is corrupt: neither an hd1 record nor an OpenPGP message');
  }
  if (!keys.privateKey) return null;
  const openpgp = await loadOpenpgp();
  let text: string;
  try {
    const message = await openpgp.readMessage({ armoredMessage: encrypted_data });
    ({ data: text } = await openpgp.decrypt({ message, decryptionKeys: keys.privateKey }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Encrypted record could not be decrypted: ${reason}`);
  }
  return parseJson(text);
}
