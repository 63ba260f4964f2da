// spec 000 §7.6 Health actions: user-health-actions, completed, in-progress, current medications,
// current allergies, current health issues, save-user-allergy (POST), medications-log, POST
// medications schedule, POST change health action status (§3.3 program_id, health_action_id).
// spec 000 §8: health issue, medication and allergy saves answer 400 with a message the client shows.
// Catalogues (health_actions, medications, allergies, health_issues) are admin class records.
import { sql, type Kysely } from 'kysely';
import type {
  AllergyClass,
  HealthActionClass,
  HealthActionStatus,
  HealthIssueClass,
  MedicationClass,
  UserAllergy,
  UserHealthAction,
  UserHealthIssue,
  UserMedication,
} from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import { createClassStore, type ClassRecord } from '../admin-classes/class-store.js';
import { badRequest } from '../http/api-error.js';
import { localDay } from '../time/local-day.js';
import { memberProgramIds } from './consents.js';

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

async function catalogueRecord<T extends Record<string, unknown> & { is_active: boolean }>(
  db: Db,
  classkey: 'medications' | 'allergies' | 'health_issues',
  id: string,
  message: string,
  field: string,
) {
  const record = await createClassStore(db).get<T>(classkey, id);
  if (!record?.data.is_active) throw badRequest(message, { [field]: message });
  return record;
}

/** The member's medications not ended before `today`, or the one `only` (whatever its dates). */
async function userMedications(db: Db, userId: string, select: { today: string } | { only: string }): Promise<UserMedication[]> {
  let q = db.selectFrom('user_medications').selectAll().where('user_id', '=', userId);
  if ('only' in select) q = q.where('id', '=', select.only);
  else q = q.where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', select.today)]));
  const rows = await q.orderBy('start_date').orderBy('created_at').execute();
  const store = createClassStore(db);
  const out: UserMedication[] = [];
  for (const row of rows) {
    const med = await store.get<MedicationClass>('medications', row.medication_id);
    if (!med) continue;
    out.push({
      id: row.id,
      medication_id: med.id,
      name: med.data.name,
      drug_type: med.data.drug_type,
      strength: med.data.strength,
      dosage: row.dosage,
      recurrence: row.recurrence,
      times: row.times,
      start_date: row.start_date,
      end_date: row.end_date,
    });
  }
  return out;
}

async function userAllergies(db: Db, userId: string, onlyId?: string): Promise<UserAllergy[]> {
  let q = db.selectFrom('user_allergies').selectAll().where('user_id', '=', userId);
  if (onlyId) q = q.where('id', '=', onlyId);
  const rows = await q.orderBy('created_at').execute();
  const store = createClassStore(db);
  const out: UserAllergy[] = [];
  for (const row of rows) {
    const allergy = await store.get<AllergyClass>('allergies', row.allergy_id);
    if (allergy) out.push({ id: row.id, allergy_id: allergy.id, name: allergy.data.name, category: allergy.data.category, severity: row.severity, reaction: row.reaction });
  }
  return out;
}

