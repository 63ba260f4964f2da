// Test double of the health-actions routes (spec 000 §7.6) for this widget's component tests, on the
// one fake server (@healthdeck/sdk/testing); it keeps the member's records as the server does
// (sealed: ciphertext in, ciphertext out; a change names the record's id) and applies the
// server's rules the tests rely on (one step per status change, the non-recurring end date). The
// catalogue leaves out `inactive` records, so the sdk refuses them ('Medication not found').
import type {
  CatalogueAllergy,
  CatalogueHealthIssue,
  CatalogueMedication,
  HealthActionStatus,
  MedicationLogEntry,
  MedicationScheduleRequest,
  UserHealthAction,
  UserMedication,
} from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { sealRecord } from '@healthdeck/crypto/light';
import { accountFixture, apiError, createFakeServer, json, type FakeServer } from '@healthdeck/sdk/testing';
import { memberClient, newDataKey } from '../shared/questionnaire/fake-forms-server';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const PROGRAM_ID = uuid(900);

export const CATALOGUE = {
  medications: [
    { id: uuid(101), name: 'Metformin', generic_name: 'metformin', drug_type: 'HUMAN PRESCRIPTION DRUG', strength: '500 mg tablet' },
    { id: uuid(102), name: 'Vitamin D3', generic_name: '', drug_type: 'supplement', strength: '1000 IU capsule' },
  ] satisfies CatalogueMedication[],
  allergies: [
    { id: uuid(201), name: 'Peanuts', category: 'food' },
    { id: uuid(202), name: 'Penicillin', category: 'drug' },
  ] satisfies CatalogueAllergy[],
  health_issues: [{ id: uuid(301), name: 'Type 2 diabetes', icd10_code: 'E11.9' }] satisfies CatalogueHealthIssue[],
};

export function healthAction(n: number, overrides: Partial<UserHealthAction> = {}): UserHealthAction {
  return {
    id: uuid(400 + n),
    health_action_id: uuid(500 + n),
    program_id: PROGRAM_ID,
    title: `Action ${n}`,
    description: '',
    code: `action_${n}`,
    care_category: 'everyday-care',
    recurrence: 'non-recurring',
    duration: null,
    duration_unit: null,
    url: null,
    priority: n,
    status: 'not_started',
    started_at: null,
    completed_at: null,
    ...overrides,
  };
}

type Route =
  | 'account'
  | 'userHealthActions'
  | 'inProgressHealthActions'
  | 'completedHealthActions'
  | 'healthActionStatus'
  | 'healthRecordsCatalogue'
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
  | 'userHealthIssueSealRecord';

type SealedRow = { id: string; encrypted_data: string };

export interface FakeHealthRecordsState {
  actions: UserHealthAction[];
  medications: UserMedication[];
  log: MedicationLogEntry[];
  allergies: SealedRow[];
  issues: SealedRow[];
  /** Catalogue ids the server refuses (withdrawn after the member's list loaded). */
  inactive: Set<string>;
}

export interface FakeHealthRecordsApi extends FakeServer<Route> {
  state: FakeHealthRecordsState;
}

const NEXT: Record<HealthActionStatus, HealthActionStatus> = { not_started: 'in_progress', in_progress: 'completed', completed: 'in_progress' };

