// spec 000 §3.2 impersonation data (decrypt method, secret, encrypted emergency key): the
// emergency key is the member's data key as wrapped to an organisation recovery key the staff
// member holds (docs/decisions/0076-organisation-recovery-keys.md), opened in the staff browser. Kept
// apart from the impersonation api so only screens that decrypt load OpenPGP.
import { openRecord, unwrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import type { ImpersonationData } from '@healthdeck/contract/light';

/**
 * The member's data key (AES-GCM, non-extractable) from the impersonation data, or null when the
 * member has no copy the staff member can open. `recoveryKey` is the opened recovery key
 * (openOrganizationRecoveryKey / openRecoveryKey); any other key throws.
 */
export async function openImpersonationDataKey(data: ImpersonationData, recoveryKey: PrivateKey): Promise<CryptoKey | null> {
  if (data.decrypt_method !== 'pgp') throw new Error(`Unsupported impersonation decrypt method: ${data.decrypt_method}`);
  if (!data.encrypted_emergency_key) return null;
  if (recoveryKey.getFingerprint().toLowerCase() !== data.secret.toLowerCase()) {
    throw new Error('This is not the recovery key the impersonation data names');
  }
  return unwrapDataKey(data.encrypted_emergency_key, recoveryKey);
}

/** Reads one of the member's sealed records with the data key opened above (null when it cannot). */
export function openImpersonatedRecord(encryptedData: string | null | undefined, dataKey: CryptoKey | null): Promise<unknown> {
  return openRecord(encryptedData, { dataKey });
}

/** What the staff browser makes of one record: opened, absent, or sealed to the member's own key only. */
export type StaffOpenedRecord = { kind: 'opened'; value: unknown } | { kind: 'empty' } | { kind: 'member-key-only' };

/**
 * Opens a record with the member's data key as staff opened it through a recovery key. Records the
 * member's client sealed under the data key ('hd1.') open; records the server wrote as OpenPGP
 * messages to the member's public key (kit reports, simulated records, Smartlink call details) name
 * no recovery key and stay closed.
 */
export async function openStaffRecord(encryptedData: string | null | undefined, dataKey: CryptoKey): Promise<StaffOpenedRecord> {
  if (!encryptedData) return { kind: 'empty' };
  if (!encryptedData.startsWith('hd1.')) return { kind: 'member-key-only' };
  return { kind: 'opened', value: await openRecord(encryptedData, { dataKey }) };
}
