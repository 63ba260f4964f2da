// Test double of the health-actions routes (spec 000 §7.6) for this widget's component tests, on the
// one fake server (@healthdeck/sdk/testing); it keeps the member's records and applies the server's
// rules the tests rely on (one step per status change, saving again updates, 400 for an inactive record).
import type {
  CatalogueAllergy,
  CatalogueHealthIssue,
  CatalogueMedication,
  HealthActionStatus,
  MedicationLogEntry,
  MedicationScheduleRequest,
  UserAllergy,
  UserHealthAction,
  UserHealthIssue,
  UserMedication,
} from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeServer } from '@healthdeck/sdk/testing';

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
  | 'saveUserHealthIssue';

export interface FakeHealthRecordsState {
  actions: UserHealthAction[];
  medications: UserMedication[];
  log: MedicationLogEntry[];
  allergies: UserAllergy[];
  issues: UserHealthIssue[];
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
    medicationSchedule: ({ body }) => {
      const req = body as Required<MedicationScheduleRequest>;
      const med = CATALOGUE.medications.find((m) => m.id === req.medication_id);
      if (!med || state.inactive.has(med.id)) return apiError(400, 'Medication not found', 'BAD_REQUEST', { medication_id: 'Medication not found' });
      const existing = state.medications.find((m) => m.medication_id === med.id);
      const end_date = req.recurrence === 'non-recurring' ? req.start_date : req.end_date;
      const saved: UserMedication = {
        id: existing?.id ?? nextId(),
        medication_id: med.id,
        name: med.name,
        drug_type: med.drug_type,
        strength: med.strength,
        dosage: req.dosage,
        recurrence: req.recurrence,
        times: [...req.times].sort(),
        start_date: req.start_date,
        end_date,
      };
      state.medications = [...state.medications.filter((m) => m.id !== saved.id), saved];
      state.log.unshift({
        id: nextId(),
        user_medication_id: saved.id,
        medication_name: med.name,
        event: existing ? 'rescheduled' : 'scheduled',
        dosage: saved.dosage,
        recurrence: saved.recurrence,
        times: saved.times,
        start_date: saved.start_date,
        end_date,
        created_at: now(),
      });
      return json({ medication: saved });
    },
    currentAllergies: () => json({ allergies: state.allergies }),
    saveUserAllergy: ({ body }) => {
      const req = body as { allergy_id: string; severity: UserAllergy['severity']; reaction?: string };
      const allergy = CATALOGUE.allergies.find((a) => a.id === req.allergy_id);
      if (!allergy || state.inactive.has(allergy.id)) return apiError(400, 'Allergy not found', 'BAD_REQUEST', { allergy_id: 'Allergy not found' });
      const saved: UserAllergy = { id: nextId(), allergy_id: allergy.id, name: allergy.name, category: allergy.category, severity: req.severity, reaction: req.reaction ?? '' };
      state.allergies = [...state.allergies.filter((a) => a.allergy_id !== allergy.id), saved];
      return json({ allergy: saved });
    },
    currentHealthIssues: () => json({ health_issues: state.issues }),
    saveUserHealthIssue: ({ body }) => {
      const req = body as { health_issue_id: string; diagnosed_on: string | null; notes: string };
      const issue = CATALOGUE.health_issues.find((h) => h.id === req.health_issue_id);
      if (!issue) return apiError(400, 'Health issue not found', 'BAD_REQUEST');
      if (req.diagnosed_on && req.diagnosed_on > '2026-06-01')
        return apiError(400, 'The diagnosis date cannot be in the future', 'BAD_REQUEST', { diagnosed_on: 'The diagnosis date cannot be in the future' });
      const saved: UserHealthIssue = { id: nextId(), health_issue_id: issue.id, name: issue.name, icd10_code: issue.icd10_code, diagnosed_on: req.diagnosed_on, notes: req.notes };
      state.issues = [...state.issues.filter((h) => h.health_issue_id !== issue.id), saved];
      return json({ health_issue: saved });
    },
  });
  return Object.assign(server, { state });
}

export async function createHealthRecordsClient(api: FakeHealthRecordsApi): Promise<HealthDeck> {
  return createFakeClient(api);
}
