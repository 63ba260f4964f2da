// spec 000 §7.6 Health actions: user-health-actions, completed, in-progress, current medications,
// current allergies, current health issues, save-user-allergy (POST), medications-log, POST
// medications schedule, POST change health action status (§3.3 program_id, health_action_id).
// spec 000 §8: health issue, medication and allergy saves answer 400 with a message the client shows.
// Catalogues (health_actions, medications, allergies, health_issues) are admin class records.
// The member's medications, allergies and health issues are sealed in the browser; the
// server keeps and returns `encrypted_data` and reads only a medication's schedule (docs/ENCRYPTION.md).
import { sql, type Kysely } from 'kysely';
import {
  ALLERGY_NOT_FOUND_MESSAGE,
  HEALTH_ISSUE_NOT_FOUND_MESSAGE,
  HEALTH_RECORD_CHANGED_MESSAGE,
  MEDICATION_LOG_ENTRY_NOT_FOUND_MESSAGE,
  type HealthRecordSealBody,
  MEDICATION_END_BEFORE_START_MESSAGE,
  MEDICATION_NOT_FOUND_MESSAGE,
  type AllergyClass,
  type HealthActionClass,
  type HealthActionStatus,
  type HealthIssueClass,
  type MedicationClass,
  type UserHealthAction,
  type UserMedication,
} from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import { createClassStore, type ClassRecord } from '../admin-classes/class-store.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { replaceServerSealed } from '../domain/resealed-records/resealed-record.js';
import { localDay } from '../time/local-day.js';
import { memberProgramIds } from '../domain/programs/member-programs.js';

type Db = Kysely<Database>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The member's health actions: those given to them (user_health_action_links) and those of their
 * programmes (links 'program_health_action'), once per programme and action, with the link's priority.
 */
async function assignedHealthActions(db: Db, userId: string): Promise<{ program_id: string; health_action_id: string; priority: number }[]> {
  const direct = await db.selectFrom('user_health_action_links').select(['program_id', 'health_action_id', 'priority']).where('user_id', '=', userId).execute();
  const programs = await memberProgramIds(db, userId);
  const viaProgram =
    programs.length === 0
      ? []
      : await db
          .selectFrom('links')
          .select(['a_id as program_id', 'b_id as health_action_id', 'priority'])
          .where('kind', '=', 'program_health_action')
          .where('is_active', '=', true)
          .where('a_id', 'in', programs)
          .execute();
  const seen = new Map<string, { program_id: string; health_action_id: string; priority: number }>();
  for (const row of [...direct, ...viaProgram]) {
    const key = `${row.program_id}|${row.health_action_id}`;
    if (!seen.has(key)) seen.set(key, row);
  }
  return [...seen.values()];
}

/** The member's health actions with their status, by priority then title. */
async function userHealthActions(db: Db, userId: string, status?: HealthActionStatus): Promise<UserHealthAction[]> {
  const assigned = await assignedHealthActions(db, userId);
  if (assigned.length === 0) return [];
  const store = createClassStore(db);
  const records = new Map<string, ClassRecord<HealthActionClass>>();
  for (const id of new Set(assigned.map((a) => a.health_action_id))) {
    const record = await store.get<HealthActionClass>('health_actions', id);
    if (record?.data.is_active) records.set(id, record);
  }
  const states = await db.selectFrom('user_health_actions').selectAll().where('user_id', '=', userId).execute();
  const list = assigned.flatMap((a): UserHealthAction[] => {
    const record = records.get(a.health_action_id);
    if (!record) return [];
    const state = states.find((s) => s.program_id === a.program_id && s.health_action_id === a.health_action_id);
    const d = record.data;
    return [
      {
        id: state?.id ?? record.id,
        health_action_id: record.id,
        program_id: a.program_id,
        title: d.title,
        description: d.description,
        code: d.code,
        care_category: d.care_category,
        recurrence: d.recurrence,
        duration: d.duration,
        duration_unit: d.duration_unit,
        url: d.url,
        priority: a.priority,
        status: state?.status ?? 'not_started',
        started_at: iso(state?.started_at ?? null),
        completed_at: iso(state?.completed_at ?? null),
      },
    ];
  });
  return list.filter((h) => status === undefined || h.status === status).sort((a, b) => a.priority - b.priority || a.title.localeCompare(b.title));
}

