// spec 000 §7.6 health actions (user-health-actions, completed, in-progress, current medications,
// medications-log, current allergies, current health issues and their saves) and spec 001 §2 feature
// flags, through the sdk against the loopback contract server: each query option's key and answer,
// and each write invalidating exactly the reads it changes.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataKey, sealRecord } from '@healthdeck/crypto';
import {
  $featureFlags,
  createHealthDeck,
  featureFlagsQuery,
  FEATURE_FLAG_DEFAULTS,
  resetFeatureFlags,
  type HealthDeck,
  changeHealthActionStatus,
  currentAllergiesQuery,
  currentHealthIssuesQuery,
  currentMedicationsQuery,
  fetchCurrentAllergies,
  fetchCurrentMedications,
  healthActionsQuery,
  medicationsLogQuery,
  saveAllergy,
  saveHealthIssue,
  scheduleMedication,
} from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';
import { clientInternals } from '../src/client-internals.js';

const PROGRAM = '11111111-1111-4111-8111-111111111111';
const ACTION = '22222222-2222-4222-8222-222222222222';
const MEDICATION = '33333333-3333-4333-8333-333333333333';
const ALLERGY = '44444444-4444-4444-8444-444444444444';
const ISSUE = '55555555-5555-4555-8555-555555555555';

let status: 'not_started' | 'in_progress' | 'completed' = 'not_started';
type Row = { id: string; encrypted_data: string };
const medications: Array<Row & { recurrence: string; times: string[]; start_date: string; end_date: string | null }> = [];
const allergies: Row[] = [];
const issues: Row[] = [];
let flags: Record<string, boolean> = {};
const catalogue = {
  medications: [{ id: MEDICATION, name: 'Metformin', generic_name: '', drug_type: 'HUMAN PRESCRIPTION DRUG', strength: '500 mg' }],
  allergies: [{ id: ALLERGY, name: 'Peanuts', category: 'food' }],
  health_issues: [{ id: ISSUE, name: 'Type 2 diabetes', icd10_code: 'E11.9' }],
};

let server: ContractServer;
let hd: HealthDeck;
let dataKey: CryptoKey;
const action = () => ({ health_action_id: ACTION, program_id: PROGRAM, status });
let next = 0;
const newId = () => `66666666-6666-4666-8666-${String(++next).padStart(12, '0')}`;
/** The server's part: keep what came (ciphertext), a new row or the one named by id. */
function upsert<T extends Row>(rows: T[], body: Partial<T> & { id?: string }): T {
  const found = body.id ? rows.find((r) => r.id === body.id) : undefined;
  if (found) return Object.assign(found, body);
  rows.push({ ...(body as T), id: newId() });
  return rows.at(-1)!;
}

