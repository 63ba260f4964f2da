// spec 000 §7.5 the member's kits: reads (client kits, one, last), registration (register,
// is-available, unregister, confirm), the other reads (kit info, vendor kits, providers kit,
// kits-new, spot-results samples info), the files (download, PDF by filename; spec 001 §9 names)
// and the encrypted report (spec 000 §1, §5: opened in the browser, re-sealed under the
// data key). Staff's calls are kits-admin.ts. Each call registers only its own route rows, so a
// bundle carries the rows of the calls it makes; the crypto and the re-seal queue load on first use.
import type { QueryClient } from '@tanstack/query-core';
import type { PrivateKey } from '@healthdeck/crypto';
import {
  kitFilesRoutes,
  kitInfoRoutes,
  kitReadsRoutes,
  kitRegisterRoutes,
  kitReportRoutes,
  KITS_PAGE_MAX,
  KITS_PAGE_SIZE,
  RESULT_FILE_NAMES,
  type Kit,
  type KitAvailabilityResponse,
  type KitInfoResponse,
  type KitOrNullResponse,
  type KitResponse,
  type KitsPageResponse,
  type KitsQuery,
  type KitsResponse,
  type KitStatusData,
  type ProviderCode,
  type SpotSamplesInfoResponse,
  type VendorKitsResponse,
} from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { NAMIDA_NO_RESULTS_FILE, namidaResultsFileName } from '../rules/namida-status.js';
import { routed } from '../transport/http.js';
import { fileOf, type DownloadedFile } from './downloaded-file.js';
import type { ResealQueue, sealAndQueue } from './kit-reseal-queue.js';

/** Member reads live under ['kits'] (a member's kit write invalidates them all). */
export const kitsKeys = {
  all: ['kits'] as const,
  list: ['kits', 'list'] as const,
  /** The list's pages of `take` (an infinite query). */
  pages: (take: number) => ['kits', 'list', 'pages', take] as const,
  /** Every kit, read page after page. */
  every: ['kits', 'list', 'all'] as const,
  byKitId: (kitId: string) => ['kits', 'list', 'kit_id', kitId.trim().toUpperCase()] as const,
  last: ['kits', 'last'] as const,
  new: ['kits', 'new'] as const,
  one: (id: string) => ['kits', 'one', id] as const,
  provider: (providerCode: ProviderCode) => ['kits', 'provider', providerCode] as const,
  info: (kitId: string) => ['kits', 'info', kitId.toUpperCase()] as const,
  availability: (kitId: string) => ['kits', 'is-available', kitId.toUpperCase()] as const,
  samplesInfo: (kitId: string) => ['kits', 'samples-info', kitId.toUpperCase()] as const,
  /** The product catalogue changes with no member action: outside ['kits'] so kit writes leave it cached. */
  vendor: (providerCode?: ProviderCode) => ['vendor-kits', providerCode ?? 'all'] as const,
};

/** A member's kit write changes every member kit read (list, one, last, new, provider, info). */
export const invalidateKits = (queryClient: Pick<QueryClient, 'invalidateQueries'>) => queryClient.invalidateQueries({ queryKey: kitsKeys.all });

type Signal = { signal?: AbortSignal };

// The member's reads.
const reads = (hd: HealthDeck) => routed(hd.call, kitReadsRoutes);
/** A page of the member's kits, newest first (docs/decisions/0111-member-lists-paged.md): `take` after the cursor `after`, or the one kit `kit_id` names. */
export const fetchKitsPage = (hd: HealthDeck, query: KitsQuery = {}, signal?: AbortSignal): Promise<KitsPageResponse> => reads(hd)('clientKits', { query, signal });
/** The most pages read for every kit at once (KITS_PAGE_MAX each). */
const MAX_KIT_PAGES = 40;
/**
 * Every kit of the member, page after page: for what needs them all (the record export, the
 * results' history across kits); a list on screen pages with kitsPagesQuery instead.
 */
export async function fetchAllKits(hd: HealthDeck, signal?: AbortSignal): Promise<Kit[]> {
  const kits: Kit[] = [];
  let after: string | null = null;
  for (let n = 0; n < MAX_KIT_PAGES; n++) {
    const page: KitsPageResponse = await fetchKitsPage(hd, after ? { after, take: KITS_PAGE_MAX } : { take: KITS_PAGE_MAX }, signal);
    kits.push(...page.kits);
    after = page.next_after;
    if (!after) break;
  }
  return kits;
}
export const fetchKit = (hd: HealthDeck, id: string, signal?: AbortSignal): Promise<KitResponse> => reads(hd)('clientKit', { params: { id }, signal });
export const fetchLastKit = (hd: HealthDeck, signal?: AbortSignal): Promise<KitOrNullResponse> => reads(hd)('clientKitLast', { signal });

