// spec 000 §7.5 the member's kits: reads (client kits, one, last), registration (register,
// is-available, unregister, confirm), the other reads (kit info, vendor kits, providers kit,
// kits-new, spot-results samples info) and the files (download, PDF by filename; spec 001 §9 names).
// The encrypted report is kit-report.ts; staff's calls kits-admin.ts. Each call registers only its
// own route rows, so a bundle carries the rows of the calls it makes.
import type { QueryClient } from '@tanstack/query-core';
import {
  kitFilesRoutes,
  kitInfoRoutes,
  kitReadsRoutes,
  kitRegisterRoutes,
  RESULT_FILE_NAMES,
  type KitAvailabilityResponse,
  type KitInfoResponse,
  type KitOrNullResponse,
  type KitResponse,
  type KitsResponse,
  type ProviderCode,
  type SpotSamplesInfoResponse,
  type VendorKitsResponse,
} from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { NAMIDA_NO_RESULTS_FILE, namidaResultsFileName } from '../rules/namida-status.js';
import { routed } from '../transport/http.js';
import { fileOf, type DownloadedFile } from './downloaded-file.js';

/** Member reads live under ['kits'] (a member's kit write invalidates them all). */
export const kitsKeys = {
  all: ['kits'] as const,
  list: ['kits', 'list'] as const,
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
export const fetchKits = (hd: HealthDeck, signal?: AbortSignal): Promise<KitsResponse> => reads(hd)('clientKits', { signal });
export const fetchKit = (hd: HealthDeck, id: string, signal?: AbortSignal): Promise<KitResponse> => reads(hd)('clientKit', { params: { id }, signal });
export const fetchLastKit = (hd: HealthDeck, signal?: AbortSignal): Promise<KitOrNullResponse> => reads(hd)('clientKitLast', { signal });

export const kitsQuery = (hd: HealthDeck) => ({ queryKey: kitsKeys.list, queryFn: ({ signal }: Signal) => fetchKits(hd, signal) });
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

/** spec 001 §9 / our name for Spot: the results file of a kit of a provider. */
export function kitResultsFileName(kitId: string, providerCode: ProviderCode = 'spot'): string {
  return providerCode === 'namida' ? RESULT_FILE_NAMES.auria(kitId) : RESULT_FILE_NAMES.spot(kitId);
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
