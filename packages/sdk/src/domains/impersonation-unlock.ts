// spec 000 §3.2 impersonation data (decrypt method, secret, encrypted emergency key); DESIGN.md
// escrow: staff holding the organisation escrow private key open the member's data key, so the
// member's encrypted records read while impersonating. Kept apart from the impersonation api so
// only screens that decrypt load OpenPGP.
import { openRecord, unwrapDataKey, type PrivateKey } from '@healthdeck/crypto';
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
