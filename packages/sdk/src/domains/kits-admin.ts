// spec 000 §7.5 staff's kits: the admin kits table (spec 001 §7 sorting) and sync kit.
import { kitsAdminRoutes, type AdminKit, type AdminKitsResponse, type RouteQuery, type SpotExceptionStatus } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { invalidateKits } from './kits.js';

export type AdminKitsQuery = NonNullable<RouteQuery<'adminKits'>>;

export const kitsAdminKeys = {
  all: ['admin', 'kits'] as const,
  list: (query: AdminKitsQuery = {}) => ['admin', 'kits', query] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, kitsAdminRoutes);

export const fetchAdminKits = (hd: HealthDeck, query: AdminKitsQuery = {}, signal?: AbortSignal): Promise<AdminKitsResponse> => call(hd)('adminKits', { query, signal });

export type SyncKitOptions = { advance?: boolean; exception?: SpotExceptionStatus };
/**
 * spec 000 §7.5 PATCH sync kit; `advance` moves a sandbox vendor one status first; `exception`
 * ends a sandbox Spot kit in that spec 001 §4 status (rejected, delivery_exception, …).
 */
export async function syncKit(hd: HealthDeck, id: string, options: SyncKitOptions = {}): Promise<AdminKit> {
  const body = options.exception ? { exception: options.exception } : options.advance ? { advance: true } : {};
  return (await call(hd)('adminKitSync', { params: { id }, body })).kit;
}

export const adminKitsQuery = (hd: HealthDeck, query: AdminKitsQuery = {}) => ({
  queryKey: kitsAdminKeys.list(query),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAdminKits(hd, query, signal),
});

/** A synced kit changes the admin table and the member's kit reads. */
export const syncKitMutation = (hd: HealthDeck) => ({
  mutationKey: ['admin', 'kits', 'sync'] as const,
  mutationFn: ({ id, ...options }: SyncKitOptions & { id: string }) => syncKit(hd, id, options),
  onSuccess: () => Promise.all([hd.queryClient.invalidateQueries({ queryKey: kitsAdminKeys.all }), invalidateKits(hd.queryClient)]),
});
