import { loadOpenpgp } from './load-openpgp.js';

/**
 * What the server writes for vendor data (lab results, vitals): the JSON of `value` as an armored
 * OpenPGP message to the member's public key, so the server keeps only ciphertext it cannot read.
 */
export async function encryptForMember(value: unknown, publicKey: string): Promise<string> {
  const json = JSON.stringify(value);
  if (json === undefined) throw new Error('Cannot encrypt a value that has no JSON form');
  const openpgp = await loadOpenpgp();
  const encryptionKeys = await openpgp.readKey({ armoredKey: publicKey });
  const message = await openpgp.createMessage({ text: json });
  return openpgp.encrypt({ message, encryptionKeys, format: 'armored' });
}
