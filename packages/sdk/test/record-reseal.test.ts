// Ours (docs/decisions/0034-server-sealed-records-resealed.md): a vital or a body measurement the server
// sealed to the member's public key, once opened with the private key, is sent back re-sealed under the
// data key (vitalSealRecord, measurementSealRecord) for the version opened, and so are the health
// records (medications, their log, allergies, health issues) and the health assessment's sections
// (hraSectionSealRecord, named by kind and updated_at); best effort, never in the
// way of the opening. Against the loopback contract server (the route rows, schemas and paths are real).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import { createDataKey, encryptForMember, openRecord, sealRecord, unlockPrivateKey, type PrivateKey } from '@healthdeck/crypto';
import type { HraSection, LastMeasurement, VitalRecord } from '@healthdeck/contract';
import { createHash } from 'node:crypto';
import {
  createHealthDeck,
  fetchCurrentAllergies,
  fetchCurrentHealthIssues,
  fetchCurrentMedications,
  fetchLastMeasurementOpened,
  fetchLatestVitals,
  fetchMedicationsLog,
  openHraSection,
  openMeasurement,
  openVital,
  type ClinicalHost,
} from '../src/index.js';
import { MEMBER_PRIVATE_KEY, MEMBER_PUBLIC_KEY, TEST_KEY_PASSPHRASE } from './support/impersonation-keys.js';
import { startContractServer, type ContractServer, type ContractServerOptions } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

