// spec 000 §3.3 (Smartlink appointment: appointmentTime in a formatted form, timezone read from the
// browser, appointmentId on reschedule), §7.6 (POST timeslots, create, reschedule, cancel; GET
// appointments, decrypted for the user), §9 (timezone from the browser). The free slots' read
// registers only its own route row, so the scheduler's first step does not register the others.
import {
  smartlinkRoutes,
  smartlinkSlotsRoutes,
  type Appointment,
  type SmartlinkAppointmentResponse,
  type SmartlinkCallDetails,
  type SmartlinkTimeslotsResponse,
} from '@healthdeck/contract/light';
import { SMARTLINK_TIME_PATTERN, displayTimeZone, formatInZone } from '../rules/date-format.js';
import { routed } from '../transport/http.js';
import { appointmentsKeys } from './appointments.js';
import { openClinicalRecord, resealOpened, type ClinicalHost, type OpenKeys } from './clinical-record.js';

export interface SmartlinkSlotsQuery {
  date?: string;
  days?: number;
}

/** Every key starts with ['smartlink'], which create, reschedule and cancel invalidate (with ['appointments']). */
export const smartlinkKeys = {
  all: ['smartlink'] as const,
  appointments: ['smartlink', 'appointments'] as const,
  timeslots: (query: SmartlinkSlotsQuery = {}) => ['smartlink', 'timeslots', query] as const,
  /** A call's details, opened again when the call changes (updated_at) or the private key is unlocked. */
  callDetails: (appointment: Pick<Appointment, 'id' | 'updated_at'>, keys: OpenKeys = {}) =>
    ['smartlink', 'call-details', appointment.id, appointment.updated_at, keys.privateKey ? 'private-key' : 'no-private-key'] as const,
};

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

const call = (hd: Pick<ClinicalHost, 'call'>) => routed(hd.call, smartlinkRoutes);
const changed = (hd: ClinicalHost) => Promise.all([hd.queryClient.invalidateQueries({ queryKey: smartlinkKeys.all }), hd.queryClient.invalidateQueries({ queryKey: appointmentsKeys.all })]);

/**
 * Ours: a call's details as the server sealed them (OpenPGP to the member's key), once opened here,
 * are sent back re-sealed under the member's data key (smartlinkSealDetails), so a later visit
 * opens them without the password, as kit reports are (resealOpened: best effort, after the answer;
 * a refusal, the call changed since, or a failure leaves them as they were, re-sealed on a later open;
 * keepalive, so a reload right after the opening does not cut it).
 */
function resealed(hd: ClinicalHost, appointment: Pick<Appointment, 'id' | 'updated_at' | 'encrypted_data'>, details: SmartlinkCallDetails | null) {
  return resealOpened(hd, appointment.encrypted_data, details, (encrypted_data) =>
    call(hd)('smartlinkSealDetails', { params: { id: appointment.id }, body: { encrypted_data, updated_at: appointment.updated_at }, keepalive: true }),
  );
}

/** Free call slots; idstr is the wall time in the browser's zone. */
export function fetchSmartlinkTimeslots(hd: Pick<ClinicalHost, 'call'>, query: SmartlinkSlotsQuery = {}): Promise<SmartlinkTimeslotsResponse> {
  return routed(hd.call, smartlinkSlotsRoutes)('smartlinkTimeslots', { body: { ...query, timezone: displayTimeZone() } });
}

export async function bookSmartlinkCall(hd: ClinicalHost, appointmentTime: Date | string): Promise<SmartlinkAppointmentResponse> {
  const timezone = displayTimeZone();
  const result = await call(hd)('smartlinkCreate', { body: { appointmentTime: smartlinkAppointmentTime(appointmentTime, timezone), timezone } });
  await changed(hd);
  return result;
}

export async function rescheduleSmartlinkCall(hd: ClinicalHost, appointmentId: string, appointmentTime: Date | string): Promise<SmartlinkAppointmentResponse> {
  const timezone = displayTimeZone();
  const result = await call(hd)('smartlinkReschedule', { body: { appointmentId, appointmentTime: smartlinkAppointmentTime(appointmentTime, timezone), timezone } });
  await changed(hd);
  return result;
}

export async function cancelSmartlinkCall(hd: ClinicalHost, appointmentId: string): Promise<SmartlinkAppointmentResponse> {
  const result = await call(hd)('smartlinkCancel', { body: { appointmentId } });
  await changed(hd);
  return result;
}

/** spec 000 §7.6: the member's calls, newest first, each with its details decrypted for the member. */
export async function fetchSmartlinkAppointments(hd: ClinicalHost, keys: OpenKeys = {}, signal?: AbortSignal): Promise<SmartlinkAppointment[]> {
  const { appointments } = await call(hd)('smartlinkAppointments', { signal });
  return Promise.all(appointments.map(async (a) => ({ ...a, details: resealed(hd, a, await openCallDetails(hd, a, keys)) })));
}

/** One call's details opened for the member (see openCallDetails), re-sealed once opened (see resealed). */
export async function fetchSmartlinkCallDetails(
  hd: ClinicalHost,
  appointment: Pick<Appointment, 'id' | 'updated_at' | 'encrypted_data'>,
  keys: OpenKeys = {},
): Promise<SmartlinkCallDetails | null> {
  return resealed(hd, appointment, await openCallDetails(hd, appointment, keys));
}

export const smartlinkTimeslotsQuery = (hd: Pick<ClinicalHost, 'call'>, query: SmartlinkSlotsQuery = {}) => ({
  queryKey: smartlinkKeys.timeslots(query),
  queryFn: () => fetchSmartlinkTimeslots(hd, query),
});
export const smartlinkAppointmentsQuery = (hd: ClinicalHost, keys: OpenKeys = {}) => ({
  queryKey: smartlinkKeys.appointments,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSmartlinkAppointments(hd, keys, signal),
});
export const smartlinkCallDetailsQuery = (hd: ClinicalHost, appointment: Pick<Appointment, 'id' | 'updated_at' | 'encrypted_data'>, keys: OpenKeys = {}) => ({
  queryKey: smartlinkKeys.callDetails(appointment, keys),
  queryFn: () => fetchSmartlinkCallDetails(hd, appointment, keys),
});
