// spec 000 §7.6 health actions (user-health-actions, completed, in-progress, current medications,
// medications-log, current allergies, current health issues and their saves) and spec 001 §2 feature
// flags, through the sdk against the loopback contract server: each query option's key and answer,
// and each write invalidating exactly the reads it changes.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  $featureFlags,
  createFeatureFlagsApi,
  createHealthActionsApi,
  createHealthDeck,
  featureFlagsQuery,
  FEATURE_FLAG_DEFAULTS,
  healthActionsQueries,
  resetFeatureFlags,
  type HealthDeck,
} from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

const PROGRAM = '11111111-1111-4111-8111-111111111111';
const ACTION = '22222222-2222-4222-8222-222222222222';
const MEDICATION = '33333333-3333-4333-8333-333333333333';
const ALLERGY = '44444444-4444-4444-8444-444444444444';
const ISSUE = '55555555-5555-4555-8555-555555555555';

let status: 'not_started' | 'in_progress' | 'completed' = 'not_started';
const medications: Array<{ medication_id: string; dosage: string }> = [];
const allergies: Array<{ allergy_id: string; severity: string }> = [];
const issues: Array<{ health_issue_id: string }> = [];
let flags: Record<string, boolean> = {};

let server: ContractServer;
let hd: HealthDeck;
const action = () => ({ health_action_id: ACTION, program_id: PROGRAM, status });

beforeAll(async () => {
  server = await startContractServer({
    handlers: {
      userHealthActions: () => ({ status: 200, body: { health_actions: [action()] } }),
      completedHealthActions: () => ({ status: 200, body: { health_actions: status === 'completed' ? [action()] : [] } }),
      inProgressHealthActions: () => ({ status: 200, body: { health_actions: status === 'in_progress' ? [action()] : [] } }),
      healthActionStatus: () => {
        status = status === 'not_started' ? 'in_progress' : status === 'in_progress' ? 'completed' : 'in_progress';
        return { status: 200, body: { health_action: action() } };
      },
      currentMedications: () => ({ status: 200, body: { medications: [...medications] } }),
      medicationsLog: (req) => ({ status: 200, body: { medications_log: medications.slice(0, Number(req.query.limit ?? 50)) } }),
      medicationSchedule: (req) => {
        const body = req.body as { medication_id: string; dosage: string };
        medications.push({ medication_id: body.medication_id, dosage: body.dosage });
        return { status: 200, body: { medication: medications.at(-1) } };
      },
      currentAllergies: () => ({ status: 200, body: { allergies: [...allergies] } }),
      saveUserAllergy: (req) => {
        const body = req.body as { allergy_id: string; severity: string };
        allergies.push({ allergy_id: body.allergy_id, severity: body.severity });
        return { status: 200, body: { allergy: allergies.at(-1) } };
      },
      currentHealthIssues: () => ({ status: 200, body: { health_issues: [...issues] } }),
      saveUserHealthIssue: (req) => {
        issues.push({ health_issue_id: (req.body as { health_issue_id: string }).health_issue_id });
        return { status: 200, body: { health_issue: issues.at(-1) } };
      },
      featureFlags: () => ({ status: 200, body: { flags } }),
    },
  });
  hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
});
afterAll(() => server.close());

