// spec 000 §7.6 (timeslots, physicians, physician schedule, pharmacies), §9 (the browser's zone):
// what a telehealth booking reads before it is confirmed. Alone in its module (with its route rows):
// the scheduler's first step does not bring the booking's calls or the sealing code.
import type { PharmaciesResponse, PhysicianScheduleResponse, PhysiciansResponse, RouteQuery, TelehealthConsultType, TimeslotsResponse } from '@healthdeck/contract/light';
import { telehealthSlotsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { displayTimeZone } from '../rules/date-format.js';
import { routed } from '../transport/http.js';

/** Everyone's free slots; booking, rescheduling and cancelling invalidate it. */
export const TELEHEALTH_SLOTS_KEY = ['telehealth', 'slots'] as const;
export const physiciansKey = (consultType?: TelehealthConsultType) => ['telehealth', 'physicians', consultType ?? 'all'] as const;
export const physicianScheduleKey = (id: string, query: ScheduleQuery = {}) => [...TELEHEALTH_SLOTS_KEY, 'physician', id, query] as const;
export const telehealthTimeslotsKey = (query: TimeslotsQuery = {}) => [...TELEHEALTH_SLOTS_KEY, 'all', query] as const;
export const pharmaciesKey = (search = '') => ['telehealth', 'pharmacies', search.trim()] as const;

export type TimeslotsQuery = Omit<NonNullable<RouteQuery<'telehealthTimeslots'>>, 'tz'>;
export type ScheduleQuery = Omit<NonNullable<RouteQuery<'telehealthPhysicianSchedule'>>, 'tz'>;

export function createTelehealthSlotsApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, telehealthSlotsRoutes);
  return {
    physicians: (consultType?: TelehealthConsultType, signal?: AbortSignal): Promise<PhysiciansResponse> =>
      call('telehealthPhysicians', { query: consultType ? { consultType } : {}, signal }),
    /** A physician's free slots; idstr is in the browser's zone. */
    physicianSchedule: (id: string, query: ScheduleQuery = {}, signal?: AbortSignal): Promise<PhysicianScheduleResponse> =>
      call('telehealthPhysicianSchedule', { params: { id }, query: { ...query, tz: displayTimeZone() }, signal }),
    timeslots: (query: TimeslotsQuery = {}, signal?: AbortSignal): Promise<TimeslotsResponse> => call('telehealthTimeslots', { query: { ...query, tz: displayTimeZone() }, signal }),
    pharmacies: (search = '', signal?: AbortSignal): Promise<PharmaciesResponse> => call('telehealthPharmacies', { query: search.trim() ? { search: search.trim() } : {}, signal }),
  };
}
export type TelehealthSlotsApi = ReturnType<typeof createTelehealthSlotsApi>;
