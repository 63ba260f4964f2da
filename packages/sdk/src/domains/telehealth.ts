// spec 000 §3.3 (telehealth appointment: appointmentTime, consultType and physicianId as text, and
// further fields), §7.6 (telehealth form GET/POST, timeslots, physicians, physician schedule,
// pharmacies, appointment, reschedule, cancel), §7.2 admin telehealth form, §8 (reschedule surfaces
// the server message), §9 (the browser's zone). The member's appointments with both providers are
// appointments.ts. The form, what a booking reads, the booking and staff's read each register only
// their own route rows, so the scheduler's first step does not register the booking's.
import {
  telehealthAdminRoutes,
  telehealthBookingRoutes,
  telehealthFormRoutes,
  telehealthSlotsRoutes,
  type AdminTelehealthFormResponse,
  type AppointmentResponse,
  type PharmaciesResponse,
  type PhysicianScheduleResponse,
  type PhysiciansResponse,
  type RouteQuery,
  type TelehealthConsultType,
  type TelehealthFormResponse,
  type TimeslotsResponse,
} from '@healthdeck/contract/light';
import { displayTimeZone } from '../rules/date-format.js';
import { routed } from '../transport/http.js';
import { appointmentsKeys } from './appointments.js';
import { clinicalRecordKeys, openClinicalRecord, sealForServer, type ClinicalHost } from './clinical-record.js';

export type TimeslotsQuery = Omit<NonNullable<RouteQuery<'telehealthTimeslots'>>, 'tz'>;
export type ScheduleQuery = Omit<NonNullable<RouteQuery<'telehealthPhysicianSchedule'>>, 'tz'>;

export const telehealthKeys = {
  all: ['telehealth'] as const,
  form: ['telehealth', 'form'] as const,
  /** Everyone's free slots; booking, rescheduling and cancelling invalidate it. */
  slots: ['telehealth', 'slots'] as const,
  physicians: (consultType?: TelehealthConsultType) => ['telehealth', 'physicians', consultType ?? 'all'] as const,
  physicianSchedule: (id: string, query: ScheduleQuery = {}) => ['telehealth', 'slots', 'physician', id, query] as const,
  timeslots: (query: TimeslotsQuery = {}) => ['telehealth', 'slots', 'all', query] as const,
  pharmacies: (search = '') => ['telehealth', 'pharmacies', search.trim()] as const,
  adminForm: (userId: string) => [...clinicalRecordKeys.admin, 'telehealth-form', userId] as const,
};

/** What booking a visit takes; the reason (and anything clinical) is sealed before it is sent. */
export interface TelehealthBooking {
  appointmentTime: string;
  consultType: TelehealthConsultType;
  physicianId: string;
  pharmacyId?: string;
  details?: unknown;
}

// The member's telehealth form, sealed here and opened in the browser.

export function fetchTelehealthForm(hd: Pick<ClinicalHost, 'call'>, signal?: AbortSignal): Promise<TelehealthFormResponse> {
  return routed(hd.call, telehealthFormRoutes)('telehealthForm', { signal });
}

export async function saveTelehealthForm(hd: ClinicalHost, answers: unknown): Promise<TelehealthFormResponse> {
  const result = await routed(hd.call, telehealthFormRoutes)('telehealthFormSave', { body: { encrypted_data: await sealForServer(hd, answers) } });
  await hd.queryClient.invalidateQueries({ queryKey: telehealthKeys.form });
  return result;
}

export function openTelehealthForm<T>(hd: ClinicalHost, form: { encrypted_data: string } | null): Promise<T | null> {
  return openClinicalRecord<T>(hd, form?.encrypted_data);
}

// What a booking reads before it is confirmed.

const slotsCall = (hd: Pick<ClinicalHost, 'call'>) => routed(hd.call, telehealthSlotsRoutes);

export function fetchPhysicians(hd: Pick<ClinicalHost, 'call'>, consultType?: TelehealthConsultType, signal?: AbortSignal): Promise<PhysiciansResponse> {
  return slotsCall(hd)('telehealthPhysicians', { query: consultType ? { consultType } : {}, signal });
}

/** A physician's free slots; idstr is in the browser's zone. */
export function fetchPhysicianSchedule(hd: Pick<ClinicalHost, 'call'>, id: string, query: ScheduleQuery = {}, signal?: AbortSignal): Promise<PhysicianScheduleResponse> {
  return slotsCall(hd)('telehealthPhysicianSchedule', { params: { id }, query: { ...query, tz: displayTimeZone() }, signal });
}

