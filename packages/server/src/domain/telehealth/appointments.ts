// spec 000 §3.3 (telehealth appointment: appointmentTime, consultType and physicianId as text, and
// further fields), §3.4 (provider, status created → attended | cancelled), §7.6 (telehealth form
// GET/POST, timeslots, appointment, reschedule, cancel, pharmacies, physicians and physician
// schedule; user appointments and last appointment), §8 (reschedule surfaces the server message);
// spec 001 §3 Reminder, §4 Reminder (last appointment with status=created).
import {
  APPOINTMENT_NOT_ACTIVE_MESSAGE,
  APPOINTMENT_NOT_FOUND_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  type Appointment,
  type TelehealthAppointmentRequest,
  type TelehealthForm,
  type TelehealthRescheduleRequest,
  type TimeSlot,
} from '@healthdeck/contract';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { AppContext } from '../../context.js';

/** What the appointment functions need of the app context. */
type TelehealthContext = Pick<AppContext, 'db'> & { config: Pick<AppContext['config'], 'now'> };
import type { AppointmentsTable, Database } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { ApiHttpError, badRequest } from '../../http/api-error.js';
import { localDay } from '../../time/local-day.js';
import type { TelehealthPhysician, TelehealthProvider } from '../../vendors/telehealth-provider.js';
import { toTimeSlot } from '../../vendors/telehealth-schedule.js';

type Db = Kysely<Database>;

export function toAppointment(row: Selectable<AppointmentsTable>): Appointment {
  return {
    id: row.id,
    status: row.status,
    provider: row.provider,
    appointment_id: row.vendor_appointment_id,
    appointment_date: { date: row.starts_at.toISOString(), timezone: row.timezone },
    encrypted_data: row.encrypted_data,
    type: row.type,
    user: row.user_id,
    active: row.status === 'created',
    physician: row.provider === 'mediorbis' ? { id: row.host_id, name: row.host_name } : null,
    sandbox: row.sandbox,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The member's created visits that started before a time: the ones markEndedVisitsAttended marks attended. */
function endedVisits(eb: ExpressionBuilder<Database, 'appointments'>, userId: string, startedBefore: Date) {
  return eb.and([eb('appointments.user_id', '=', userId), eb('appointments.status', '=', 'created'), eb('appointments.starts_at', '<', startedBefore)]);
}

const markStartedBeforeAttended = preparedQuery((db, p: { userId: string; now: Date; startedBefore: Date }) =>
  db
    .updateTable('appointments')
    .set({ status: 'attended', updated_at: p.now })
    .where((eb) => endedVisits(eb, p.userId, p.startedBefore)),
);

/**
 * The member's most recently booked appointment, of any status or of one, and whether any of
 * their visits has ended unmarked (userLastAppointment). One statement for the dashboard's
 * reminder: the mark (an UPDATE) runs only when there is something to mark, not before every read.
 */
function lastAppointmentQuery(db: Db, userId: string, startedBefore: Date, status?: Appointment['status'], type?: string) {
  return db
    .selectFrom('users')
    .leftJoinLateral(
      (eb) => {
        const mine = eb.selectFrom('appointments').selectAll().where('user_id', '=', userId);
        const ofStatus = status === undefined ? mine : mine.where('status', '=', status);
        return (type === undefined ? ofStatus : ofStatus.where('type', '=', type)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).as('last');
      },
      (join) => join.onTrue(),
    )
    .selectAll('last')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('appointments')
            .select(sql`1`.as('one'))
            .where((inner) => endedVisits(inner, userId, startedBefore)),
        )
        .as('has_ended_visits'),
    )
    .where('users.id', '=', userId);
}
const lastAppointment = preparedQuery((db, p: { userId: string; startedBefore: Date }) => lastAppointmentQuery(db, p.userId, p.startedBefore));
const lastAppointmentWithStatus = preparedQuery((db, p: { userId: string; startedBefore: Date; status: Appointment['status'] }) =>
  lastAppointmentQuery(db, p.userId, p.startedBefore, p.status),
);
const lastAppointmentOfType = preparedQuery((db, p: { userId: string; startedBefore: Date; status: Appointment['status']; type: string }) =>
  lastAppointmentQuery(db, p.userId, p.startedBefore, p.status, p.type),
);

