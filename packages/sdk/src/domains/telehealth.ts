// spec 000 §3.3 (telehealth appointment: appointmentTime, consultType and physicianId as text, and
// further fields), §7.6 (telehealth form GET/POST, timeslots, physicians, physician schedule,
// pharmacies, appointment, reschedule, cancel; user appointments and last appointment), §8
// (reschedule surfaces the server message), §7.2 admin telehealth form; spec 001 §3, §4 Reminder.
import type {
  AdminTelehealthFormResponse,
  Appointment,
  AppointmentResponse,
  PharmaciesResponse,
  PhysicianScheduleResponse,
  PhysiciansResponse,
  RouteQuery,
  TelehealthConsultType,
  TelehealthFormResponse,
  TimeslotsResponse,
  UserAppointmentsResponse,
} from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { telehealthRoutes } from '@healthdeck/contract/light';
import { displayTimeZone, formatReminderDate } from '../rules/date-format.js';
import { openClinicalRecord, sealForServer, type ClinicalHost } from './clinical-record.js';

export const TELEHEALTH_KEY = ['telehealth'] as const;
export const TELEHEALTH_FORM_KEY = ['telehealth', 'form'] as const;
export const TELEHEALTH_SLOTS_KEY = ['telehealth', 'slots'] as const;
export const APPOINTMENTS_KEY = ['appointments'] as const;
export const physiciansKey = (consultType?: TelehealthConsultType) => ['telehealth', 'physicians', consultType ?? 'all'] as const;
export const physicianScheduleKey = (id: string, query: ScheduleQuery = {}) => [...TELEHEALTH_SLOTS_KEY, 'physician', id, query] as const;
export const telehealthTimeslotsKey = (query: TimeslotsQuery = {}) => [...TELEHEALTH_SLOTS_KEY, 'all', query] as const;
export const pharmaciesKey = (search = '') => ['telehealth', 'pharmacies', search.trim()] as const;
export const appointmentsKey = (status?: Appointment['status']) => [...APPOINTMENTS_KEY, 'list', status ?? 'all'] as const;
export const lastAppointmentKey = (status: Appointment['status'] = 'created') => [...APPOINTMENTS_KEY, 'last', status] as const;
export const adminTelehealthFormKey = (userId: string) => ['admin', 'clinical', 'telehealth-form', userId] as const;

export type TimeslotsQuery = Omit<NonNullable<RouteQuery<'telehealthTimeslots'>>, 'tz'>;
export type ScheduleQuery = Omit<NonNullable<RouteQuery<'telehealthPhysicianSchedule'>>, 'tz'>;

/** What booking a visit takes; the reason (and anything clinical) is sealed before it is sent. */
export interface TelehealthBooking {
  appointmentTime: string;
  consultType: TelehealthConsultType;
  physicianId: string;
  pharmacyId?: string;
  details?: unknown;
}

/** spec 001 §4 Reminder: the card's title. */
export const REMINDER_TITLE = 'Care Advocate - Welcome Call';
/** spec 001 §8: the toast when the reminder cannot be loaded, and the scheduler's confirm failure. */
export const REMINDER_LOAD_FAILED = 'Something went wrong';
export const SCHEDULER_CONFIRM_FAILED = 'Something went wrong. Please try again later.';

/** spec 001 §4, §9: the reminder card of an appointment: its title and 'EEEE, MMMM d at h:mmaa' date. */
export function reminderCard(appointment: Pick<Appointment, 'appointment_date'>, timeZone: string = displayTimeZone()): { title: string; date: string } {
  return { title: REMINDER_TITLE, date: formatReminderDate(appointment.appointment_date.date, timeZone) };
}

export function createTelehealthApi(hd: ClinicalHost) {
  const { queryClient } = hd;
  const call = routed(hd.call, telehealthRoutes);
  /** A booking change moves the member's appointments and everyone's free slots. */
  const bookingChanged = () => Promise.all([queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }), queryClient.invalidateQueries({ queryKey: TELEHEALTH_SLOTS_KEY })]);
  return {
    form: (signal?: AbortSignal): Promise<TelehealthFormResponse> => call('telehealthForm', { signal }),
    async saveForm(answers: unknown): Promise<TelehealthFormResponse> {
      const result = await call('telehealthFormSave', { body: { encrypted_data: await sealForServer(hd, answers) } });
      await queryClient.invalidateQueries({ queryKey: TELEHEALTH_FORM_KEY });
      return result;
    },
    openForm: <T>(form: { encrypted_data: string } | null) => openClinicalRecord<T>(hd, form?.encrypted_data),
    physicians: (consultType?: TelehealthConsultType, signal?: AbortSignal): Promise<PhysiciansResponse> =>
      call('telehealthPhysicians', { query: consultType ? { consultType } : {}, signal }),
    /** A physician's free slots; idstr is in the browser's zone. */
    physicianSchedule: (id: string, query: ScheduleQuery = {}, signal?: AbortSignal): Promise<PhysicianScheduleResponse> =>
      call('telehealthPhysicianSchedule', { params: { id }, query: { ...query, tz: displayTimeZone() }, signal }),
    timeslots: (query: TimeslotsQuery = {}, signal?: AbortSignal): Promise<TimeslotsResponse> => call('telehealthTimeslots', { query: { ...query, tz: displayTimeZone() }, signal }),
    pharmacies: (search = '', signal?: AbortSignal): Promise<PharmaciesResponse> => call('telehealthPharmacies', { query: search.trim() ? { search: search.trim() } : {}, signal }),
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
    /** Both providers' appointments, soonest first. */
    appointments: (status?: Appointment['status'], signal?: AbortSignal): Promise<UserAppointmentsResponse> => call('userAppointments', { query: status ? { status } : {}, signal }),
    /** spec 001 §4, §7: the last appointment with the status (status=created → the reminder); null when none. */
    async lastAppointment(status: Appointment['status'] = 'created', signal?: AbortSignal): Promise<Appointment | null> {
      return (await call('userLastAppointment', { query: { status }, signal })).appointment;
    },
    admin: {
      form: (userId: string, signal?: AbortSignal): Promise<AdminTelehealthFormResponse> => call('adminUserTelehealthForm', { params: { id: userId }, signal }),
    },
  };
}
export type TelehealthApi = ReturnType<typeof createTelehealthApi>;
