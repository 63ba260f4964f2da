// spec 000 §3.2 impersonation data (decrypt method, secret, encrypted emergency key). Escrow:
// staff holding the organisation escrow private key open the member's data key, so the
// member's encrypted records read while impersonating. Kept apart from the impersonation api so
// only screens that decrypt load OpenPGP.
import { openRecord, unlockPrivateKey, unwrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import type { ImpersonationData } from '@healthdeck/contract/light';

/**
 * The member's data key (AES-GCM, non-extractable) from the impersonation data, or null when the
 * member has no keys yet. `escrowPrivateKey` is the unlocked escrow key (crypto unlockPrivateKey);
 * any other key throws ('Could not unwrap the data key').
 */
export async function openImpersonationDataKey(data: ImpersonationData, escrowPrivateKey: PrivateKey): Promise<CryptoKey | null> {
  if (data.decrypt_method !== 'pgp') throw new Error(`Unsupported impersonation decrypt method: ${data.decrypt_method}`);
  if (!data.encrypted_emergency_key) return null;
  if (escrowPrivateKey.getFingerprint().toLowerCase() !== data.secret.toLowerCase()) {
    throw new Error('This is not the escrow key the impersonation data names');
  }
  return unwrapDataKey(data.encrypted_emergency_key, escrowPrivateKey);
}

/** Reads one of the member's sealed records with the data key opened above (null when it cannot). */
export function openImpersonatedRecord(encryptedData: string | null | undefined, dataKey: CryptoKey | null): Promise<unknown> {
  return openRecord(encryptedData, { dataKey });
}

/** The escrow private key from its armored file as staff hold it (and its passphrase, when it has one). */
export function readEscrowKey(armored: string, passphrase = ''): Promise<PrivateKey> {
  return unlockPrivateKey(armored, passphrase);
}

/** What the escrow path makes of one record: opened, absent, or sealed to the member's own key only. */
export type EscrowRecord = { kind: 'opened'; value: unknown } | { kind: 'empty' } | { kind: 'member-key-only' };

/**
 * Opens a record through the escrow path. Records the member's client sealed under the data key
 * ('hd1.') open; records the server wrote as OpenPGP messages to the member's public key (kit
 * reports, simulated records, Smartlink call details) name no escrow key and stay closed.
 */
export async function openEscrowRecord(encryptedData: string | null | undefined, dataKey: CryptoKey): Promise<EscrowRecord> {
  if (!encryptedData) return { kind: 'empty' };
  if (!encryptedData.startsWith('hd1.')) return { kind: 'member-key-only' };
  return { kind: 'opened', value: await openRecord(encryptedData, { dataKey }) };
}
