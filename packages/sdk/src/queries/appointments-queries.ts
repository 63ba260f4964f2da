// Query options for the member's appointments (spec 000 §3.4; spec 001 §4 Reminder); a module of its
// own, like its domain. Booking, rescheduling and cancelling invalidate ['appointments'].
import type { Appointment } from '@healthdeck/contract/light';
import { appointmentsKey, lastAppointmentKey, type AppointmentsApi } from '../domains/appointments.js';

type Signal = { signal?: AbortSignal };

export function appointmentsQueries(api: AppointmentsApi) {
  return {
    appointments: (status?: Appointment['status']) => ({ queryKey: appointmentsKey(status), queryFn: ({ signal }: Signal) => api.appointments(status, signal) }),
    /** spec 001 §4 Reminder: the last appointment with status=created. */
    lastAppointment: (status: Appointment['status'] = 'created') => ({ queryKey: lastAppointmentKey(status), queryFn: ({ signal }: Signal) => api.lastAppointment(status, signal) }),
  };
}
export type AppointmentsQueries = ReturnType<typeof appointmentsQueries>;
