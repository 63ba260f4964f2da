// spec 000 §7.5 kits (register, is-available, unregister, confirm, client kits, one, last, kit info,
// vendor kits, providers kit, kits-new, spot-results samples info, download, PDF by filename, admin
// sync kit) and spec 001 §3, §4, §7, §9. A standalone factory: the testing center pays for it, the
// embed does not.
import type { PrivateKey } from '@healthdeck/crypto';
import {
  kitsRoutes,
  RESULT_FILE_NAMES,
  SEALED_REPORT_MAX,
  type AdminKit,
  type AdminKitsResponse,
  type Kit,
  type KitAvailabilityResponse,
  type KitInfoResponse,
  type KitOrNullResponse,
  type KitResponse,
  type KitsResponse,
  type KitStatusData,
  type ProviderCode,
  type RouteQuery,
  type SpotExceptionStatus,
  type SpotSamplesInfoResponse,
  type VendorKitsResponse,
} from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import type { ResealQueue, ResealQueueOptions } from './kit-reseal-queue.js';
import { KITS_KEY, KITS_NEW_KEY } from './kit-keys.js';
import { fileOf, type DownloadedFile } from './downloaded-file.js';

export {
  KITS_KEY,
  KITS_LIST_KEY,
  KITS_LAST_KEY,
  KITS_NEW_KEY,
  kitKey,
  providerKitKey,
  kitInfoKey,
  kitAvailabilityKey,
  spotSamplesInfoKey,
  vendorKitsKey,
} from './kit-keys.js';
export { dispositionFileName, fileOf, type DownloadedFile } from './downloaded-file.js';
export const ADMIN_KITS_KEY = ['admin', 'kits'] as const;
export const adminKitsKey = (query: AdminKitsQuery = {}) => [...ADMIN_KITS_KEY, query] as const;

export type AdminKitsQuery = NonNullable<RouteQuery<'adminKits'>>;
export type KitsHost = Pick<HealthDeck, 'call' | 'queryClient'>;

/** spec 001 §9 / our name for Spot: the results file of a kit of a provider. */
export function kitResultsFileName(kitId: string, providerCode: ProviderCode = 'spot'): string {
  return providerCode === 'namida' ? RESULT_FILE_NAMES.auria(kitId) : RESULT_FILE_NAMES.spot(kitId);
}

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

