// Query options for what a telehealth booking reads (spec 000 §7.6): physicians, a physician's
// schedule, free slots, pharmacies; a module of its own, like its domain. Booking, rescheduling and
// cancelling invalidate ['telehealth', 'slots'].
import type { TelehealthConsultType } from '@healthdeck/contract/light';
import { pharmaciesKey, physicianScheduleKey, physiciansKey, telehealthTimeslotsKey, type ScheduleQuery, type TelehealthSlotsApi, type TimeslotsQuery } from '../domains/telehealth-slots.js';

type Signal = { signal?: AbortSignal };

export function telehealthSlotsQueries(api: TelehealthSlotsApi) {
  return {
    physicians: (consultType?: TelehealthConsultType) => ({ queryKey: physiciansKey(consultType), queryFn: ({ signal }: Signal) => api.physicians(consultType, signal) }),
    physicianSchedule: (id: string, query: ScheduleQuery = {}) => ({ queryKey: physicianScheduleKey(id, query), queryFn: ({ signal }: Signal) => api.physicianSchedule(id, query, signal) }),
    timeslots: (query: TimeslotsQuery = {}) => ({ queryKey: telehealthTimeslotsKey(query), queryFn: ({ signal }: Signal) => api.timeslots(query, signal) }),
    pharmacies: (search = '') => ({ queryKey: pharmaciesKey(search), queryFn: ({ signal }: Signal) => api.pharmacies(search, signal) }),
  };
}
export type TelehealthSlotsQueries = ReturnType<typeof telehealthSlotsQueries>;
