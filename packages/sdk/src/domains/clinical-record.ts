// Opening and sealing the member's encrypted records (docs/ENCRYPTION.md; spec 000 §5), shared by
// every clinical domain (measurements, vitals, telehealth, Smartlink, HRA, health records, meal names).
import type { PrivateKey } from '@healthdeck/crypto';
import type { HealthDeck } from '../health-deck.js';
import { HealthDeckError } from '../transport/errors.js';

/** What the clinical domains need of the client: calls, the cache and the unlocked data key. */
export type ClinicalHost = Pick<HealthDeck, 'call' | 'queryClient' | '$dataKey'>;
/** Keys that open server-written records (OpenPGP to the member); the data key comes from the host. */
export interface OpenKeys {
  privateKey?: PrivateKey | null;
}

/** Staff's reads of a member's clinical records (vitals, screening, telehealth form): a simulated record invalidates them all. */
export const clinicalRecordKeys = { admin: ['admin', 'clinical'] as const };

export const HEALTH_DATA_LOCKED = 'Your health data is locked. Sign in again to unlock it.';

/** Seals a value under the member's data key (docs/ENCRYPTION.md: the server stores ciphertext only). */
export async function sealForServer(hd: Pick<HealthDeck, '$dataKey'>, value: unknown): Promise<string> {
  const dataKey = hd.$dataKey.get();
  if (!dataKey) throw new HealthDeckError(HEALTH_DATA_LOCKED, 423);
  // Loaded on the first write, like openRecord on the first read: a widget that only reads does not carry the sealing code.
  const { sealRecord } = await import('@healthdeck/crypto/light');
  return sealRecord(dataKey, value);
}

/**
 * Whether openClinicalRecord would answer null for want of a key: an 'hd1.' record without the data
 * key, a server-written OpenPGP message without the private key (nothing sealed is never locked).
 */
export function clinicalRecordLocked(encrypted: string | null | undefined, keys: OpenKeys & { dataKey?: unknown }): boolean {
  if (!encrypted) return false;
  return encrypted.startsWith('hd1.') ? !keys.dataKey : !keys.privateKey;
}

/**
 * Ours (as kit reports are): once a record the server sealed to the
 * member (an OpenPGP message) has been opened here, it is sealed under the data key and handed to
 * `send` (the domain's re-seal call), so a later visit opens it with the data key alone, without the
 * password. Best effort, after the answer: a refusal (the record changed since, 409), no data key or a
 * failure leaves the server's copy, which still opens with the private key. Answers `value` as it is.
 */
export function resealOpened<T>(hd: Pick<HealthDeck, '$dataKey'>, encrypted: string | null | undefined, value: T | null, send: (encrypted_data: string) => Promise<unknown>): T | null {
  if (value !== null && encrypted && !encrypted.startsWith('hd1.') && hd.$dataKey.get()) {
    void sealForServer(hd, value)
      .then(send)
      .catch(() => undefined);
  }
  return value;
}

/**
 * Opens an encrypted_data field of either kind: 'hd1.' (data key) or an OpenPGP message written by
 * the server (private key). spec 000 §5: null when the data or the needed key is missing.
 */
export async function openClinicalRecord<T>(hd: Pick<HealthDeck, '$dataKey'>, encrypted: string | null | undefined, keys: OpenKeys = {}): Promise<T | null> {
  if (!encrypted) return null;
  const dataKey = hd.$dataKey.get();
  if (encrypted.startsWith('hd1.')) {
    if (!dataKey) return null;
    const { openRecord } = await import('@healthdeck/crypto/light');
    return (await openRecord(encrypted, { dataKey })) as T;
  }
  if (!keys.privateKey) return null;
  const { openRecord } = await import('@healthdeck/crypto');
  return (await openRecord(encrypted, { privateKey: keys.privateKey })) as T | null;
}
