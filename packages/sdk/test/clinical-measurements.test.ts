// Measurements and vitals through the sdk against the loopback contract server (spec 000 §3.3, §4,
// §7.6, §8; spec 001 §3, §7): values are sealed before they leave, opened on the way back, nothing
// is read without the key, vital create surfaces the server message, writes invalidate their reads.
import { afterEach, describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import { createDataKey } from '@healthdeck/crypto';
import type { LastMeasurementResponse, VitalRecord } from '@healthdeck/contract';
import {
  createHealthDeck,
  addMeasurementSamples,
  fetchAdminSmartlinkVitals,
  fetchLatestVitals,
  lastMeasurementQuery,
  latestVitalsQuery,
  saveMeasurement,
  saveVital,
  simulateMedicalRecord,
  skipMeasurement,
  vitalStatusWithThresholds,
  BROWSER_RPPG_METHOD,
  BadRequest,
  HEALTH_DATA_LOCKED,
  RequestFailed,
  type ClinicalHost,
} from '../src/index.js';
import { startContractServer, type ContractServer, type ContractServerOptions, type Handler } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const dataKey = () => crypto.subtle.importKey('raw', createDataKey(), 'AES-GCM', false, ['encrypt', 'decrypt']);

async function setUp(handlers: ContractServerOptions['handlers'], key: CryptoKey | null): Promise<ClinicalHost> {
  server = await startContractServer({ handlers });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { call: hd.call, queryClient: hd.queryClient, $dataKey: atom<CryptoKey | null>(key) };
}

describe('vitals', () => {
  it('seals the values it saves, opens the latest one (page 1, take 1) and reads again after a save', async () => {
    const stored: VitalRecord[] = [];
    const host = await setUp(
      {
        vitals: (req) => ({ status: 200, body: { vitals: { total_count: stored.length, models: stored.slice(0, Number(req.query.take)) } } }),
        vitalCreate: (req) => {
          const vital = {
            id: '11111111-1111-4111-8111-111111111111',
            encrypted_data: (req.body as { encrypted_data: string }).encrypted_data,
            sandbox: null,
            created_at: '2026-05-04T15:00:00.000Z',
          };
          stored.unshift(vital);
          return { status: 200, body: { vital } };
        },
      },
      await dataKey(),
    );
    expect(await host.queryClient.fetchQuery(latestVitalsQuery(host))).toEqual({ total_count: 0, vitals: null, created_at: null, sandbox: null });
    await saveVital(host, { hr: 72, hrv: 48, sbp: 118, dbp: 76, rr: 14, spo2: 98 });
    const sent = server!.requests.find((r) => r.route === 'vitalCreate')!.body as { encrypted_data: string };
    expect(sent.encrypted_data).toMatch(/^hd1\./);
    // 'hd1.' + base64(iv | ciphertext): the JSON is nowhere in the bytes (a 2-character search of the
    // base64 text itself would match random ciphertext now and then).
    expect(atob(sent.encrypted_data.slice('hd1.'.length))).not.toContain('"hr":72');
    expect(host.queryClient.getQueryState(['vitals', 'latest'])?.isInvalidated).toBe(true);
    expect(await host.queryClient.fetchQuery(latestVitalsQuery(host))).toEqual({
      total_count: 1,
      vitals: { hr: 72, hrv: 48, sbp: 118, dbp: 76, rr: 14, spo2: 98 },
      created_at: '2026-05-04T15:00:00.000Z',
      sandbox: null,
    });
    expect(server!.requests.filter((r) => r.route === 'vitals').at(-1)!.query).toEqual({ page: '1', take: '1' });
  });

  it("surfaces the server's message when a save is refused (spec 000 §8), also on statuses other than 400", async () => {
    let status = 400;
    const host = await setUp(
      {
        vitalCreate: () => ({
          status,
          body: {
            statusCode: status,
            error_code: status === 400 ? 'VALIDATION_FAILED' : 'INTERNAL',
            message: 'A vitals scan takes about 60 seconds. Please wait a minute before saving another.',
          },
        }),
      },
      await dataKey(),
    );
    await expect(saveVital(host, { hr: 70 })).rejects.toMatchObject({
      constructor: BadRequest,
      message: 'A vitals scan takes about 60 seconds. Please wait a minute before saving another.',
    });
    status = 503;
    await expect(saveVital(host, { hr: 70 })).rejects.toMatchObject({ message: 'A vitals scan takes about 60 seconds. Please wait a minute before saving another.' });
  });

  it('without the data key: save refuses before sending and reads return nothing', async () => {
    const record = { id: '11111111-1111-4111-8111-111111111111', encrypted_data: 'hd1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', created_at: '2026-05-04T15:00:00.000Z' };
    const host = await setUp({ vitals: () => ({ status: 200, body: { vitals: { total_count: 1, models: [record] } } }) }, null);
    await expect(saveVital(host, { hr: 70 })).rejects.toMatchObject({ message: HEALTH_DATA_LOCKED, status: 423 });
    expect(server!.hits('vitalCreate')).toBe(0);
    expect(await fetchLatestVitals(host)).toEqual({ total_count: 1, vitals: null, created_at: record.created_at, sandbox: null });
  });

  it('admin: simulate medical record sends user_id; smartlink vitals reads by user_id', async () => {
    const userId = '22222222-2222-4222-8222-222222222222';
    const host = await setUp(
      {
        adminSimulateMedicalRecord: () => ({ status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'x' } }),
        adminSmartlinkVitals: (req) => ({ status: 200, body: { user_id: req.query.user_id, vitals: { total_count: 0, models: [] } } }),
      },
      null,
    );
    await expect(simulateMedicalRecord(host, userId)).rejects.toMatchObject({ constructor: RequestFailed, message: 'Failed to simulate medical record' });
    expect(server!.requests.find((r) => r.route === 'adminSimulateMedicalRecord')!.body).toEqual({ user_id: userId });
    expect((await fetchAdminSmartlinkVitals(host, { user_id: userId })).user_id).toBe(userId);
  });
});

