// spec 000 §2 toast display by toast-message location: the entries (spec 000 §3.1
// toast_message_locations: path, display_status) are loaded into `$toastLocations`, which every
// toast consults before it shows (rules/toast.ts shouldShowToast).
import type { ToastLocationsResponse } from '@healthdeck/contract/light';
import { toastLocationsRoutes } from '@healthdeck/contract/light';
import { routed, type Call } from '../transport/http.js';
import { setToastLocations } from '../state/toasts.js';

export const TOAST_LOCATIONS_KEY = ['toast-locations'] as const;

export function createToastLocationsApi(hd: { call: Call }) {
  const call = routed(hd.call, toastLocationsRoutes);
  return {
    /** Reads the entries and applies them to `$toastLocations`. */
    async load(signal?: AbortSignal): Promise<ToastLocationsResponse> {
      const result = await call('toastLocations', { signal });
      setToastLocations(result.locations);
      return result;
    },
  };
}
export type ToastLocationsApi = ReturnType<typeof createToastLocationsApi>;

/** Query options: administrators change the entries, nothing the user does. */
export function toastLocationsQuery(api: ToastLocationsApi) {
  return {
    queryKey: TOAST_LOCATIONS_KEY,
    queryFn: ({ signal }: { signal?: AbortSignal }) => api.load(signal),
    staleTime: 5 * 60_000,
  };
}
