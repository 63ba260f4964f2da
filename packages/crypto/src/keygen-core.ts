import { encryptKey, generateKey } from 'openpgp';

export type KeyGenStage = 'generating' | 'encrypting' | 'done';

export interface GeneratedKeyPair {
  publicKey: string;
  /** Spelled as the spec's field (spec 000: "encrptedPrivateKey (spelled so)"). */
  encrptedPrivateKey: string;
}

/** spec 000: "a 4096-bit RSA pair is generated locally", private key encrypted with the passphrase. */
export const RSA_BITS = 4096;

/** The key generation itself; runs inside the Web Worker in browsers and inline in Node. */
export async function generateKeyPairNow(email: string, passphrase: string, onProgress: (stage: KeyGenStage) => void = () => {}): Promise<GeneratedKeyPair> {
  if (!passphrase) throw new Error('A passphrase is required to protect the private key');
  onProgress('generating');
  // Generated unprotected, then encrypted as a separate step so the user sees both stages.
  const { privateKey, publicKey } = await generateKey({
    type: 'rsa',
    rsaBits: RSA_BITS,
    userIDs: [{ email }],
    format: 'object',
  });
  onProgress('encrypting');
  const encrypted = await encryptKey({ privateKey, passphrase });
  // Key.armor() keeps the CRC line for v4 keys: GnuPG 2.2 rejects some checksum-less armor.
  const encrptedPrivateKey = encrypted.armor();
  onProgress('done');
  return { publicKey: publicKey.armor(), encrptedPrivateKey };
}