let privateKey: PrivateKey;
beforeAll(async () => {
  privateKey = await unlockPrivateKey(MEMBER_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
});

const dataKey = () => crypto.subtle.importKey('raw', createDataKey(), 'AES-GCM', false, ['encrypt', 'decrypt']);
const VALUES = { hr: 72, hrv: 48, sbp: 118, dbp: 76, rr: 14, spo2: 98 };
const BODY = { circumference_params: { chest: 38, waist: 31, low_hips: 39 }, bmi: 22.4 };
const ID = '11111111-1111-4111-8111-111111111111';

async function setUp(handlers: ContractServerOptions['handlers'], key: CryptoKey | null): Promise<ClinicalHost> {
  server = await startContractServer({ handlers });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { call: hd.call, queryClient: hd.queryClient, $dataKey: atom<CryptoKey | null>(key) };
}

type ResealRoute =
  | 'vitalSealRecord'
  | 'measurementSealRecord'
  | 'userAllergySealRecord'
  | 'userMedicationSealRecord'
  | 'medicationLogSealRecord'
  | 'userHealthIssueSealRecord'
  | 'hraSectionSealRecord'
  | 'measurementSkipSealRecord';

/** Resolves once the server has had `count` requests of `route` (the re-seal leaves after the answer). */
async function sent(route: ResealRoute, count = 1) {
  for (let i = 0; i < 200 && server!.hits(route) < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return server!.requests.filter((r) => r.route === route);
}

/**
 * The first re-seal of `route`: a PUT to `url` whose body names the version opened (`version`, and
 * nothing else beside the record) and carries an hd1. record that opens to `values` under `key`.
 */
async function expectResealed(route: ResealRoute, url: string, version: Record<string, string>, key: CryptoKey, values: unknown) {
  const [put] = await sent(route);
  expect(put!.method).toBe('PUT');
  expect(put!.url).toBe(url);
  const { encrypted_data, ...named } = put!.body as { encrypted_data: string };
  expect(named).toEqual(version);
  expect(encrypted_data).toMatch(/^hd1\./);
  expect(await openRecord(encrypted_data, { dataKey: key })).toEqual(values);
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('vitals', () => {
  const vitalsOf = (record: VitalRecord) => ({ vitals: () => ({ status: 200, body: { vitals: { total_count: 1, models: [record] } } }) });

  it('re-seals a vital the server sealed once the private key opened it: hd1. under the data key, named by its created_at', async () => {
    const key = await dataKey();
    const record: VitalRecord = { id: ID, encrypted_data: await encryptForMember(VALUES, MEMBER_PUBLIC_KEY), sandbox: 'simulated', created_at: '2026-05-04T15:00:00.000Z' };
    const host = await setUp(
      { ...vitalsOf(record), vitalSealRecord: (req) => ({ status: 200, body: { vital: { ...record, encrypted_data: (req.body as { encrypted_data: string }).encrypted_data } } }) },
      key,
    );
    const latest = await fetchLatestVitals(host, { privateKey });
    expect(latest.vitals).toEqual(VALUES);
    // The simulate call's random values stay named as such, so the card marks them as demo data.
    expect(latest.sandbox).toBe('simulated');
    await expectResealed('vitalSealRecord', `/api/client/vitals/${ID}/record`, { created_at: record.created_at }, key, VALUES);
  });

  it('sends nothing for a record already under the data key, without the data key, or when it could not be opened', async () => {
    const key = await dataKey();
    const resealed: VitalRecord = { id: ID, encrypted_data: await sealRecord(key, VALUES), sandbox: null, created_at: '2026-05-04T15:00:00.000Z' };
    const host = await setUp(vitalsOf(resealed), key);
    expect(await openVital(host, resealed)).toEqual(VALUES);
    const serverSealed: VitalRecord = { ...resealed, encrypted_data: await encryptForMember(VALUES, MEMBER_PUBLIC_KEY) };
    // No private key: locked, nothing to re-seal.
    expect(await openVital(host, serverSealed)).toBeNull();
    // No data key in this browser: opened, but nothing can be re-sealed.
    expect(await openVital({ ...host, $dataKey: atom<CryptoKey | null>(null) }, serverSealed, { privateKey })).toEqual(VALUES);
    await settle();
    expect(server!.hits('vitalSealRecord')).toBe(0);
  });

  it('opens the vital all the same when the re-seal is refused (409) or fails', async () => {
    const record: VitalRecord = { id: ID, encrypted_data: await encryptForMember(VALUES, MEMBER_PUBLIC_KEY), sandbox: 'seed', created_at: '2026-05-04T15:00:00.000Z' };
    let status = 409;
    const host = await setUp(
      { ...vitalsOf(record), vitalSealRecord: () => ({ status, body: { statusCode: status, error_code: 'CONFLICT', message: 'These vitals have changed. Open them again.' } }) },
      await dataKey(),
    );
    expect((await fetchLatestVitals(host, { privateKey })).vitals).toEqual(VALUES);
    await sent('vitalSealRecord');
    status = 503;
    expect(await openVital(host, record, { privateKey })).toEqual(VALUES);
    expect(await sent('vitalSealRecord', 2)).toHaveLength(2);
  });
});

describe('measurements', () => {
  const last = (encrypted_data: string): LastMeasurement => ({
    id: ID,
    status: 'completed',
    encrypted_data,
    sandbox: null,
    created_at: '2026-05-04T15:00:00.000Z',
    updated_at: '2026-05-04T15:05:00.000Z',
  });

  it('re-seals the last measurement the server sealed once opened, for the version opened (updated_at)', async () => {
    const key = await dataKey();
    const measurement = last(await encryptForMember(BODY, MEMBER_PUBLIC_KEY));
    const host = await setUp(
      {
        measurementLast: () => ({ status: 200, body: { measurement, measurement_skip: null } }),
        measurementSealRecord: (req) => ({
          status: 200,
          body: { measurement: { ...measurement, sample_count: 0, encrypted_data: (req.body as { encrypted_data: string }).encrypted_data } },
        }),
      },
      key,
    );
    expect((await fetchLastMeasurementOpened(host, { privateKey })).measurement?.value).toEqual(BODY);
    await expectResealed('measurementSealRecord', `/api/client/measurements/${ID}/record`, { updated_at: measurement.updated_at }, key, BODY);
  });

  it('re-seals through the measurements list’s open too, and not a measurement already under the data key', async () => {
    const key = await dataKey();
    const host = await setUp(
      { measurementSealRecord: (req) => ({ status: 200, body: { measurement: { ...last((req.body as { encrypted_data: string }).encrypted_data), sample_count: 0 } } }) },
      key,
    );
    expect(await openMeasurement(host, last(await sealRecord(key, BODY)))).toEqual(BODY);
    await settle();
    expect(server!.hits('measurementSealRecord')).toBe(0);
    expect(await openMeasurement(host, last(await encryptForMember(BODY, MEMBER_PUBLIC_KEY)), { privateKey })).toEqual(BODY);
    expect(await sent('measurementSealRecord')).toHaveLength(1);
  });
});

describe('the measurement skip reason', () => {
  it('opens a reason migration 0035 sealed to the member with the private key and re-seals it for the version opened; locked without the key', async () => {
    const key = await dataKey();
    const skip = { encrypted_data: await encryptForMember("I don't have the right clothing", MEMBER_PUBLIC_KEY), updated_at: '2026-05-01T09:00:00.000Z' };
    const host = await setUp(
      {
        measurementLast: () => ({ status: 200, body: { measurement: null, measurement_skip: skip } }),
        measurementSkipSealRecord: (req) => ({ status: 200, body: { measurement_skip: { ...skip, encrypted_data: (req.body as { encrypted_data: string }).encrypted_data } } }),
      },
      key,
    );
    expect(await fetchLastMeasurementOpened(host)).toEqual({ measurement: null, measurement_skip_reason: null, measurement_skip_locked: true });
    await settle();
    expect(server!.hits('measurementSkipSealRecord')).toBe(0);
    expect(await fetchLastMeasurementOpened(host, { privateKey })).toEqual({ measurement: null, measurement_skip_reason: "I don't have the right clothing", measurement_skip_locked: false });
    await expectResealed('measurementSkipSealRecord', '/api/client/measurements/skip', { updated_at: skip.updated_at }, key, "I don't have the right clothing");
  });
});

// docs/decisions/0034-server-sealed-records-resealed.md: medications, their log, allergies and health
// issues that migration 0023 or the demo seed sealed to the member's public key.
describe('health records', () => {
  const PEANUTS = { allergy_id: '22222222-2222-4222-8222-222222222222', name: 'Peanuts', category: 'food', severity: 'moderate', reaction: 'Hives' };
  const MEDICATION = { medication_id: '33333333-3333-4333-8333-333333333333', name: 'Metformin', drug_type: 'Tablet', strength: '500 mg', dosage: '1 tablet' };
  const ISSUE = { health_issue_id: '44444444-4444-4444-8444-444444444444', name: 'Asthma', icd10_code: 'J45', diagnosed_on: null, notes: '' };
  const SCHEDULE = { recurrence: 'daily', times: ['08:00'], start_date: '2026-05-01', end_date: null };
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const echo = (field: string, row: Record<string, unknown>) => (req: { body: unknown }) => ({
    status: 200,
    body: { [field]: { ...row, encrypted_data: (req.body as { encrypted_data: string }).encrypted_data } },
  });
  const recordsHost = (host: ClinicalHost, key: PrivateKey | null) => ({ ...host, $privateKey: atom<PrivateKey | null>(key) });

  it('re-seals each kind the server sealed once the private key opened it: hd1. under the data key, named by the SHA-256 of the record opened', async () => {
    const key = await dataKey();
    const allergy = { id: ID, encrypted_data: await encryptForMember(PEANUTS, MEMBER_PUBLIC_KEY) };
    const medication = { id: ID, ...SCHEDULE, encrypted_data: await encryptForMember(MEDICATION, MEMBER_PUBLIC_KEY) };
    const entry = { ...medication, user_medication_id: ID, event: 'scheduled', created_at: '2026-05-01T08:00:00.000Z' };
    const issue = { id: ID, encrypted_data: await encryptForMember(ISSUE, MEMBER_PUBLIC_KEY) };
    const host = await setUp(
      {
        currentAllergies: () => ({ status: 200, body: { allergies: [allergy] } }),
        currentMedications: () => ({ status: 200, body: { medications: [medication] } }),
        medicationsLog: () => ({ status: 200, body: { medications_log: [entry] } }),
        currentHealthIssues: () => ({ status: 200, body: { health_issues: [issue] } }),
        userAllergySealRecord: echo('allergy', allergy),
        userMedicationSealRecord: echo('medication', medication),
        medicationLogSealRecord: echo('entry', entry),
        userHealthIssueSealRecord: echo('health_issue', issue),
      },
      key,
    );
    const records = recordsHost(host, privateKey);
    expect(await fetchCurrentAllergies(records)).toEqual({ records: [{ id: ID, ...PEANUTS }], locked: false, unreadable: 0 });
    expect((await fetchCurrentMedications(records)).records).toEqual([{ id: ID, ...SCHEDULE, ...MEDICATION }]);
    expect((await fetchMedicationsLog(records)).records).toHaveLength(1);
    expect((await fetchCurrentHealthIssues(records)).records).toEqual([{ id: ID, ...ISSUE }]);
    const cases = [
      ['userAllergySealRecord', `/api/client/health-actions/allergies/${ID}/record`, allergy.encrypted_data, PEANUTS],
      ['userMedicationSealRecord', `/api/client/health-actions/medications/${ID}/record`, medication.encrypted_data, MEDICATION],
      ['medicationLogSealRecord', `/api/client/health-actions/medications-log/${ID}/record`, entry.encrypted_data, MEDICATION],
      ['userHealthIssueSealRecord', `/api/client/health-actions/health-issues/${ID}/record`, issue.encrypted_data, ISSUE],
    ] as const;
    for (const [route, url, opened, details] of cases) await expectResealed(route, url, { sealed_sha256: sha256(opened) }, key, details);
  });

  it('sends nothing for a record already under the data key, without the data key, or while locked; a refused re-seal leaves the record shown', async () => {
    const key = await dataKey();
    const resealed = { id: ID, encrypted_data: await sealRecord(key, PEANUTS) };
    const serverSealed = { id: ID, encrypted_data: await encryptForMember(PEANUTS, MEMBER_PUBLIC_KEY) };
    let rows = [resealed];
    const host = await setUp(
      {
        currentAllergies: () => ({ status: 200, body: { allergies: rows } }),
        userAllergySealRecord: () => ({ status: 409, body: { statusCode: 409, error_code: 'CONFLICT', message: 'This health record has changed. Open it again.' } }),
      },
      key,
    );
    expect((await fetchCurrentAllergies(recordsHost(host, privateKey))).records).toEqual([{ id: ID, ...PEANUTS }]);
    rows = [serverSealed];
    // No private key: locked, nothing to re-seal.
    expect(await fetchCurrentAllergies(recordsHost(host, null))).toEqual({ records: [], locked: true, unreadable: 0 });
    // No data key in this browser: opened, but nothing can be re-sealed.
    const noDataKey = recordsHost({ ...host, $dataKey: atom<CryptoKey | null>(null) }, privateKey);
    expect((await fetchCurrentAllergies(noDataKey)).records).toEqual([{ id: ID, ...PEANUTS }]);
    await settle();
    expect(server!.hits('userAllergySealRecord')).toBe(0);
    // Refused (409): opened all the same.
    expect((await fetchCurrentAllergies(recordsHost(host, privateKey))).records).toEqual([{ id: ID, ...PEANUTS }]);
    expect(await sent('userAllergySealRecord')).toHaveLength(1);
  });
});

describe('health assessment sections', () => {
  const ANSWERS = { interest: 'several-days' };
  const section = (encrypted_data: string | null): HraSection => ({ kind: 'depression-screening', status: 'incomplete', encrypted_data, updated_at: '2026-05-04T15:00:00.000Z' });

  it('re-seals a section the server sealed once the private key opened it: hd1. under the data key, named by its kind and updated_at', async () => {
    const key = await dataKey();
    const sealed = section(await encryptForMember(ANSWERS, MEMBER_PUBLIC_KEY));
    const host = await setUp(
      { hraSectionSealRecord: (req) => ({ status: 200, body: { section: { ...sealed, encrypted_data: (req.body as { encrypted_data: string }).encrypted_data } } }) },
      key,
    );
    expect(await openHraSection(host, sealed, { privateKey })).toEqual(ANSWERS);
    await expectResealed('hraSectionSealRecord', '/api/client/hra/sections/depression-screening/record', { updated_at: sealed.updated_at! }, key, ANSWERS);
  });

  it('sends nothing for a section already under the data key, without the data key, or while locked; a refused re-seal leaves the answers opened', async () => {
    const key = await dataKey();
    let status = 200;
    const host = await setUp({ hraSectionSealRecord: () => ({ status, body: { statusCode: status, error_code: 'CONFLICT', message: 'This section has changed. Open it again.' } }) }, key);
    expect(await openHraSection(host, section(await sealRecord(key, ANSWERS)), { privateKey })).toEqual(ANSWERS);
    const serverSealed = section(await encryptForMember(ANSWERS, MEMBER_PUBLIC_KEY));
    expect(await openHraSection(host, serverSealed)).toBeNull();
    expect(await openHraSection({ ...host, $dataKey: atom<CryptoKey | null>(null) }, serverSealed, { privateKey })).toEqual(ANSWERS);
    await settle();
    expect(server!.hits('hraSectionSealRecord')).toBe(0);
    status = 409;
    expect(await openHraSection(host, serverSealed, { privateKey })).toEqual(ANSWERS);
    expect(await sent('hraSectionSealRecord')).toHaveLength(1);
  });
});