export function fetchTelehealthTimeslots(hd: Pick<ClinicalHost, 'call'>, query: TimeslotsQuery = {}, signal?: AbortSignal): Promise<TimeslotsResponse> {
  return slotsCall(hd)('telehealthTimeslots', { query: { ...query, tz: displayTimeZone() }, signal });
}

export function fetchPharmacies(hd: Pick<ClinicalHost, 'call'>, search = '', signal?: AbortSignal): Promise<PharmaciesResponse> {
  return slotsCall(hd)('telehealthPharmacies', { query: search.trim() ? { search: search.trim() } : {}, signal });
}

// Booking, rescheduling and cancelling.

const bookingCall = (hd: Pick<ClinicalHost, 'call'>) => routed(hd.call, telehealthBookingRoutes);
/** A booking change moves the member's appointments and everyone's free slots. */
const bookingChanged = (hd: ClinicalHost) =>
  Promise.all([hd.queryClient.invalidateQueries({ queryKey: appointmentsKeys.all }), hd.queryClient.invalidateQueries({ queryKey: telehealthKeys.slots })]);

export async function bookTelehealth(hd: ClinicalHost, booking: TelehealthBooking): Promise<AppointmentResponse> {
  const { details, ...fields } = booking;
  const encrypted_data = details === undefined ? undefined : await sealForServer(hd, details);
  const result = await bookingCall(hd)('telehealthAppointment', { body: { ...fields, timezone: displayTimeZone(), ...(encrypted_data ? { encrypted_data } : {}) } });
  await bookingChanged(hd);
  return result;
}

/** spec 000 §8: a refusal (e.g. the slot was taken meanwhile) rejects with the server's message. */
export async function rescheduleTelehealth(hd: ClinicalHost, appointmentId: string, appointmentTime: string): Promise<AppointmentResponse> {
  const result = await bookingCall(hd)('telehealthReschedule', { body: { appointmentId, appointmentTime } });
  await bookingChanged(hd);
  return result;
}

export async function cancelTelehealth(hd: ClinicalHost, appointmentId: string): Promise<AppointmentResponse> {
  const result = await bookingCall(hd)('telehealthCancel', { body: { appointmentId } });
  await bookingChanged(hd);
  return result;
}

/** spec 000 §7.2 admin telehealth form: staff's read of a member's telehealth form. */
export function fetchAdminTelehealthForm(hd: Pick<ClinicalHost, 'call'>, userId: string, signal?: AbortSignal): Promise<AdminTelehealthFormResponse> {
  return routed(hd.call, telehealthAdminRoutes)('adminUserTelehealthForm', { params: { id: userId }, signal });
}

type Signal = { signal?: AbortSignal };

export const telehealthFormQuery = (hd: Pick<ClinicalHost, 'call'>) => ({
  queryKey: telehealthKeys.form,
  queryFn: ({ signal }: Signal) => fetchTelehealthForm(hd, signal),
});
export const physiciansQuery = (hd: Pick<ClinicalHost, 'call'>, consultType?: TelehealthConsultType) => ({
  queryKey: telehealthKeys.physicians(consultType),
  queryFn: ({ signal }: Signal) => fetchPhysicians(hd, consultType, signal),
});
export const physicianScheduleQuery = (hd: Pick<ClinicalHost, 'call'>, id: string, query: ScheduleQuery = {}) => ({
  queryKey: telehealthKeys.physicianSchedule(id, query),
  queryFn: ({ signal }: Signal) => fetchPhysicianSchedule(hd, id, query, signal),
});
export const telehealthTimeslotsQuery = (hd: Pick<ClinicalHost, 'call'>, query: TimeslotsQuery = {}) => ({
  queryKey: telehealthKeys.timeslots(query),
  queryFn: ({ signal }: Signal) => fetchTelehealthTimeslots(hd, query, signal),
});
export const pharmaciesQuery = (hd: Pick<ClinicalHost, 'call'>, search = '') => ({
  queryKey: telehealthKeys.pharmacies(search),
  queryFn: ({ signal }: Signal) => fetchPharmacies(hd, search, signal),
});
export const adminTelehealthFormQuery = (hd: Pick<ClinicalHost, 'call'>, userId: string) => ({
  queryKey: telehealthKeys.adminForm(userId),
  queryFn: ({ signal }: Signal) => fetchAdminTelehealthForm(hd, userId, signal),
});
