// Query options for telehealth and appointments (spec 000 §7.6; spec 001 §4 Reminder). Booking,
// rescheduling and cancelling invalidate ['appointments'] and ['telehealth', 'slots'].
import type { Appointment, TelehealthConsultType } from '@healthdeck/contract/light';
import {
  TELEHEALTH_FORM_KEY,
  adminTelehealthFormKey,
  appointmentsKey,
  lastAppointmentKey,
  pharmaciesKey,
  physicianScheduleKey,
  physiciansKey,
  telehealthTimeslotsKey,
  type ScheduleQuery,
  type TelehealthApi,
  type TimeslotsQuery,
} from '../domains/telehealth.js';

type Signal = { signal?: AbortSignal };

export function telehealthQueries(api: TelehealthApi) {
  return {
    form: () => ({ queryKey: TELEHEALTH_FORM_KEY, queryFn: ({ signal }: Signal) => api.form(signal) }),
    physicians: (consultType?: TelehealthConsultType) => ({ queryKey: physiciansKey(consultType), queryFn: ({ signal }: Signal) => api.physicians(consultType, signal) }),
    physicianSchedule: (id: string, query: ScheduleQuery = {}) => ({ queryKey: physicianScheduleKey(id, query), queryFn: ({ signal }: Signal) => api.physicianSchedule(id, query, signal) }),
    timeslots: (query: TimeslotsQuery = {}) => ({ queryKey: telehealthTimeslotsKey(query), queryFn: ({ signal }: Signal) => api.timeslots(query, signal) }),
    pharmacies: (search = '') => ({ queryKey: pharmaciesKey(search), queryFn: ({ signal }: Signal) => api.pharmacies(search, signal) }),
    appointments: (status?: Appointment['status']) => ({ queryKey: appointmentsKey(status), queryFn: ({ signal }: Signal) => api.appointments(status, signal) }),
    /** spec 001 §4 Reminder: the last appointment with status=created. */
    lastAppointment: (status: Appointment['status'] = 'created') => ({ queryKey: lastAppointmentKey(status), queryFn: ({ signal }: Signal) => api.lastAppointment(status, signal) }),
    admin: {
      form: (userId: string) => ({ queryKey: adminTelehealthFormKey(userId), queryFn: ({ signal }: Signal) => api.admin.form(userId, signal) }),
    },
  };
}
export type TelehealthQueries = ReturnType<typeof telehealthQueries>;
