// spec 000 §7.6 telehealth form, timeslots, appointment, reschedule, cancel, pharmacies, physicians
// and physician schedule; user appointments and last appointment (domain/telehealth/appointments.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import type { TelehealthProvider } from '../vendors/telehealth-provider.js';
import { createTelehealthSandbox } from '../vendors/telehealth-sandbox.js';
import {
  bookAppointment,
  cancelAppointment,
  freeTimeslots,
  lastMemberAppointment,
  memberAppointments,
  physicianSchedule,
  physiciansOf,
  rescheduleAppointment,
  saveTelehealthForm,
  telehealthFormOf,
} from '../domain/telehealth/appointments.js';

export function createTelehealthHandlers(
  providerFor: (db: Kysely<Database>) => TelehealthProvider,
): SomeHandlers<
  | 'telehealthForm'
  | 'telehealthFormSave'
  | 'telehealthTimeslots'
  | 'telehealthPhysicians'
  | 'telehealthPhysicianSchedule'
  | 'telehealthPharmacies'
  | 'telehealthAppointment'
  | 'telehealthReschedule'
  | 'telehealthCancel'
  | 'userAppointments'
  | 'userLastAppointment'
> {
  return {
    telehealthForm: async ({ user, ctx }) => ({ form: await telehealthFormOf(ctx.db, user.id) }),
    telehealthFormSave: async ({ body, user, ctx }) => ({ form: await saveTelehealthForm(ctx, user.id, body.encrypted_data) }),
    telehealthTimeslots: ({ query, ctx }) => freeTimeslots(ctx, providerFor(ctx.db), query.consultType, query),
    telehealthPhysicians: async ({ query, ctx }) => ({ physicians: await physiciansOf(providerFor(ctx.db), query.consultType) }),
    telehealthPhysicianSchedule: ({ params, query, ctx }) => physicianSchedule(ctx, providerFor(ctx.db), params.id, query),
    telehealthPharmacies: async ({ query, ctx }) => ({ pharmacies: await providerFor(ctx.db).pharmacies(query.search) }),
    telehealthAppointment: async ({ body, user, ctx }) => ({ appointment: await bookAppointment(ctx, providerFor(ctx.db), user.id, body) }),
    telehealthReschedule: async ({ body, user, ctx }) => ({ appointment: await rescheduleAppointment(ctx, providerFor(ctx.db), user.id, body) }),
    telehealthCancel: async ({ body, user, ctx }) => ({ appointment: await cancelAppointment(ctx, providerFor(ctx.db), user.id, body.appointmentId) }),
    userAppointments: async ({ query, user, ctx }) => ({ appointments: await memberAppointments(ctx, user.id, query.status) }),
    userLastAppointment: async ({ query, user, ctx }) => ({ appointment: await lastMemberAppointment(ctx, user.id, query.status, query.type) }),
  };
}

export const telehealthHandlers = createTelehealthHandlers(createTelehealthSandbox);
