// spec 000 §3.3 (telehealth appointment: appointmentTime, consultType and physicianId as text, and
// further fields), §7.6 (appointment, reschedule, cancel), §8 (reschedule surfaces the server
// message). Alone in its module (with its route rows): loaded with the steps that confirm or cancel.
import type { AppointmentResponse, TelehealthConsultType } from '@healthdeck/contract/light';
import { telehealthBookingRoutes } from '@healthdeck/contract/light';
import { displayTimeZone } from '../rules/date-format.js';
import { routed } from '../transport/http.js';
import { sealForServer, type ClinicalHost } from './clinical-record.js';
import { APPOINTMENTS_KEY } from './appointments.js';
import { TELEHEALTH_SLOTS_KEY } from './telehealth-slots.js';

/** What booking a visit takes; the reason (and anything clinical) is sealed before it is sent. */
export interface TelehealthBooking {
  appointmentTime: string;
  consultType: TelehealthConsultType;
  physicianId: string;
  pharmacyId?: string;
  details?: unknown;
}

export function createTelehealthBookingApi(hd: ClinicalHost) {
  const { queryClient } = hd;
  const call = routed(hd.call, telehealthBookingRoutes);
  /** A booking change moves the member's appointments and everyone's free slots. */
  const bookingChanged = () => Promise.all([queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }), queryClient.invalidateQueries({ queryKey: TELEHEALTH_SLOTS_KEY })]);
  return {
    async book(booking: TelehealthBooking): Promise<AppointmentResponse> {
      const { details, ...fields } = booking;
      const encrypted_data = details === undefined ? undefined : await sealForServer(hd, details);
      const result = await call('telehealthAppointment', { body: { ...fields, timezone: displayTimeZone(), ...(encrypted_data ? { encrypted_data } : {}) } });
      await bookingChanged();
      return result;
    },
    /** spec 000 §8: a refusal (e.g. the slot was taken meanwhile) rejects with the server's message. */
    async reschedule(appointmentId: string, appointmentTime: string): Promise<AppointmentResponse> {
      const result = await call('telehealthReschedule', { body: { appointmentId, appointmentTime } });
      await bookingChanged();
      return result;
    },
    async cancel(appointmentId: string): Promise<AppointmentResponse> {
      const result = await call('telehealthCancel', { body: { appointmentId } });
      await bookingChanged();
      return result;
    },
  };
}
export type TelehealthBookingApi = ReturnType<typeof createTelehealthBookingApi>;