/** Infinite-query options: the member's kits a page of `take` at a time (spec 001 §9's 10 by default), newest first. */
export const kitsPagesQuery = (hd: HealthDeck, take: number = KITS_PAGE_SIZE) => ({
  queryKey: kitsKeys.pages(take),
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal?: AbortSignal }) => fetchKitsPage(hd, pageParam ? { after: pageParam, take } : { take }, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last: KitsPageResponse) => last.next_after ?? undefined,
});
/** Every kit of the member (fetchAllKits): for a history across kits, not for a list on screen. */
export const allKitsQuery = (hd: HealthDeck) => ({ queryKey: kitsKeys.every, queryFn: ({ signal }: Signal) => fetchAllKits(hd, signal) });
/** One of the member's kits by its printed kit ID, or null when the member has none by that ID. */
export const kitByKitIdQuery = (hd: HealthDeck, kitId: string) => ({
  queryKey: kitsKeys.byKitId(kitId),
  queryFn: async ({ signal }: Signal): Promise<Kit | null> => (await fetchKitsPage(hd, { kit_id: kitId }, signal)).kits[0] ?? null,
});
export const lastKitQuery = (hd: HealthDeck) => ({ queryKey: kitsKeys.last, queryFn: ({ signal }: Signal) => fetchLastKit(hd, signal) });
/** Opening a kit marks its new results as seen: kits-new is read again. */
export const kitQuery = (hd: HealthDeck, id: string) => ({
  queryKey: kitsKeys.one(id),
  queryFn: async ({ signal }: Signal) => {
    const result = await fetchKit(hd, id, signal);
    if (result.kit.results_ready) void hd.queryClient.invalidateQueries({ queryKey: kitsKeys.new });
    return result;
  },
});

// The other reads.
const info = (hd: HealthDeck) => routed(hd.call, kitInfoRoutes);
export const fetchKitInfo = (hd: HealthDeck, kitId: string, signal?: AbortSignal): Promise<KitInfoResponse> => info(hd)('kitInfo', { query: { kit_id: kitId }, signal });
export const fetchVendorKits = (hd: HealthDeck, providerCode?: ProviderCode, signal?: AbortSignal): Promise<VendorKitsResponse> =>
  info(hd)('vendorKits', { query: providerCode ? { provider_code: providerCode } : {}, signal });
export const fetchProviderKit = (hd: HealthDeck, providerCode: ProviderCode, signal?: AbortSignal): Promise<KitOrNullResponse> =>
  info(hd)('providerKit', { query: { provider_code: providerCode }, signal });
export const fetchNewKits = (hd: HealthDeck, signal?: AbortSignal): Promise<KitsResponse> => info(hd)('kitsNew', { signal });
export const fetchSpotSamplesInfo = (hd: HealthDeck, kitId: string, signal?: AbortSignal): Promise<SpotSamplesInfoResponse> =>
  info(hd)('spotSamplesInfo', { query: { kit_id: kitId }, signal });

export const newKitsQuery = (hd: HealthDeck) => ({ queryKey: kitsKeys.new, queryFn: ({ signal }: Signal) => fetchNewKits(hd, signal) });
export const providerKitQuery = (hd: HealthDeck, providerCode: ProviderCode) => ({
  queryKey: kitsKeys.provider(providerCode),
  queryFn: ({ signal }: Signal) => fetchProviderKit(hd, providerCode, signal),
});
export const kitInfoQuery = (hd: HealthDeck, kitId: string) => ({ queryKey: kitsKeys.info(kitId), queryFn: ({ signal }: Signal) => fetchKitInfo(hd, kitId, signal) });
export const kitAvailabilityQuery = (hd: HealthDeck, kitId: string) => ({
  queryKey: kitsKeys.availability(kitId),
  queryFn: ({ signal }: Signal) => checkKitAvailable(hd, kitId, signal),
});
export const spotSamplesInfoQuery = (hd: HealthDeck, kitId: string) => ({
  queryKey: kitsKeys.samplesInfo(kitId),
  queryFn: ({ signal }: Signal) => fetchSpotSamplesInfo(hd, kitId, signal),
});
export const vendorKitsQuery = (hd: HealthDeck, providerCode?: ProviderCode) => ({
  queryKey: kitsKeys.vendor(providerCode),
  queryFn: ({ signal }: Signal) => fetchVendorKits(hd, providerCode, signal),
});

