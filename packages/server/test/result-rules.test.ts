// Results that act (docs/decisions/0102-results-that-act.md): an organisation's result rules for
// administrators (the biomarker from the catalogue, the bounds in its unit, at least one outcome);
// the rules a member's browser gets; the member's answer for a kit, recorded once, accepting giving
// the programme action and the notification once, a dismissal never coming back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionClass,
  KitStatusData,
  type ApiError,
  type MemberResultRulesResponse,
  type ResultRuleAnswerResponse,
  type ResultRuleInput,
  type ResultRuleResponse,
  type ResultRulesResponse,
} from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { keyedMember, signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { memberProgramIds } from '../src/domain/programs/member-programs.js';
import { assignActionToMember } from '../src/domain/actions/assign-action.js';
import { openWithTestKey } from './helpers/key-material.js';
import { seedDemoProgrammes } from '../src/seed/demo-programmes.js';
import { seedDemoAdminClasses } from '../src/seed/demo-admin-classes.js';
import { seedDemoKits } from '../src/seed/demo-kits.js';
import { DEMO_RESULT_RULE, seedDemoResultRules } from '../src/seed/demo-result-rules.js';

let server: TestServer;
let admin: TestMember;
const ids = { org: '', otherOrg: '', hba1c: '', crea: '', programme: '', action: '' };

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-06-01T09:00:00Z'));
  admin = await signedInAdmin(server);
  const store = createClassStore(server.db);
  ids.org = (await store.insert('organizations', { name: 'Rule Clinic', code: 'rule-clinic' })).id;
  ids.otherOrg = (await store.insert('organizations', { name: 'Other Clinic', code: 'other-clinic' })).id;
  ids.hba1c = (await store.insert('biomarker', { name: 'HbA1c', providerCode: 'HBA1C', unit: '%', segment_id: null })).id;
  ids.crea = (await store.insert('biomarker', { name: 'Creatinine', providerCode: 'CREA', unit: 'mg/dL', segment_id: null })).id;
  ids.programme = (await store.insert('programs', { name: 'Prediabetes', code: 'prediabetes-rules' })).id;
  ids.action = (await store.insert('action', ActionClass.parse({ code: 'see-a-coach', name: 'See a diabetes coach', program_id: ids.programme }))).id;
});
afterAll(async () => {
  await server.close();
});

const rule = (over: Partial<ResultRuleInput> = {}): ResultRuleInput => ({
  name: 'HbA1c in the diabetes range',
  biomarker_id: ids.hba1c,
  comparator: 'at_least',
  value: 6.5,
  value_to: null,
  unit: '%',
  explanation: 'Your HbA1c suggests diabetes.',
  action_id: ids.action,
  notification_text: 'A coach will help you with your HbA1c.',
  suggest_telehealth: true,
  is_active: true,
  ...over,
});
const create = (body: ResultRuleInput, org = ids.org) => server.call<ResultRuleResponse & ApiError>('adminResultRuleCreate', { token: admin.accessToken, params: { id: org }, body });

