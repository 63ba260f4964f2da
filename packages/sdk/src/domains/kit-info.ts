// spec 000 §7.5 the member's other kit reads (kit info, vendor kits, providers kit, kits-new,
// spot-results samples info) with their route rows.
import {
  kitInfoRoutes,
  type KitInfoResponse,
  type KitOrNullResponse,
  type KitsResponse,
  type ProviderCode,
  type SpotSamplesInfoResponse,
  type VendorKitsResponse,
} from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';

export function createKitInfoApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, kitInfoRoutes);
  return {
    info: (kitId: string, signal?: AbortSignal): Promise<KitInfoResponse> => call('kitInfo', { query: { kit_id: kitId }, signal }),
    vendorKits: (providerCode?: ProviderCode, signal?: AbortSignal): Promise<VendorKitsResponse> =>
      call('vendorKits', { query: providerCode ? { provider_code: providerCode } : {}, signal }),
    providerKit: (providerCode: ProviderCode, signal?: AbortSignal): Promise<KitOrNullResponse> => call('providerKit', { query: { provider_code: providerCode }, signal }),
    newKits: (signal?: AbortSignal): Promise<KitsResponse> => call('kitsNew', { signal }),
    spotSamplesInfo: (kitId: string, signal?: AbortSignal): Promise<SpotSamplesInfoResponse> => call('spotSamplesInfo', { query: { kit_id: kitId }, signal }),
  };
}
export type KitInfoApi = ReturnType<typeof createKitInfoApi>;
