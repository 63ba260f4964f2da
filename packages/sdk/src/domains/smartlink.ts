// spec 000 §3.3 (Smartlink appointment: appointmentTime in a formatted form, timezone read from the
// browser, appointmentId on reschedule), §7.6 (POST timeslots, create, reschedule, cancel; GET
// appointments, decrypted for the user), §9 (timezone from the browser). The free slots' read is
// smartlink-slots.ts (the scheduler's first step needs only it); createSmartlinkApi has every call.
import type { Appointment, SmartlinkAppointmentResponse, SmartlinkCallDetails } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { smartlinkRoutes } from '@healthdeck/contract/light';
import { SMARTLINK_TIME_PATTERN, displayTimeZone, formatInZone } from '../rules/date-format.js';
import { openClinicalRecord, resealOpened, type ClinicalHost, type OpenKeys } from './clinical-record.js';
import { createSmartlinkSlotsApi } from './smartlink-slots.js';
import { APPOINTMENTS_KEY } from './appointments.js';

export { smartlinkTimeslotsKey, type SmartlinkSlotsQuery } from './smartlink-slots.js';

export const SMARTLINK_KEY = ['smartlink'] as const;
export const SMARTLINK_APPOINTMENTS_KEY = ['smartlink', 'appointments'] as const;
export const smartlinkCallDetailsKey = (appointment: Pick<Appointment, 'id' | 'updated_at'>, keys: OpenKeys = {}) =>
  ['smartlink', 'call-details', appointment.id, appointment.updated_at, keys.privateKey ? 'private-key' : 'no-private-key'] as const;

/** A care advocate call with its details opened (null without the member's private key). */
export type SmartlinkAppointment = Appointment & { details: SmartlinkCallDetails | null };

/**
 * spec 000 §3.3: Smartlink takes appointmentTime formatted 'yyyy-MM-dd HH:mm', the wall time in the
 * member's zone. A slot's idstr already has that form; a Date is formatted here.
 */
export function smartlinkAppointmentTime(value: Date | string, timeZone: string = displayTimeZone()): string {
  return typeof value === 'string' ? value : formatInZone(value, SMARTLINK_TIME_PATTERN, timeZone);
}

/**
 * spec 000 §7.6 "appointments (decrypted for the user)": a call's details, which the server wrote
 * to the member's public key (or which this member's browser re-sealed under the data key). Null
 * without details or without the key they need; throws when they cannot be decrypted (another key).
 */
export function openCallDetails(hd: Pick<ClinicalHost, '$dataKey'>, appointment: Pick<Appointment, 'encrypted_data'>, keys: OpenKeys = {}): Promise<SmartlinkCallDetails | null> {
  return openClinicalRecord<SmartlinkCallDetails>(hd, appointment.encrypted_data, keys);
}

export function createSmartlinkApi(hd: ClinicalHost) {
  const { queryClient } = hd;
  const call = routed(hd.call, smartlinkRoutes);
  const changed = () => Promise.all([queryClient.invalidateQueries({ queryKey: SMARTLINK_KEY }), queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY })]);
  /**
   * Ours: a call's details as the server sealed them (OpenPGP to the member's key), once opened here,
   * are sent back re-sealed under the member's data key (smartlinkSealDetails), so a later visit
   * opens them without the password, as kit reports are (resealOpened: best effort, after the answer;
   * a refusal, the call changed since, or a failure leaves them as they were, re-sealed on a later open;
   * keepalive, as record-reseal.ts's calls, so a reload right after the opening does not cut it).
   */
  const resealed = (appointment: Pick<Appointment, 'id' | 'updated_at' | 'encrypted_data'>, details: SmartlinkCallDetails | null) =>
    resealOpened(hd, appointment.encrypted_data, details, (encrypted_data) =>
      call('smartlinkSealDetails', { params: { id: appointment.id }, body: { encrypted_data, updated_at: appointment.updated_at }, keepalive: true }),
    );
  return {
    ...createSmartlinkSlotsApi(hd),
    async create(appointmentTime: Date | string): Promise<SmartlinkAppointmentResponse> {
      const timezone = displayTimeZone();
      const result = await call('smartlinkCreate', { body: { appointmentTime: smartlinkAppointmentTime(appointmentTime, timezone), timezone } });
      await changed();
      return result;
    },
    async reschedule(appointmentId: string, appointmentTime: Date | string): Promise<SmartlinkAppointmentResponse> {
      const timezone = displayTimeZone();
      const result = await call('smartlinkReschedule', { body: { appointmentId, appointmentTime: smartlinkAppointmentTime(appointmentTime, timezone), timezone } });
      await changed();
      return result;
    },
    async cancel(appointmentId: string): Promise<SmartlinkAppointmentResponse> {
      const result = await call('smartlinkCancel', { body: { appointmentId } });
      await changed();
      return result;
    },
    /** spec 000 §7.6: the member's calls, newest first, each with its details decrypted for the member. */
    async appointments(keys: OpenKeys = {}, signal?: AbortSignal): Promise<SmartlinkAppointment[]> {
      const { appointments } = await call('smartlinkAppointments', { signal });
      return Promise.all(appointments.map(async (a) => ({ ...a, details: resealed(a, await openCallDetails(hd, a, keys)) })));
    },
    /** One call's details opened for the member (see openCallDetails), re-sealed once opened (see resealed). */
    callDetails: async (appointment: Pick<Appointment, 'id' | 'updated_at' | 'encrypted_data'>, keys: OpenKeys = {}) => resealed(appointment, await openCallDetails(hd, appointment, keys)),
  };
}
export type SmartlinkApi = ReturnType<typeof createSmartlinkApi>;
