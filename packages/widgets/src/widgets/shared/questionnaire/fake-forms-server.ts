// Test double of the HRA and nutrition form routes (spec 000 §7.6) for the form widgets' component
// tests, on the one fake server (@healthdeck/sdk/testing). It keeps the forms as the server does
// (docs/decisions/0049-health-assessment-and-nutrition.md): a section saved is incomplete / complete / skipped, the form complete
// once every section is complete or skipped, review after submit; the answers stay sealed. A section
// the server sealed to the member is taken back re-sealed under the data key (hraSectionSealRecord).
import { HRA_SECTIONS, type FormStatusValue, type HraForm, type HraFormKind, type NutritionForm } from '@healthdeck/contract/light';
import type { KeyStore } from '@healthdeck/crypto/light';
import { createHealthDeck, memoryStorage, type HealthDeck, signInWithTokens } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeServer, json, tokensFixture } from '@healthdeck/sdk/testing';

const AT = '2026-03-04T10:00:00.000Z';
type Saved = { status: 'incomplete' | 'complete' | 'skipped'; encrypted_data: string | null };

export interface FormsState {
  sections: Partial<Record<HraFormKind, Saved>>;
  submittedAt: string | null;
  nutrition: NutritionForm;
  events: { event: string; detail?: string }[];
  /** The status a section's re-seal is refused with (none: taken). */
  resealRefusal?: number;
}

function hraForm(state: FormsState): HraForm | null {
  const kinds = Object.keys(state.sections);
  if (kinds.length === 0) return null;
  const done = HRA_SECTIONS.every((kind) => state.sections[kind] && state.sections[kind].status !== 'incomplete');
  const status: FormStatusValue = state.submittedAt ? 'review' : done ? 'complete' : 'incomplete';
  return {
    status,
    submitted_at: state.submittedAt,
    sections: HRA_SECTIONS.map((kind) => {
      const saved = state.sections[kind];
      const sectionStatus: FormStatusValue = !saved ? 'new' : state.submittedAt && saved.status === 'complete' ? 'review' : saved.status;
      return { kind, status: sectionStatus, encrypted_data: saved?.encrypted_data ?? null, updated_at: saved ? AT : null };
    }),
  };
}

export function createFormsServer(initial: Partial<FormsState> = {}) {
  const state: FormsState = {
    sections: {},
    submittedAt: null,
    nutrition: { status: 'new', encrypted_data: null, updated_at: null, submitted_at: null },
    events: [],
    ...initial,
  };
  const server = createFakeServer({
    account: () => json(accountFixture()),
    hraForm: () => {
      const form = hraForm(state);
      return form ? json({ form }) : { status: 204 };
    },
    hraSections: () => {
      const form = hraForm(state);
      return json({ status: form?.status ?? 'new', sections: HRA_SECTIONS.map((kind) => ({ kind, status: form?.sections.find((s) => s.kind === kind)?.status ?? 'new' })) });
    },
    hraSave: (call) => {
      const body = call.body as Saved;
      state.sections[call.query.get('save') as HraFormKind] = { status: body.status, encrypted_data: body.encrypted_data };
      state.submittedAt = null;
      return json({ form: hraForm(state) });
    },
    // Ours: a section the server sealed, sent back re-sealed under the data key once opened; kept as the
    // server would (`resealRefusal` set: refused with that status, the section as it was).
    hraSectionSealRecord: (call) => {
      const kind = call.params.kind as HraFormKind;
      const saved = state.sections[kind];
      if (!saved) return apiError(404, 'Health assessment section not found', 'NOT_FOUND');
      const body = call.body as { encrypted_data: string; updated_at: string };
      const answer = () => json({ section: hraForm(state)?.sections.find((s) => s.kind === kind) });
      if (saved.encrypted_data?.startsWith('hd1.')) return answer();
      if (state.resealRefusal || body.updated_at !== AT) return apiError(state.resealRefusal ?? 409, 'This section has changed. Open it again.', 'CONFLICT');
      state.sections[kind] = { ...saved, encrypted_data: body.encrypted_data };
      return answer();
    },
    hraSubmit: () => {
      if (hraForm(state)?.status !== 'complete') return apiError(400, 'Complete or skip every section before submitting', 'BAD_REQUEST');
      state.submittedAt = AT;
      return json({ form: hraForm(state) });
    },
    nutritionForm: () => json({ form: state.nutrition }),
    nutritionFormSave: (call) => {
      state.nutrition = { status: 'incomplete', encrypted_data: (call.body as { encrypted_data: string }).encrypted_data, updated_at: AT, submitted_at: null };
      return json({ form: state.nutrition });
    },
    nutritionFormSubmit: () => {
      if (!state.nutrition.encrypted_data) return apiError(400, 'Save your answers before submitting the nutrition form', 'BAD_REQUEST');
      state.nutrition = { ...state.nutrition, status: 'complete', submitted_at: AT };
      return json({ form: state.nutrition });
    },
    userFlowActivity: (call) => {
      const body = call.body as { event: string; detail?: string };
      state.events.push(body);
      return json({ activity: { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', event: body.event, detail: body.detail ?? null, created_at: AT } });
    },
  });
  return Object.assign(server, { state });
}

export async function newDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** A signed-in member whose data key this browser holds (or none: `key` null, the locked state). */
export async function memberClient(server: { fetch: typeof fetch }, key: CryptoKey | null): Promise<HealthDeck> {
  const keyStore: KeyStore = { save: async () => {}, load: async (userId) => (key && userId === accountFixture().user.id ? key : null), clear: async () => {} };
  const client = createHealthDeck({ fetch: server.fetch, storage: memoryStorage(), keyStore, onUnauthorized: () => {} });
  await signInWithTokens(client, tokensFixture());
  if (key) await waitForKey(client);
  return client;
}

async function waitForKey(client: HealthDeck): Promise<void> {
  for (let i = 0; i < 50 && !client.$dataKey.get(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
}