/** How long a visit lasts when its provider does not say (the sandboxes' 30 minutes). */
const VISIT_MINUTES = 30;
const visitsStartedBefore = (now: Date, visitMinutes: number) => new Date(now.getTime() - visitMinutes * 60_000);

/**
 * spec 000 §4 leaves open what moves a visit to attended: the providers' sandboxes report a visit
 * that has ended (start + its length) as attended, so a member's created visits in the past are
 * marked attended whenever their appointments are read.
 */
export async function markEndedVisitsAttended(db: Db, userId: string, now: Date, visitMinutes = VISIT_MINUTES): Promise<void> {
  await markStartedBeforeAttended.run(db, { userId, now, startedBefore: visitsStartedBefore(now, visitMinutes) });
}

/** Visits one scheduled sweep marks at the most (a short statement; the next tick takes the rest). */
export const ENDED_VISITS_BATCH = 1000;

/**
 * The scheduled sweep (jobs/tasks.ts) of every member's ended visits: marked attended as a read
 * marks them, so the reminder card and the appointment lists are right before anyone looks.
 * Answers how many were marked.
 */
export async function markAllEndedVisitsAttended(db: Db, now: Date, visitMinutes = VISIT_MINUTES): Promise<number> {
  const result = await db
    .updateTable('appointments')
    .set({ status: 'attended', updated_at: now })
    .where('id', 'in', (eb) =>
      eb.selectFrom('appointments').select('id').where('status', '=', 'created').where('starts_at', '<', visitsStartedBefore(now, visitMinutes)).limit(ENDED_VISITS_BATCH),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An appointment of the member, with the provider; another member's is "not found". */
export async function ownAppointment(db: Db, userId: string, id: string, provider: Appointment['provider']): Promise<Selectable<AppointmentsTable>> {
  const row = await db.selectFrom('appointments').selectAll().where('id', '=', id).where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
  if (!row) throw new ApiHttpError(404, 'NOT_FOUND', APPOINTMENT_NOT_FOUND_MESSAGE, { appointmentId: APPOINTMENT_NOT_FOUND_MESSAGE });
  if (row.status !== 'created') throw badRequest(APPOINTMENT_NOT_ACTIVE_MESSAGE, { appointmentId: APPOINTMENT_NOT_ACTIVE_MESSAGE });
  return row;
}

/** PostgreSQL's unique violation on the slot index: another created appointment holds the slot. */
export function isSlotTaken(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505' && 'constraint' in error && error.constraint === 'appointments_slot_taken';
}

/** Slot starts already held by created appointments of a provider's hosts. */
export async function takenStarts(db: Db, provider: Appointment['provider'], hostIds: string[], from: Date): Promise<Set<string>> {
  if (hostIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('appointments')
    .select(['host_id', 'starts_at'])
    .where('provider', '=', provider)
    .where('status', '=', 'created')
    .where('host_id', 'in', hostIds)
    .where('starts_at', '>=', from)
    .execute();
  return new Set(rows.map((r) => `${r.host_id}@${r.starts_at.getTime()}`));
}

async function freeSlots(
  ctx: TelehealthContext,
  provider: TelehealthProvider,
  physicians: TelehealthPhysician[],
  fromDate: string | undefined,
  days: number,
  tz: string,
): Promise<TimeSlot[]> {
  const now = ctx.config.now();
  const taken = await takenStarts(
    ctx.db,
    'mediorbis',
    physicians.map((p) => p.id),
    now,
  );
  const slots = physicians.flatMap((physician) =>
    provider
      .scheduleStarts(physician, fromDate ?? localDay(now, physician.timeZone), days, now)
      .filter((start) => !taken.has(`${physician.id}@${start.getTime()}`))
      .map((start) => toTimeSlot(start, tz, physician.id)),
  );
  return slots.sort((a, b) => a.idStrISO.localeCompare(b.idStrISO) || (a.physician_id ?? '').localeCompare(b.physician_id ?? ''));
}

function withoutZone(physician: TelehealthPhysician) {
  const { timeZone: _zone, ...rest } = physician;
  return rest;
}

/** The member's telehealth intake form (sealed in the browser), or null. */
export async function telehealthFormOf(db: Db, userId: string): Promise<TelehealthForm | null> {
  const row = await db.selectFrom('telehealth_forms').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? { encrypted_data: row.encrypted_data, updated_at: row.updated_at.toISOString() } : null;
}

export async function saveTelehealthForm(ctx: TelehealthContext, userId: string, encryptedData: string): Promise<TelehealthForm> {
  const now = ctx.config.now();
  const row = await ctx.db
    .insertInto('telehealth_forms')
    .values({ user_id: userId, encrypted_data: encryptedData, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ encrypted_data: encryptedData, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { encrypted_data: row.encrypted_data, updated_at: row.updated_at.toISOString() };
}

interface SlotWindow {
  /** The first day (YYYY-MM-DD); the physician's today when absent. */
  date?: string;
  days: number;
  /** The zone the slots are labelled in (UTC when absent). */
  tz?: string;
}

/** The free slots of the physicians of a consult type. */
export async function freeTimeslots(ctx: TelehealthContext, provider: TelehealthProvider, consultType: Parameters<TelehealthProvider['physicians']>[0], window: SlotWindow) {
  const tz = window.tz ?? 'UTC';
  const physicians = await provider.physicians(consultType);
  return { timeslots: await freeSlots(ctx, provider, physicians, window.date, window.days, tz), timezone: tz };
}

export async function physiciansOf(provider: TelehealthProvider, consultType: Parameters<TelehealthProvider['physicians']>[0]) {
  return (await provider.physicians(consultType)).map(withoutZone);
}

/** One physician with their free slots. */
export async function physicianSchedule(ctx: TelehealthContext, provider: TelehealthProvider, physicianId: string, window: SlotWindow) {
  const physician = await provider.physician(physicianId);
  if (!physician) throw new ApiHttpError(404, 'NOT_FOUND', 'Physician not found');
  const tz = window.tz ?? 'UTC';
  return { physician: withoutZone(physician), timeslots: await freeSlots(ctx, provider, [physician], window.date, window.days, tz), timezone: tz };
}

/** Books a free slot with the provider, then holds it in the table; a concurrent booking of the slot loses and is cancelled. */
export async function bookAppointment(ctx: TelehealthContext, provider: TelehealthProvider, userId: string, request: TelehealthAppointmentRequest): Promise<Appointment> {
  const now = ctx.config.now();
  const physician = await provider.physician(request.physicianId);
  if (!physician) throw badRequest('Physician not found', { physicianId: 'Physician not found' });
  if (!physician.consult_types.includes(request.consultType)) {
    throw badRequest('This physician does not offer that consult type', { consultType: 'This physician does not offer that consult type' });
  }
  if (request.pharmacyId && !(await provider.pharmacy(request.pharmacyId))) throw badRequest('Pharmacy not found', { pharmacyId: 'Pharmacy not found' });
  const start = new Date(request.appointmentTime);
  if (!provider.isSlotStart(physician, start, now)) throw badRequest(SLOT_UNAVAILABLE_MESSAGE, { appointmentTime: SLOT_UNAVAILABLE_MESSAGE });
  const taken = await takenStarts(ctx.db, 'mediorbis', [physician.id], start);
  if (taken.has(`${physician.id}@${start.getTime()}`)) throw badRequest(SLOT_TAKEN_MESSAGE, { appointmentTime: SLOT_TAKEN_MESSAGE });
  const booking = await provider.book({ physician, start, consultType: request.consultType, pharmacyId: request.pharmacyId });
  try {
    const row = await ctx.db
      .insertInto('appointments')
      .values({
        user_id: userId,
        provider: 'mediorbis',
        status: 'created',
        vendor_appointment_id: booking.appointmentId,
        host_id: physician.id,
        host_name: physician.name,
        starts_at: start,
        timezone: request.timezone,
        type: request.consultType,
        encrypted_data: request.encrypted_data ?? null,
        sandbox: provider.sandbox ? 'telehealth' : null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAppointment(row);
  } catch (error) {
    if (!isSlotTaken(error)) throw error;
    await provider.cancel(booking.appointmentId); // a concurrent booking won the slot
    throw badRequest(SLOT_TAKEN_MESSAGE, { appointmentTime: SLOT_TAKEN_MESSAGE });
  }
}

export async function rescheduleAppointment(ctx: TelehealthContext, provider: TelehealthProvider, userId: string, request: TelehealthRescheduleRequest): Promise<Appointment> {
  const now = ctx.config.now();
  await markEndedVisitsAttended(ctx.db, userId, now, provider.visitMinutes);
  const current = await ownAppointment(ctx.db, userId, request.appointmentId, 'mediorbis');
  const physician = await provider.physician(current.host_id);
  const start = new Date(request.appointmentTime);
  if (!physician || !provider.isSlotStart(physician, start, now)) throw badRequest(SLOT_UNAVAILABLE_MESSAGE, { appointmentTime: SLOT_UNAVAILABLE_MESSAGE });
  try {
    const row = await ctx.db
      .updateTable('appointments')
      .set({ starts_at: start, updated_at: now })
      .where('id', '=', current.id)
      .where('status', '=', 'created')
      .returningAll()
      .executeTakeFirstOrThrow();
    await provider.reschedule(current.vendor_appointment_id, start);
    return toAppointment(row);
  } catch (error) {
    if (isSlotTaken(error)) throw badRequest(SLOT_TAKEN_MESSAGE, { appointmentTime: SLOT_TAKEN_MESSAGE });
    throw error;
  }
}

export async function cancelAppointment(ctx: TelehealthContext, provider: TelehealthProvider, userId: string, appointmentId: string): Promise<Appointment> {
  const now = ctx.config.now();
  await markEndedVisitsAttended(ctx.db, userId, now, provider.visitMinutes);
  const current = await ownAppointment(ctx.db, userId, appointmentId, 'mediorbis');
  await provider.cancel(current.vendor_appointment_id);
  const row = await ctx.db.updateTable('appointments').set({ status: 'cancelled', updated_at: now }).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow();
  return toAppointment(row);
}

/** Both providers' appointments of the member, soonest first. */
export async function memberAppointments(ctx: TelehealthContext, userId: string, status?: Appointment['status']): Promise<Appointment[]> {
  await markEndedVisitsAttended(ctx.db, userId, ctx.config.now());
  let q = ctx.db.selectFrom('appointments').selectAll().where('user_id', '=', userId);
  if (status) q = q.where('status', '=', status);
  const rows = await q.orderBy('starts_at').orderBy('id').execute();
  return rows.map(toAppointment);
}

/** spec 001 §4 Reminder: the most recently booked appointment with the status (status=created → the reminder card). */
export async function lastMemberAppointment(ctx: TelehealthContext, userId: string, status?: Appointment['status'], type?: string): Promise<Appointment | null> {
  const now = ctx.config.now();
  const params = { userId, startedBefore: visitsStartedBefore(now, VISIT_MINUTES) };
  const read = () => {
    if (type !== undefined) return lastAppointmentOfType.first(ctx.db, { ...params, status: status ?? 'created', type });
    return status ? lastAppointmentWithStatus.first(ctx.db, { ...params, status }) : lastAppointment.first(ctx.db, params);
  };
  let found = await read();
  if (found?.has_ended_visits) {
    await markEndedVisitsAttended(ctx.db, userId, now);
    found = await read();
  }
  return found?.id ? toAppointment(found as Selectable<AppointmentsTable>) : null;
}