export function createFakeHealthRecordsApi(initial: Partial<FakeHealthRecordsState> = {}): FakeHealthRecordsApi {
  const state: FakeHealthRecordsState = { actions: [], medications: [], log: [], allergies: [], issues: [], inactive: new Set(), ...initial };
  let n = 1000;
  const nextId = () => {
    n += 1;
    return uuid(n);
  };
  const now = () => '2026-06-01T09:00:00.000Z';
  /** A new sealed row, or the member's row `id` with its new ciphertext; null for an id not theirs. */
  const upsert = (rows: SealedRow[], req: SealedRow & { id?: string }): { rows: SealedRow[]; row: SealedRow } | null => {
    if (req.id && !rows.some((r) => r.id === req.id)) return null;
    const row = { id: req.id ?? nextId(), encrypted_data: req.encrypted_data };
    return { rows: req.id ? rows.map((r) => (r.id === req.id ? row : r)) : [...rows, row], row };
  };
  /**
   * Ours (docs/decisions/0034-server-sealed-records-resealed.md): a record the server sealed, sent back
   * re-sealed under the data key once opened; taken as the server takes it (a record already re-sealed stays).
   */
  const reseal =
    <R extends SealedRow>(rows: () => R[], field: string, missing: string) =>
    ({ params, body }: { params: Record<string, string>; body: unknown }) => {
      const row = rows().find((r) => r.id === params.id);
      if (!row) return apiError(404, missing);
      if (!row.encrypted_data.startsWith('hd1.')) row.encrypted_data = (body as SealedRow).encrypted_data;
      return json({ [field]: row });
    };
  const server = createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    userHealthActions: () => json({ health_actions: state.actions }),
    inProgressHealthActions: () => json({ health_actions: state.actions.filter((a) => a.status === 'in_progress') }),
    completedHealthActions: () => json({ health_actions: state.actions.filter((a) => a.status === 'completed') }),
    healthActionStatus: ({ body }) => {
      const { program_id, health_action_id } = body as { program_id: string; health_action_id: string };
      const action = state.actions.find((a) => a.program_id === program_id && a.health_action_id === health_action_id);
      if (!action) return apiError(400, 'Health action not found', 'BAD_REQUEST');
      action.status = NEXT[action.status];
      action.started_at ??= now();
      action.completed_at = action.status === 'completed' ? now() : null;
      return json({ health_action: action });
    },
    healthRecordsCatalogue: () =>
      json({
        medications: CATALOGUE.medications.filter((m) => !state.inactive.has(m.id)),
        allergies: CATALOGUE.allergies.filter((a) => !state.inactive.has(a.id)),
        health_issues: CATALOGUE.health_issues.filter((h) => !state.inactive.has(h.id)),
      }),
    currentMedications: () => json({ medications: state.medications }),
    medicationsLog: () => json({ medications_log: state.log }),
    // The server's part: it keeps the sealed details as they came and reads only the schedule.
    medicationSchedule: ({ body }) => {
      const req = body as Required<MedicationScheduleRequest>;
      const existing = req.id ? state.medications.find((m) => m.id === req.id) : undefined;
      if (req.id && !existing) return apiError(400, 'Medication not found', 'BAD_REQUEST', { id: 'Medication not found' });
      const end_date = req.recurrence === 'non-recurring' ? req.start_date : (req.end_date ?? null);
      const saved: UserMedication = {
        id: existing?.id ?? nextId(),
        recurrence: req.recurrence ?? 'daily',
        times: [...req.times].sort(),
        start_date: req.start_date,
        end_date,
        encrypted_data: req.encrypted_data,
      };
      state.medications = [...state.medications.filter((m) => m.id !== saved.id), saved];
      state.log.unshift({ ...saved, id: nextId(), user_medication_id: saved.id, event: existing ? 'rescheduled' : 'scheduled', created_at: now() });
      return json({ medication: saved });
    },
    currentAllergies: () => json({ allergies: state.allergies }),
    saveUserAllergy: ({ body }) => {
      const saved = upsert(state.allergies, body as SealedRow);
      if (!saved) return apiError(400, 'Allergy not found', 'BAD_REQUEST', { id: 'Allergy not found' });
      state.allergies = saved.rows;
      return json({ allergy: saved.row });
    },
    currentHealthIssues: () => json({ health_issues: state.issues }),
    saveUserHealthIssue: ({ body }) => {
      const saved = upsert(state.issues, body as SealedRow);
      if (!saved) return apiError(400, 'Health issue not found', 'BAD_REQUEST', { id: 'Health issue not found' });
      state.issues = saved.rows;
      return json({ health_issue: saved.row });
    },
    userMedicationSealRecord: reseal(() => state.medications, 'medication', 'Medication not found'),
    medicationLogSealRecord: reseal(() => state.log, 'entry', 'Medications log entry not found'),
    userAllergySealRecord: reseal(() => state.allergies, 'allergy', 'Allergy not found'),
    userHealthIssueSealRecord: reseal(() => state.issues, 'health_issue', 'Health issue not found'),
  });
  return Object.assign(server, { state });
}

/** A signed-in member whose data key this browser holds (`key` null: the locked state). */
export async function createHealthRecordsClient(api: FakeHealthRecordsApi, key: CryptoKey | null | 'new' = 'new'): Promise<HealthDeck> {
  return memberClient(api, key === 'new' ? await newDataKey() : key);
}

/** What the browser sends: `value` sealed under `key` (for records the test puts on the server). */
export function sealedRow(key: CryptoKey, value: unknown, id = uuid(7000 + Math.floor(Math.random() * 1000))): Promise<SealedRow> {
  return sealRecord(key, value).then((encrypted_data) => ({ id, encrypted_data }));
}