/** spec 000 §4 "the resulting status is not shown" (ours): not_started → in_progress → completed; a completed one reopens (in_progress). */
export function nextHealthActionStatus(current: HealthActionStatus): HealthActionStatus {
  return current === 'not_started' ? 'in_progress' : current === 'in_progress' ? 'completed' : 'in_progress';
}

/** The member's medications not ended before `today`, or the one `only` (whatever its dates). */
async function userMedications(db: Db, userId: string, select: { today: string } | { only: string }): Promise<UserMedication[]> {
  let q = db.selectFrom('user_medications').select(['id', 'recurrence', 'times', 'start_date', 'end_date', 'encrypted_data']).where('user_id', '=', userId);
  if ('only' in select) q = q.where('id', '=', select.only);
  else q = q.where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', select.today)]));
  return q.orderBy('start_date').orderBy('created_at').execute();
}

/** The member's own record `id` of `table`, locked for the change; 400 `message` when it is not theirs. */
async function ownRecord(trx: Db, table: 'user_medications' | 'user_allergies' | 'user_health_issues', userId: string, id: string, message: string): Promise<void> {
  const row = await trx.selectFrom(table).select('id').where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!row) throw badRequest(message, { id: message });
}
type SealedRecordTable = 'user_medications' | 'medication_log' | 'user_allergies' | 'user_health_issues';
/**
 * Ours (docs/decisions/0034-server-sealed-records-resealed.md): the member's record `id` of `table`
 * that the server sealed to their public key (migration 0023, the demo seed), replaced by the same
 * record re-sealed in their browser under the data key, for the record opened (replaceServerSealed);
 * 404 `notFound` when it is not theirs. Answers the id and the encrypted_data now held.
 */
