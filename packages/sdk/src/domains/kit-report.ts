// A kit's encrypted report (spec 000 §1, §5; issue 12): whether it is locked, opening it in the
// browser, and re-sealing a report the server sealed under the member's data key (with its route
// row and the re-seal queue, loaded with the first re-seal). Its crypto loads with the first open.
import type { PrivateKey } from '@healthdeck/crypto';
import { kitReportRoutes, type Kit, type KitStatusData } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import type { ResealQueue, sealAndQueue } from './kit-reseal-queue.js';

/** The keys a kit report opens with: the server seals to the private key's public half, the member's browser re-seals under the data key. */
export interface KitKeys {
  privateKey?: PrivateKey | null;
  dataKey?: CryptoKey | null;
}

const isResealed = (encrypted: string) => encrypted.startsWith('hd1.');

/** Whether a kit's report is still as the server sealed it (an OpenPGP message), not yet re-sealed by the member's browser. */
export function kitReportServerSealed(kit: Pick<Kit, 'encrypted_data'>): boolean {
  return Boolean(kit.encrypted_data) && !isResealed(kit.encrypted_data as string);
}

/** Whether a kit has a report the member cannot open yet: the key it needs is not unlocked. */
export function kitReportLocked(kit: Pick<Kit, 'encrypted_data'>, keys: KitKeys): boolean {
  if (!kit.encrypted_data) return false;
  return isResealed(kit.encrypted_data) ? !keys.dataKey : !keys.privateKey;
}

/**
 * Opens a kit's encrypted_data (the vendor's kit status): an OpenPGP message the server sealed to
 * the member, opened with the unlocked private key, or an 'hd1.' record the member's browser
 * re-sealed, opened with the data key. spec 000 §1, §5: without the key (or the data) it returns null.
 */
export async function openKit(kit: Pick<Kit, 'encrypted_data' | 'provider_code'>, keys: KitKeys): Promise<KitStatusData | null> {
  if (!kit.encrypted_data || kitReportLocked(kit, keys)) return null;
  const { openRecord } = await import('@healthdeck/crypto');
  const value = await openRecord(kit.encrypted_data, keys);
  if (value === null || typeof value !== 'object' || (value as { provider_code?: unknown }).provider_code !== kit.provider_code) {
    throw new Error('The kit report does not belong to this kit');
  }
  return value as KitStatusData;
}

/** The re-seal queue of each client, made with its first re-seal (one per client: one cap on requests in flight). */
const resealQueues = new WeakMap<HealthDeck, Promise<{ queue: ResealQueue; seal: typeof sealAndQueue }>>();

function resealQueueOf(hd: HealthDeck) {
  let queue = resealQueues.get(hd);
  if (!queue) {
    const call = routed(hd.call, kitReportRoutes);
    // Loaded with the first re-seal (with the sealing, beside the crypto chunk it needs anyway): a
    // page that never re-seals does not carry it.
    queue = import('./kit-reseal-queue.js').then(({ createResealQueue, sealAndQueue }) => ({
      queue: createResealQueue((kit, encrypted_data, keepalive) =>
        call('kitSealReport', { params: { id: kit.id }, body: { encrypted_data, updated_at: kit.updated_at }, keepalive }),
      ),
      seal: sealAndQueue,
    }));
    resealQueues.set(hd, queue);
  }
  return queue;
}

/**
 * Ours (issue 12): re-seals a report the server sealed to the member (one RSA-4096 decryption each
 * time it is opened) under the member's data key, for the kit version that was opened, so later
 * opens take microseconds and need no password after a reload. Queued (kit-reseal-queue.ts): once
 * per kit version, a few at a time, retried when the network or the server fails, and sent as
 * keepalive requests so leaving the page does not cut them. Best effort, never rejects: false when
 * a newer report (409), a report too long or failures leave the server's copy, which still opens.
 */
export async function sealKitReport(hd: HealthDeck, kit: Pick<Kit, 'id' | 'encrypted_data' | 'updated_at'>, data: KitStatusData, dataKey: CryptoKey): Promise<boolean> {
  if (!kitReportServerSealed(kit)) return false;
  try {
    const { queue, seal } = await resealQueueOf(hd);
    return await seal(queue, kit, data, dataKey);
  } catch {
    return false;
  }
}
