import { z } from 'zod';
import { SandboxSource } from './common.js';
import { EncryptedData } from './measurements.js';

/** spec 000 §3.4 appointment provider (spec 001 §9: providers MediOrbis and Smartlink) and status. */
export const APPOINTMENT_PROVIDERS = ['mediorbis', 'smartlink'] as const;
export const AppointmentProvider = z.enum(APPOINTMENT_PROVIDERS);
export type AppointmentProvider = z.infer<typeof AppointmentProvider>;
export const APPOINTMENT_STATUSES = ['created', 'attended', 'cancelled'] as const;
export const AppointmentStatus = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;

/** Telehealth consult types, sent as text (spec 000 §3.3); 3 is the Virtual Visit (spec 001 §2 ?consultType=3). */
export const TELEHEALTH_CONSULT_TYPES = { '1': 'Everyday care', '2': 'Urgent care', '3': 'Virtual care', '4': 'Specialty care' } as const;
export type TelehealthConsultType = keyof typeof TELEHEALTH_CONSULT_TYPES;
export const ConsultType = z.enum(Object.keys(TELEHEALTH_CONSULT_TYPES) as [TelehealthConsultType, ...TelehealthConsultType[]], {
  error: 'consultType must be one of: 1, 2, 3, 4',
});
/** Text of digits, as the spec sends physicianId. */
export const NumericText = z.string().regex(/^\d{1,9}$/, 'must be a number sent as text');

export const CARE_ADVOCATE_WELCOME_CALL_TITLE = 'Care Advocate - Welcome Call';

/** spec 001 §3 Time slot: id, idstr, idStrISO (idstr is the local wall time in the asked zone). */
export const TimeSlot = z.object({
  id: z.string(),
  idstr: z.string(),
  idStrISO: z.string().datetime({ offset: true }),
  physician_id: z.string().nullable(),
});
export type TimeSlot = z.infer<typeof TimeSlot>;
export const TimeslotsResponse = z.object({ timeslots: z.array(TimeSlot), timezone: z.string() });
export type TimeslotsResponse = z.infer<typeof TimeslotsResponse>;

const IanaZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'timezone must be an IANA time zone such as America/Chicago');
export const TimeZoneField = IanaZone;
const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');

export const TelehealthTimeslotsQuery = z.object({
  consultType: ConsultType.default('3'),
  date: DateOnly.optional(),
  days: z.coerce.number().int().min(1).max(14).default(7),
  tz: IanaZone.optional(),
});

export const Physician = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  languages: z.array(z.string()),
  consult_types: z.array(ConsultType),
});
export type Physician = z.infer<typeof Physician>;
export const PhysiciansQuery = z.object({ consultType: ConsultType.optional() }).strict();
export const PhysiciansResponse = z.object({ physicians: z.array(Physician) });
export type PhysiciansResponse = z.infer<typeof PhysiciansResponse>;
export const PhysicianParams = z.object({ id: NumericText });
export const PhysicianScheduleQuery = z.object({
  date: DateOnly.optional(),
  days: z.coerce.number().int().min(1).max(14).default(7),
  tz: IanaZone.optional(),
});
export const PhysicianScheduleResponse = z.object({ physician: Physician, timeslots: z.array(TimeSlot), timezone: z.string() });
export type PhysicianScheduleResponse = z.infer<typeof PhysicianScheduleResponse>;

export const Pharmacy = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
});
export type Pharmacy = z.infer<typeof Pharmacy>;
export const PharmaciesQuery = z.object({ search: z.string().trim().max(100).optional() });
export const PharmaciesResponse = z.object({ pharmacies: z.array(Pharmacy) });
export type PharmaciesResponse = z.infer<typeof PharmaciesResponse>;