describe('measurements', () => {
  it('reports a pending scan without a value, opens a completed one, and invalidates after save, samples and skip', async () => {
    let last: LastMeasurementResponse = {
      measurement: {
        id: '33333333-3333-4333-8333-333333333333',
        status: 'pending',
        encrypted_data: null,
        sandbox: null,
        created_at: '2026-05-04T15:00:00.000Z',
        updated_at: '2026-05-04T15:00:00.000Z',
      },
      measurement_skip: null,
    };
    const measurement = (encrypted_data: string | null, status: 'pending' | 'in_progress' | 'completed') => ({
      id: '33333333-3333-4333-8333-333333333333',
      status,
      encrypted_data,
      sample_count: 1,
      sandbox: null,
      created_at: '2026-05-04T15:00:00.000Z',
      updated_at: '2026-05-04T15:00:00.000Z',
    });
    const create: Handler = (req) => {
      const { encrypted_data } = req.body as { encrypted_data: string };
      last = { measurement: { ...measurement(encrypted_data, 'completed'), status: 'completed' }, measurement_skip: last.measurement_skip };
      return { status: 200, body: { measurement: measurement(encrypted_data, 'completed') } };
    };
    const host = await setUp(
      {
        measurementLast: () => ({ status: 200, body: last }),
        measurementCreate: create,
        measurementSamples: () => ({ status: 200, body: { measurement: measurement(null, 'pending') } }),
        measurementSkip: (req) => {
          last = { ...last, measurement_skip: { encrypted_data: (req.body as { encrypted_data: string }).encrypted_data, updated_at: '2026-05-04T16:00:00.000Z' } };
          return { status: 200, body: { measurement_skip: last.measurement_skip } };
        },
      },
      await dataKey(),
    );
    expect((await host.queryClient.fetchQuery(lastMeasurementQuery(host))).measurement).toMatchObject({ status: 'pending', value: null });
    const started = await addMeasurementSamples(host, { frames: 3 });
    expect((server!.requests.find((r) => r.route === 'measurementSamples')!.body as { encrypted_data: string }).encrypted_data).toMatch(/^hd1\./);
    const body = { circumference_params: { chest: 38, waist: 31, low_hips: 39 }, bmi: 22.4 };
    await saveMeasurement(host, body, started.id);
    expect(server!.requests.find((r) => r.route === 'measurementCreate')!.body).toMatchObject({ id: started.id });
    expect(host.queryClient.getQueryState(['measurements', 'last'])?.isInvalidated).toBe(true);
    expect((await host.queryClient.fetchQuery(lastMeasurementQuery(host))).measurement).toMatchObject({ status: 'completed', value: body });
    expect((await skipMeasurement(host, '  Measurements ')).measurement_skip_reason).toBe('Measurements');
    // Sealed under the data key: the server is sent no readable reason; the read opens it.
    const sent = server!.requests.find((r) => r.route === 'measurementSkip')!.body as { encrypted_data: string };
    expect(sent.encrypted_data).toMatch(/^hd1\./);
    expect(JSON.stringify(sent)).not.toContain('Measurements');
    expect(await host.queryClient.fetchQuery(lastMeasurementQuery(host))).toMatchObject({ measurement_skip_reason: 'Measurements', measurement_skip_locked: false });
    // spec 001 §9, checked here since the server cannot: at most 256 characters, required.
    await expect(skipMeasurement(host, 'x'.repeat(257))).rejects.toMatchObject({ message: 'Reason must be at most 256 characters' });
    await expect(skipMeasurement(host, '   ')).rejects.toMatchObject({ message: 'Reason is required' });
    expect(server!.requests.filter((r) => r.route === 'measurementSkip')).toHaveLength(1);
  });
});

describe('vital status with the admin thresholds (spec 000 §3.1, §3.4)', () => {
  const thresholds = [
    { value: 'hr' as const, warning_min: 60, warning_max: 100, bad_min: 40, bad_max: 130 },
    { value: 'hrv' as const, warning_min: 20, warning_max: null, bad_min: 10, bad_max: null },
    { value: 'sbp' as const, warning_min: null, warning_max: 130, bad_min: null, bad_max: 160 },
  ];
  const scan = { method: BROWSER_RPPG_METHOD };
  it.each([
    ['heartRate', { ...scan, hr: 72 }, 'good'],
    ['heartRate', { ...scan, hr: 105 }, 'warning'],
    ['heartRate', { ...scan, hr: 131 }, 'bad'],
    ['heartRate', { ...scan, hr: 39 }, 'bad'],
    ['heartRate', scan, 'unavailable'],
    ['heartRateVariability', { ...scan, hrv: 35 }, 'good'],
    ['heartRateVariability', { ...scan, hrv: 15 }, 'warning'],
    ['heartRateVariability', { ...scan, hrv: 8 }, 'bad'],
    // A value its method does not measure gets no badge, whatever the thresholds say.
    ['bloodPressure', { ...scan, sbp: 165, dbp: 78 }, 'unavailable'],
    ['bloodPressure', { hr: 70, sbp: 165, dbp: 78 }, 'unavailable'],
    // No thresholds for rr: the spec's healthy range 12-16 decides.
    ['respirationRate', { ...scan, rr: 20 }, 'warning'],
  ] as const)('%s %j → %s', (key, vitals, status) => {
    expect(vitalStatusWithThresholds(key, vitals, thresholds)).toBe(status);
  });
});
