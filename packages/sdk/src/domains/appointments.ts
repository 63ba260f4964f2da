// spec 000 §3.4, §7.6 (user appointments and last appointment), spec 001 §2, §4 Reminder: the
// member's appointments with both providers. Alone in its module (with its route rows): the list and
// the reminder card do not bring the booking's, the telehealth form's or staff's calls.
import type { Appointment, UserAppointmentsResponse } from '@healthdeck/contract/light';
import { appointmentsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export const APPOINTMENTS_KEY = ['appointments'] as const;
export const appointmentsKey = (status?: Appointment['status']) => [...APPOINTMENTS_KEY, 'list', status ?? 'all'] as const;
export const lastAppointmentKey = (status: Appointment['status'] = 'created') => [...APPOINTMENTS_KEY, 'last', status] as const;

export function createAppointmentsApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, appointmentsRoutes);
  return {
    /** Both providers' appointments, soonest first. */
    appointments: (status?: Appointment['status'], signal?: AbortSignal): Promise<UserAppointmentsResponse> => call('userAppointments', { query: status ? { status } : {}, signal }),
    /** spec 001 §4, §7: the last appointment with the status (status=created → the reminder); null when none. */
    async lastAppointment(status: Appointment['status'] = 'created', signal?: AbortSignal): Promise<Appointment | null> {
      return (await call('userLastAppointment', { query: { status }, signal })).appointment;
    },
  };
}
export type AppointmentsApi = ReturnType<typeof createAppointmentsApi>;