async function userHealthIssues(db: Db, userId: string, onlyId?: string): Promise<UserHealthIssue[]> {
  let q = db.selectFrom('user_health_issues').selectAll().where('user_id', '=', userId);
  if (onlyId) q = q.where('id', '=', onlyId);
  const rows = await q.orderBy('created_at').execute();
  const store = createClassStore(db);
  const out: UserHealthIssue[] = [];
  for (const row of rows) {
    const issue = await store.get<HealthIssueClass>('health_issues', row.health_issue_id);
    if (issue) out.push({ id: row.id, health_issue_id: issue.id, name: issue.data.name, icd10_code: issue.data.icd10_code, diagnosed_on: row.diagnosed_on, notes: row.notes });
  }
  return out;
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
      .selectFrom('medication_log as l')
      .innerJoin('user_medications as m', 'm.id', 'l.user_medication_id')
      .select(['l.id', 'l.user_medication_id', 'm.medication_id', 'l.event', 'l.dosage', 'l.recurrence', 'l.times', 'l.start_date', 'l.end_date', 'l.created_at'])
      .where('l.user_id', '=', user.id)
      .orderBy('l.created_at', 'desc')
      .orderBy(sql`l.id`)
      .limit(query.limit)
      .execute();
    const store = createClassStore(ctx.db);
    const names = new Map<string, string>();
    for (const id of new Set(rows.map((r) => r.medication_id))) names.set(id, (await store.get<MedicationClass>('medications', id))?.data.name ?? '');
    return {
      medications_log: rows.map((r) => ({
        id: r.id,
        user_medication_id: r.user_medication_id,
        medication_name: names.get(r.medication_id) ?? '',
        event: r.event,
        dosage: r.dosage,
        recurrence: r.recurrence,
        times: r.times,
        start_date: r.start_date,
        end_date: r.end_date,
        created_at: r.created_at.toISOString(),
      })),
    };
  },

  /**
   * Starts or changes a medication of the catalogue; each save is logged (scheduled / rescheduled).
   * A non-recurring medication is taken once, on its start date: its end date is the start date.
   */
  async medicationSchedule({ body, user, ctx }) {
    await catalogueRecord<MedicationClass>(ctx.db, 'medications', body.medication_id, 'Medication not found', 'medication_id');
    const endDate = body.recurrence === 'non-recurring' ? body.start_date : body.end_date;
    if (endDate !== null && endDate < body.start_date) throw badRequest('The end date must be on or after the start date', { end_date: 'The end date must be on or after the start date' });
    const times = JSON.stringify([...new Set(body.times)].sort());
    const schedule = { dosage: body.dosage, recurrence: body.recurrence, times, start_date: body.start_date, end_date: endDate };
    const id = await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('user_medications').select('id').where('user_id', '=', user.id).where('medication_id', '=', body.medication_id).forUpdate().executeTakeFirst();
      const saved = await trx
        .insertInto('user_medications')
        .values({ user_id: user.id, medication_id: body.medication_id, ...schedule })
        .onConflict((oc) => oc.columns(['user_id', 'medication_id']).doUpdateSet(schedule))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('medication_log')
        .values({ user_id: user.id, user_medication_id: saved.id, event: existing ? 'rescheduled' : 'scheduled', ...schedule, created_at: ctx.config.now() })
        .execute();
      return saved.id;
    });
    const [medication] = await userMedications(ctx.db, user.id, { only: id });
    if (!medication) throw badRequest('Medication not found', { medication_id: 'Medication not found' });
    return { medication };
  },

  currentAllergies: async ({ user, ctx }) => ({ allergies: await userAllergies(ctx.db, user.id) }),

  async saveUserAllergy({ body, user, ctx }) {
    await catalogueRecord<AllergyClass>(ctx.db, 'allergies', body.allergy_id, 'Allergy not found', 'allergy_id');
    const saved = await ctx.db
      .insertInto('user_allergies')
      .values({ user_id: user.id, allergy_id: body.allergy_id, severity: body.severity, reaction: body.reaction })
      .onConflict((oc) => oc.columns(['user_id', 'allergy_id']).doUpdateSet({ severity: body.severity, reaction: body.reaction }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const [allergy] = await userAllergies(ctx.db, user.id, saved.id);
    return { allergy: allergy! };
  },

  currentHealthIssues: async ({ user, ctx }) => ({ health_issues: await userHealthIssues(ctx.db, user.id) }),

  async saveUserHealthIssue({ body, user, ctx }) {
    await catalogueRecord<HealthIssueClass>(ctx.db, 'health_issues', body.health_issue_id, 'Health issue not found', 'health_issue_id');
    if (body.diagnosed_on !== null && body.diagnosed_on > today(ctx))
      throw badRequest('The diagnosis date cannot be in the future', { diagnosed_on: 'The diagnosis date cannot be in the future' });
    const saved = await ctx.db
      .insertInto('user_health_issues')
      .values({ user_id: user.id, health_issue_id: body.health_issue_id, diagnosed_on: body.diagnosed_on, notes: body.notes })
      .onConflict((oc) => oc.columns(['user_id', 'health_issue_id']).doUpdateSet({ diagnosed_on: body.diagnosed_on, notes: body.notes }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const [issue] = await userHealthIssues(ctx.db, user.id, saved.id);
    return { health_issue: issue! };
  },
};
