// spec 000 §2 toast display by toast-message location: the entries (spec 000 §3.1
// toast_message_locations: path, display_status) are loaded into `$toastLocations`, which every
// toast consults before it shows (rules/toast.ts shouldShowToast).
import type { ToastLocationsResponse } from '@healthdeck/contract/light';
import { toastLocationsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { setToastLocations } from '../state/toasts.js';

export const toastLocationsKeys = { all: ['toast-locations'] as const };

const call = (hd: HealthDeck) => routed(hd.call, toastLocationsRoutes);

/** Reads the entries and applies them to `$toastLocations`. */
export async function fetchToastLocations(hd: HealthDeck, signal?: AbortSignal): Promise<ToastLocationsResponse> {
  const result = await call(hd)('toastLocations', { signal });
  setToastLocations(result.locations);
  return result;
}

/** Administrators change the entries, nothing the user does. */
export const toastLocationsQuery = (hd: HealthDeck) => ({
  queryKey: toastLocationsKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchToastLocations(hd, signal),
  staleTime: 5 * 60_000,
});
