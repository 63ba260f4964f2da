// spec 000 §3.3, §4 (Last measurement: pending and in_progress reported as pending), §7.6
// (measurements GET, POST, skip, last-measurement, POST samples); spec 001 §9 skip reason max 256.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LastMeasurementResponse, MeasurementResponse, MeasurementSkipResponse, MeasurementsResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-04T15:00:00Z'));
});
afterAll(async () => {
  await server.close();
});

/** An 'hd1.' record as the client seals it (the server never reads it). */
const sealed = () => `hd1.${randomBytes(48).toString('base64')}`;

const create = (m: TestMember, body: unknown) => server.call<MeasurementResponse>('measurementCreate', { token: m.accessToken, body });
const samples = (m: TestMember, body: unknown) => server.call<MeasurementResponse>('measurementSamples', { token: m.accessToken, body });
const last = async (m: TestMember) => (await server.call<LastMeasurementResponse>('measurementLast', { token: m.accessToken })).body;

describe('measurements (spec 000 §3.3, §4, §7.6)', () => {
  it('stores a sealed measurement and lists it newest first with paging', async () => {
    const member = await signedInMember(server);
    const first = sealed();
    expect((await create(member, { encrypted_data: first })).status).toBe(200);
    server.advance(60_000);
    const second = sealed();
    const saved = (await create(member, { encrypted_data: second })).body.measurement;
    expect(saved).toMatchObject({ status: 'completed', encrypted_data: second, sample_count: 0 });
    const page = await server.call<MeasurementsResponse>('measurements', { token: member.accessToken, query: { page: 1, take: 1 } });
    expect(page.body.measurements.total_count).toBe(2);
    expect(page.body.measurements.models.map((m) => m.encrypted_data)).toEqual([second]);
    const page2 = await server.call<MeasurementsResponse>('measurements', { token: member.accessToken, query: { page: 2, take: 1 } });
    expect(page2.body.measurements.models.map((m) => m.encrypted_data)).toEqual([first]);
    const row = await server.db.selectFrom('measurements').select('encrypted_data').where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(row.encrypted_data).toBe(second); // ciphertext only, as sent
  });

  it('refuses plaintext and oversize encrypted_data with a 400 naming the field', async () => {
    const member = await signedInMember(server);
    const plain = await create(member, { encrypted_data: JSON.stringify({ bmi: 22 }) });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ message: 'encrypted_data must be an encrypted record (hd1. or an OpenPGP message)', fields: { encrypted_data: expect.any(String) } });
    const big = await create(member, { encrypted_data: `hd1.${'A'.repeat(70000)}` });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ fields: { encrypted_data: 'encrypted_data must be at most 65536 characters' } });
    expect((await create(member, {})).body).toMatchObject({ fields: { encrypted_data: 'encrypted_data is required' } });
  });

  it('samples start a pending scan, more samples make it in_progress, the result completes it; last reports pending until then', async () => {
    const member = await signedInMember(server);
    expect(await last(member)).toEqual({ measurement: null, measurement_skip: null });
    const started = (await samples(member, { encrypted_data: sealed() })).body.measurement;
    expect(started).toMatchObject({ status: 'pending', encrypted_data: null, sample_count: 1 });
    expect((await last(member)).measurement).toMatchObject({ id: started.id, status: 'pending', encrypted_data: null });

    const more = (await samples(member, { measurement_id: started.id, encrypted_data: sealed() })).body.measurement;
    expect(more).toMatchObject({ status: 'in_progress', sample_count: 2 });
    // spec 000 §4: in_progress is reported as pending, without data
    expect((await last(member)).measurement).toMatchObject({ status: 'pending', encrypted_data: null });

    const result = sealed();
    const done = (await create(member, { id: started.id, encrypted_data: result })).body.measurement;
    expect(done).toMatchObject({ id: started.id, status: 'completed', encrypted_data: result, sample_count: 2 });
    expect((await last(member)).measurement).toMatchObject({ id: started.id, status: 'completed', encrypted_data: result });

    const again = await create(member, { id: started.id, encrypted_data: sealed() });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'This measurement is already completed' });
    expect((await samples(member, { measurement_id: started.id, encrypted_data: sealed() })).status).toBe(400);
  });

  it('caps a scan at 50 samples', async () => {
    const member = await signedInMember(server);
    const scan = (await samples(member, { encrypted_data: sealed() })).body.measurement;
    for (let n = 1; n < 50; n += 1) expect((await samples(member, { measurement_id: scan.id, encrypted_data: sealed() })).status).toBe(200);
    const over = await samples(member, { measurement_id: scan.id, encrypted_data: sealed() });
    expect(over).toMatchObject({ status: 400, body: { message: 'A measurement takes at most 50 samples' } });
  });

  it('saves the skip reason sealed and answers it with the last measurement and the list; refuses a readable one', async () => {
    const member = await signedInMember(server);
    const reason = sealed();
    const saved = await server.call<MeasurementSkipResponse>('measurementSkip', { token: member.accessToken, body: { encrypted_data: reason } });
    expect(saved).toMatchObject({ status: 200, body: { measurement_skip: { encrypted_data: reason, updated_at: expect.any(String) } } });
    expect((await last(member)).measurement_skip).toEqual(saved.body.measurement_skip);
    const list = await server.call<MeasurementsResponse>('measurements', { token: member.accessToken });
    expect(list.body.measurement_skip).toEqual(saved.body.measurement_skip);
    const readable = await server.call('measurementSkip', { token: member.accessToken, body: { encrypted_data: "I don't have the right clothing" } });
    expect(readable.status).toBe(400);
    const old = await server.call('measurementSkip', { token: member.accessToken, body: { reason: "I don't have the right clothing" } });
    expect(old.status).toBe(400);
    expect((await last(member)).measurement_skip?.encrypted_data).toBe(reason);
  });

  it("keeps members apart: B neither reads nor completes nor adds samples to A's measurement", async () => {
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    const scan = (await samples(a, { encrypted_data: sealed() })).body.measurement;
    await create(a, { encrypted_data: sealed() });
    const list = await server.call<MeasurementsResponse>('measurements', { token: b.accessToken });
    expect(list.body.measurements).toEqual({ total_count: 0, models: [] });
    expect((await last(b)).measurement).toBeNull();
    expect((await create(b, { id: scan.id, encrypted_data: sealed() })).status).toBe(404);
    expect((await samples(b, { measurement_id: scan.id, encrypted_data: sealed() })).status).toBe(404);
    const row = await server.db.selectFrom('measurements').select('status').where('id', '=', scan.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});
