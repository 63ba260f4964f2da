// Ours (DECISIONS "Vitals and body measurements re-sealed"): a vital or a body measurement the server
// sealed to the member's public key, once opened with the private key, is sent back re-sealed under the
// data key (vitalSealRecord, measurementSealRecord) for the version opened; best effort, never in the
// way of the opening. Against the loopback contract server (the route rows, schemas and paths are real).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import { createDataKey, encryptForMember, openRecord, sealRecord, unlockPrivateKey, type PrivateKey } from '@healthdeck/crypto';
import type { LastMeasurement, VitalRecord } from '@healthdeck/contract';
import { createHealthDeck, createMeasurementLastApi, createMeasurementsApi, createVitalsApi, type ClinicalHost } from '../src/index.js';
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

/** Resolves once the server has had `count` requests of `route` (the re-seal leaves after the answer). */
async function sent(route: 'vitalSealRecord' | 'measurementSealRecord', count = 1) {
  for (let i = 0; i < 200 && server!.hits(route) < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return server!.requests.filter((r) => r.route === route);
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('vitals', () => {
  const vitalsOf = (record: VitalRecord) => ({ vitals: () => ({ status: 200, body: { vitals: { total_count: 1, models: [record] } } }) });

  it('re-seals a vital the server sealed once the private key opened it: hd1. under the data key, named by its created_at', async () => {
    const key = await dataKey();
    const record: VitalRecord = { id: ID, encrypted_data: await encryptForMember(VALUES, MEMBER_PUBLIC_KEY), created_at: '2026-05-04T15:00:00.000Z' };
    const host = await setUp(
      { ...vitalsOf(record), vitalSealRecord: (req) => ({ status: 200, body: { vital: { ...record, encrypted_data: (req.body as { encrypted_data: string }).encrypted_data } } }) },
      key,
    );
    expect((await createVitalsApi(host).latest({ privateKey })).vitals).toEqual(VALUES);
    const [put] = await sent('vitalSealRecord');
    expect(put!.method).toBe('PUT');
    expect(put!.url).toBe(`/api/client/vitals/${ID}/record`);
    const body = put!.body as { encrypted_data: string; created_at: string };
    expect(body.created_at).toBe(record.created_at);
    expect(body.encrypted_data).toMatch(/^hd1\./);
    expect(await openRecord(body.encrypted_data, { dataKey: key })).toEqual(VALUES);
  });

  it('sends nothing for a record already under the data key, without the data key, or when it could not be opened', async () => {
    const key = await dataKey();
    const resealed: VitalRecord = { id: ID, encrypted_data: await sealRecord(key, VALUES), created_at: '2026-05-04T15:00:00.000Z' };
    const host = await setUp(vitalsOf(resealed), key);
    expect(await createVitalsApi(host).open(resealed)).toEqual(VALUES);
    const serverSealed: VitalRecord = { ...resealed, encrypted_data: await encryptForMember(VALUES, MEMBER_PUBLIC_KEY) };
    // No private key: locked, nothing to re-seal.
    expect(await createVitalsApi(host).open(serverSealed)).toBeNull();
    // No data key in this browser: opened, but nothing can be re-sealed.
    expect(await createVitalsApi({ ...host, $dataKey: atom<CryptoKey | null>(null) }).open(serverSealed, { privateKey })).toEqual(VALUES);
    await settle();
    expect(server!.hits('vitalSealRecord')).toBe(0);
  });

  it('opens the vital all the same when the re-seal is refused (409) or fails', async () => {
    const record: VitalRecord = { id: ID, encrypted_data: await encryptForMember(VALUES, MEMBER_PUBLIC_KEY), created_at: '2026-05-04T15:00:00.000Z' };
    let status = 409;
    const host = await setUp(
      { ...vitalsOf(record), vitalSealRecord: () => ({ status, body: { statusCode: status, error_code: 'CONFLICT', message: 'These vitals have changed. Open them again.' } }) },
      await dataKey(),
    );
    const api = createVitalsApi(host);
    expect((await api.latest({ privateKey })).vitals).toEqual(VALUES);
    await sent('vitalSealRecord');
    status = 503;
    expect(await api.open(record, { privateKey })).toEqual(VALUES);
    expect(await sent('vitalSealRecord', 2)).toHaveLength(2);
  });
});

describe('measurements', () => {
  const last = (encrypted_data: string): LastMeasurement => ({
    id: ID,
    status: 'completed',
    encrypted_data,
    created_at: '2026-05-04T15:00:00.000Z',
    updated_at: '2026-05-04T15:05:00.000Z',
  });

  it('re-seals the last measurement the server sealed once opened, for the version opened (updated_at)', async () => {
    const key = await dataKey();
    const measurement = last(await encryptForMember(BODY, MEMBER_PUBLIC_KEY));
    const host = await setUp(
      {
        measurementLast: () => ({ status: 200, body: { measurement, measurement_skip_reason: null } }),
        measurementSealRecord: (req) => ({
          status: 200,
          body: { measurement: { ...measurement, sample_count: 0, encrypted_data: (req.body as { encrypted_data: string }).encrypted_data } },
        }),
      },
      key,
    );
    expect((await createMeasurementLastApi(host).lastOpened({ privateKey })).measurement?.value).toEqual(BODY);
    const [put] = await sent('measurementSealRecord');
    expect(put!.url).toBe(`/api/client/measurements/${ID}/record`);
    const body = put!.body as { encrypted_data: string; updated_at: string };
    expect(body.updated_at).toBe(measurement.updated_at);
    expect(await openRecord(body.encrypted_data, { dataKey: key })).toEqual(BODY);
  });

  it('re-seals through the measurements list’s open too, and not a measurement already under the data key', async () => {
    const key = await dataKey();
    const host = await setUp(
      { measurementSealRecord: (req) => ({ status: 200, body: { measurement: { ...last((req.body as { encrypted_data: string }).encrypted_data), sample_count: 0 } } }) },
      key,
    );
    const api = createMeasurementsApi(host);
    expect(await api.open(last(await sealRecord(key, BODY)))).toEqual(BODY);
    await settle();
    expect(server!.hits('measurementSealRecord')).toBe(0);
    expect(await api.open(last(await encryptForMember(BODY, MEMBER_PUBLIC_KEY)), { privateKey })).toEqual(BODY);
    expect(await sent('measurementSealRecord')).toHaveLength(1);
  });
});
