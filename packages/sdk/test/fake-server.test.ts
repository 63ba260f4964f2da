// The one fake of the server (@healthdeck/sdk/testing) that the widgets, portal and admin component
// tests run on: route matching, the bearer check, the contract check of success bodies, failNext,
// holdNext and call recording.
import { afterEach, describe, expect, it } from 'vitest';
import { accountFixture, apiError, TEST_KDF, TEST_KEY_SALT, createFakeClient, createFakeServer, expectNoContractViolations, json, takeContractViolations } from '../src/testing/index.js';

const bearer = { authorization: 'Bearer access-token' };
const call = (server: { fetch: typeof fetch }, method: string, path: string, init: RequestInit = {}) => server.fetch(`http://api.test${path}`, { method, headers: bearer, ...init });

afterEach(() => {
  takeContractViolations(); // this file provokes some on purpose
});

describe('createFakeServer', () => {
  it('routes by the contract table, path params decoded and given to the handler with query, body and authorization', async () => {
    const server = createFakeServer({
      dailyTaskToggle: ({ params }) => apiError(404, `no task ${params.id}`),
      adminUsers: ({ query }) => json({ users: [], total_count: Number(query.get('page')) }),
      moodLog: ({ body }) => json({ mood: { mood: (body as { mood: string }).mood, date: '2026-11-21' } }),
    });
    const toggled = await call(server, 'POST', '/api/client/user/tasks/a%20b/toggle');
    expect(toggled.status).toBe(404);
    expect(await toggled.json()).toMatchObject({ message: 'no task a b' });
    expect(server.called('dailyTaskToggle')[0]).toMatchObject({ params: { id: 'a b' }, path: '/api/client/user/tasks/a%20b/toggle', authorization: 'Bearer access-token' });

    expect(await (await call(server, 'GET', '/api/admin/users?page=3')).json()).toEqual({ users: [], total_count: 3 });
    expect(server.called('adminUsers')[0]!.query.get('page')).toBe('3');

    const logged = await call(server, 'POST', '/api/client/user/log-mood-track', { body: JSON.stringify({ mood: 'happy' }) });
    expect(await logged.json()).toEqual({ mood: { mood: 'happy', date: '2026-11-21' } });
    expect(server.called('moodLog').map((c) => c.body)).toEqual([{ mood: 'happy' }]);
    expect(server.requests).toEqual(['POST /api/client/user/tasks/a%20b/toggle', 'GET /api/admin/users', 'POST /api/client/user/log-mood-track']);
  });

  it('prefers a static row over a :param row, as the server does', async () => {
    const server = createFakeServer({ clientKitLast: () => apiError(404, 'none yet'), clientKit: () => apiError(404, 'by id') });
    await call(server, 'GET', '/api/client/kits/last');
    await call(server, 'GET', '/api/client/kits/42');
    expect(server.calls.map((c) => c.name)).toEqual(['clientKitLast', 'clientKit']);
  });

  it('answers an unknown path 404 and a known route without a handler 500', async () => {
    const server = createFakeServer({});
    expect((await call(server, 'GET', '/api/nowhere')).status).toBe(404);
    const unhandled = await call(server, 'GET', '/api/client/account');
    expect(unhandled.status).toBe(500);
    expect(await unhandled.json()).toMatchObject({ message: 'No fake for account' });
    expect(server.requests).toEqual(['GET /api/nowhere', 'GET /api/client/account']);
    expect(server.calls.map((c) => c.name)).toEqual(['account']);
  });

  it('answers 401 without a bearer token on member and admin routes, like the server, and not on public ones', async () => {
    let answered = 0;
    const server = createFakeServer({
      account: () => {
        answered++;
        return json(accountFixture());
      },
      preLogin: () => {
        answered++;
        return json({ keySalt: TEST_KEY_SALT, kdf: TEST_KDF });
      },
    });
    const refused = await server.fetch('http://api.test/api/client/account');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ statusCode: 401, error_code: 'UNAUTHENTICATED', message: 'You are not authorized to access this resource' });
    expect(server.called('account')).toHaveLength(1); // recorded, not answered
    expect(answered).toBe(0);
    expect((await server.fetch('http://api.test/api/auth/prelogin', { method: 'POST', body: '{}' })).status).toBe(200);
    expect(answered).toBe(1);
  });

  it('answers 500 naming the route and the zod issues when a success body breaks the contract, and records it', async () => {
    const server = createFakeServer({ hydrationLast: () => json({ hydration: { total_ounces: 'lots' } }) });
    const response = await call(server, 'GET', '/api/client/user-hydration/last');
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toMatch(/Contract violation.*hydrationLast[\s\S]*hydration\.total_ounces/);
    expect(server.violations.map((v) => v.route)).toEqual(['hydrationLast']);
    expect(() => expectNoContractViolations()).toThrow(/hydrationLast/);
    expect(() => expectNoContractViolations()).not.toThrow(); // taken once
  });

  it('does not check failure answers or answers given as a Response of another status', async () => {
    const server = createFakeServer({ hydrationLast: () => apiError(400, 'bad'), sleepLast: () => new Response('nope', { status: 503 }) });
    expect((await call(server, 'GET', '/api/client/user-hydration/last')).status).toBe(400);
    expect((await call(server, 'GET', '/api/client/user-sleep/last')).status).toBe(503);
    expect(server.violations).toEqual([]);
  });

  it('failNext answers the next call of a route with the status given, then the handler again', async () => {
    const server = createFakeServer({ account: () => json(accountFixture()) });
    server.failNext('account', 503);
    const failed = await call(server, 'GET', '/api/client/account');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ statusCode: 503, error_code: 'INTERNAL' });
    expect((await call(server, 'GET', '/api/client/account')).status).toBe(200);
    server.failNext('account');
    expect((await call(server, 'GET', '/api/client/account')).status).toBe(500);
  });

  it('holdNext makes the next call wait until released', async () => {
    const server = createFakeServer({ account: () => json(accountFixture()) });
    const release = server.holdNext('account');
    let settled = false;
    const pending = call(server, 'GET', '/api/client/account').then((r) => {
      settled = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    release();
    expect((await pending).status).toBe(200);
    expect((await call(server, 'GET', '/api/client/account')).status).toBe(200); // only the next one
  });
});

describe('createFakeClient', () => {
  it('gives a real sdk client signed in on the fake (the account call carries the bearer token)', async () => {
    const server = createFakeServer({ account: () => json(accountFixture({ email: 'someone@example.com' })) });
    const client = await createFakeClient(server);
    expect(server.called('account')[0]!.authorization).toBe('Bearer access-token');
    expect(client).toBeDefined();
    const signedOut = createFakeServer({ account: () => json(accountFixture()) });
    await createFakeClient(signedOut, { signedIn: false });
    expect(signedOut.calls).toEqual([]);
  });
});
