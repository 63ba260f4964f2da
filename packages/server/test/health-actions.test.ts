import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AllergyClass,
  HealthActionClass,
  HealthIssueClass,
  MedicationClass,
  type ApiError,
  type CurrentAllergiesResponse,
  type CurrentHealthIssuesResponse,
  type CurrentMedicationsResponse,
  type HealthActionStatusResponse,
  type HealthRecordsCatalogueResponse,
  type MedicationScheduleResponse,
  type MedicationsLogResponse,
  type SaveUserAllergyResponse,
  type SaveUserHealthIssueResponse,
  type UserHealthActionsResponse,
} from '@healthdeck/contract';
import { createDataKey, openRecord, sealRecord } from '@healthdeck/crypto';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { nextHealthActionStatus } from '../src/routes/health-actions.js';

let server: TestServer;
let dataKey: CryptoKey;
/** What the browser does: seal under the member's data key, and open. */
const seal = (value: unknown) => sealRecord(dataKey, value);
const open = (sealed: string) => openRecord(sealed, { dataKey });
const ids = { program: '', otherProgram: '', walk: '', checkup: '', flu: '', retired: '', metformin: '', peanuts: '', diabetes: '' };

beforeAll(async () => {
  server = await startTestServer();
  dataKey = await crypto.subtle.importKey('raw', createDataKey(), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  server.setNow(new Date('2026-06-01T09:00:00Z'));
  const store = createClassStore(server.db);
  ids.program = (await store.insert('programs', { name: 'Healthy Heart', code: 'heart' })).id;
  ids.otherProgram = (await store.insert('programs', { name: 'Other', code: 'other' })).id;
  const action = async (data: Record<string, unknown>) => (await store.insert('health_actions', HealthActionClass.parse(data))).id;
  ids.walk = await action({ title: 'Walk 30 minutes', code: 'walk_30', care_category: 'everyday-care', recurrence: 'daily', duration: 4, duration_unit: 'weeks' });
  ids.checkup = await action({ title: 'Annual check-up', code: 'annual_checkup', care_category: 'specialty-care' });
  ids.flu = await action({ title: 'Flu shot', code: 'flu_shot', care_category: 'everyday-care' });
  ids.retired = await action({ title: 'Retired', code: 'retired', care_category: 'urgent-care', is_active: false });
  ids.metformin = (await store.insert('medications', MedicationClass.parse({ name: 'Metformin', drug_type: 'HUMAN PRESCRIPTION DRUG', strength: '500 mg tablet' }))).id;
  ids.peanuts = (await store.insert('allergies', AllergyClass.parse({ name: 'Peanuts', category: 'food' }))).id;
  ids.diabetes = (await store.insert('health_issues', HealthIssueClass.parse({ name: 'Type 2 diabetes', icd10_code: 'E11.9' }))).id;
});
afterAll(async () => {
  await server.close();
});

/** A member of the programme, whose programme has walk and check-up; flu is given to them directly. */
async function memberWithActions(): Promise<TestMember> {
  const m = await signedInMember(server);
  await server.db.insertInto('links').values({ kind: 'program_user', a_id: ids.program, b_id: m.id }).execute();
  await server.db
    .insertInto('links')
    .values([
      { kind: 'program_health_action', a_id: ids.program, b_id: ids.walk, priority: 2 },
      { kind: 'program_health_action', a_id: ids.program, b_id: ids.checkup, priority: 1 },
      { kind: 'program_health_action', a_id: ids.program, b_id: ids.retired, priority: 0 },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  await server.db.insertInto('user_health_action_links').values({ user_id: m.id, program_id: ids.otherProgram, health_action_id: ids.flu, priority: 3 }).execute();
  return m;
}

const list = async (name: 'userHealthActions' | 'completedHealthActions' | 'inProgressHealthActions', m: TestMember) => {
  const res = await server.call<UserHealthActionsResponse>(name, { token: m.accessToken });
  expect(res.status).toBe(200);
  return res.body.health_actions;
};
const change = (m: TestMember, program_id: string, health_action_id: string) =>
  server.call<HealthActionStatusResponse & ApiError>('healthActionStatus', { token: m.accessToken, body: { program_id, health_action_id } });

describe('health actions (spec 000 §3.3, §4, §7.6)', () => {
  it("lists the member's active health actions by priority, all not started", async () => {
    const m = await memberWithActions();
    const all = await list('userHealthActions', m);
    expect(all.map((h) => [h.title, h.priority, h.status])).toEqual([
      ['Annual check-up', 1, 'not_started'],
      ['Walk 30 minutes', 2, 'not_started'],
      ['Flu shot', 3, 'not_started'],
    ]);
    expect(all[1]).toMatchObject({ recurrence: 'daily', duration: 4, duration_unit: 'weeks', care_category: 'everyday-care', program_id: ids.program });
    expect(await list('completedHealthActions', m)).toEqual([]);
  });

  it('advances the status one step per call: in progress, completed, then reopened', async () => {
    const m = await memberWithActions();
    const first = await change(m, ids.program, ids.walk);
    expect(first.status).toBe(200);
    expect(first.body.health_action).toMatchObject({ status: 'in_progress', started_at: '2026-06-01T09:00:00.000Z', completed_at: null });
    expect((await list('inProgressHealthActions', m)).map((h) => h.code)).toEqual(['walk_30']);
    server.advance(60_000);
    const second = await change(m, ids.program, ids.walk);
    expect(second.body.health_action).toMatchObject({ status: 'completed', started_at: '2026-06-01T09:00:00.000Z', completed_at: '2026-06-01T09:01:00.000Z' });
    expect((await list('completedHealthActions', m)).map((h) => h.code)).toEqual(['walk_30']);
    expect(await list('inProgressHealthActions', m)).toEqual([]);
    const third = await change(m, ids.program, ids.walk);
    expect(third.body.health_action.status).toBe('in_progress');
    expect(nextHealthActionStatus('not_started')).toBe('in_progress');
  });

  it("refuses an action that is not the member's (400 with the message), and never touches another member's", async () => {
    const a = await memberWithActions();
    const b = await signedInMember(server);
    const res = await change(b, ids.program, ids.walk);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Health action not found');
    expect((await change(a, ids.program, ids.retired)).status).toBe(400);
    expect((await change(a, 'not-a-uuid', ids.walk)).status).toBe(400);
    expect(await list('userHealthActions', b)).toEqual([]);
    expect((await list('userHealthActions', a)).every((h) => h.status === 'not_started')).toBe(true);
  });
});

describe('medications, allergies, health issues (spec 000 §7.6, §8; sealed)', () => {
  const metformin = () => ({ medication_id: ids.metformin, name: 'Metformin', drug_type: 'HUMAN PRESCRIPTION DRUG', strength: '500 mg tablet' });

  it('schedules a medication, changes it by id, and logs both with the sealed details as saved', async () => {
    const m = await signedInMember(server);
    const first = await server.call<MedicationScheduleResponse>('medicationSchedule', {
      token: m.accessToken,
      body: { encrypted_data: await seal({ ...metformin(), dosage: '1 tablet' }), times: ['20:00', '08:00'], start_date: '2026-06-01' },
    });
    expect(first.status).toBe(200);
    expect(first.body.medication).toMatchObject({ recurrence: 'daily', times: ['08:00', '20:00'], start_date: '2026-06-01', end_date: null });
    expect(await open(first.body.medication.encrypted_data)).toEqual({ ...metformin(), dosage: '1 tablet' });
    server.advance(1000);
    const changed = await server.call<MedicationScheduleResponse>('medicationSchedule', {
      token: m.accessToken,
      body: { id: first.body.medication.id, encrypted_data: await seal({ ...metformin(), dosage: '2 tablets' }), times: ['08:00'], start_date: '2026-06-01', end_date: '2026-06-30' },
    });
    expect(changed.body.medication.id).toBe(first.body.medication.id);
    const current = await server.call<CurrentMedicationsResponse>('currentMedications', { token: m.accessToken });
    expect(current.body.medications).toHaveLength(1);
    expect(current.body.medications[0]!.end_date).toBe('2026-06-30');
    expect(await open(current.body.medications[0]!.encrypted_data)).toMatchObject({ name: 'Metformin', dosage: '2 tablets' });
    const log = await server.call<MedicationsLogResponse>('medicationsLog', { token: m.accessToken });
    expect(log.body.medications_log.map((e) => e.event)).toEqual(['rescheduled', 'scheduled']);
    expect(await Promise.all(log.body.medications_log.map(async (e) => ((await open(e.encrypted_data)) as { dosage: string }).dosage))).toEqual(['2 tablets', '1 tablet']);
    const other = await signedInMember(server);
    expect((await server.call<CurrentMedicationsResponse>('currentMedications', { token: other.accessToken })).body.medications).toEqual([]);
    expect((await server.call<MedicationsLogResponse>('medicationsLog', { token: other.accessToken })).body.medications_log).toEqual([]);
    // Another member cannot change it by its id.
    const foreign = await server.call<ApiError>('medicationSchedule', {
      token: other.accessToken,
      body: { id: first.body.medication.id, encrypted_data: await seal({ ...metformin(), dosage: 'x' }), times: ['08:00'], start_date: '2026-06-01' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ message: 'Medication not found', fields: { id: 'Medication not found' } });
  });

  it('a medication that ended is no longer current', async () => {
    const m = await signedInMember(server);
    await server.call('medicationSchedule', {
      token: m.accessToken,
      body: { encrypted_data: await seal({ ...metformin(), dosage: '1' }), times: ['08:00'], start_date: '2026-05-01', end_date: '2026-05-31' },
    });
    expect((await server.call<CurrentMedicationsResponse>('currentMedications', { token: m.accessToken })).body.medications).toEqual([]);
  });

  it('refuses plaintext details, bad dates and times (400 with the message)', async () => {
    const m = await signedInMember(server);
    const plain = await server.call<ApiError>('medicationSchedule', {
      token: m.accessToken,
      body: { encrypted_data: JSON.stringify({ ...metformin(), dosage: '1' }), times: ['08:00'], start_date: '2026-06-01' },
    });
    expect(plain.status).toBe(400);
    expect(Object.keys(plain.body.fields ?? {})).toEqual(['encrypted_data']);
    const old = await server.call<ApiError>('medicationSchedule', { token: m.accessToken, body: { medication_id: ids.metformin, dosage: '1', times: ['08:00'], start_date: '2026-06-01' } });
    expect(old.status).toBe(400);
    const dates = await server.call<ApiError>('medicationSchedule', {
      token: m.accessToken,
      body: { encrypted_data: await seal({}), times: ['08:00'], start_date: '2026-06-10', end_date: '2026-06-01' },
    });
    expect(dates.body.message).toBe('The end date must be on or after the start date');
    const times = await server.call<ApiError>('medicationSchedule', { token: m.accessToken, body: { encrypted_data: await seal({}), times: ['25:00'], start_date: '2026-06-01' } });
    expect(times.status).toBe(400);
    expect(Object.keys(times.body.fields ?? {})[0]).toMatch(/^times/);
  });

  it('saves an allergy, changes it by id, refuses plaintext and another member’s id', async () => {
    const m = await signedInMember(server);
    const peanuts = { allergy_id: ids.peanuts, name: 'Peanuts', category: 'food' };
    const saved = await server.call<SaveUserAllergyResponse>('saveUserAllergy', {
      token: m.accessToken,
      body: { encrypted_data: await seal({ ...peanuts, severity: 'severe', reaction: 'Swelling' }) },
    });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body.allergy).sort()).toEqual(['encrypted_data', 'id']);
    await server.call('saveUserAllergy', { token: m.accessToken, body: { id: saved.body.allergy.id, encrypted_data: await seal({ ...peanuts, severity: 'mild', reaction: '' }) } });
    const current = await server.call<CurrentAllergiesResponse>('currentAllergies', { token: m.accessToken });
    expect(current.body.allergies.map((a) => a.id)).toEqual([saved.body.allergy.id]);
    expect(await open(current.body.allergies[0]!.encrypted_data)).toEqual({ ...peanuts, severity: 'mild', reaction: '' });
    expect((await server.call<ApiError>('saveUserAllergy', { token: m.accessToken, body: { allergy_id: ids.peanuts, severity: 'mild' } })).status).toBe(400);
    const other = await signedInMember(server);
    const foreign = await server.call<ApiError>('saveUserAllergy', { token: other.accessToken, body: { id: saved.body.allergy.id, encrypted_data: await seal({}) } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Allergy not found');
    expect((await server.call<CurrentAllergiesResponse>('currentAllergies', { token: other.accessToken })).body.allergies).toEqual([]);
  });

  it('saves a health issue, changes it by id, refuses another member’s id', async () => {
    const m = await signedInMember(server);
    const diabetes = { health_issue_id: ids.diabetes, name: 'Type 2 diabetes', icd10_code: 'E11.9' };
    const saved = await server.call<SaveUserHealthIssueResponse>('saveUserHealthIssue', {
      token: m.accessToken,
      body: { encrypted_data: await seal({ ...diabetes, diagnosed_on: '2024-03-01', notes: 'Diet controlled' }) },
    });
    expect(saved.status).toBe(200);
    await server.call('saveUserHealthIssue', {
      token: m.accessToken,
      body: { id: saved.body.health_issue.id, encrypted_data: await seal({ ...diabetes, diagnosed_on: '2024-03-02', notes: '' }) },
    });
    const current = await server.call<CurrentHealthIssuesResponse>('currentHealthIssues', { token: m.accessToken });
    expect(current.body.health_issues).toHaveLength(1);
    expect(await open(current.body.health_issues[0]!.encrypted_data)).toMatchObject({ name: 'Type 2 diabetes', diagnosed_on: '2024-03-02' });
    const other = await signedInMember(server);
    const foreign = await server.call<ApiError>('saveUserHealthIssue', { token: other.accessToken, body: { id: saved.body.health_issue.id, encrypted_data: await seal({}) } });
    expect(foreign.body.message).toBe('Health issue not found');
    expect((await server.call<CurrentHealthIssuesResponse>('currentHealthIssues', { token: other.accessToken })).body.health_issues).toEqual([]);
  });

  it('stores no plaintext: the rows of every kind hold none of the values the member entered', async () => {
    const m = await signedInMember(server);
    const secrets = { medication: 'Zolpidemtestname', dosage: 'Seventeen drops', reaction: 'Purple hives', notes: 'Confidential note', allergy: 'Kiwitestallergy', issue: 'Rare disorder X' };
    await server.call('medicationSchedule', {
      token: m.accessToken,
      body: {
        encrypted_data: await seal({ medication_id: ids.metformin, name: secrets.medication, drug_type: 'HUMAN PRESCRIPTION DRUG', strength: '', dosage: secrets.dosage }),
        times: ['08:00'],
        start_date: '2026-06-01',
      },
    });
    await server.call('saveUserAllergy', {
      token: m.accessToken,
      body: { encrypted_data: await seal({ allergy_id: ids.peanuts, name: secrets.allergy, category: 'food', severity: 'mild', reaction: secrets.reaction }) },
    });
    await server.call('saveUserHealthIssue', {
      token: m.accessToken,
      body: { encrypted_data: await seal({ health_issue_id: ids.diabetes, name: secrets.issue, icd10_code: '', diagnosed_on: null, notes: secrets.notes }) },
    });
    const stored = JSON.stringify(
      await Promise.all(
        (['user_medications', 'medication_log', 'user_allergies', 'user_health_issues'] as const).map((t) => server.db.selectFrom(t).selectAll().where('user_id', '=', m.id).execute()),
      ),
    );
    expect(stored).toContain('hd1.');
    for (const value of [...Object.values(secrets), ids.metformin, ids.peanuts, ids.diabetes]) expect(stored).not.toContain(value);
  });

  it('keeps the recurrence (spec 000 §3.4); a non-recurring one ends on its start date', async () => {
    const m = await signedInMember(server);
    const weekly = await server.call<MedicationScheduleResponse>('medicationSchedule', {
      token: m.accessToken,
      body: { encrypted_data: await seal({ ...metformin(), dosage: '1 tablet' }), recurrence: 'weekly', times: ['09:00'], start_date: '2026-06-01' },
    });
    expect(weekly.body.medication).toMatchObject({ recurrence: 'weekly', end_date: null });
    server.advance(1000);
    const once = await server.call<MedicationScheduleResponse>('medicationSchedule', {
      token: m.accessToken,
      body: {
        id: weekly.body.medication.id,
        encrypted_data: await seal({ ...metformin(), dosage: '2 tablets' }),
        recurrence: 'non-recurring',
        times: ['09:00'],
        start_date: '2026-06-03',
        end_date: '2026-07-01',
      },
    });
    expect(once.body.medication).toMatchObject({ recurrence: 'non-recurring', start_date: '2026-06-03', end_date: '2026-06-03' });
    const log = await server.call<MedicationsLogResponse>('medicationsLog', { token: m.accessToken });
    expect(log.body.medications_log.map((e) => [e.event, e.recurrence])).toEqual([
      ['rescheduled', 'non-recurring'],
      ['scheduled', 'weekly'],
    ]);
    const bad = await server.call<ApiError>('medicationSchedule', {
      token: m.accessToken,
      body: { encrypted_data: await seal({}), recurrence: 'hourly', times: ['09:00'], start_date: '2026-06-01' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['recurrence']);
  });

  it('lists the active catalogues a member picks from, by name', async () => {
    const store = createClassStore(server.db);
    await store.insert('medications', MedicationClass.parse({ name: 'Aspirin', drug_type: 'HUMAN OTC DRUG', strength: '81 mg', is_active: false }));
    await store.insert('allergies', AllergyClass.parse({ name: 'Bee stings', category: 'insect' }));
    const m = await signedInMember(server);
    const res = await server.call<HealthRecordsCatalogueResponse>('healthRecordsCatalogue', { token: m.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.medications).toEqual([{ id: ids.metformin, name: 'Metformin', generic_name: '', drug_type: 'HUMAN PRESCRIPTION DRUG', strength: '500 mg tablet' }]);
    expect(res.body.allergies.map((a) => [a.name, a.category])).toEqual([
      ['Bee stings', 'insect'],
      ['Peanuts', 'food'],
    ]);
    expect(res.body.health_issues).toEqual([{ id: ids.diabetes, name: 'Type 2 diabetes', icd10_code: 'E11.9' }]);
    expect((await server.call('healthRecordsCatalogue', {})).status).toBe(401);
  });
});
