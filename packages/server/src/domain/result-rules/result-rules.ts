// Results that act (docs/decisions/0102-results-that-act.md): an organisation's rules per biomarker
// and range, and the member's answers to them. The rules go to the member's browser, which compares
// them with a result only it can open; the server learns which rule the member answered for which
// kit, never the value. Accepting gives the rule's outcome: the programme action, the notification.
import type { Kysely } from 'kysely';
import type {
  ActionClass,
  BiomarkerClass,
  MemberResultRule,
  MemberResultRulesResponse,
  ProgramClass,
  ResultRule,
  ResultRuleAnswer,
  ResultRuleAnswerRequest,
  ResultRuleInput,
} from '@healthdeck/contract';
import { createClassStore } from '../../admin-classes/class-store.js';
import type { Database, ResultRulesTable } from '../../db/schema.js';
import { ApiHttpError, badRequest, notFound } from '../../http/api-error.js';
import { notify } from '../../notifications/notify.js';
import { assignActionToMember } from '../actions/assign-action.js';

type Db = Kysely<Database>;
type RuleRow = Omit<ResultRulesTable, 'id' | 'suggest_telehealth' | 'is_active' | 'created_at' | 'updated_at'> & {
  id: string;
  suggest_telehealth: boolean;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
};

const RULE_NOT_FOUND = 'Result rule not found';
const conflict = (message: string) => new ApiHttpError(409, 'CONFLICT', message);

async function requireOrganization(db: Db, organizationId: string): Promise<void> {
  if (!(await createClassStore(db).get('organizations', organizationId))) throw notFound('Organization not found');
}

