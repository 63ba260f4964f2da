import { isSealedRecord, openSealedRecord } from './sealed-record.js';

/**
 * openRecord of the light entry: reads 'hd1.' records only, so the embed bundle never pulls in
 * OpenPGP. Returns null when the data or the data key is missing (spec 000: encrypted reads
 * return nothing without the key).
 */
export async function openRecord(encrypted_data: string | null | undefined, keys: { dataKey?: CryptoKey | null }): Promise<unknown | null> {
  if (!encrypted_data) return null;
  if (!isSealedRecord(encrypted_data)) {
    throw new Error('This record is an OpenPGP message: open it with openRecord from @healthdeck/crypto, not @healthdeck/crypto/light');
  }
  if (!keys.dataKey) return null;
  return openSealedRecord(encrypted_data, keys.dataKey);
}
