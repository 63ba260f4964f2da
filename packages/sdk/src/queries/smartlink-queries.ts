// Query options for Smartlink care advocate calls (spec 000 §7.6). Keys start with ['smartlink'],
// which create, reschedule and cancel invalidate (with ['appointments']).
import type { Appointment } from '@healthdeck/contract/light';
import type { OpenKeys } from '../domains/clinical-record.js';
import { SMARTLINK_APPOINTMENTS_KEY, smartlinkCallDetailsKey, type SmartlinkApi } from '../domains/smartlink.js';
import { smartlinkSlotsQueries } from './smartlink-slots-queries.js';

type Signal = { signal?: AbortSignal };

export function smartlinkQueries(api: SmartlinkApi) {
  return {
    ...smartlinkSlotsQueries(api),
    appointments: (keys: OpenKeys = {}) => ({ queryKey: SMARTLINK_APPOINTMENTS_KEY, queryFn: ({ signal }: Signal) => api.appointments(keys, signal) }),
    /** A call's details, opened again when the call changes (updated_at) or the private key is unlocked. */
    callDetails: (appointment: Pick<Appointment, 'id' | 'updated_at' | 'encrypted_data'>, keys: OpenKeys = {}) => ({
      queryKey: smartlinkCallDetailsKey(appointment, keys),
      queryFn: () => api.callDetails(appointment, keys),
    }),
  };
}
export type SmartlinkQueries = ReturnType<typeof smartlinkQueries>;
