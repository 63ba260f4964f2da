// spec 001 §3 Vitals record, §7 Load vitals (page 1, take 1 → vitals.total_count, models[0]),
// §9 (scan about 60 s); spec 000 §8 (vital create surfaces the server message), §3.1 thresholds.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VitalCreateResponse, VitalThresholdsResponse, VitalsResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-04T15:00:00Z'));
});
afterAll(async () => {
  await server.close();
});

const sealed = () => `hd1.${randomBytes(48).toString('base64')}`;
const save = (m: TestMember, encrypted_data: string) => server.call<VitalCreateResponse>('vitalCreate', { token: m.accessToken, body: { encrypted_data } });
const list = async (m: TestMember, query: Record<string, number> = {}) => (await server.call<VitalsResponse>('vitals', { token: m.accessToken, query })).body.vitals;

describe('vitals (spec 001 §3, §7, §9)', () => {
  it('answers total_count and the newest record first with the default page size 1', async () => {
    const member = await signedInMember(server);
    expect(await list(member)).toEqual({ total_count: 0, models: [] });
    const older = sealed();
    expect((await save(member, older)).status).toBe(200);
    server.advance(61_000);
    const newer = sealed();
    const saved = (await save(member, newer)).body.vital;
    expect(saved.encrypted_data).toBe(newer);
    const first = await list(member);
    expect(first.total_count).toBe(2);
    expect(first.models).toHaveLength(1);
    expect(first.models[0]!.encrypted_data).toBe(newer);
    expect((await list(member, { page: 2, take: 1 })).models[0]!.encrypted_data).toBe(older);
  });

  it('refuses a second scan within 60 seconds with a message the sdk surfaces', async () => {
    const member = await signedInMember(server);
    expect((await save(member, sealed())).status).toBe(200);
    server.advance(30_000);
    const soon = await save(member, sealed());
    expect(soon).toMatchObject({ status: 400, body: { message: 'A vitals scan takes about 60 seconds. Please wait a minute before saving another.' } });
    server.advance(31_000);
    expect((await save(member, sealed())).status).toBe(200);
    expect((await list(member)).total_count).toBe(2);
  });

  it('refuses plaintext values and bad paging with 400s', async () => {
    const member = await signedInMember(server);
    const plain = await save(member, '{"hr":72}');
    expect(plain).toMatchObject({ status: 400, body: { fields: { encrypted_data: 'encrypted_data must be an encrypted record (hd1. or an OpenPGP message)' } } });
    const bad = await server.call('vitals', { token: member.accessToken, query: { take: 0 } });
    expect(bad).toMatchObject({ status: 400, body: { fields: { take: 'take must be at least 1' } } });
  });

  it("keeps members apart: B's list never shows A's vitals", async () => {
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    await save(a, sealed());
    expect(await list(b)).toEqual({ total_count: 0, models: [] });
  });

  it('answers the admin-configured vital_warning_thresholds, leaving out malformed records', async () => {
    const member = await signedInMember(server);
    const store = createClassStore(server.db);
    await store.insert('vital_warning_thresholds', { value: 'hr', warning_min: 60, warning_max: 100, bad_min: 40, bad_max: 130 });
    await store.insert('vital_warning_thresholds', { value: 'heart', warning_min: 'low' });
    const res = await server.call<VitalThresholdsResponse>('vitalThresholds', { token: member.accessToken });
    expect(res.body.thresholds).toEqual([{ value: 'hr', warning_min: 60, warning_max: 100, bad_min: 40, bad_max: 130 }]);
  });
});
