// Query options (@tanstack/query-core) for kits (spec 000 §7.5). Member reads live under ['kits']
// (register, confirm, unregister and admin sync invalidate it); the product catalogue under
// ['vendor-kits']; the admin table under ['admin', 'kits'].
import type { ProviderCode } from '@healthdeck/contract/light';
import { kitReadsQueries } from './kit-reads-queries.js';
import { KITS_NEW_KEY, adminKitsKey, kitAvailabilityKey, kitInfoKey, providerKitKey, spotSamplesInfoKey, vendorKitsKey, type AdminKitsQuery, type KitsApi } from '../domains/kits.js';

type Signal = { signal?: AbortSignal };

export function kitsQueries(api: KitsApi) {
  return {
    ...kitReadsQueries(api),
    newKits: () => ({ queryKey: KITS_NEW_KEY, queryFn: ({ signal }: Signal) => api.newKits(signal) }),
    providerKit: (providerCode: ProviderCode) => ({ queryKey: providerKitKey(providerCode), queryFn: ({ signal }: Signal) => api.providerKit(providerCode, signal) }),
    info: (kitId: string) => ({ queryKey: kitInfoKey(kitId), queryFn: ({ signal }: Signal) => api.info(kitId, signal) }),
    isAvailable: (kitId: string) => ({ queryKey: kitAvailabilityKey(kitId), queryFn: ({ signal }: Signal) => api.isAvailable(kitId, signal) }),
    spotSamplesInfo: (kitId: string) => ({ queryKey: spotSamplesInfoKey(kitId), queryFn: ({ signal }: Signal) => api.spotSamplesInfo(kitId, signal) }),
    vendorKits: (providerCode?: ProviderCode) => ({ queryKey: vendorKitsKey(providerCode), queryFn: ({ signal }: Signal) => api.vendorKits(providerCode, signal) }),
    admin: {
      list: (query: AdminKitsQuery = {}) => ({ queryKey: adminKitsKey(query), queryFn: ({ signal }: Signal) => api.admin.list(query, signal) }),
    },
  };
}
export type KitsQueries = ReturnType<typeof kitsQueries>;
