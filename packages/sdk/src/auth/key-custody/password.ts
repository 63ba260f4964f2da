// The password wrap. The member's RSA-4096 key pair is made in the browser, so the server never
// holds it; the private key is armored under the passphrase derived from the password (sign-in's
// one Argon2id run), and a random data key that seals the member's own records is wrapped to the
// member's public key (and the legacy escrow key until the upgrade step retires it); the
// organisation recovery wraps are added by organisation.ts.
import { createDataKey, generateKeyPair, protectPrivateKey, unlockPrivateKey, unwrapDataKey, wrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import type { AccountResponse } from '@healthdeck/contract/light';
import type { Call } from '../../transport/http.js';
import { InvalidCredentials } from '../../transport/errors.js';
import { wrapToOrganisationKeys } from './organisation.js';
import { resealInterimRecords } from './interim.js';

/** Key-generation progress, passed through from @healthdeck/crypto's generateKeyPair. */
export type OnProgress = Parameters<typeof generateKeyPair>[0]['onProgress'];

export interface UnlockInput {
  call: Call;
  account: AccountResponse;
  email: string;
  passphrase: string;
  onProgress?: OnProgress;
}

/**
 * Opens the member's data key, creating whatever the account still lacks (first sign-in, or the
 * first after a reset without the recovery phrase: the key pair; an older account: just the data
 * key), and saves new keys with one set-keys call.
 * Returns the non-extractable data key and the account as it now stands on the server.
 */
export async function unlockOrCreateKeys(input: UnlockInput): Promise<{ dataKey: CryptoKey; privateKey: PrivateKey; account: AccountResponse }> {
  const { call, email, passphrase } = input;
  let { publicKey, encrptedPrivateKey, encryptedDataKey } = input.account;
  let changed = false;

  if (!publicKey || !encrptedPrivateKey) {
    const pair = await generateKeyPair({ email, passphrase, onProgress: input.onProgress });
    publicKey = pair.publicKey;
    encrptedPrivateKey = pair.encrptedPrivateKey;
    encryptedDataKey = null; // a data key wrapped to a replaced key pair could not be opened
    changed = true;
  }
  const privateKey = await unlockPrivateKey(encrptedPrivateKey, passphrase);

  if (!encryptedDataKey) {
    const { escrowPublicKey } = await call('keysConfig');
    const raw = createDataKey();
    try {
      encryptedDataKey = await wrapDataKey(raw, escrowPublicKey ? [publicKey, escrowPublicKey] : [publicKey]);
    } finally {
      raw.fill(0); // the raw bytes are not needed once wrapped
    }
    changed = true;
  }
  if (changed) await call('setKeys', { body: { publicKey, encrptedPrivateKey, encryptedDataKey } });

  // Unwrapping what we just stored also proves the stored keys open.
  const dataKey = await unwrapDataKey(encryptedDataKey, privateKey);
  // A failed recovery wrap must not lock the member out; the next unlock tries again (the admin's
  // recovery-key panel counts members not yet wrapped).
  await wrapToOrganisationKeys(call, encryptedDataKey, privateKey).catch(() => 0);
  // After an approved recovery, records sealed under the interim key move to the recovered one; one
  // that fails is retried at the next unlock (the interim key stays offered until a re-seal ends).
  await resealInterimRecords(call, privateKey, dataKey).catch(() => null);
  return { dataKey, privateKey, account: { ...input.account, publicKey, encrptedPrivateKey, encryptedDataKey } };
}

/** Opens the password wrap of the private key; InvalidCredentials when this passphrase does not open it. */
export async function openPrivateKeyWithPassword(encrptedPrivateKey: string, passphrase: string): Promise<PrivateKey> {
  try {
    return await unlockPrivateKey(encrptedPrivateKey, passphrase);
  } catch {
    throw new InvalidCredentials();
  }
}

/** The password wrap of an opened private key: the same key pair under a new password's passphrase. */
export function wrapPrivateKeyWithPassword(privateKey: PrivateKey, passphrase: string): Promise<string> {
  return protectPrivateKey(privateKey, passphrase);
}

/** The data key the account's wrap holds, opened with the member's private key. */
export function openDataKey(encryptedDataKey: string, privateKey: PrivateKey): Promise<CryptoKey> {
  return unwrapDataKey(encryptedDataKey, privateKey);
}