/** spec 001 §3 Reminder: the appointment as the member and the reminder card read it. */
export const Appointment = z.object({
  id: z.string().uuid(),
  status: AppointmentStatus,
  provider: AppointmentProvider,
  /** The provider's own appointment id. */
  appointment_id: z.string(),
  appointment_date: z.object({ date: z.string().datetime({ offset: true }), timezone: z.string() }),
  encrypted_data: z.string().nullable(),
  type: z.string(),
  user: z.string().uuid(),
  active: z.boolean(),
  physician: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** 'telehealth' or 'smartlink' when that provider's sandbox booked it (a made-up visit or call: docs/decisions/0090-sandboxes-say-so.md), null for a real provider. */
  sandbox: SandboxSource,
  created_at: z.string().datetime({ offset: true }),
  updated_at: z.string().datetime({ offset: true }),
});
export type Appointment = z.infer<typeof Appointment>;
export const AppointmentResponse = z.object({ appointment: Appointment });
export type AppointmentResponse = z.infer<typeof AppointmentResponse>;

/** spec 000 §3.3 Telehealth appointment: appointmentTime, consultType and physicianId (as text), and further fields. */
export const TelehealthAppointmentRequest = z.object({
  appointmentTime: z.string().datetime({ offset: true, message: 'appointmentTime must be an ISO date and time' }),
  consultType: ConsultType,
  physicianId: NumericText,
  pharmacyId: NumericText.optional(),
  timezone: IanaZone,
  /** The reason for the visit and anything else clinical, sealed in the client. */
  encrypted_data: EncryptedData.optional(),
});
export type TelehealthAppointmentRequest = z.infer<typeof TelehealthAppointmentRequest>;
export const TelehealthRescheduleRequest = z.object({
  appointmentId: z.string().uuid('appointmentId must be an appointment id'),
  appointmentTime: z.string().datetime({ offset: true, message: 'appointmentTime must be an ISO date and time' }),
});
export type TelehealthRescheduleRequest = z.infer<typeof TelehealthRescheduleRequest>;
export const AppointmentCancelRequest = z.object({ appointmentId: z.string().uuid('appointmentId must be an appointment id') });
export type AppointmentCancelRequest = z.infer<typeof AppointmentCancelRequest>;

export const SLOT_TAKEN_MESSAGE = 'That time slot is no longer available. Please choose another.';
export const SLOT_UNAVAILABLE_MESSAGE = 'That time is not one of the available time slots.';
export const APPOINTMENT_NOT_FOUND_MESSAGE = 'Appointment not found';
export const APPOINTMENT_NOT_ACTIVE_MESSAGE = 'Only a scheduled appointment can be changed';

/** spec 000 §3.3 Telehealth form (intake before a visit); sealed in the client. */
export const TelehealthForm = z.object({ encrypted_data: z.string(), updated_at: z.string().datetime({ offset: true }) });
export type TelehealthForm = z.infer<typeof TelehealthForm>;
export const TelehealthFormResponse = z.object({ form: TelehealthForm.nullable() });
export type TelehealthFormResponse = z.infer<typeof TelehealthFormResponse>;
export const TelehealthFormSaveRequest = z.object({ encrypted_data: EncryptedData });
export type TelehealthFormSaveRequest = z.infer<typeof TelehealthFormSaveRequest>;

/** spec 000 §7.6 User appointments and last appointment (query status; spec 001 §7 status=created → reminder). */
export const UserAppointmentsQuery = z.object({ status: AppointmentStatus.optional() }).strict();
export const UserAppointmentsResponse = z.object({ appointments: z.array(Appointment) });
export type UserAppointmentsResponse = z.infer<typeof UserAppointmentsResponse>;
/** The last appointment with a status, and optionally of one type (the reminder card asks for the care advocate welcome call). */
export const LastAppointmentQuery = z.object({ status: AppointmentStatus.optional(), type: z.string().trim().min(1).max(64).optional() }).strict();
export const LastAppointmentResponse = z.object({ appointment: Appointment.nullable() });
export type LastAppointmentResponse = z.infer<typeof LastAppointmentResponse>;
