// spec 000 §7.5 the member's kit reads (client kits, one, last): what the kit widgets read first,
// with their route rows; the writes, the other reads, the files, the re-seal and staff's calls are
// modules of their own (kit-register, kit-info, kit-files, kit-report, kits-admin), so an element
// carries only the calls it makes. createKitsApi (kits.ts) composes them all.
import { kitReadsRoutes, type KitOrNullResponse, type KitResponse, type KitsResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { KITS_NEW_KEY } from './kit-keys.js';

export type KitsHost = Pick<HealthDeck, 'call' | 'queryClient'>;

export function createKitReadsApi(hd: KitsHost) {
  const call = routed(hd.call, kitReadsRoutes);
  return {
    list: (signal?: AbortSignal): Promise<KitsResponse> => call('clientKits', { signal }),
    /** Opening a kit marks its new results as seen: kits-new is read again. */
    async get(id: string, signal?: AbortSignal): Promise<KitResponse> {
      const result = await call('clientKit', { params: { id }, signal });
      if (result.kit.results_ready) void hd.queryClient.invalidateQueries({ queryKey: KITS_NEW_KEY });
      return result;
    },
    last: (signal?: AbortSignal): Promise<KitOrNullResponse> => call('clientKitLast', { signal }),
  };
}
export type KitReadsApi = ReturnType<typeof createKitReadsApi>;