async function memberWithKit(org: string | null = ids.org, resultsReady = true): Promise<TestMember & { kit: string }> {
  const member = await signedInMember(server);
  if (org) await server.db.insertInto('links').values({ kind: 'organization_user', a_id: org, b_id: member.id }).execute();
  const now = new Date();
  const kit = await server.db
    .insertInto('kits')
    .values({
      kit_id: `SPT-R${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      provider_code: 'spot',
      test_code: 'hba1c-glucose',
      test_name: 'HbA1c',
      user_id: member.id,
      results_ready: resultsReady,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...member, kit: kit.id };
}
const rulesFor = (m: TestMember & { kit: string }) => server.call<MemberResultRulesResponse & ApiError>('memberResultRules', { token: m.accessToken, query: { kit_id: m.kit } });
const answer = (m: TestMember & { kit: string }, ruleId: string, decision: 'accepted' | 'dismissed', kit = m.kit) =>
  server.call<ResultRuleAnswerResponse & ApiError>('memberResultRuleAnswer', { token: m.accessToken, params: { id: ruleId }, body: { kit_id: kit, decision } });
const notifications = (userId: string) => server.db.selectFrom('notifications').select(['title', 'body']).where('user_id', '=', userId).execute();

describe('result rules for administrators', () => {
  it('creates, lists, replaces and deletes a rule, naming the biomarker, action and programme', async () => {
    const created = await create(rule());
    expect(created.status).toBe(201);
    expect(created.body.rule).toMatchObject({
      biomarker_name: 'HbA1c',
      biomarker_code: 'HBA1C',
      action_name: 'See a diabetes coach',
      program_name: 'Prediabetes',
      comparator: 'at_least',
      value: 6.5,
    });
    const id = created.body.rule.id;
    const updated = await server.call<ResultRuleResponse>('adminResultRuleUpdate', {
      token: admin.accessToken,
      params: { id: ids.org, ruleId: id },
      body: rule({ comparator: 'between', value: 5.7, value_to: 6.4, name: 'Prediabetes range' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.rule).toMatchObject({ comparator: 'between', value: 5.7, value_to: 6.4, name: 'Prediabetes range' });
    const list = await server.call<ResultRulesResponse>('adminResultRules', { token: admin.accessToken, params: { id: ids.org } });
    expect(list.body.rules.map((r) => r.id)).toContain(id);
    // Another organisation's path does not reach it.
    expect((await server.call('adminResultRuleDelete', { token: admin.accessToken, params: { id: ids.otherOrg, ruleId: id } })).status).toBe(404);
    expect((await server.call('adminResultRuleDelete', { token: admin.accessToken, params: { id: ids.org, ruleId: id } })).status).toBe(204);
    expect((await server.call<ResultRulesResponse>('adminResultRules', { token: admin.accessToken, params: { id: ids.org } })).body.rules.map((r) => r.id)).not.toContain(id);
  });

  it("refuses bounds in another unit than the catalogue's, a range without its upper bound, and a rule with no outcome", async () => {
    const unit = await create(rule({ unit: 'mmol/mol' }));
    expect(unit.status).toBe(400);
    expect(unit.body.fields?.unit).toBe("The bounds must be in HbA1c's unit, %");
    expect((await create(rule({ comparator: 'between', value_to: null }))).body.fields?.value_to).toBe('Give the upper bound');
    expect((await create(rule({ comparator: 'between', value: 7, value_to: 6 }))).status).toBe(400);
    expect((await create(rule({ action_id: null, notification_text: null, suggest_telehealth: false }))).body.fields?.action_id).toMatch(/at least one outcome/);
    expect((await create(rule({ biomarker_id: ids.programme }))).body.fields?.biomarker_id).toBe('Biomarker not found');
  });

  it('is for staff with the programmes permission only', async () => {
    const member = await signedInMember(server);
    expect((await server.call('adminResultRules', { token: member.accessToken, params: { id: ids.org } })).status).toBe(403);
  });
});

describe("a member's answers", () => {
  it("gets the active rules of the member's organisations only", async () => {
    const mine = (await create(rule({ name: 'Mine' }))).body.rule.id;
    const inactive = (await create(rule({ name: 'Off', is_active: false }))).body.rule.id;
    const other = (await create(rule({ name: 'Theirs' }), ids.otherOrg)).body.rule.id;
    const member = await memberWithKit();
    const res = await rulesFor(member);
    expect(res.status).toBe(200);
    const got = res.body.rules.map((r) => r.id);
    expect(got).toContain(mine);
    expect(got).not.toContain(inactive);
    expect(got).not.toContain(other);
    expect(res.body.rules.find((r) => r.id === mine)).toMatchObject({ biomarker_name: 'HbA1c', unit: '%', action_name: 'See a diabetes coach', suggest_telehealth: true });
    expect(res.body.answers).toEqual([]);
    // Another member's kit is not found.
    const stranger = await memberWithKit();
    expect((await server.call('memberResultRules', { token: stranger.accessToken, query: { kit_id: member.kit } })).status).toBe(404);
  });

  it('accepting gives the action in its programme and the notification, once; asking again changes nothing', async () => {
    const ruleId = (await create(rule({ name: 'Accept me' }))).body.rule.id;
    const member = await memberWithKit();
    expect(await memberProgramIds(server.db, member.id)).toEqual([]);
    const first = await answer(member, ruleId, 'accepted');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ applied: true, answer: { rule_id: ruleId, decision: 'accepted' } });
    expect(await memberProgramIds(server.db, member.id)).toEqual([ids.programme]);
    const programmes = await server.call<{ programs: { id: string; actions: { name: string }[] }[] }>('memberPrograms', { token: member.accessToken });
    expect(programmes.body.programs.find((p) => p.id === ids.programme)?.actions.map((a) => a.name)).toContain('See a diabetes coach');
    expect(await notifications(member.id)).toEqual([{ title: 'Accept me', body: 'A coach will help you with your HbA1c.' }]);

    const again = await answer(member, ruleId, 'accepted');
    expect(again.body).toMatchObject({ applied: false, answer: { decision: 'accepted', decided_at: first.body.answer.decided_at } });
    expect(await notifications(member.id)).toHaveLength(1);
    expect((await answer(member, ruleId, 'dismissed')).status).toBe(409);
    expect((await rulesFor(member)).body.answers).toEqual([first.body.answer]);
    // What was recorded: the rule, the kit, the decision; no value.
    const rows = await server.db.selectFrom('result_rule_answers').selectAll().where('user_id', '=', member.id).execute();
    expect(Object.keys(rows[0]!).sort()).toEqual(['decided_at', 'decision', 'kit_id', 'rule_id', 'user_id']);
  });

  it('a dismissal gives nothing and stays dismissed for that kit', async () => {
    const ruleId = (await create(rule({ name: 'Dismiss me' }))).body.rule.id;
    const member = await memberWithKit();
    expect((await answer(member, ruleId, 'dismissed')).body.applied).toBe(true);
    expect(await memberProgramIds(server.db, member.id)).toEqual([]);
    expect(await notifications(member.id)).toEqual([]);
    expect((await answer(member, ruleId, 'accepted')).status).toBe(409);
    expect((await rulesFor(member)).body.answers.map((a) => [a.rule_id, a.decision])).toEqual([[ruleId, 'dismissed']]);
  });

  it("refuses a rule of another organisation, another member's kit and a kit without results", async () => {
    const theirs = (await create(rule({ name: 'Theirs too' }), ids.otherOrg)).body.rule.id;
    const mine = (await create(rule({ name: 'Mine too' }))).body.rule.id;
    const member = await memberWithKit();
    expect((await answer(member, theirs, 'accepted')).status).toBe(404);
    const stranger = await memberWithKit();
    expect((await answer(stranger, mine, 'accepted', member.kit)).status).toBe(404);
    const waiting = await memberWithKit(ids.org, false);
    expect((await answer(waiting, mine, 'accepted')).status).toBe(409);
    expect(await server.db.selectFrom('result_rule_answers').select('rule_id').where('kit_id', 'in', [member.kit, waiting.kit]).execute()).toEqual([]);
  });
});

describe('assigning an action', () => {
  it('enrols the member in its programme, again after they were taken out, and says whether it was new', async () => {
    const member = await signedInMember(server);
    expect(await assignActionToMember(server.db, { userId: member.id, actionId: ids.action })).toEqual({ assigned: true });
    await server.db.updateTable('links').set({ is_active: false }).where('kind', '=', 'program_user').where('b_id', '=', member.id).execute();
    expect(await assignActionToMember(server.db, { userId: member.id, actionId: ids.action })).toEqual({ assigned: false });
    expect(await memberProgramIds(server.db, member.id)).toEqual([ids.programme]);
  });
});

describe('the demo result rule', () => {
  it("fires on the demo member's general health kit (triglycerides 428 mg/dL), seeded once", async () => {
    const member = await keyedMember(server);
    await seedDemoProgrammes(server.db, member.email);
    await seedDemoAdminClasses(server.db);
    await seedDemoKits(server.db, member.email, server.config.now());
    await seedDemoResultRules(server.db);
    await seedDemoResultRules(server.db);
    const kit = await server.db.selectFrom('kits').select(['id', 'encrypted_data']).where('kit_id', '=', 'SPT-DEMO0001').executeTakeFirstOrThrow();
    const rules = await rulesFor({ ...member, kit: kit.id });
    const demo = rules.body.rules.filter((r) => r.name === DEMO_RESULT_RULE);
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({
      biomarker_name: 'Triglycerides',
      comparator: 'at_least',
      value: 200,
      unit: 'mg/dL',
      action_name: 'Review your triglycerides with a coach',
      program_name: 'Heart Health',
    });
    const report = KitStatusData.parse(await openWithTestKey(kit.encrypted_data));
    const item = report.provider_code === 'spot' ? report.samples.flatMap((sample) => sample.report?.results ?? []).find((r) => r.name === 'Triglycerides') : undefined;
    expect(item?.unit_of_measure).toBe('mg/dL');
    expect(Number(item?.result)).toBeGreaterThanOrEqual(200);
    // The member is not in the programme until they accept.
    const heart = demo[0]!;
    const programmes = await server.call<{ programs: { name: string }[] }>('memberPrograms', { token: member.accessToken });
    expect(programmes.body.programs.map((p) => p.name)).not.toContain(heart.program_name);
  });
});
