// spec 000 §3.3 (Smartlink appointment: appointmentTime in a formatted form, timezone read from the
// browser, appointmentId on reschedule), §7.6 (POST timeslots, create, reschedule, cancel; GET
// appointments, decrypted for the user); spec 001 §4 Reminder 'Care Advocate - Welcome Call'.
// Call details come from the provider and are stored only encrypted to the member's public key.
import {
  APPOINTMENT_NOT_FOUND_MESSAGE,
  CALL_DETAILS_CHANGED_MESSAGE,
  CARE_ADVOCATE_WELCOME_CALL,
  SLOT_TAKEN_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  type SmartlinkCallDetails,
} from '@healthdeck/contract';
import { encryptForMember } from '@healthdeck/crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { replaceServerSealed } from '../domain/resealed-records/resealed-record.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { localDay } from '../time/local-day.js';
import type { CareAdvocate, SmartlinkProvider } from '../vendors/smartlink-provider.js';
import { createSmartlinkSandbox } from '../vendors/smartlink-sandbox.js';
import { toTimeSlot, wallTimeToInstant } from '../vendors/telehealth-schedule.js';
import { isSlotTaken, markEndedVisitsAttended, ownAppointment, takenStarts, toAppointment } from '../domain/telehealth/appointments.js';

type Db = Kysely<Database>;

/** 'yyyy-MM-dd HH:mm' in `timezone` → the instant. */
function startOf(appointmentTime: string, timezone: string): Date {
  const [date, time] = appointmentTime.split(' ');
  return wallTimeToInstant(date!, time!, timezone);
}

async function sealDetails(db: Db, userId: string, details: SmartlinkCallDetails): Promise<string | null> {
  const account = await db.selectFrom('accounts').select('public_key').where('user_id', '=', userId).executeTakeFirst();
  return account?.public_key ? encryptForMember(details, account.public_key) : null;
}

/** The advocates free at `start`, the preferred one first. */
async function freeAdvocates(db: Db, provider: SmartlinkProvider, start: Date, prefer?: string): Promise<CareAdvocate[]> {
  const all = provider.advocates();
  const taken = await takenStarts(
    db,
    'smartlink',
    all.map((a) => a.id),
    start,
  );
  const free = all.filter((a) => !taken.has(`${a.id}@${start.getTime()}`));
  return [...free.filter((a) => a.id === prefer), ...free.filter((a) => a.id !== prefer)];
}

