// spec 000 §7.2 clinical reads by user id (risk scores, EPDS form, telehealth form, smartlink
// vitals) and the member's recovery copy that opens them in the staff browser
// (docs/decisions/0076-organisation-recovery-keys.md): each read is audited under the member (who,
// when, what) and listed in the member's access log; the organisation recovery key, opened with the
// staff member's own key pair, opens what the member sealed under their data key, and nothing sealed
// only to the member's own public key.
import type * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogResponse, AdminEpdsFormResponse, AdminMemberRecoveryResponse, AdminSmartlinkVitalsResponse, AdminTelehealthFormResponse } from '@healthdeck/contract';
import { openRecord, openRecoveryKey, sealRecord, unwrapDataKey } from '@healthdeck/crypto';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';
import { organisationWithRecoveryKey, recoverableMember } from './helpers/recovery-key.js';

let server: TestServer;
let admin: TestMember;
let adminKey: openpgp.PrivateKey;
let organizationId = '';

const keyed = async (m: TestMember) => (await recoverableMember(server, admin, m, organizationId)).dataKey;

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-04T15:00:00Z'));
  admin = await signedInAdmin(server);
  ({ organizationId, staffKey: adminKey } = await organisationWithRecoveryKey(server, admin));
});
afterAll(async () => {
  await server.close();
});

describe('clinical reads by user id: audited, visible to the member, opened only through the recovery key in the staff browser', () => {
  it('lists each read in the member access log with who, when and what; the recovery key opens what the member sealed', async () => {
    const member = await signedInMember(server);
    const dataKey = await keyed(member);
    const epds = await sealRecord(dataKey, { q1: 2, q2: 1, q3: 3 });
    const telehealth = await sealRecord(dataKey, { reason: 'sealed by the member' });
    const vitals = await sealRecord(dataKey, { hr: 64, spo2: 98 });
    await callRoute(server, 'hraSave', { token: member.accessToken, query: { save: 'epds' }, body: { encrypted_data: epds, status: 'complete' } });
    expect((await callRoute(server, 'telehealthFormSave', { token: member.accessToken, body: { encrypted_data: telehealth } })).status).toBe(200);
    expect((await callRoute(server, 'vitalCreate', { token: member.accessToken, body: { encrypted_data: vitals } })).status).toBe(200);
    server.advance(60_000);
    // The simulated record is written by the server to the member's public key only.
    expect((await callRoute(server, 'adminSimulateMedicalRecord', { token: admin.accessToken, body: { user_id: member.id } })).status).toBe(200);

    const byId = { token: admin.accessToken, params: { id: member.id } };
    expect((await callRoute(server, 'adminUserRiskScores', byId)).status).toBe(200);
    server.advance(1000);
    const key = await callRoute<AdminMemberRecoveryResponse>(server, 'adminUserRecoveryKey', byId);
    expect(key.status).toBe(200);
    expect(key.body.copies).toHaveLength(1);
    const [copy] = key.body.copies;
    const recoveryKey = await openRecoveryKey(copy!.locked_private_key, copy!.grant, adminKey);
    const staffKey = await unwrapDataKey(copy!.encrypted_data_key, recoveryKey);
    server.advance(1000);
    const form = await callRoute<AdminEpdsFormResponse>(server, 'adminUserEpdsForm', byId);
    expect(await openRecord(form.body.form!.encrypted_data, { dataKey: staffKey })).toEqual({ q1: 2, q2: 1, q3: 3 });
    server.advance(1000);
    const tele = await callRoute<AdminTelehealthFormResponse>(server, 'adminUserTelehealthForm', byId);
    expect(await openRecord(tele.body.form!.encrypted_data, { dataKey: staffKey })).toEqual({ reason: 'sealed by the member' });
    server.advance(1000);
    const list = await callRoute<AdminSmartlinkVitalsResponse>(server, 'adminSmartlinkVitals', { token: admin.accessToken, query: { user_id: member.id } });
    const [simulated, scanned] = list.body.vitals.models;
    expect(await openRecord(scanned!.encrypted_data, { dataKey: staffKey })).toEqual({ hr: 64, spo2: 98 });
    // The server-written record names only the member's key: the recovery path gets nothing from it.
    expect(simulated!.encrypted_data.startsWith('-----BEGIN PGP MESSAGE-----')).toBe(true);
    expect(await openRecord(simulated!.encrypted_data, { dataKey: staffKey })).toBeNull();

    const log = await callRoute<AccessLogResponse>(server, 'accessLog', { token: member.accessToken });
    expect(log.status).toBe(200);
    expect(log.body.entries.map((e) => [e.event, e.record, e.path])).toEqual([
      ['clinical.read', 'vitals', '/api/admin/smartlink/vitals'],
      ['clinical.read', 'telehealth-form', `/api/admin/users/${member.id}/telehealth-form`],
      ['clinical.read', 'epds-form', `/api/admin/users/${member.id}/epds-form`],
      ['clinical.read', 'emergency-key', `/api/admin/users/${member.id}/recovery-key`],
      ['clinical.read', 'risk-scores', `/api/admin/users/${member.id}/risk-scores`],
    ]);
    expect(log.body.entries.every((e) => e.staff_email === admin.email && e.method === 'GET')).toBe(true);
    expect(log.body.entries[0]!.created_at).toBe('2026-05-04T15:01:04.000Z');
    const rows = await server.db.selectFrom('audit_log').select(['user_id', 'actor_id']).where('event', '=', 'clinical.read').where('user_id', '=', member.id).execute();
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.actor_id === admin.id)).toBe(true);
  });

  it('audits nothing for a refused read, and a member without keys has no recovery copy', async () => {
    const member = await signedInMember(server);
    expect((await callRoute(server, 'adminUserEpdsForm', { token: member.accessToken, params: { id: member.id } })).status).toBe(403);
    expect((await callRoute(server, 'adminUserRecoveryKey', { token: member.accessToken, params: { id: member.id } })).status).toBe(403);
    expect((await callRoute(server, 'adminUserRecoveryKey', { token: admin.accessToken, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    const log = await callRoute<AccessLogResponse>(server, 'accessLog', { token: member.accessToken });
    expect(log.body.total_count).toBe(0);
    const key = await callRoute<AdminMemberRecoveryResponse>(server, 'adminUserRecoveryKey', { token: admin.accessToken, params: { id: member.id } });
    expect(key.body.copies).toEqual([]);
    expect((await callRoute<AccessLogResponse>(server, 'accessLog', { token: member.accessToken })).body.entries.map((e) => e.record)).toEqual(['emergency-key']);
  });
});
