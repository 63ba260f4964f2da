// Query options for Smartlink care advocate calls (spec 000 §7.6). Keys start with ['smartlink'],
// which create, reschedule and cancel invalidate (with ['appointments']).
import type { OpenKeys } from '../domains/clinical-record.js';
import { SMARTLINK_APPOINTMENTS_KEY, smartlinkTimeslotsKey, type SmartlinkApi, type SmartlinkSlotsQuery } from '../domains/smartlink.js';

type Signal = { signal?: AbortSignal };

export function smartlinkQueries(api: SmartlinkApi) {
  return {
    timeslots: (query: SmartlinkSlotsQuery = {}) => ({ queryKey: smartlinkTimeslotsKey(query), queryFn: () => api.timeslots(query) }),
    appointments: (keys: OpenKeys = {}) => ({ queryKey: SMARTLINK_APPOINTMENTS_KEY, queryFn: ({ signal }: Signal) => api.appointments(keys, signal) }),
  };
}
export type SmartlinkQueries = ReturnType<typeof smartlinkQueries>;
