// spec 000 §3.3, §7.6 (POST timeslots), §9 (timezone from the browser): the Smartlink care
// advocates' free call slots. Alone in its module (with its route row): the scheduler's first step
// does not bring the calls' booking, cancelling or decrypting (smartlink.ts).
import type { SmartlinkTimeslotsResponse } from '@healthdeck/contract/light';
import { smartlinkSlotsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { displayTimeZone } from '../rules/date-format.js';
import { routed } from '../transport/http.js';

export const smartlinkTimeslotsKey = (query: SmartlinkSlotsQuery = {}) => ['smartlink', 'timeslots', query] as const;

export interface SmartlinkSlotsQuery {
  date?: string;
  days?: number;
}

export function createSmartlinkSlotsApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, smartlinkSlotsRoutes);
  return {
    /** Free call slots; idstr is the wall time in the browser's zone. */
    timeslots: (query: SmartlinkSlotsQuery = {}): Promise<SmartlinkTimeslotsResponse> => call('smartlinkTimeslots', { body: { ...query, timezone: displayTimeZone() } }),
  };
}
export type SmartlinkSlotsApi = ReturnType<typeof createSmartlinkSlotsApi>;
