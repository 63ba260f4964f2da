import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_HEADER, type AccessLogResponse, type AccountResponse, type ImpersonationUnlockResponse, type LoginAsUserResponse, type RecoveryKeyState } from '@healthdeck/contract';
import { openRecord, openRecoveryKey, sealRecord, unwrapDataKey } from '@healthdeck/crypto';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';
import { giveKeys, organisationWithRecoveryKey, recoverableMember } from './helpers/recovery-key.js';

// spec 000 §1, §3.2, §6, §7.2 admin login-as-user; §8 (only INVALID_CREDENTIALS); the emergency
// key is the member's data key as wrapped to an organisation recovery key the staff member holds
// (docs/decisions/0076-organisation-recovery-keys.md), and opens only through it; the member sees
// every impersonation and each write made while impersonated.

let server: TestServer;
let admin: TestMember;
let member: TestMember;
let other: TestMember;
let adminKey: openpgp.PrivateKey;
let memberPrivate: openpgp.PrivateKey;
let organizationId = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  member = await signedInMember(server);
  other = await signedInMember(server);
  ({ organizationId, staffKey: adminKey } = await organisationWithRecoveryKey(server, admin));
  memberPrivate = (await recoverableMember(server, admin, member, organizationId)).privateKey;
});
afterAll(async () => {
  await server.close();
});

const loginAs = async (userId: string, token = admin.accessToken) => callRoute<LoginAsUserResponse>(server, 'adminLoginAsUser', { token, body: { user_id: userId } });

