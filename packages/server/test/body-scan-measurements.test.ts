// spec 000 §3.3, §4 and spec 001 §4 "Body scan widget": a scan started by samples is completed by the
// sandbox 3D Look one step after its last sample, encrypted to the member's key.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyMeasurement, type LastMeasurementResponse, type MeasurementResponse, type MeasurementsResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { keyedMember, signedInMember, type TestMember } from './helpers/accounts.js';
import { keyMaterial, openWithTestKey } from './helpers/key-material.js';
import { SANDBOX_STEP_MS } from '../src/vendors/vendor-adapters.js';
import { bodyMeasurement } from '../src/vendors/body-scan-sandbox.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ accessTokenTtlSeconds: 7 * 24 * 3600 });
  server.setNow(new Date('2026-05-11T10:00:00Z'));
});
afterAll(async () => {
  await server.close();
});

const sealed = () => `hd1.${randomBytes(48).toString('base64')}`;
const MINUTE = 60_000;

async function setKeys(m: TestMember): Promise<void> {
  expect((await server.call('setKeys', { token: m.accessToken, body: await keyMaterial() })).status).toBe(204);
}

const decrypt = async (encrypted: string | null): Promise<BodyMeasurement> => BodyMeasurement.parse(await openWithTestKey(encrypted));

const samples = (m: TestMember, body: unknown) => server.call<MeasurementResponse>('measurementSamples', { token: m.accessToken, body });
const create = (m: TestMember, body: unknown) => server.call<MeasurementResponse>('measurementCreate', { token: m.accessToken, body });
const last = async (m: TestMember) => (await server.call<LastMeasurementResponse>('measurementLast', { token: m.accessToken })).body.measurement;
const list = async (m: TestMember) => (await server.call<MeasurementsResponse>('measurements', { token: m.accessToken })).body.measurements.models;

describe('a body scan started by samples (3D Look sandbox)', () => {
  it('stays pending while samples come, then completes one step after the last sample with the measurement for the member only', async () => {
    const m = await keyedMember(server);
    const scan = (await samples(m, { encrypted_data: sealed() })).body.measurement;
    server.advance(4 * MINUTE);
    expect((await samples(m, { measurement_id: scan.id, encrypted_data: sealed() })).body.measurement.status).toBe('in_progress');
    server.advance(4 * MINUTE); // 8 minutes after the first sample, 4 after the last: still measuring
    expect(await last(m)).toMatchObject({ id: scan.id, status: 'pending', encrypted_data: null, sandbox: null });
    expect((await list(m))[0]).toMatchObject({ id: scan.id, status: 'in_progress', encrypted_data: null, sandbox: null });

    server.advance(SANDBOX_STEP_MS - 4 * MINUTE);
    const done = await last(m);
    // The 3D Look sandbox measured it: demo data.
    expect(done).toMatchObject({ id: scan.id, status: 'completed', sandbox: '3d-look' });
    const value = await decrypt(done!.encrypted_data);
    expect(value).toEqual(bodyMeasurement(scan.id));
    expect(value.circumference_params.waist).toBeGreaterThan(0);
    expect((await list(m))[0]).toMatchObject({ id: scan.id, status: 'completed', encrypted_data: done!.encrypted_data, sample_count: 2, sandbox: '3d-look' });
    const row = await server.db.selectFrom('measurements').select('source').where('id', '=', scan.id).executeTakeFirstOrThrow();
    expect(row.source).toBe('3d-look');

    // Completed: no more samples, no second result; a later read changes nothing.
    expect((await samples(m, { measurement_id: scan.id, encrypted_data: sealed() })).status).toBe(400);
    expect((await create(m, { id: scan.id, encrypted_data: sealed() })).status).toBe(400);
    server.advance(SANDBOX_STEP_MS);
    expect((await last(m))!.encrypted_data).toBe(done!.encrypted_data);
  });

  it('waits for keys: a member without a public key keeps a pending scan until they set keys', async () => {
    const m = await signedInMember(server);
    const scan = (await samples(m, { encrypted_data: sealed() })).body.measurement;
    server.advance(3 * SANDBOX_STEP_MS);
    expect(await last(m)).toMatchObject({ id: scan.id, status: 'pending', encrypted_data: null });
    await setKeys(m);
    const done = await last(m);
    expect(done).toMatchObject({ id: scan.id, status: 'completed' });
    expect(await decrypt(done!.encrypted_data)).toEqual(bodyMeasurement(scan.id));
  });

  it("keeps a result the client saved first, and never touches measurements without samples or another member's scan", async () => {
    const m = await keyedMember(server);
    const other = await keyedMember(server);
    const scan = (await samples(m, { encrypted_data: sealed() })).body.measurement;
    const othersScan = (await samples(other, { encrypted_data: sealed() })).body.measurement;
    const clientResult = sealed();
    expect((await create(m, { id: scan.id, encrypted_data: clientResult })).body.measurement).toMatchObject({ status: 'completed', encrypted_data: clientResult });
    const direct = sealed();
    const saved = (await create(m, { encrypted_data: direct })).body.measurement;
    server.advance(2 * SANDBOX_STEP_MS);
    const models = await list(m);
    // Measured in the member's browser: not demo data.
    expect(models.find((x) => x.id === scan.id)).toMatchObject({ status: 'completed', encrypted_data: clientResult, sandbox: null });
    expect(models.find((x) => x.id === saved.id)).toMatchObject({ status: 'completed', encrypted_data: direct });
    // m's reads complete only m's scans: the other member's scan waits for their own read.
    const othersRow = await server.db.selectFrom('measurements').select('status').where('id', '=', othersScan.id).executeTakeFirstOrThrow();
    expect(othersRow.status).toBe('pending');
    expect(await last(other)).toMatchObject({ id: othersScan.id, status: 'completed' });
  });
});
