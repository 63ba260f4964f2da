// spec 000 §2, §3.1 (toast_message_locations: path, display_status), §4 (toast location updates are
// debounced 300 ms; a newer update rejects the earlier pending one with 'Debounced by a newer
// request') and §9. The path matcher and the show rule live in rules/toast.ts.
import { DEBOUNCE_MS } from '@healthdeck/contract/light';
import { debounceRequestByKey, type DebouncedRequest } from './debounce.js';

/** An update of one toast_message_locations entry (spec 000 §3.1 path, display_status): its id plus the fields that change. */
export interface ToastLocationUpdate {
  id: string | number;
  path?: string;
  display_status?: boolean;
}

/**
 * Debounces toast-location saves (admin switches, path edits): within 300 ms a newer update of the
 * same entry rejects the pending one with Debounced; updates of different entries all go through
 * (docs/decisions/0011-client-state-nanostores.md). `save` is the admin class update (classkey toast_message_locations).
 */
export function createToastLocationUpdater<R>(save: (update: ToastLocationUpdate) => Promise<R>, ms: number = DEBOUNCE_MS.toastLocation): DebouncedRequest<[ToastLocationUpdate], R> {
  return debounceRequestByKey((update: ToastLocationUpdate) => String(update.id), save, ms);
}
