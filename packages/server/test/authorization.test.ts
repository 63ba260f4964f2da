import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type AdminUsersResponse, type HydrationResponse, type RouteDef, type RouteName } from '@healthdeck/contract';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';

let server: TestServer;
let memberA: TestMember;
let memberB: TestMember;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  memberA = await signedInMember(server, uniqueEmail('alice'));
  memberB = await signedInMember(server, uniqueEmail('bob'));
  admin = await signedInAdmin(server, uniqueEmail('admin'));
});
afterAll(async () => {
  await server.close();
});

const table = Object.entries(routes) as [RouteName, RouteDef][];
const protectedRoutes = table.filter(([, def]) => def.auth !== 'none');
const adminRoutes = table.filter(([, def]) => def.auth === 'admin');

describe('authorization matrix', () => {
  it.each(protectedRoutes)('%s answers 401 UNAUTHENTICATED to an anonymous caller', async (name) => {
    const res = await server.call(name);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error_code: 'UNAUTHENTICATED', message: 'You are not authorized to access this resource' });
  });

  it.each(protectedRoutes)('%s answers 401 to a garbage or foreign-signed token', async (name) => {
    expect((await server.call(name, { token: 'not-a-jwt' })).status).toBe(401);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(memberA.id)
      .setIssuer('healthdeck')
      .setAudience('healthdeck-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-12345'));
    expect((await server.call(name, { token: forged })).status).toBe(401);
  });

  it.each(adminRoutes)('%s answers 403 FORBIDDEN to a member', async (name) => {
    const res = await server.call(name, { token: memberA.accessToken });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error_code: 'FORBIDDEN' });
  });

  it('lets an admin search users by email, role and page, with total_count', async () => {
    const all = await server.call<AdminUsersResponse>('adminUsers', { token: admin.accessToken });
    expect(all.status).toBe(200);
    expect(all.body.total_count).toBe(3);

    const search = await server.call<AdminUsersResponse>('adminUsers', { token: admin.accessToken, query: { search: 'ALICE' } });
    expect(search.body.users.map((u) => u.email)).toEqual([memberA.email]);
    expect(search.body.total_count).toBe(1);

    const admins = await server.call<AdminUsersResponse>('adminUsers', { token: admin.accessToken, query: { role: 'admin' } });
    expect(admins.body.users.map((u) => u.id)).toEqual([admin.id]);
    expect(admins.body.users[0].roles).toEqual(['admin', 'member']);

    const page1 = await server.call<AdminUsersResponse>('adminUsers', { token: admin.accessToken, query: { take: 2, page: 1 } });
    const page2 = await server.call<AdminUsersResponse>('adminUsers', { token: admin.accessToken, query: { take: 2, page: 2 } });
    expect(page1.body.users).toHaveLength(2);
    expect(page2.body.users).toHaveLength(1);
    expect(page1.body.total_count).toBe(3);
    expect(new Set([...page1.body.users, ...page2.body.users].map((u) => u.id)).size).toBe(3);

    const wildcard = await server.call<AdminUsersResponse>('adminUsers', { token: admin.accessToken, query: { search: '%' } });
    expect(wildcard.body.total_count).toBe(0);
  });

  it('loses admin access as soon as the role is removed (checked per request from the roles tables)', async () => {
    const temp = await signedInAdmin(server);
    expect((await server.call('adminUsers', { token: temp.accessToken })).status).toBe(200);
    await server.db.deleteFrom('user_roles').where('user_id', '=', temp.id).execute();
    expect((await server.call('adminUsers', { token: temp.accessToken })).status).toBe(403);
  });

  it("never shows member A's hydration to member B", async () => {
    await server.call('hydrationIncrement', { token: memberA.accessToken, body: { ounces: 17 } });
    const a = await server.call<HydrationResponse>('hydrationLast', { token: memberA.accessToken });
    const b = await server.call<HydrationResponse>('hydrationLast', { token: memberB.accessToken });
    expect(a.body.hydration.total_ounces).toBe(17);
    expect(b.body.hydration.total_ounces).toBe(0);
    // B decrementing cannot touch A's total either.
    expect((await server.call('hydrationDecrement', { token: memberB.accessToken })).status).toBe(400);
    expect((await server.call<HydrationResponse>('hydrationLast', { token: memberA.accessToken })).body.hydration.total_ounces).toBe(17);
  });

  it('refuses a valid token of a deleted user', async () => {
    const gone = await signedInMember(server);
    await server.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect((await server.call('account', { token: gone.accessToken })).status).toBe(401);
  });

  it("answers CORS preflights for /api with the refresh header allowed, for an organisation's allowed origin", async () => {
    await createClassStore(server.db).insert('organizations', { name: 'Partner', code: 'partner-authz', allowed_origins: ['https://partner.example'] });
    const res = await server.fetch('/api/auth/token/refresh', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, x-refresh-token' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-refresh-token');
    const get = await server.fetch('/api/auth/pgp/config', { headers: { origin: 'https://partner.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });
});
