import { z } from 'zod';
import { ResealedAtUpdate } from './kits.js';
import { Appointment, TimeSlot, TimeZoneField } from './telehealth.js';

/** spec 000 §3.3 Smartlink appointmentTime "in a formatted form": the wall time 'yyyy-MM-dd HH:mm' in `timezone`. */
export const SMARTLINK_TIME_FORMAT = 'yyyy-MM-dd HH:mm';
export const SmartlinkTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, `appointmentTime must be formatted ${SMARTLINK_TIME_FORMAT}`);

export const SmartlinkTimeslotsRequest = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
    .optional(),
  days: z.number().int().min(1).max(14).default(7),
  timezone: TimeZoneField,
});
export type SmartlinkTimeslotsRequest = z.input<typeof SmartlinkTimeslotsRequest>;
export const SmartlinkTimeslotsResponse = z.object({ timeslots: z.array(TimeSlot), timezone: z.string() });
export type SmartlinkTimeslotsResponse = z.infer<typeof SmartlinkTimeslotsResponse>;

/** spec 000 §3.3: appointmentTime formatted, timezone read from the browser. */
export const SmartlinkCreateRequest = z.object({ appointmentTime: SmartlinkTime, timezone: TimeZoneField });
export type SmartlinkCreateRequest = z.infer<typeof SmartlinkCreateRequest>;
/** spec 000 §3.3: appointmentId on reschedule. */
export const SmartlinkRescheduleRequest = z.object({
  appointmentId: z.string().uuid('appointmentId must be an appointment id'),
  appointmentTime: SmartlinkTime,
  timezone: TimeZoneField,
});
export type SmartlinkRescheduleRequest = z.infer<typeof SmartlinkRescheduleRequest>;
export const SmartlinkCancelRequest = z.object({ appointmentId: z.string().uuid('appointmentId must be an appointment id') });
export type SmartlinkCancelRequest = z.infer<typeof SmartlinkCancelRequest>;
export const SmartlinkAppointmentResponse = z.object({ appointment: Appointment });
export type SmartlinkAppointmentResponse = z.infer<typeof SmartlinkAppointmentResponse>;
/** Newest first; encrypted_data holds the call details (advocate, phone, link) encrypted to the member's key. */
export const SmartlinkAppointmentsResponse = z.object({ appointments: z.array(Appointment) });
export type SmartlinkAppointmentsResponse = z.infer<typeof SmartlinkAppointmentsResponse>;

/** 409 of smartlinkSealDetails: the call changed (rescheduled, new details) since its details were opened. */
export const CALL_DETAILS_CHANGED_MESSAGE = 'This call has changed. Open its details again.';
export const SmartlinkAppointmentParams = z.object({ id: z.string().uuid('id must be an appointment id') });
/**
 * Ours: a call's details re-sealed in the member's browser under the data key (hd1. only), for the
 * version of the appointment it opened (`updated_at`), as kit reports are (KitSealReportBody).
 */
export const SmartlinkSealDetailsBody = ResealedAtUpdate;
export type SmartlinkSealDetailsBody = z.infer<typeof SmartlinkSealDetailsBody>;

/** What the Smartlink sandbox tells the member about a call (stored encrypted to the member's key). */
export interface SmartlinkCallDetails {
  advocate: string;
  phone: string;
  meeting_url: string;
  appointmentTime: string;
  timezone: string;
}
