// spec 000 §7.5 admin sync kit and the admin kits table (spec 001 §7 sorting), with their route rows.
import { kitsAdminRoutes, type AdminKit, type AdminKitsResponse, type RouteQuery, type SpotExceptionStatus } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { kitsChanged } from './kit-keys.js';
import type { KitsHost } from './kit-reads.js';

export const ADMIN_KITS_KEY = ['admin', 'kits'] as const;
export const adminKitsKey = (query: AdminKitsQuery = {}) => [...ADMIN_KITS_KEY, query] as const;

export type AdminKitsQuery = NonNullable<RouteQuery<'adminKits'>>;

export function createKitsAdminApi(hd: KitsHost) {
  const call = routed(hd.call, kitsAdminRoutes);
  return {
    list: (query: AdminKitsQuery = {}, signal?: AbortSignal): Promise<AdminKitsResponse> => call('adminKits', { query, signal }),
    /**
     * spec 000 §7.5 PATCH sync kit; `advance` moves a sandbox vendor one status first; `exception`
     * ends a sandbox Spot kit in that spec 001 §4 status (rejected, delivery_exception, …).
     */
    async sync(id: string, options: { advance?: boolean; exception?: SpotExceptionStatus } = {}): Promise<AdminKit> {
      const body = options.exception ? { exception: options.exception } : options.advance ? { advance: true } : {};
      const result = await call('adminKitSync', { params: { id }, body });
      await Promise.all([hd.queryClient.invalidateQueries({ queryKey: ADMIN_KITS_KEY }), kitsChanged(hd.queryClient)]);
      return result.kit;
    },
  };
}
export type KitsAdminApi = ReturnType<typeof createKitsAdminApi>;