// Registration: each write changes the member's kit reads.
const register = (hd: HealthDeck) => routed(hd.call, kitRegisterRoutes);
/** spec 000 §5: kit_id is required (a missing one is a BadRequest naming kit_id). */
export const registerKit = (hd: HealthDeck, kitId: string): Promise<KitResponse> => register(hd)('kitRegister', { body: { kit_id: kitId } });
export const checkKitAvailable = (hd: HealthDeck, kitId: string, signal?: AbortSignal): Promise<KitAvailabilityResponse> =>
  register(hd)('kitIsAvailable', { query: { kit_id: kitId }, signal });
/** Gives a kit back (until its sample is collected; the server's message says otherwise). */
export async function unregisterKit(hd: HealthDeck, id: string): Promise<void> {
  await register(hd)('kitUnregister', { body: { id } });
}
export const confirmKit = (hd: HealthDeck, kitId: string): Promise<KitResponse> => register(hd)('kitConfirm', { body: { kit_id: kitId } });

export const registerKitMutation = (hd: HealthDeck) => ({
  mutationKey: ['kits', 'register'] as const,
  mutationFn: (kitId: string) => registerKit(hd, kitId),
  onSuccess: () => invalidateKits(hd.queryClient),
});
export const confirmKitMutation = (hd: HealthDeck) => ({
  mutationKey: ['kits', 'confirm'] as const,
  mutationFn: (kitId: string) => confirmKit(hd, kitId),
  onSuccess: () => invalidateKits(hd.queryClient),
});
export const unregisterKitMutation = (hd: HealthDeck) => ({
  mutationKey: ['kits', 'unregister'] as const,
  mutationFn: (id: string) => unregisterKit(hd, id),
  onSuccess: () => invalidateKits(hd.queryClient),
});

// The files.
const files = (hd: HealthDeck) => routed(hd.call, kitFilesRoutes);

/** spec 001 §9 / our names for Spot and the 3D body scan: the results file of a kit of a provider. */
export function kitResultsFileName(kitId: string, providerCode: ProviderCode = 'spot'): string {
  if (providerCode === 'namida') return RESULT_FILE_NAMES.auria(kitId);
  return providerCode === '3d-look' ? RESULT_FILE_NAMES.bodyScan(kitId) : RESULT_FILE_NAMES.spot(kitId);
}
/** spec 000 §7.5 GET download (kitId): the results PDF as a Blob with its file name. */
export async function downloadKitResults(hd: HealthDeck, kitId: string, providerCode?: ProviderCode): Promise<DownloadedFile> {
  return fileOf(await files(hd)('kitDownload', { query: { kitId } }), kitResultsFileName(kitId, providerCode));
}
/** spec 000 §7.5 GET PDF by filename. */
export async function fetchKitPdf(hd: HealthDeck, filename: string): Promise<DownloadedFile> {
  return fileOf(await files(hd)('kitPdf', { query: { filename } }), filename);
}
/**
 * spec 001 §5, §7, §8: the Namida results PDF is made locally from rawResults (the PDF as base64,
 * optionally behind a data: prefix); without rawResults it throws 'No results file available.'.
 */
export function namidaResultsPdf(kitId: string, data: { rawResults?: string | null }): DownloadedFile {
  const raw = data.rawResults?.trim();
  if (!raw) throw new Error(NAMIDA_NO_RESULTS_FILE);
  const binary = atob(raw.slice(raw.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return { blob: new Blob([bytes], { type: 'application/pdf' }), fileName: namidaResultsFileName(kitId) };
}

// The encrypted report.
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
      queue: createResealQueue((kit, encrypted_data, keepalive) => call('kitSealReport', { params: { id: kit.id }, body: { encrypted_data, updated_at: kit.updated_at }, keepalive })),
      seal: sealAndQueue,
    }));
    resealQueues.set(hd, queue);
  }
  return queue;
}

/**
 * Ours: re-seals a report the server sealed to the member (one RSA-4096 decryption each
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
