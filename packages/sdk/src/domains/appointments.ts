// spec 000 §3.4, §7.6 (user appointments and last appointment), spec 001 §2, §4 Reminder, §8, §9:
// the member's appointments with both providers and the reminder card of the next one. Booking,
// rescheduling and cancelling (telehealth.ts, smartlink.ts) invalidate ['appointments'].
import { appointmentsRoutes, CARE_ADVOCATE_WELCOME_CALL, type Appointment, type UserAppointmentsResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { displayTimeZone, formatReminderDate } from '../rules/date-format.js';
import { routed } from '../transport/http.js';

type AppointmentStatus = Appointment['status'];

export const appointmentsKeys = {
  all: ['appointments'] as const,
  list: (status?: AppointmentStatus) => ['appointments', 'list', status ?? 'all'] as const,
  last: (status: AppointmentStatus = 'created') => ['appointments', 'last', status] as const,
  lastOfType: (status: AppointmentStatus, type: string) => ['appointments', 'last', status, type] as const,
};

/** spec 001 §4 Reminder: the card's title. */
export const REMINDER_TITLE = 'Care Advocate - Welcome Call';
/** spec 001 §8: the toast when the reminder cannot be loaded. */
export const REMINDER_LOAD_FAILED = 'Something went wrong';

/** spec 001 §4, §9: the reminder card of an appointment: its title and 'EEEE, MMMM d at h:mmaa' date. */
export function reminderCard(appointment: Pick<Appointment, 'appointment_date'>, timeZone: string = displayTimeZone()): { title: string; date: string } {
  return { title: REMINDER_TITLE, date: formatReminderDate(appointment.appointment_date.date, timeZone) };
}

const call = (hd: Pick<HealthDeck, 'call'>) => routed(hd.call, appointmentsRoutes);

/** Both providers' appointments, soonest first. */
export function fetchAppointments(hd: Pick<HealthDeck, 'call'>, status?: AppointmentStatus, signal?: AbortSignal): Promise<UserAppointmentsResponse> {
  return call(hd)('userAppointments', { query: status ? { status } : {}, signal });
}

/** spec 001 §4, §7: the last appointment with the status (status=created → the reminder), of one type if given; null when none. */
export async function fetchLastAppointment(hd: Pick<HealthDeck, 'call'>, status: AppointmentStatus = 'created', signal?: AbortSignal, type?: string): Promise<Appointment | null> {
  return (await call(hd)('userLastAppointment', { query: type === undefined ? { status } : { status, type }, signal })).appointment;
}

type Signal = { signal?: AbortSignal };

export const appointmentsQuery = (hd: Pick<HealthDeck, 'call'>, status?: AppointmentStatus) => ({
  queryKey: appointmentsKeys.list(status),
  queryFn: ({ signal }: Signal) => fetchAppointments(hd, status, signal),
});
/** spec 001 §4, §7: the last appointment with a status (status=created by default). */
export const lastAppointmentQuery = (hd: Pick<HealthDeck, 'call'>, status: AppointmentStatus = 'created') => ({
  queryKey: appointmentsKeys.last(status),
  queryFn: ({ signal }: Signal) => fetchLastAppointment(hd, status, signal),
});
/**
 * spec 001 §4 Reminder 'Care Advocate - Welcome Call': the last created appointment that is that
 * call. Another appointment (a virtual visit booked after the call was cancelled) is not the card's.
 */
export const welcomeCallReminderQuery = (hd: Pick<HealthDeck, 'call'>) => ({
  queryKey: appointmentsKeys.lastOfType('created', CARE_ADVOCATE_WELCOME_CALL),
  queryFn: ({ signal }: Signal) => fetchLastAppointment(hd, 'created', signal, CARE_ADVOCATE_WELCOME_CALL),
});
