import type { PrivateKey } from 'openpgp';
import { generateKeyPair, unlockPrivateKey, type GenerateKeyPairOptions } from './key-pair.js';
import { loadOpenpgp } from './load-openpgp.js';

// An organisation's recovery key (Bitwarden's account-recovery design): an OpenPGP pair made in an
// administrator's browser, its private half locked with a random passphrase, and that passphrase
// given to each authorised staff member as a message to their own public key (a "grant"). The
// server stores the public half, the locked private half and the grants: none of them opens
// anything without a staff member's own private key, which only their password unlocks.

export interface NewRecoveryKey {
  publicKey: string;
  fingerprint: string;
  /** The private half, locked with the random passphrase the grants carry. */
  lockedPrivateKey: string;
  /** One grant per public key asked for, in the same order. */
  grants: string[];
}

/** 32 random bytes, hex: the recovery key's passphrase, never stored in the clear. */
function randomPassphrase(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function grantTo(passphrase: string, publicKeys: string[]): Promise<string[]> {
  const openpgp = await loadOpenpgp();
  return Promise.all(
    publicKeys.map(async (armoredKey) => {
      const encryptionKeys = await openpgp.readKey({ armoredKey });
      return openpgp.encrypt({ message: await openpgp.createMessage({ text: passphrase }), encryptionKeys, format: 'armored' });
    }),
  );
}

async function readGrant(grant: string, staffKey: PrivateKey): Promise<string> {
  const openpgp = await loadOpenpgp();
  const message = await openpgp.readMessage({ armoredMessage: grant });
  const { data } = await openpgp.decrypt({ message, decryptionKeys: staffKey }).catch(() => {
    throw new Error('This recovery key was not granted to this key pair');
  });
  return data;
}

/** A new recovery key pair (RSA-4096, in the key-generation worker) granted to `granteePublicKeys`. */
export async function createRecoveryKey(options: { name: string; granteePublicKeys: string[]; onProgress?: GenerateKeyPairOptions['onProgress'] }): Promise<NewRecoveryKey> {
  if (options.granteePublicKeys.length === 0) throw new Error('A recovery key needs at least one staff member to hold it');
  const passphrase = randomPassphrase();
  const pair = await generateKeyPair({ email: options.name, passphrase, onProgress: options.onProgress });
  const openpgp = await loadOpenpgp();
  const fingerprint = (await openpgp.readKey({ armoredKey: pair.publicKey })).getFingerprint();
  return { publicKey: pair.publicKey, fingerprint, lockedPrivateKey: pair.encrptedPrivateKey, grants: await grantTo(passphrase, options.granteePublicKeys) };
}

/** The recovery private key, opened with a staff member's grant and their unlocked private key. */
export async function openRecoveryKey(lockedPrivateKey: string, grant: string, staffKey: PrivateKey): Promise<PrivateKey> {
  return unlockPrivateKey(lockedPrivateKey, await readGrant(grant, staffKey));
}

/** Grants the recovery key to more staff: the holder's grant, re-encrypted to each grantee's public key. */
export async function regrantRecoveryKey(grant: string, staffKey: PrivateKey, granteePublicKeys: string[]): Promise<string[]> {
  return grantTo(await readGrant(grant, staffKey), granteePublicKeys);
}