export function createKitsApi(hd: KitsHost, options: { reseal?: ResealQueueOptions } = {}) {
  const { queryClient } = hd;
  const call = routed(hd.call, kitsRoutes);
  // Loaded with the first re-seal (beside the crypto chunk it needs anyway): the kit widgets that
  // never re-seal do not carry it.
  let resealQueue: Promise<ResealQueue> | null = null;
  const reseals = () =>
    (resealQueue ??= import('./kit-reseal-queue.js').then(({ createResealQueue }) =>
      createResealQueue(
        (kit, encrypted_data, keepalive) => call('kitSealReport', { params: { id: kit.id }, body: { encrypted_data, updated_at: kit.updated_at }, keepalive }),
        options.reseal,
      ),
    ));
  /** A member's kit write changes every member kit read (list, one, last, new, provider, info). */
  const kitsChanged = () => queryClient.invalidateQueries({ queryKey: KITS_KEY });

  return {
    /** spec 000 §5: kit_id is required (a missing one is a BadRequest naming kit_id). */
    async register(kitId: string): Promise<KitResponse> {
      const result = await call('kitRegister', { body: { kit_id: kitId } });
      await kitsChanged();
      return result;
    },
    isAvailable: (kitId: string, signal?: AbortSignal): Promise<KitAvailabilityResponse> => call('kitIsAvailable', { query: { kit_id: kitId }, signal }),
    /** Gives a kit back (until its sample is collected; the server's message says otherwise). */
    async unregister(id: string): Promise<void> {
      await call('kitUnregister', { body: { id } });
      await kitsChanged();
    },
    async confirm(kitId: string): Promise<KitResponse> {
      const result = await call('kitConfirm', { body: { kit_id: kitId } });
      await kitsChanged();
      return result;
    },
    list: (signal?: AbortSignal): Promise<KitsResponse> => call('clientKits', { signal }),
    /** Opening a kit marks its new results as seen: kits-new is read again. */
    async get(id: string, signal?: AbortSignal): Promise<KitResponse> {
      const result = await call('clientKit', { params: { id }, signal });
      if (result.kit.results_ready) void queryClient.invalidateQueries({ queryKey: KITS_NEW_KEY });
      return result;
    },
    last: (signal?: AbortSignal): Promise<KitOrNullResponse> => call('clientKitLast', { signal }),
    info: (kitId: string, signal?: AbortSignal): Promise<KitInfoResponse> => call('kitInfo', { query: { kit_id: kitId }, signal }),
    vendorKits: (providerCode?: ProviderCode, signal?: AbortSignal): Promise<VendorKitsResponse> =>
      call('vendorKits', { query: providerCode ? { provider_code: providerCode } : {}, signal }),
    providerKit: (providerCode: ProviderCode, signal?: AbortSignal): Promise<KitOrNullResponse> => call('providerKit', { query: { provider_code: providerCode }, signal }),
    newKits: (signal?: AbortSignal): Promise<KitsResponse> => call('kitsNew', { signal }),
    spotSamplesInfo: (kitId: string, signal?: AbortSignal): Promise<SpotSamplesInfoResponse> => call('spotSamplesInfo', { query: { kit_id: kitId }, signal }),
    /**
     * Ours (issue 12): re-seals a report the server sealed to the member (one RSA-4096 decryption
     * each time it is opened) under the member's data key, for the kit version that was opened, so
     * later opens take microseconds and need no password after a reload. Queued (kit-reseal-queue.ts):
     * once per kit version, a few at a time, retried when the network or the server fails, and sent
     * as keepalive requests so leaving the page does not cut them. Best effort, never rejects: false
     * when a newer report (409), a report too long or failures leave the server's copy, which still opens.
     */
    async sealReport(kit: Pick<Kit, 'id' | 'encrypted_data' | 'updated_at'>, data: KitStatusData, dataKey: CryptoKey): Promise<boolean> {
      if (!kitReportServerSealed(kit)) return false;
      try {
        const { sealRecord } = await import('@healthdeck/crypto');
        const encrypted_data = await sealRecord(dataKey, data);
        if (encrypted_data.length > SEALED_REPORT_MAX) return false;
        return await (await reseals()).add(kit, encrypted_data);
      } catch {
        return false;
      }
    },
    /** spec 000 §7.5 GET download (kitId): the results PDF as a Blob with its file name. */
    async download(kitId: string, providerCode?: ProviderCode): Promise<DownloadedFile> {
      return fileOf(await call('kitDownload', { query: { kitId } }), kitResultsFileName(kitId, providerCode));
    },
    /** spec 000 §7.5 GET PDF by filename. */
    async pdf(filename: string): Promise<DownloadedFile> {
      return fileOf(await call('kitPdf', { query: { filename } }), filename);
    },
    admin: {
      list: (query: AdminKitsQuery = {}, signal?: AbortSignal): Promise<AdminKitsResponse> => call('adminKits', { query, signal }),
      /**
       * spec 000 §7.5 PATCH sync kit; `advance` moves a sandbox vendor one status first; `exception`
       * ends a sandbox Spot kit in that spec 001 §4 status (rejected, delivery_exception, …).
       */
      async sync(id: string, options: { advance?: boolean; exception?: SpotExceptionStatus } = {}): Promise<AdminKit> {
        const body = options.exception ? { exception: options.exception } : options.advance ? { advance: true } : {};
        const result = await call('adminKitSync', { params: { id }, body });
        await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_KITS_KEY }), kitsChanged()]);
        return result.kit;
      },
    },
  };
}
export type KitsApi = ReturnType<typeof createKitsApi>;