async function resealHealthRecord(db: Db, table: SealedRecordTable, userId: string, id: string, body: HealthRecordSealBody, notFound: string) {
  // Each of these tables has id, user_id and encrypted_data alike (one is named for the query's type).
  const row = await db
    .selectFrom(table as 'user_allergies')
    .select(['id', 'encrypted_data'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new ApiHttpError(404, 'NOT_FOUND', notFound);
  return replaceServerSealed(db, table, userId, row, body, HEALTH_RECORD_CHANGED_MESSAGE);
}
function today(ctx: AppContext): string {
  return localDay(ctx.config.now(), undefined);
}

/** The active records of one catalogue, by name (at most 1,000: the catalogues are curated lists). */
async function activeCatalogue<T extends Record<string, unknown>>(db: Db, classkey: 'medications' | 'allergies' | 'health_issues'): Promise<ClassRecord<T>[]> {
  return (await createClassStore(db).list<T>(classkey, { filters: { is_active: true }, sort: 'name', limit: 1000 })).items;
}

export const healthActionHandlers: SomeHandlers<
  | 'healthRecordsCatalogue'
  | 'userHealthActions'
  | 'completedHealthActions'
  | 'inProgressHealthActions'
  | 'healthActionStatus'
  | 'currentMedications'
  | 'medicationsLog'
  | 'medicationSchedule'
  | 'currentAllergies'
  | 'saveUserAllergy'
  | 'currentHealthIssues'
  | 'saveUserHealthIssue'
  | 'userMedicationSealRecord'
  | 'medicationLogSealRecord'
  | 'userAllergySealRecord'
  | 'userHealthIssueSealRecord'
> = {
  async healthRecordsCatalogue({ ctx }) {
    const [medications, allergies, issues] = await Promise.all([
      activeCatalogue<MedicationClass>(ctx.db, 'medications'),
      activeCatalogue<AllergyClass>(ctx.db, 'allergies'),
      activeCatalogue<HealthIssueClass>(ctx.db, 'health_issues'),
    ]);
    return {
      medications: medications.map(({ id, data }) => ({ id, name: data.name, generic_name: data.generic_name, drug_type: data.drug_type, strength: data.strength })),
      allergies: allergies.map(({ id, data }) => ({ id, name: data.name, category: data.category })),
      health_issues: issues.map(({ id, data }) => ({ id, name: data.name, icd10_code: data.icd10_code })),
    };
  },
  userHealthActions: async ({ user, ctx }) => ({ health_actions: await userHealthActions(ctx.db, user.id) }),
  completedHealthActions: async ({ user, ctx }) => ({ health_actions: await userHealthActions(ctx.db, user.id, 'completed') }),
  inProgressHealthActions: async ({ user, ctx }) => ({ health_actions: await userHealthActions(ctx.db, user.id, 'in_progress') }),

  /** One step forward (see nextHealthActionStatus); the row is locked so concurrent changes run in turn. */
  async healthActionStatus({ body, user, ctx }) {
    const assigned = await assignedHealthActions(ctx.db, user.id);
    if (!assigned.some((a) => a.program_id === body.program_id && a.health_action_id === body.health_action_id)) {
      throw badRequest('Health action not found', { health_action_id: 'Health action not found' });
    }
    const now = ctx.config.now();
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('user_health_actions')
        .values({ user_id: user.id, program_id: body.program_id, health_action_id: body.health_action_id })
        .onConflict((oc) => oc.columns(['user_id', 'program_id', 'health_action_id']).doNothing())
        .execute();
      const row = await trx
        .selectFrom('user_health_actions')
        .select(['id', 'status', 'started_at'])
        .where('user_id', '=', user.id)
        .where('program_id', '=', body.program_id)
        .where('health_action_id', '=', body.health_action_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const next = nextHealthActionStatus(row.status);
      await trx
        .updateTable('user_health_actions')
        .set({ status: next, started_at: row.started_at ?? now, completed_at: next === 'completed' ? now : null })
        .where('id', '=', row.id)
        .execute();
    });
    const updated = (await userHealthActions(ctx.db, user.id)).find((h) => h.program_id === body.program_id && h.health_action_id === body.health_action_id);
    if (!updated) throw badRequest('Health action not found', { health_action_id: 'Health action not found' });
    return { health_action: updated };
  },

  currentMedications: async ({ user, ctx }) => ({ medications: await userMedications(ctx.db, user.id, { today: today(ctx) }) }),

  async medicationsLog({ query, user, ctx }) {
    const rows = await ctx.db
      .selectFrom('medication_log')
      .select(['id', 'user_medication_id', 'event', 'recurrence', 'times', 'start_date', 'end_date', 'encrypted_data', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy(sql`id`)
      .limit(query.limit)
      .execute();
    return { medications_log: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
  },

  /**
   * Starts a medication, or changes the member's one `id`; each save is logged (scheduled /
   * rescheduled) with the sealed details as saved. Which medication it is, the server cannot read
   * (the browser checked it against the catalogue). A non-recurring medication is taken once, on
   * its start date: its end date is the start date.
   */
  async medicationSchedule({ body, user, ctx }) {
    const endDate = body.recurrence === 'non-recurring' ? body.start_date : body.end_date;
    if (endDate !== null && endDate < body.start_date) throw badRequest(MEDICATION_END_BEFORE_START_MESSAGE, { end_date: MEDICATION_END_BEFORE_START_MESSAGE });
    const times = JSON.stringify([...new Set(body.times)].sort());
    const schedule = { encrypted_data: body.encrypted_data, recurrence: body.recurrence, times, start_date: body.start_date, end_date: endDate };
    const id = await ctx.db.transaction().execute(async (trx) => {
      let savedId: string;
      if (body.id) {
        await ownRecord(trx, 'user_medications', user.id, body.id, MEDICATION_NOT_FOUND_MESSAGE);
        await trx.updateTable('user_medications').set(schedule).where('id', '=', body.id).execute();
        savedId = body.id;
      } else {
        savedId = (
          await trx
            .insertInto('user_medications')
            .values({ user_id: user.id, ...schedule })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      await trx
        .insertInto('medication_log')
        .values({ user_id: user.id, user_medication_id: savedId, event: body.id ? 'rescheduled' : 'scheduled', ...schedule, created_at: ctx.config.now() })
        .execute();
      return savedId;
    });
    const [medication] = await userMedications(ctx.db, user.id, { only: id });
    if (!medication) throw badRequest(MEDICATION_NOT_FOUND_MESSAGE, { id: MEDICATION_NOT_FOUND_MESSAGE });
    return { medication };
  },

  currentAllergies: async ({ user, ctx }) => ({
    allergies: await ctx.db.selectFrom('user_allergies').select(['id', 'encrypted_data']).where('user_id', '=', user.id).orderBy('created_at').orderBy('id').execute(),
  }),

  /** A new allergy, or a change to the member's one `id` (sealed: which allergy, severity, reaction). */
  async saveUserAllergy({ body, user, ctx }) {
    const allergy = await ctx.db.transaction().execute(async (trx) => {
      if (!body.id) return trx.insertInto('user_allergies').values({ user_id: user.id, encrypted_data: body.encrypted_data }).returning(['id', 'encrypted_data']).executeTakeFirstOrThrow();
      await ownRecord(trx, 'user_allergies', user.id, body.id, ALLERGY_NOT_FOUND_MESSAGE);
      return trx.updateTable('user_allergies').set({ encrypted_data: body.encrypted_data }).where('id', '=', body.id).returning(['id', 'encrypted_data']).executeTakeFirstOrThrow();
    });
    return { allergy };
  },

  currentHealthIssues: async ({ user, ctx }) => ({
    health_issues: await ctx.db.selectFrom('user_health_issues').select(['id', 'encrypted_data']).where('user_id', '=', user.id).orderBy('created_at').orderBy('id').execute(),
  }),

  /** A new health issue, or a change to the member's one `id` (sealed: which issue, diagnosis date, notes). */
  async saveUserHealthIssue({ body, user, ctx }) {
    const health_issue = await ctx.db.transaction().execute(async (trx) => {
      if (!body.id)
        return trx.insertInto('user_health_issues').values({ user_id: user.id, encrypted_data: body.encrypted_data }).returning(['id', 'encrypted_data']).executeTakeFirstOrThrow();
      await ownRecord(trx, 'user_health_issues', user.id, body.id, HEALTH_ISSUE_NOT_FOUND_MESSAGE);
      return trx.updateTable('user_health_issues').set({ encrypted_data: body.encrypted_data }).where('id', '=', body.id).returning(['id', 'encrypted_data']).executeTakeFirstOrThrow();
    });
    return { health_issue };
  },

  async userMedicationSealRecord({ params, body, user, ctx }) {
    await resealHealthRecord(ctx.db, 'user_medications', user.id, params.id, body, MEDICATION_NOT_FOUND_MESSAGE);
    const [medication] = await userMedications(ctx.db, user.id, { only: params.id });
    if (!medication) throw new ApiHttpError(404, 'NOT_FOUND', MEDICATION_NOT_FOUND_MESSAGE);
    return { medication };
  },
  /** A log entry is written once; those migration 0023 sealed are re-sealed as the medications are. */
  async medicationLogSealRecord({ params, body, user, ctx }) {
    await resealHealthRecord(ctx.db, 'medication_log', user.id, params.id, body, MEDICATION_LOG_ENTRY_NOT_FOUND_MESSAGE);
    const entry = await ctx.db
      .selectFrom('medication_log')
      .select(['id', 'user_medication_id', 'event', 'recurrence', 'times', 'start_date', 'end_date', 'encrypted_data', 'created_at'])
      .where('id', '=', params.id)
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    return { entry: { ...entry, created_at: entry.created_at.toISOString() } };
  },
  userAllergySealRecord: async ({ params, body, user, ctx }) => ({
    allergy: await resealHealthRecord(ctx.db, 'user_allergies', user.id, params.id, body, ALLERGY_NOT_FOUND_MESSAGE),
  }),
  userHealthIssueSealRecord: async ({ params, body, user, ctx }) => ({
    health_issue: await resealHealthRecord(ctx.db, 'user_health_issues', user.id, params.id, body, HEALTH_ISSUE_NOT_FOUND_MESSAGE),
  }),
};
