// Query options for the Smartlink care advocates' free slots (spec 000 §7.6); a module of its own,
// like its domain. Create, reschedule and cancel invalidate ['smartlink'].
import { smartlinkTimeslotsKey, type SmartlinkSlotsApi, type SmartlinkSlotsQuery } from '../domains/smartlink-slots.js';

export function smartlinkSlotsQueries(api: SmartlinkSlotsApi) {
  return {
    timeslots: (query: SmartlinkSlotsQuery = {}) => ({ queryKey: smartlinkTimeslotsKey(query), queryFn: () => api.timeslots(query) }),
  };
}