describe('admin login-as-user (spec 000 §3.2, §6)', () => {
  it('answers tokens acting as the member and pgp impersonation data only the recovery key opens', async () => {
    const res = await loginAs(member.id);
    expect(res.status).toBe(200);
    expect(res.body.error_code).toBeNull();
    const data = res.body.data!;
    expect(data.user).toEqual({ id: member.id, email: member.email, name: 'Test Member' });
    expect(data.impersonation.decrypt_method).toBe('pgp');
    const state = (await callRoute<RecoveryKeyState>(server, 'adminRecoveryKey', { token: admin.accessToken, params: { id: organizationId } })).body;
    expect(data.impersonation.secret).toBe(state.active!.fingerprint);

    const account = await callRoute<AccountResponse>(server, 'account', { token: data.accessToken });
    expect(account.body.user.id).toBe(member.id);
    // The token names the member of staff acting (RFC 8693 act), the session and a unique jti.
    const claims = JSON.parse(Buffer.from(data.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: member.id, act: { sub: admin.id }, sid: expect.any(String), jti: expect.any(String) });

    // The staff browser opens the recovery key with its own key, then the member's data key, and reads what the member sealed.
    const emergency = data.impersonation.encrypted_emergency_key!;
    const staffKey = await unwrapDataKey(emergency, await openRecoveryKey(state.active!.locked_private_key, state.my_grants.active!, adminKey));
    const memberKey = await unwrapDataKey(account.body.encryptedDataKey!, memberPrivate);
    const sealed = await sealRecord(memberKey, { mood: 'happy', note: 'sealed by the member' });
    expect(await openRecord(sealed, { dataKey: staffKey })).toEqual({ mood: 'happy', note: 'sealed by the member' });

    // Anyone else's private key cannot.
    const stranger = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'stranger@example.test' }], format: 'object' });
    await expect(unwrapDataKey(emergency, stranger.privateKey)).rejects.toThrow();
  });

  it('hands out no emergency key for a member without keys', async () => {
    const res = await loginAs(other.id);
    expect(res.body.data!.impersonation).toMatchObject({ decrypt_method: 'pgp', encrypted_emergency_key: null, gap: 'no-member-keys' });
  });

  it("says why staff hold no copy: the member's organisations have no recovery key, the staff member holds no grant, or the member is not wrapped yet", async () => {
    const loner = await signedInMember(server);
    await giveKeys(server, loner);
    expect((await loginAs(loner.id)).body.data!.impersonation).toMatchObject({ encrypted_emergency_key: null, gap: 'no-recovery-key' });

    const unwrapped = await signedInMember(server);
    await giveKeys(server, unwrapped);
    expect((await server.call('linkUserOrganization', { token: admin.accessToken, body: { organization_id: organizationId, user_id: unwrapped.id } })).status).toBe(204);
    expect((await loginAs(unwrapped.id)).body.data!.impersonation).toMatchObject({ encrypted_emergency_key: null, gap: 'not-wrapped' });

    const ungranted = await signedInAdmin(server);
    expect((await loginAs(member.id, ungranted.accessToken)).body.data!.impersonation).toMatchObject({ encrypted_emergency_key: null, gap: 'not-granted' });
    expect((await loginAs(member.id)).body.data!.impersonation.gap).toBeNull();
  });

  it('hands the acting staff browser its own locked key and the recovery copy, audited once under the member as an unlock; no other token gets it', async () => {
    const acting = (await loginAs(member.id)).body.data!;
    const before = (await callRoute<AccessLogResponse>(server, 'accessLog', { token: member.accessToken, query: { page: 1, take: 100 } })).body.total_count;
    const res = await callRoute<ImpersonationUnlockResponse>(server, 'impersonationUnlock', { token: acting.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.staff_email).toBe(admin.email);
    expect(res.body.encrypted_private_key).toContain('PGP PRIVATE KEY BLOCK');
    expect(res.body.copy!.fingerprint).toBe(acting.impersonation.secret);
    expect(res.body.copy!.encrypted_data_key).toBe(acting.impersonation.encrypted_emergency_key);
    // What the staff browser does with it: its own key opens the grant, the recovery key the member's data key.
    const recovery = await openRecoveryKey(res.body.copy!.locked_private_key, res.body.copy!.grant, adminKey);
    const account = await callRoute<AccountResponse>(server, 'account', { token: member.accessToken });
    const sealed = await sealRecord(await unwrapDataKey(account.body.encryptedDataKey!, memberPrivate), { dose: '5 mg' });
    expect(await openRecord(sealed, { dataKey: await unwrapDataKey(res.body.copy!.encrypted_data_key, recovery) })).toEqual({ dose: '5 mg' });

    const log = (await callRoute<AccessLogResponse>(server, 'accessLog', { token: member.accessToken, query: { page: 1, take: 100 } })).body;
    expect(log.total_count).toBe(before + 1);
    expect(log.entries.filter((e) => e.record === 'impersonation-unlock')).toEqual([expect.objectContaining({ event: 'clinical.read', staff_email: admin.email })]);

    // The member's own token, and the staff member's own token, are not an impersonation.
    expect((await callRoute(server, 'impersonationUnlock', { token: member.accessToken })).status).toBe(403);
    expect((await callRoute(server, 'impersonationUnlock', { token: admin.accessToken })).status).toBe(403);
  });

  it('answers only INVALID_CREDENTIALS: unknown user, staff, oneself; members get 403', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', admin.id]) {
      const res = await loginAs(userId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: null, error_code: 'INVALID_CREDENTIALS' });
    }
    const staff = await signedInAdmin(server);
    expect((await loginAs(staff.id)).body.error_code).toBe('INVALID_CREDENTIALS');
    expect((await loginAs(other.id, member.accessToken)).status).toBe(403);
    expect((await callRoute(server, 'adminLoginAsUser', { token: admin.accessToken, body: { user_id: 'nope' } })).status).toBe(400);
  });

  it('audits the impersonation and each write made with its tokens (also after a refresh); the member sees them, no one else does', async () => {
    const target = await signedInMember(server);
    const data = (await loginAs(target.id)).body.data!;
    server.advance(1000);
    expect((await callRoute(server, 'hydrationIncrement', { token: data.accessToken, body: { ounces: 8 } })).status).toBe(200);
    // The member's own writes are not staff access.
    expect((await callRoute(server, 'hydrationIncrement', { token: target.accessToken, body: { ounces: 8 } })).status).toBe(200);
    // Reads are listed too (staff-reads.test.ts).
    server.advance(1000);
    expect((await callRoute(server, 'hydrationLast', { token: data.accessToken })).status).toBe(200);

    server.advance(1000); // a new access token differs from the first one
    const refreshed = await server.fetch('/api/auth/token/refresh', { method: 'POST', headers: { authorization: `Bearer ${data.accessToken}`, [REFRESH_TOKEN_HEADER]: data.refreshToken } });
    expect(refreshed.status).toBe(200);
    const next = ((await refreshed.json()) as { data: { accessToken: string } }).data.accessToken;
    expect((await callRoute(server, 'hydrationDecrement', { token: next, body: { ounces: 4 } })).status).toBe(200);

    const log = await callRoute<AccessLogResponse>(server, 'accessLog', { token: target.accessToken });
    expect(log.status).toBe(200);
    // The read is listed under the sign-in it belongs to, not as an entry of its own.
    expect(log.body.total_count).toBe(3);
    expect(log.body.entries.map((e) => [e.event, e.method, e.path, e.reads.map((r) => [r.method, r.path, r.count])])).toEqual([
      ['impersonation.write', 'POST', '/api/client/user-hydration/decrement', []],
      ['impersonation.write', 'POST', '/api/client/user-hydration/increment', []],
      ['impersonation.started', null, null, [['GET', '/api/client/user-hydration/last', 1]]],
    ]);
    expect(log.body.entries.every((e) => e.staff_email === admin.email)).toBe(true);

    // Another member's log holds nothing of this.
    const otherLog = await callRoute<AccessLogResponse>(server, 'accessLog', { token: other.accessToken });
    expect(otherLog.body.entries.every((e) => e.event === 'impersonation.started')).toBe(true);
    expect(otherLog.body.entries.some((e) => e.path !== null)).toBe(false);
    const audit = await server.db.selectFrom('audit_log').select(['user_id', 'actor_id']).where('event', '=', 'impersonation.write').execute();
    expect(audit.every((row) => row.user_id === target.id && row.actor_id === admin.id)).toBe(true);
    expect((await callRoute(server, 'accessLog', { token: target.accessToken, query: { take: 1000 } })).status).toBe(400);
  });

  it('ends when the staff member who started it signs out: its token and its refresh are refused at once', async () => {
    const staff = await signedInAdmin(server);
    const target = await signedInMember(server);
    const data = (await loginAs(target.id, staff.accessToken)).body.data!;
    const refresh = (access: string, refreshToken: string) =>
      server.fetch('/api/auth/token/refresh', { method: 'POST', headers: { authorization: `Bearer ${access}`, [REFRESH_TOKEN_HEADER]: refreshToken } });
    const rotated = await refresh(data.accessToken, data.refreshToken);
    expect(rotated.status).toBe(200);
    const next = ((await rotated.json()) as { data: { accessToken: string; refreshToken: string } }).data;
    expect((await callRoute(server, 'account', { token: next.accessToken })).status).toBe(200);

    expect((await callRoute(server, 'logout', { token: staff.accessToken })).status).toBe(204);
    expect((await callRoute(server, 'account', { token: data.accessToken })).status).toBe(401);
    expect((await callRoute(server, 'account', { token: next.accessToken })).status).toBe(401);
    expect((await refresh(next.accessToken, next.refreshToken)).status).toBe(401);
    // The member's own session and the staff member's other sessions are not affected.
    expect((await callRoute(server, 'account', { token: target.accessToken })).status).toBe(200);
    expect((await callRoute(server, 'account', { token: admin.accessToken })).status).toBe(200);
  });

  it('lets an impersonation session be refreshed for 4 hours only', async () => {
    const target = await signedInMember(server);
    const data = (await loginAs(target.id)).body.data!;
    const refresh = (access: string, refreshToken: string) =>
      server.fetch('/api/auth/token/refresh', { method: 'POST', headers: { authorization: `Bearer ${access}`, [REFRESH_TOKEN_HEADER]: refreshToken } });
    server.advance(3 * 3_600_000);
    const early = await refresh(data.accessToken, data.refreshToken);
    expect(early.status).toBe(200);
    const next = ((await early.json()) as { data: { accessToken: string; refreshToken: string } }).data;
    server.advance(2 * 3_600_000);
    const late = await refresh(next.accessToken, next.refreshToken);
    expect(late.status).toBe(401);
    expect(((await late.json()) as { message: string }).message).toBe('The impersonation session has ended. Log in as the user again.');
    // The member's own session is not affected.
    expect((await refresh(target.accessToken, target.refreshToken)).status).toBe(200);
  });
});
