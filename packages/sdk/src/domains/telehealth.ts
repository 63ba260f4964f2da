// spec 000 §3.3 (telehealth appointment), §7.6 (telehealth form GET/POST, timeslots, physicians,
// physician schedule, pharmacies, appointment, reschedule, cancel; user appointments and last
// appointment), §8, §7.2 admin telehealth form; spec 001 §3, §4 Reminder. The whole telehealth
// domain in one object (admin, hosts and the sdk's users that want every call): the form
// (telehealth-form.ts), what a booking reads (telehealth-slots.ts), booking, rescheduling and
// cancelling (telehealth-booking.ts), the member's appointments (appointments.ts) and staff's read
// (telehealth-admin.ts). Widgets create only the part they call, so an element carries only those
// calls and their route rows.
import type { Appointment } from '@healthdeck/contract/light';
import { displayTimeZone, formatReminderDate } from '../rules/date-format.js';
import { SCHEDULER_CONFIRM_FAILED } from '../rules/scheduler-failure.js';
import { createAppointmentsApi } from './appointments.js';
import type { ClinicalHost } from './clinical-record.js';
import { createTelehealthAdminApi } from './telehealth-admin.js';
import { createTelehealthBookingApi } from './telehealth-booking.js';
import { createTelehealthFormApi } from './telehealth-form.js';
import { createTelehealthSlotsApi } from './telehealth-slots.js';

export { APPOINTMENTS_KEY, appointmentsKey, lastAppointmentKey } from './appointments.js';
export { adminTelehealthFormKey } from './telehealth-admin.js';
export { TELEHEALTH_KEY, TELEHEALTH_FORM_KEY } from './telehealth-form.js';
export { TELEHEALTH_SLOTS_KEY, physiciansKey, physicianScheduleKey, telehealthTimeslotsKey, pharmaciesKey, type ScheduleQuery, type TimeslotsQuery } from './telehealth-slots.js';
export type { TelehealthBooking } from './telehealth-booking.js';
export { SCHEDULER_CONFIRM_FAILED };

/** spec 001 §4 Reminder: the card's title. */
export const REMINDER_TITLE = 'Care Advocate - Welcome Call';
/** spec 001 §8: the toast when the reminder cannot be loaded. */
export const REMINDER_LOAD_FAILED = 'Something went wrong';

/** spec 001 §4, §9: the reminder card of an appointment: its title and 'EEEE, MMMM d at h:mmaa' date. */
export function reminderCard(appointment: Pick<Appointment, 'appointment_date'>, timeZone: string = displayTimeZone()): { title: string; date: string } {
  return { title: REMINDER_TITLE, date: formatReminderDate(appointment.appointment_date.date, timeZone) };
}

export function createTelehealthApi(hd: ClinicalHost) {
  return {
    ...createTelehealthFormApi(hd),
    ...createTelehealthSlotsApi(hd),
    ...createTelehealthBookingApi(hd),
    ...createAppointmentsApi(hd),
    admin: createTelehealthAdminApi(hd),
  };
}
export type TelehealthApi = ReturnType<typeof createTelehealthApi>;
