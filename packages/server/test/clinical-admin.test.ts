// spec 000 §7.2: simulate medical record (POST with user_id), user risk scores and user EPDS form
// by user id, admin telehealth form by user id, smartlink vitals.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRecord } from '@healthdeck/crypto';
import type { AdminRiskScoresResponse, SimulateMedicalRecordResponse, AdminSmartlinkVitalsResponse, LastMeasurementResponse, RouteName, VitalsResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { keyedMember, signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { testPrivateKey } from './helpers/key-material.js';

let server: TestServer;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-04T15:00:00Z'));
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const sealed = () => `hd1.${randomBytes(32).toString('base64')}`;

async function byUserId(name: RouteName, token: string, id: string): Promise<{ status: number; body: unknown }> {
  return server.call(name, { token, params: { id } });
}

describe('simulate medical record', () => {
  it("creates a vitals record and a completed measurement only the member's private key opens", async () => {
    const member = await keyedMember(server);
    const res = await server.call<SimulateMedicalRecordResponse>('adminSimulateMedicalRecord', { token: admin.accessToken, body: { user_id: member.id } });
    expect(res.status).toBe(200);
    const privateKey = await testPrivateKey();
    const vitals = (await openRecord(res.body.vital.encrypted_data, { privateKey })) as Record<string, number>;
    for (const key of ['hr', 'hrv', 'sbp', 'dbp', 'rr', 'spo2']) expect(typeof vitals[key]).toBe('number');
    expect(vitals.hr).toBeGreaterThanOrEqual(58);
    expect(vitals.hr).toBeLessThanOrEqual(96);
    expect(vitals.sbp).toBeGreaterThan(vitals.dbp!);
    const body = (await openRecord(res.body.measurement.encrypted_data, { privateKey })) as { circumference_params: Record<string, number>; bmi: number };
    expect(Object.keys(body.circumference_params).sort()).toEqual(['chest', 'low_hips', 'waist']);
    expect(body.bmi).toBeGreaterThan(10);
    // The member reads them as their latest records, marked as made up by the simulate call (shown as demo data).
    expect(res.body.vital.sandbox).toBe('simulated');
    expect(res.body.measurement.sandbox).toBe('simulated');
    const last = await server.call<LastMeasurementResponse>('measurementLast', { token: member.accessToken });
    expect(last.body.measurement).toMatchObject({ id: res.body.measurement.id, status: 'completed', sandbox: 'simulated' });
    const own = await server.call<VitalsResponse>('vitals', { token: member.accessToken, query: { page: 1, take: 1 } });
    expect(own.body.vitals.models[0]).toMatchObject({ id: res.body.vital.id, sandbox: 'simulated' });
    const list = await server.call<AdminSmartlinkVitalsResponse>('adminSmartlinkVitals', { token: admin.accessToken, query: { user_id: member.id } });
    expect(list.body.vitals.models.map((v) => v.id)).toEqual([res.body.vital.id]);
  });

  it('refuses members without keys, unknown users and members calling it', async () => {
    const member = await signedInMember(server);
    const noKey = await server.call('adminSimulateMedicalRecord', { token: admin.accessToken, body: { user_id: member.id } });
    expect(noKey).toMatchObject({ status: 400, body: { message: 'The member has no public key yet (they have not signed in since registering)' } });
    expect((await server.call('adminSimulateMedicalRecord', { token: admin.accessToken, body: { user_id: randomUUID() } })).status).toBe(404);
    expect(await server.call('adminSimulateMedicalRecord', { token: admin.accessToken, body: { user_id: 'me' } })).toMatchObject({
      status: 400,
      body: { fields: { user_id: 'user_id must be a user id' } },
    });
    expect((await server.call('adminSimulateMedicalRecord', { token: member.accessToken, body: { user_id: member.id } })).status).toBe(403);
  });
});

describe('clinical reads by user id', () => {
  it('answers the latest risk score of each kind, the EPDS section and the telehealth form as ciphertext', async () => {
    const member = await signedInMember(server);
    const epds = sealed();
    for (const kind of ['social-history', 'depression-screening', 'anxiety-screening', 'family-history'] as const) {
      await server.call('hraSave', { token: member.accessToken, query: { save: kind }, body: { encrypted_data: sealed(), status: 'complete' } });
    }
    await server.call('hraSave', { token: member.accessToken, query: { save: 'epds' }, body: { encrypted_data: epds, status: 'complete' } });
    const [first, latestEpds, anxiety] = [sealed(), sealed(), sealed()];
    await server.call('hraSubmit', { token: member.accessToken, body: { risk_scores: [{ kind: 'epds', encrypted_data: first }] } });
    server.advance(60_000);
    await server.call('hraSubmit', {
      token: member.accessToken,
      body: {
        risk_scores: [
          { kind: 'epds', encrypted_data: latestEpds },
          { kind: 'anxiety-screening', encrypted_data: anxiety },
        ],
      },
    });
    // Sealed in the member's browser: staff get the ciphertext, which only a browser holding the data key opens.
    const scores = (await byUserId('adminUserRiskScores', admin.accessToken, member.id)).body as AdminRiskScoresResponse;
    expect(scores.risk_scores.map((s) => [s.kind, s.encrypted_data])).toEqual([
      ['anxiety-screening', anxiety],
      ['epds', latestEpds],
    ]);
    expect((await byUserId('adminUserEpdsForm', admin.accessToken, member.id)).body).toMatchObject({ user_id: member.id, form: { kind: 'epds', status: 'review', encrypted_data: epds } });
    expect((await byUserId('adminUserTelehealthForm', admin.accessToken, member.id)).body).toEqual({ user_id: member.id, form: null });
    const intake = sealed();
    await server.call('telehealthFormSave', { token: member.accessToken, body: { encrypted_data: intake } });
    expect((await byUserId('adminUserTelehealthForm', admin.accessToken, member.id)).body).toMatchObject({ form: { encrypted_data: intake } });
  });

  it('answers 404 for unknown users, 400 for bad ids, 403 for members', async () => {
    const member = await signedInMember(server);
    for (const name of ['adminUserRiskScores', 'adminUserEpdsForm', 'adminUserTelehealthForm'] as const) {
      expect((await byUserId(name, admin.accessToken, randomUUID())).status).toBe(404);
      expect((await byUserId(name, admin.accessToken, 'nobody')).status).toBe(400);
      expect((await byUserId(name, member.accessToken, member.id)).status).toBe(403);
    }
    expect((await server.call('adminSmartlinkVitals', { token: admin.accessToken, query: { user_id: 'x' } })).status).toBe(400);
  });
});
