// spec 000 §7.5 the member's kit writes (register, is-available, unregister, confirm) with their
// route rows: the register form and the detail card's Confirm bring them, the reads do not.
import { kitRegisterRoutes, type KitAvailabilityResponse, type KitResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { kitsChanged } from './kit-keys.js';
import type { KitsHost } from './kit-reads.js';

export function createKitRegisterApi(hd: KitsHost) {
  const call = routed(hd.call, kitRegisterRoutes);
  return {
    /** spec 000 §5: kit_id is required (a missing one is a BadRequest naming kit_id). */
    async register(kitId: string): Promise<KitResponse> {
      const result = await call('kitRegister', { body: { kit_id: kitId } });
      await kitsChanged(hd.queryClient);
      return result;
    },
    isAvailable: (kitId: string, signal?: AbortSignal): Promise<KitAvailabilityResponse> => call('kitIsAvailable', { query: { kit_id: kitId }, signal }),
    /** Gives a kit back (until its sample is collected; the server's message says otherwise). */
    async unregister(id: string): Promise<void> {
      await call('kitUnregister', { body: { id } });
      await kitsChanged(hd.queryClient);
    },
    async confirm(kitId: string): Promise<KitResponse> {
      const result = await call('kitConfirm', { body: { kit_id: kitId } });
      await kitsChanged(hd.queryClient);
      return result;
    },
  };
}
export type KitRegisterApi = ReturnType<typeof createKitRegisterApi>;