describe('health actions, medications, allergies and health issues', () => {
  const api = () => createHealthActionsApi(hd);
  const q = () => healthActionsQueries(api());
  const READS = {
    all: ['health-actions', 'all'],
    completed: ['health-actions', 'completed'],
    inProgress: ['health-actions', 'in-progress'],
    medications: ['medications', 'current'],
    log: ['medications', 'log', 5],
    allergies: ['allergies', 'current'],
    issues: ['health-issues', 'current'],
  } as const;
  type Read = keyof typeof READS;
  const invalidated = (): Read[] => (Object.keys(READS) as Read[]).filter((k) => hd.queryClient.getQueryState(READS[k])?.isInvalidated === true);

  beforeEach(async () => {
    hd.queryClient.clear();
    const options = q();
    await Promise.all([
      hd.queryClient.fetchQuery(options.list()),
      hd.queryClient.fetchQuery(options.completed()),
      hd.queryClient.fetchQuery(options.inProgress()),
      hd.queryClient.fetchQuery(options.currentMedications()),
      hd.queryClient.fetchQuery(options.medicationsLog(5)),
      hd.queryClient.fetchQuery(options.currentAllergies()),
      hd.queryClient.fetchQuery(options.currentHealthIssues()),
    ]);
  });

  it('the query options read under their keys', () => {
    const options = q();
    expect(options.list().queryKey).toEqual(READS.all);
    expect(options.completed().queryKey).toEqual(READS.completed);
    expect(options.inProgress().queryKey).toEqual(READS.inProgress);
    expect(options.currentMedications().queryKey).toEqual(READS.medications);
    expect(options.medicationsLog(5).queryKey).toEqual(READS.log);
    expect(options.medicationsLog().queryKey).toEqual(['medications', 'log', 'default']);
    expect(options.currentAllergies().queryKey).toEqual(READS.allergies);
    expect(options.currentHealthIssues().queryKey).toEqual(READS.issues);
    for (const read of Object.values(READS)) expect(hd.queryClient.getQueryData(read), JSON.stringify(read)).toBeDefined();
    expect(server.requests.filter((r) => r.route === 'medicationsLog').at(-1)?.query).toEqual({ limit: '5' });
  });

  it('changeStatus moves the action and re-reads the three action lists only', async () => {
    const answer = await api().changeStatus({ program_id: PROGRAM, health_action_id: ACTION });
    expect(answer.health_action.status).toBe('in_progress');
    expect(invalidated().sort()).toEqual(['all', 'completed', 'inProgress']);
    const inProgress = await hd.queryClient.fetchQuery(q().inProgress());
    expect(inProgress.health_actions.map((a) => a.status)).toEqual(['in_progress']);
  });

  it('scheduleMedication re-reads current medications and every log', async () => {
    await api().scheduleMedication({ medication_id: MEDICATION, dosage: '10 mg', times: ['08:00'], start_date: '2026-05-04' });
    expect(invalidated().sort()).toEqual(['log', 'medications']);
    expect((await hd.queryClient.fetchQuery(q().currentMedications())).medications).toHaveLength(1);
  });

  it('saveAllergy and saveHealthIssue each re-read their own list', async () => {
    expect((await api().saveAllergy({ allergy_id: ALLERGY, severity: 'mild' })).allergy.allergy_id).toBe(ALLERGY);
    expect(invalidated()).toEqual(['allergies']);
    await hd.queryClient.fetchQuery(q().currentAllergies());

    await api().saveHealthIssue({ health_issue_id: ISSUE });
    expect(invalidated()).toEqual(['issues']);
    expect((await hd.queryClient.fetchQuery(q().currentHealthIssues())).health_issues).toHaveLength(1);
  });

  it('a refused save (contract 400) re-reads nothing', async () => {
    await expect(api().saveAllergy({ allergy_id: 'nope', severity: 'mild' })).rejects.toThrow('allergy_id must be a UUID');
    expect(invalidated()).toEqual([]);
  });
});

describe('feature flags (spec 001 §2)', () => {
  afterEach(() => resetFeatureFlags());

  it("loads the member's flags into $featureFlags under ['featureFlags']; flags without a record keep their default", async () => {
    flags = { calendly: true, my_test_page: false, unknown_flag: true };
    const query = featureFlagsQuery(createFeatureFlagsApi(hd));
    expect(query.queryKey).toEqual(['featureFlags']);
    expect(query.staleTime).toBe(300_000);
    expect(await hd.queryClient.fetchQuery(query)).toEqual({ flags });
    expect($featureFlags.get()).toEqual({ ...FEATURE_FLAG_DEFAULTS, calendly: true, my_test_page: false });
    expect(Object.keys($featureFlags.get())).not.toContain('unknown_flag');
  });

  it('a fresh read within the stale time is not sent again', async () => {
    flags = { healthtip: false };
    const query = featureFlagsQuery(createFeatureFlagsApi(hd));
    hd.queryClient.removeQueries({ queryKey: query.queryKey });
    await hd.queryClient.fetchQuery(query);
    const sent = server.hits('featureFlags');
    await hd.queryClient.fetchQuery(query);
    expect(server.hits('featureFlags')).toBe(sent);
    expect($featureFlags.get().healthtip).toBe(false);
  });
});