export function createSmartlinkHandlers(
  provider: SmartlinkProvider,
): SomeHandlers<'smartlinkTimeslots' | 'smartlinkCreate' | 'smartlinkReschedule' | 'smartlinkCancel' | 'smartlinkAppointments' | 'smartlinkSealDetails'> {
  return {
    async smartlinkTimeslots({ body, ctx }) {
      const now = ctx.config.now();
      const all = provider.advocates();
      const taken = await takenStarts(
        ctx.db,
        'smartlink',
        all.map((a) => a.id),
        now,
      );
      const starts = provider.slotStarts(body.date ?? localDay(now, body.timezone), body.days, now).filter((start) => all.some((a) => !taken.has(`${a.id}@${start.getTime()}`)));
      return { timeslots: starts.map((start) => toTimeSlot(start, body.timezone, null)), timezone: body.timezone };
    },

    async smartlinkCreate({ body, user, ctx }) {
      const now = ctx.config.now();
      const start = startOf(body.appointmentTime, body.timezone);
      if (!provider.isSlotStart(start, now)) throw badRequest(SLOT_UNAVAILABLE_MESSAGE, { appointmentTime: SLOT_UNAVAILABLE_MESSAGE });
      // Each free advocate in turn: a concurrent booking may take one between the read and the insert.
      for (const advocate of await freeAdvocates(ctx.db, provider, start)) {
        const booking = await provider.book({ advocate, start });
        const details = provider.details({ appointmentId: booking.appointmentId, advocate, appointmentTime: body.appointmentTime, timezone: body.timezone });
        try {
          const row = await ctx.db
            .insertInto('appointments')
            .values({
              user_id: user.id,
              provider: 'smartlink',
              status: 'created',
              vendor_appointment_id: booking.appointmentId,
              host_id: advocate.id,
              host_name: advocate.name,
              starts_at: start,
              timezone: body.timezone,
              type: CARE_ADVOCATE_WELCOME_CALL,
              encrypted_data: await sealDetails(ctx.db, user.id, details),
              sandbox: provider.sandbox ? 'smartlink' : null,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return { appointment: toAppointment(row) };
        } catch (error) {
          await provider.cancel(booking.appointmentId);
          if (!isSlotTaken(error)) throw error;
        }
      }
      throw badRequest(SLOT_TAKEN_MESSAGE, { appointmentTime: SLOT_TAKEN_MESSAGE });
    },

    async smartlinkReschedule({ body, user, ctx }) {
      const now = ctx.config.now();
      await markEndedVisitsAttended(ctx.db, user.id, now, provider.callMinutes);
      const current = await ownAppointment(ctx.db, user.id, body.appointmentId, 'smartlink');
      const start = startOf(body.appointmentTime, body.timezone);
      if (!provider.isSlotStart(start, now)) throw badRequest(SLOT_UNAVAILABLE_MESSAGE, { appointmentTime: SLOT_UNAVAILABLE_MESSAGE });
      for (const advocate of await freeAdvocates(ctx.db, provider, start, current.host_id)) {
        const details = provider.details({ appointmentId: current.vendor_appointment_id, advocate, appointmentTime: body.appointmentTime, timezone: body.timezone });
        try {
          const row = await ctx.db
            .updateTable('appointments')
            .set({ host_id: advocate.id, host_name: advocate.name, starts_at: start, timezone: body.timezone, encrypted_data: await sealDetails(ctx.db, user.id, details), updated_at: now })
            .where('id', '=', current.id)
            .where('status', '=', 'created')
            .returningAll()
            .executeTakeFirstOrThrow();
          await provider.reschedule(current.vendor_appointment_id, { advocate, start });
          return { appointment: toAppointment(row) };
        } catch (error) {
          if (!isSlotTaken(error)) throw error;
        }
      }
      throw badRequest(SLOT_TAKEN_MESSAGE, { appointmentTime: SLOT_TAKEN_MESSAGE });
    },

    async smartlinkCancel({ body, user, ctx }) {
      const now = ctx.config.now();
      await markEndedVisitsAttended(ctx.db, user.id, now, provider.callMinutes);
      const current = await ownAppointment(ctx.db, user.id, body.appointmentId, 'smartlink');
      await provider.cancel(current.vendor_appointment_id);
      const row = await ctx.db.updateTable('appointments').set({ status: 'cancelled', updated_at: now }).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow();
      return { appointment: toAppointment(row) };
    },

    /** Newest first. */
    async smartlinkAppointments({ user, ctx }) {
      await markEndedVisitsAttended(ctx.db, user.id, ctx.config.now(), provider.callMinutes);
      const rows = await ctx.db
        .selectFrom('appointments')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('provider', '=', 'smartlink')
        .orderBy('starts_at', 'desc')
        .orderBy('id')
        .execute();
      return { appointments: rows.map(toAppointment) };
    },

    /**
     * Ours: the member's browser re-seals a call's details, which the server sealed to the member's
     * public key, under the member's data key (hd1.), so a later visit opens them without the
     * password; a reschedule's new details are never overwritten (replaceServerSealed). Past calls too.
     */
    async smartlinkSealDetails({ params, body, user, ctx }) {
      const row = await ctx.db.selectFrom('appointments').selectAll().where('id', '=', params.id).where('user_id', '=', user.id).where('provider', '=', 'smartlink').executeTakeFirst();
      if (!row) throw new ApiHttpError(404, 'NOT_FOUND', APPOINTMENT_NOT_FOUND_MESSAGE);
      return { appointment: toAppointment(await replaceServerSealed(ctx.db, 'appointments', user.id, row, body, CALL_DETAILS_CHANGED_MESSAGE)) };
    },
  };
}

export const smartlinkHandlers = createSmartlinkHandlers(createSmartlinkSandbox());