beforeAll(async () => {
  dataKey = await crypto.subtle.importKey('raw', createDataKey(), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  server = await startContractServer({
    handlers: {
      userHealthActions: () => ({ status: 200, body: { health_actions: [action()] } }),
      completedHealthActions: () => ({ status: 200, body: { health_actions: status === 'completed' ? [action()] : [] } }),
      inProgressHealthActions: () => ({ status: 200, body: { health_actions: status === 'in_progress' ? [action()] : [] } }),
      healthActionStatus: () => {
        status = status === 'not_started' ? 'in_progress' : status === 'in_progress' ? 'completed' : 'in_progress';
        return { status: 200, body: { health_action: action() } };
      },
      healthRecordsCatalogue: () => ({ status: 200, body: catalogue }),
      currentMedications: () => ({ status: 200, body: { medications: [...medications] } }),
      medicationsLog: (req) => ({ status: 200, body: { medications_log: medications.slice(0, Number(req.query.limit ?? 50)) } }),
      medicationSchedule: (req) => ({
        status: 200,
        body: { medication: upsert(medications, { end_date: null, recurrence: 'daily', ...(req.body as Row & { times: string[]; start_date: string }) }) },
      }),
      currentAllergies: () => ({ status: 200, body: { allergies: [...allergies] } }),
      saveUserAllergy: (req) => ({ status: 200, body: { allergy: upsert(allergies, req.body as Row) } }),
      currentHealthIssues: () => ({ status: 200, body: { health_issues: [...issues] } }),
      saveUserHealthIssue: (req) => ({ status: 200, body: { health_issue: upsert(issues, req.body as Row) } }),
      featureFlags: () => ({ status: 200, body: { flags } }),
    },
  });
  hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  // The data key a sign-in or an unlock opened in this session (memory only, decision 0101).
  clientInternals(hd).$dataKey.set(dataKey);
});
afterAll(() => server.close());

const sent = (route: string) => server.requests.filter((r) => r.route === route).map((r) => r.body as Row & { id?: string });

describe('health actions, medications, allergies and health issues (sealed)', () => {
  const KEYS = 'data-key+no-private-key';
  const READS = {
    all: ['health-actions', 'all'],
    completed: ['health-actions', 'completed'],
    inProgress: ['health-actions', 'in-progress'],
    medications: ['medications', 'current', KEYS],
    log: ['medications', 'log', 5, KEYS],
    allergies: ['allergies', 'current', KEYS],
    issues: ['health-issues', 'current', KEYS],
  } as const;
  type Read = keyof typeof READS;
  const invalidated = (): Read[] => (Object.keys(READS) as Read[]).filter((k) => hd.queryClient.getQueryState(READS[k])?.isInvalidated === true);

  beforeEach(async () => {
    hd.queryClient.clear();
    await Promise.all([
      hd.queryClient.fetchQuery(healthActionsQuery(hd)),
      hd.queryClient.fetchQuery(healthActionsQuery(hd, 'completed')),
      hd.queryClient.fetchQuery(healthActionsQuery(hd, 'in-progress')),
      hd.queryClient.fetchQuery(currentMedicationsQuery(hd)),
      hd.queryClient.fetchQuery(medicationsLogQuery(hd, 5)),
      hd.queryClient.fetchQuery(currentAllergiesQuery(hd)),
      hd.queryClient.fetchQuery(currentHealthIssuesQuery(hd)),
    ]);
  });

  it('the query options read under their keys, the open keys included (unlocking reads again)', () => {
    expect(healthActionsQuery(hd).queryKey).toEqual(READS.all);
    expect(healthActionsQuery(hd, 'completed').queryKey).toEqual(READS.completed);
    expect(healthActionsQuery(hd, 'in-progress').queryKey).toEqual(READS.inProgress);
    expect(currentMedicationsQuery(hd).queryKey).toEqual(READS.medications);
    expect(medicationsLogQuery(hd, 5).queryKey).toEqual(READS.log);
    expect(medicationsLogQuery(hd).queryKey).toEqual(['medications', 'log', 'default', KEYS]);
    expect(currentAllergiesQuery(hd).queryKey).toEqual(READS.allergies);
    expect(currentHealthIssuesQuery(hd).queryKey).toEqual(READS.issues);
    for (const read of Object.values(READS)) expect(hd.queryClient.getQueryData(read), JSON.stringify(read)).toBeDefined();
    expect(server.requests.filter((r) => r.route === 'medicationsLog').at(-1)?.query).toEqual({ limit: '5' });
  });

  it('changeStatus moves the action and re-reads the three action lists only', async () => {
    const answer = await changeHealthActionStatus(hd, { program_id: PROGRAM, health_action_id: ACTION });
    expect(answer.health_action.status).toBe('in_progress');
    expect(invalidated().sort()).toEqual(['all', 'completed', 'inProgress']);
    const inProgress = await hd.queryClient.fetchQuery(healthActionsQuery(hd, 'in-progress'));
    expect(inProgress.health_actions.map((a) => a.status)).toEqual(['in_progress']);
  });

  it('scheduleMedication seals the medication and dosage, opens them back, and updates the one already taken', async () => {
    const saved = await scheduleMedication(hd, { medication_id: MEDICATION, dosage: ' 10 mg ', times: ['08:00'], start_date: '2026-05-04' });
    expect(saved).toMatchObject({ medication_id: MEDICATION, name: 'Metformin', drug_type: 'HUMAN PRESCRIPTION DRUG', strength: '500 mg', dosage: '10 mg', times: ['08:00'] });
    expect(invalidated().sort()).toEqual(['log', 'medications']);
    const body = sent('medicationSchedule').at(-1)!;
    expect(body.id).toBeUndefined();
    expect(body.encrypted_data).toMatch(/^hd1\./);
    expect(JSON.stringify(body)).not.toMatch(/Metformin|10 mg|33333333/);
    const current = await hd.queryClient.fetchQuery(currentMedicationsQuery(hd));
    expect(current).toMatchObject({ locked: false, unreadable: 0, records: [{ id: saved.id, name: 'Metformin', dosage: '10 mg' }] });

    await scheduleMedication(hd, { medication_id: MEDICATION, dosage: '20 mg', times: ['09:00'], start_date: '2026-05-04' });
    expect(sent('medicationSchedule').at(-1)!.id).toBe(saved.id);
    expect((await fetchCurrentMedications(hd)).records.map((m) => m.dosage)).toEqual(['20 mg']);
  });

  it('saveAllergy and saveHealthIssue seal, each re-read their own list, and update the one recorded', async () => {
    const allergy = await saveAllergy(hd, { allergy_id: ALLERGY, severity: 'mild', reaction: 'Hives' });
    expect(allergy).toMatchObject({ allergy_id: ALLERGY, name: 'Peanuts', category: 'food', severity: 'mild', reaction: 'Hives' });
    expect(invalidated()).toEqual(['allergies']);
    expect(JSON.stringify(sent('saveUserAllergy').at(-1))).not.toMatch(/Peanuts|Hives|mild|44444444/);
    await saveAllergy(hd, { allergy_id: ALLERGY, severity: 'severe' });
    expect(sent('saveUserAllergy').at(-1)!.id).toBe(allergy.id);
    expect((await hd.queryClient.fetchQuery(currentAllergiesQuery(hd))).records.map((a) => [a.name, a.severity])).toEqual([['Peanuts', 'severe']]);

    await saveHealthIssue(hd, { health_issue_id: ISSUE, diagnosed_on: '2024-03-01', notes: 'Diet controlled' });
    expect(invalidated()).toEqual(['issues']);
    expect(JSON.stringify(sent('saveUserHealthIssue').at(-1))).not.toMatch(/diabetes|Diet controlled|2024-03-01/);
    expect((await hd.queryClient.fetchQuery(currentHealthIssuesQuery(hd))).records).toMatchObject([
      { name: 'Type 2 diabetes', icd10_code: 'E11.9', diagnosed_on: '2024-03-01', notes: 'Diet controlled' },
    ]);
  });

  it('refuses what the server can no longer judge, with its words, and sends nothing (spec 000 §8)', async () => {
    const before = server.requests.length;
    await expect(saveAllergy(hd, { allergy_id: MEDICATION, severity: 'mild' })).rejects.toMatchObject({
      name: 'BadRequest',
      message: 'Allergy not found',
      body: { fields: { allergy_id: 'Allergy not found' } },
    });
    await expect(scheduleMedication(hd, { medication_id: ALLERGY, dosage: '1', times: ['08:00'], start_date: '2026-06-01' })).rejects.toMatchObject({ message: 'Medication not found' });
    await expect(saveHealthIssue(hd, { health_issue_id: ALLERGY })).rejects.toMatchObject({ message: 'Health issue not found' });
    await expect(saveHealthIssue(hd, { health_issue_id: ISSUE, diagnosed_on: '2999-01-01' })).rejects.toMatchObject({
      message: 'The diagnosis date cannot be in the future',
      body: { fields: { diagnosed_on: 'The diagnosis date cannot be in the future' } },
    });
    expect(server.requests.slice(before).every((r) => r.route === 'healthRecordsCatalogue')).toBe(true);
    expect(invalidated()).toEqual([]);
  });

  it('without the keys the records read as locked, and a save says the data is locked', async () => {
    const locked = createHealthDeck({
      baseUrl: server.baseUrl,
      storage: storageWithSession(server.issueTokens()),
      keyStore: { save: async () => {}, load: async () => null, clear: async () => {} },
    });
    expect(currentAllergiesQuery(locked).queryKey).toEqual(['allergies', 'current', 'no-data-key+no-private-key']);
    expect(await fetchCurrentAllergies(locked)).toEqual({ records: [], locked: true, unreadable: 0 });
    await expect(saveHealthIssue(locked, { health_issue_id: ISSUE })).rejects.toMatchObject({ status: 423 });
    // A record sealed under another key is left out and counted, not shown as anything.
    allergies.push({
      id: newId(),
      encrypted_data: await sealRecord(await crypto.subtle.importKey('raw', createDataKey(), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']), { name: 'x' }),
    });
    expect(await fetchCurrentAllergies(hd)).toMatchObject({ locked: false, unreadable: 1 });
    allergies.pop();
  });
});

describe('feature flags (spec 001 §2)', () => {
  afterEach(() => resetFeatureFlags());

  it("loads the member's flags into $featureFlags under ['featureFlags']; flags without a record keep their default", async () => {
    flags = { calendly: true, my_test_page: false, unknown_flag: true };
    const query = featureFlagsQuery(hd);
    expect(query.queryKey).toEqual(['featureFlags']);
    expect(query.staleTime).toBe(300_000);
    expect(await hd.queryClient.fetchQuery(query)).toEqual({ flags });
    expect($featureFlags.get()).toEqual({ ...FEATURE_FLAG_DEFAULTS, calendly: true, my_test_page: false });
    expect(Object.keys($featureFlags.get())).not.toContain('unknown_flag');
  });

  it('a fresh read within the stale time is not sent again', async () => {
    flags = { healthtip: false };
    const query = featureFlagsQuery(hd);
    hd.queryClient.removeQueries({ queryKey: query.queryKey });
    await hd.queryClient.fetchQuery(query);
    const sent = server.hits('featureFlags');
    await hd.queryClient.fetchQuery(query);
    expect(server.hits('featureFlags')).toBe(sent);
    expect($featureFlags.get().healthtip).toBe(false);
  });
});
