// The member's access log is complete: every admin read of a member's data is listed to that member
// (who, when, what), every read made while impersonating too, and every admin GET route is named
// in domain/impersonation/staff-reads.ts, so a new one cannot forget to log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type AccessLogResponse, type LoginAsUserResponse, type RouteName } from '@healthdeck/contract';
import { LOGGED_WHERE_READ, MEMBER_READS, NOT_MEMBER_DATA } from '../src/domain/impersonation/staff-reads.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let staff: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const accessLog = async (member: TestMember) => (await callRoute<AccessLogResponse>(server, 'accessLog', { token: member.accessToken, query: { page: 1, take: 100 } })).body.entries;

describe('the access log is complete by construction', () => {
  it("names every admin GET route: a read of members' data, one logged where it reads, or no member's data", () => {
    const adminReads = (Object.keys(routeTable) as RouteName[]).filter((name) => routeTable[name].auth === 'admin' && routeTable[name].method === 'GET');
    const unnamed = adminReads.filter((name) => [name in MEMBER_READS, LOGGED_WHERE_READ.includes(name), name in NOT_MEMBER_DATA].filter(Boolean).length !== 1);
    expect(unnamed).toEqual([]);
    expect(adminReads.length).toBeGreaterThan(20);
  });

  it("lists a staff member's read of the member's daily logs and record to the member, with who and what, and to no one else", async () => {
    const member = await signedInMember(server);
    const other = await signedInMember(server);
    expect((await callRoute(server, 'adminUserDailyLogs', { token: staff.accessToken, params: { id: member.id }, query: { days: 7 } })).status).toBe(200);
    expect((await callRoute(server, 'adminGet', { token: staff.accessToken, query: { classkey: 'user', id: member.id } })).status).toBe(200);
    // (The test server's clock stands still: entries of one moment come in any order.)
    const entries = (await accessLog(member)).sort((a, b) => String(a.viewed).localeCompare(String(b.viewed)));
    expect(entries.map((entry) => [entry.event, entry.viewed, entry.staff_email, entry.path])).toEqual([
      ['staff.read', 'daily-logs', staff.email, `/api/admin/users/${member.id}/daily-logs`],
      ['staff.read', 'user-record', staff.email, '/api/admin/get'],
    ]);
    expect(await accessLog(other)).toEqual([]);
  });

  it('lists each member shown in a list of users to that member', async () => {
    const member = await signedInMember(server);
    const res = await callRoute<{ users: { id: string }[] }>(server, 'adminUsers', { token: staff.accessToken, query: { search: member.email } });
    expect(res.status).toBe(200);
    expect(res.body.users.map((user) => user.id)).toEqual([member.id]);
    expect((await accessLog(member)).map((entry) => entry.viewed)).toEqual(['user-list']);
  });

  it('lists every read made while impersonating, with its method and path', async () => {
    const member = await signedInMember(server);
    const acting = (await callRoute<LoginAsUserResponse>(server, 'adminLoginAsUser', { token: staff.accessToken, body: { user_id: member.id } })).body.data!;
    expect((await callRoute(server, 'account', { token: acting.accessToken })).status).toBe(200);
    expect((await callRoute(server, 'hydrationLast', { token: acting.accessToken })).status).toBe(200);
    expect((await callRoute(server, 'account', { token: acting.accessToken })).status).toBe(200);
    // The member's own reads are not staff access.
    expect((await callRoute(server, 'account', { token: member.accessToken })).status).toBe(200);
    const entries = await accessLog(member);
    expect(entries.map((entry) => [entry.event, entry.staff_email, entry.reads.map((read) => [read.method, read.path, read.count])])).toEqual([
      [
        'impersonation.started',
        staff.email,
        [
          ['GET', '/api/client/account', 2],
          ['GET', '/api/client/user-hydration/last', 1],
        ],
      ],
    ]);
  });
});
