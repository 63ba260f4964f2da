// Test support for the vitals widgets: a fake server holding a member's vital records (newest
// first) and the admin's thresholds, and a member whose data key this browser holds.
import type { VitalRecord, VitalWarningThreshold } from '@healthdeck/contract/light';
import { sealRecord, type KeyStore } from '@healthdeck/crypto/light';
import { BROWSER_RPPG_METHOD, createHealthDeck, memoryStorage, type DecryptedVitals, signInWithTokens } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeServer, json, tokensFixture, userFlowActivityFake } from '@healthdeck/sdk/testing';

/** A scan read in the browser: what the camera measured, nothing else. */
export const VITALS: DecryptedVitals = { method: BROWSER_RPPG_METHOD, hr: 72, hrv: 45, rr: 14, sbp: null, dbp: null, spo2: null };
/** A record of the old server sandbox (no method): its HRV, blood pressure and SpO2 were derived by formula. */
export const SANDBOX_VITALS: DecryptedVitals = { hr: 72, hrv: 45, sbp: 118, dbp: 76, rr: 14, spo2: 97 };

interface State {
  records: VitalRecord[];
  thresholds: VitalWarningThreshold[];
}

let next = 0;
const uuid = () => `6f1b2c3d-4e5f-4a6b-8c7d-${String(++next).padStart(12, '0')}`;

export function createVitalsServer(initial: Partial<State> = {}) {
  const state: State = { records: [], thresholds: [], ...initial };
  const server = createFakeServer({
    account: () => json(accountFixture()),
    userFlowActivity: userFlowActivityFake,
    vitals: (call) => {
      const page = Number(call.query.get('page') ?? 1);
      const take = Number(call.query.get('take') ?? 1);
      return json({ vitals: { total_count: state.records.length, models: state.records.slice((page - 1) * take, page * take) } });
    },
    vitalThresholds: () => json({ thresholds: state.thresholds }),
    // Ours: a record the server sealed, sent back re-sealed under the data key once opened; kept as the server would.
    vitalSealRecord: (call) => {
      const index = state.records.findIndex((r) => r.id === call.params.id);
      if (index < 0) return apiError(404, 'Vitals record not found');
      const record = state.records[index] as VitalRecord;
      if (record.encrypted_data.startsWith('hd1.')) return json({ vital: record });
      const vital = { ...record, encrypted_data: (call.body as { encrypted_data: string }).encrypted_data };
      state.records[index] = vital;
      return json({ vital });
    },
    vitalCreate: (call) => {
      const vital = { id: uuid(), encrypted_data: (call.body as { encrypted_data: string }).encrypted_data, sandbox: null, created_at: new Date('2026-11-20T09:30:00Z').toISOString() };
      state.records.unshift(vital);
      return json({ vital });
    },
  });
  return Object.assign(server, { state });
}

/** A vital record as the server keeps it (`sandbox`: 'simulated' or 'seed' for one the server made up). */
export function vitalRecord(encrypted_data: string, created_at = '2026-11-18T08:15:00.000Z', sandbox: VitalRecord['sandbox'] = null): VitalRecord {
  return { id: uuid(), encrypted_data, sandbox, created_at };
}

/** A member whose data key this browser unlocked before (the key store has it), as after a sign-in; their records sealed under it. */
export async function memberWithVitals(values: DecryptedVitals[] = [], initial: Partial<State> = {}) {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const records = await Promise.all(values.map(async (v, i) => vitalRecord(await sealRecord(key, v), new Date(Date.UTC(2026, 10, 18 - i, 8, 15)).toISOString())));
  const server = createVitalsServer({ records, ...initial });
  return { server, client: await visitWithDataKey(server, key), key };
}

/**
 * A visit of the member to `server` in a browser whose key store holds their data key (a sign-in
 * earlier, or a reload): the data key is back, the private key (memory only) is not.
 */
export async function visitWithDataKey(server: Pick<ReturnType<typeof createVitalsServer>, 'fetch'>, key: CryptoKey) {
  const keyStore: KeyStore = { save: async () => {}, load: async (userId) => (userId === accountFixture().user.id ? key : null), clear: async () => {} };
  const client = createHealthDeck({ fetch: server.fetch, storage: memoryStorage(), keyStore, onUnauthorized: () => {} });
  await signInWithTokens(client, tokensFixture());
  // The key store answers asynchronously: wait for the data key to be back.
  while (!client.$dataKey.get()) await new Promise((resolve) => setTimeout(resolve, 0));
  return client;
}