/** The rule's rows with the catalogue's names as they stand (a renamed biomarker or action reads renamed). */
async function withNames(db: Db, rows: readonly RuleRow[]): Promise<ResultRule[]> {
  const store = createClassStore(db);
  const [biomarkers, actions] = await Promise.all([
    store.getMany<BiomarkerClass>(
      'biomarker',
      rows.map((r) => r.biomarker_id),
    ),
    store.getMany<ActionClass>(
      'action',
      rows.flatMap((r) => (r.action_id ? [r.action_id] : [])),
    ),
  ]);
  const programs = await store.getMany<ProgramClass>(
    'programs',
    [...actions.values()].map((a) => a.data.program_id),
  );
  return rows.map((row) => {
    const biomarker = biomarkers.get(row.biomarker_id)?.data;
    const action = row.action_id ? actions.get(row.action_id)?.data : undefined;
    return {
      id: row.id,
      organization_id: row.organization_id,
      name: row.name,
      biomarker_id: row.biomarker_id,
      biomarker_name: biomarker?.name ?? '',
      biomarker_code: biomarker?.providerCode ?? '',
      comparator: row.comparator,
      value: row.value,
      value_to: row.value_to,
      unit: row.unit,
      explanation: row.explanation,
      action_id: row.action_id,
      action_name: action?.name ?? null,
      program_name: action ? (programs.get(action.program_id)?.data.name ?? null) : null,
      notification_text: row.notification_text,
      suggest_telehealth: row.suggest_telehealth,
      is_active: row.is_active,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  });
}

/** The biomarker must be in the catalogue and the bounds in its unit; the action must exist. */
async function checked(db: Db, input: ResultRuleInput): Promise<ResultRuleInput> {
  const store = createClassStore(db);
  const biomarker = await store.get<BiomarkerClass>('biomarker', input.biomarker_id);
  if (!biomarker) throw badRequest('The biomarker is not in the catalogue', { biomarker_id: 'Biomarker not found' });
  const unit = biomarker.data.unit?.trim() ?? '';
  if (input.unit !== unit) {
    const message = unit ? `The bounds must be in ${biomarker.data.name}'s unit, ${unit}` : `${biomarker.data.name} has no unit: give the bounds without one`;
    throw badRequest(message, { unit: message });
  }
  if (input.action_id && !(await store.get('action', input.action_id))) throw badRequest('The action does not exist', { action_id: 'Action not found' });
  return input;
}

const columns = (input: ResultRuleInput) => ({
  name: input.name,
  biomarker_id: input.biomarker_id,
  comparator: input.comparator,
  value: input.value,
  value_to: input.value_to,
  unit: input.unit,
  explanation: input.explanation,
  action_id: input.action_id,
  notification_text: input.notification_text,
  suggest_telehealth: input.suggest_telehealth,
  is_active: input.is_active,
});

export async function listResultRules(db: Db, organizationId: string): Promise<ResultRule[]> {
  await requireOrganization(db, organizationId);
  const rows = await db.selectFrom('result_rules').selectAll().where('organization_id', '=', organizationId).orderBy('created_at').orderBy('id').execute();
  return withNames(db, rows);
}

export async function createResultRule(db: Db, organizationId: string, input: ResultRuleInput, createdBy: string | null): Promise<ResultRule> {
  await requireOrganization(db, organizationId);
  const row = await db
    .insertInto('result_rules')
    .values({ organization_id: organizationId, created_by: createdBy, ...columns(await checked(db, input)) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return (await withNames(db, [row]))[0]!;
}

export async function updateResultRule(db: Db, organizationId: string, ruleId: string, input: ResultRuleInput, now: Date): Promise<ResultRule> {
  const values = columns(await checked(db, input));
  const row = await db
    .updateTable('result_rules')
    .set({ ...values, updated_at: now })
    .where('id', '=', ruleId)
    .where('organization_id', '=', organizationId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(RULE_NOT_FOUND);
  return (await withNames(db, [row]))[0]!;
}

/** The answers members gave go with the rule; what accepting gave them stays theirs. */
export async function deleteResultRule(db: Db, organizationId: string, ruleId: string): Promise<void> {
  const deleted = await db.deleteFrom('result_rules').where('id', '=', ruleId).where('organization_id', '=', organizationId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(RULE_NOT_FOUND);
}

/** The active rules of the member's organisations (links 'organization_user'). */
function memberRulesQuery(db: Db, userId: string) {
  return db
    .selectFrom('result_rules')
    .selectAll()
    .where('is_active', '=', true)
    .where('organization_id', 'in', db.selectFrom('links').select('a_id').where('kind', '=', 'organization_user').where('b_id', '=', userId).where('is_active', '=', true))
    .orderBy('created_at')
    .orderBy('id');
}

async function memberKit(db: Db, userId: string, kitId: string): Promise<{ id: string; results_ready: boolean }> {
  const kit = await db.selectFrom('kits').select(['id', 'results_ready']).where('id', '=', kitId).where('user_id', '=', userId).executeTakeFirst();
  if (!kit) throw notFound('Kit not found');
  return kit;
}

const answerOf = (row: { rule_id: string; decision: 'accepted' | 'dismissed'; decided_at: Date }): ResultRuleAnswer => ({
  rule_id: row.rule_id,
  decision: row.decision,
  decided_at: row.decided_at.toISOString(),
});

export async function memberResultRules(db: Db, userId: string, kitId: string): Promise<MemberResultRulesResponse> {
  await memberKit(db, userId, kitId);
  const [rows, answers] = await Promise.all([
    memberRulesQuery(db, userId).execute(),
    db.selectFrom('result_rule_answers').select(['rule_id', 'decision', 'decided_at']).where('user_id', '=', userId).where('kit_id', '=', kitId).execute(),
  ]);
  const rules = (await withNames(db, rows)).map(
    (r): MemberResultRule => ({
      id: r.id,
      name: r.name,
      biomarker_name: r.biomarker_name,
      biomarker_code: r.biomarker_code,
      comparator: r.comparator,
      value: r.value,
      value_to: r.value_to,
      unit: r.unit,
      explanation: r.explanation,
      action_name: r.action_name,
      program_name: r.program_name,
      notification_text: r.notification_text,
      suggest_telehealth: r.suggest_telehealth,
    }),
  );
  return { rules, answers: answers.map(answerOf) };
}

/**
 * The member's answer to a rule for one of their kits with results, recorded once. Accepting gives
 * the rule's action and notification in the same transaction; asking again answers what was
 * recorded (applied false), and the other answer is refused (409).
 */
export async function answerResultRule(db: Db, userId: string, ruleId: string, body: ResultRuleAnswerRequest, now: Date): Promise<{ answer: ResultRuleAnswer; applied: boolean }> {
  const kit = await memberKit(db, userId, body.kit_id);
  if (!kit.results_ready) throw conflict('This kit has no results yet');
  const rule = await memberRulesQuery(db, userId).where('id', '=', ruleId).executeTakeFirst();
  if (!rule) throw notFound(RULE_NOT_FOUND);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('result_rule_answers')
      .values({ kit_id: kit.id, rule_id: rule.id, user_id: userId, decision: body.decision, decided_at: now })
      .onConflict((oc) => oc.columns(['kit_id', 'rule_id']).doNothing())
      .returning(['rule_id', 'decision', 'decided_at'])
      .executeTakeFirst();
    if (!inserted) {
      const before = await trx
        .selectFrom('result_rule_answers')
        .select(['rule_id', 'decision', 'decided_at'])
        .where('kit_id', '=', kit.id)
        .where('rule_id', '=', rule.id)
        .executeTakeFirstOrThrow();
      if (before.decision !== body.decision) throw conflict(before.decision === 'accepted' ? 'You accepted this suggestion already' : 'You dismissed this suggestion already');
      return { answer: answerOf(before), applied: false };
    }
    if (body.decision === 'accepted') {
      if (rule.action_id && (await createClassStore(trx).get('action', rule.action_id))) await assignActionToMember(trx, { userId, actionId: rule.action_id });
      if (rule.notification_text) await notify(trx, userId, { title: rule.name, body: rule.notification_text, link: '/client/testing-center' });
    }
    return { answer: answerOf(inserted), applied: true };
  });
}
