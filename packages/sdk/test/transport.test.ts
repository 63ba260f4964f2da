// spec 000 §4 and §8 over real HTTP on loopback: a node:http server that speaks the contract.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HydrationResponse, RouteName } from '@healthdeck/contract';
import { createHealthDeck, type HealthDeckOptions, preLogin, searchAdminUsers, changeHydration, fetchHydration } from '../src/index.js';
import { BadRequest, HealthDeckError, InvalidCredentials, MaxIncorrectLoginAttempts, RequestFailed, Unauthorized, Unexpected, WeakPassword } from '../src/transport/errors.js';
import { startContractServer, type ContractServer, type ContractServerOptions, type Handler } from './support/contract-server.js';
import { storageWithSession, storedSession } from './support/session-fixtures.js';

const servers: ContractServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(options: ContractServerOptions = {}): Promise<ContractServer> {
  const server = await startContractServer(options);
  servers.push(server);
  return server;
}

const hydrationAt =
  (total_ounces: number): Handler =>
  () => ({
    status: 200,
    body: { hydration: { total_ounces, date: '2025-01-01' } } satisfies HydrationResponse,
  });

/** A HealthDeck already signed in with fresh tokens from the server. */
function signedIn(server: ContractServer, options: HealthDeckOptions = {}) {
  const tokens = server.issueTokens();
  const storage = storageWithSession(tokens);
  const onUnauthorized = vi.fn();
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage, onUnauthorized, ...options });
  return { hd, tokens, storage, onUnauthorized };
}

async function rejection(promise: Promise<unknown>): Promise<HealthDeckError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HealthDeckError);
  return error as HealthDeckError;
}

describe('requests follow the contract route table', () => {
  it('sends method, path, query string, JSON body and the bearer token', async () => {
    const server = await serve({ handlers: { hydrationIncrement: hydrationAt(9) } });
    const { hd, tokens } = signedIn(server);

    const result = await hd.call('hydrationIncrement', { query: { tz: 'Europe/Paris' }, body: { ounces: 8 } });

    expect(result).toEqual({ hydration: { total_ounces: 9, date: '2025-01-01' } });
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/client/user-hydration/increment?tz=Europe%2FParis');
    expect(req.headers.authorization).toBe(`Bearer ${tokens.accessToken}`);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({ ounces: 8 });
  });

  it('sends no content-type when there is no body, and the bearer even on public routes', async () => {
    const server = await serve({ handlers: { sendVerificationEmail: () => ({ status: 204 }), keysConfig: () => ({ status: 200, body: { escrowPublicKey: 'k' } }) } });
    const { hd, tokens } = signedIn(server);
    await hd.call('sendVerificationEmail');
    await hd.call('keysConfig');
    for (const req of server.requests) {
      expect(req.headers['content-type']).toBeUndefined();
      expect(req.headers.authorization).toBe(`Bearer ${tokens.accessToken}`);
    }
  });

  it('answers null for a 204 route', async () => {
    const server = await serve({ handlers: { passwordRequestNew: () => ({ status: 204 }) } });
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
    await expect(hd.call('passwordRequestNew', { body: { email: 'a@example.com' } })).resolves.toBeNull();
  });
});

describe('single-flight refresh (spec 000 §4)', () => {
  it('concurrent 401s trigger exactly one refresh and every request is repeated with the new token', async () => {
    const server = await serve({
      handlers: { hydrationLast: hydrationAt(12), adminUsers: () => ({ status: 200, body: { users: [], total_count: 0 } }) },
      delay: (req) => (req.route === 'refreshToken' ? 50 : 0), // keep the refresh in flight while 401s land
    });
    const { hd, tokens, storage, onUnauthorized } = signedIn(server);
    server.expireAccessTokens();

    const results = await Promise.all([
      hd.call('hydrationLast'),
      hd.call('hydrationLast'),
      hd.call('hydrationLast'),
      hd.call('adminUsers', { query: { page: 1, take: 10 } }),
      fetchHydration(hd),
    ]);

    expect(results).toHaveLength(5);
    expect(server.hits('refreshToken')).toBe(1);
    expect(server.hits('hydrationLast')).toBe(8); // 4 refused + 4 repeated
    expect(server.hits('adminUsers')).toBe(2);
    const newToken = hd.$session.get()?.access.token;
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(tokens.accessToken);
    const repeats = server.requests.filter((r) => r.route !== 'refreshToken').slice(5);
    expect(repeats.map((r) => r.headers.authorization)).toEqual(Array(5).fill(`Bearer ${newToken}`));
    // the refresh carried the expired access token as bearer and the refresh token in its header
    const refresh = server.requests.find((r) => r.route === 'refreshToken');
    expect(refresh?.headers.authorization).toBe(`Bearer ${tokens.accessToken}`);
    expect(refresh?.headers['x-refresh-token']).toBe(tokens.refreshToken);
    // the rotated tokens are persisted under the one storage key
    expect(storedSession(storage)?.access.token).toBe(newToken);
    expect(storedSession(storage)?.refresh.token).not.toBe(tokens.refreshToken);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 that arrives after the refresh finished reuses the new token instead of refreshing again', async () => {
    let slowSent = false;
    const server = await serve({
      handlers: { hydrationLast: hydrationAt(1), account: () => ({ status: 500 }) },
      // the account request leaves with the old token but its 401 comes back only after the refresh
      delay: (req) => {
        if (req.route !== 'account' || slowSent) return 0;
        slowSent = true;
        return 150;
      },
    });
    const { hd } = signedIn(server);
    server.expireAccessTokens();

    const slow = hd.call('account').catch((e: unknown) => e);
    await hd.call('hydrationLast');
    const error = await slow;

    expect(server.hits('refreshToken')).toBe(1);
    expect(server.hits('account')).toBe(2); // repeated once with the new token (then a 500 from the handler)
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to load account');
  });

  it('a passed refresh expiry ends the session before any request is made', async () => {
    const server = await serve({ handlers: { hydrationLast: hydrationAt(1) } });
    const tokens = server.issueTokens(60);
    const storage = storageWithSession(tokens);
    const onUnauthorized = vi.fn();
    const later = (tokens.refreshExpires + 1) * 1000;
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage, onUnauthorized, now: () => later });

    const error = await rejection(hd.call('hydrationLast'));

    expect(error).toBeInstanceOf(Unauthorized);
    expect(error.status).toBe(401);
    expect(error.message).toBe('You are not authorized to access this resource');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(0);
    expect(hd.$session.get()).toBeNull();
    expect(storedSession(storage)).toBeNull();
  });

  it('a refused refresh ends the session once, calls onUnauthorized once and rejects every waiting call', async () => {
    const server = await serve({ handlers: { hydrationLast: hydrationAt(1), adminUsers: () => ({ status: 200, body: { users: [], total_count: 0 } }) } });
    const { hd, storage, onUnauthorized } = signedIn(server);
    server.expireAccessTokens();
    server.revokeRefreshTokens();

    const errors = await Promise.all([rejection(hd.call('hydrationLast')), rejection(hd.call('hydrationLast')), rejection(hd.call('adminUsers', { query: {} }))]);

    expect(server.hits('refreshToken')).toBe(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(errors.map((e) => [e.constructor, (e as Unauthorized).kind, e.message])).toEqual([
      [Unauthorized, 'credentials', 'You are not authorized to access this resource'],
      [Unauthorized, 'credentials', 'You are not authorized to access this resource'],
      [Unauthorized, 'admin', 'You are not authorized to access this resource'],
    ]);
    expect(hd.$session.get()).toBeNull();
    expect(storedSession(storage)).toBeNull();
    expect(server.hits('hydrationLast')).toBe(2); // never repeated
  });

  it('a 401 again after a good refresh is Unauthorized (admin kind on admin routes) and keeps the session', async () => {
    const server = await serve({ handlers: { adminUsers: () => ({ status: 401, body: { statusCode: 401, error_code: 'UNAUTHENTICATED', message: 'no' } }) } });
    const { hd, onUnauthorized } = signedIn(server);

    const error = await rejection(searchAdminUsers(hd, {}));

    expect(error).toBeInstanceOf(Unauthorized);
    expect((error as Unauthorized).kind).toBe('admin');
    expect(error.message).toBe('You are not authorized to access this resource');
    expect(server.hits('refreshToken')).toBe(1);
    expect(server.hits('adminUsers')).toBe(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(hd.$session.get()).not.toBeNull();
  });
});

describe('local and network failures', () => {
  it.each<[RouteName, 'credentials' | 'admin']>([
    ['hydrationLast', 'credentials'],
    ['adminUsers', 'admin'],
  ])('%s with no access token is answered locally: 401 Unauthorized', async (route, kind) => {
    const server = await serve();
    const hd = createHealthDeck({ baseUrl: server.baseUrl });
    const error = await rejection(hd.call(route));
    expect(error).toBeInstanceOf(Unauthorized);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthorized');
    expect((error as Unauthorized).kind).toBe(kind);
    expect(server.requests).toHaveLength(0);
  });

  it('a stopped server is status 500 "Unable to connect to server"', async () => {
    const server = await startContractServer();
    await server.close();
    const hd = createHealthDeck({ baseUrl: server.baseUrl });
    const error = await rejection(preLogin(hd, 'member@example.com'));
    expect(error).toBeInstanceOf(Unexpected);
    expect(error.status).toBe(500);
    expect(error.message).toBe('Unable to connect to server');
  });
});

describe('status mapping (spec 000 §8)', () => {
  it.each<[number, RouteName, string]>([
    [500, 'adminUsers', 'Failed to load users'],
    [403, 'adminUsers', 'Failed to load users'],
    [404, 'hydrationLast', 'Failed to get last hydration track'],
    [500, 'hydrationIncrement', 'Failed to increment hydration track'],
    [200, 'passwordRequestNew', 'Failed to request a password reset'], // 204 expected
  ])('%d on %s is RequestFailed %j', async (status, route, message) => {
    const server = await serve({ handlers: { [route]: () => ({ status, body: { statusCode: status, error_code: 'INTERNAL', message: 'server says' } }) } });
    const { hd } = signedIn(server);
    const body = route === 'passwordRequestNew' ? { email: 'a@example.com' } : undefined;
    const error = await rejection(hd.call(route, { body } as never));
    expect(error).toBeInstanceOf(RequestFailed);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('400 is BadRequest with the server message and body', async () => {
    const server = await serve({ handlers: { hydrationIncrement: hydrationAt(1) } });
    const { hd } = signedIn(server);
    // ounces 0 breaks the contract's min(1): the loopback server validates with the contract schema
    const error = await rejection(changeHydration(hd, 'increment', 0));
    expect(error).toBeInstanceOf(BadRequest);
    expect(error.status).toBe(400);
    const body = (error as BadRequest).body as { error_code: string; message: string; fields: Record<string, string> };
    expect(body.error_code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(body.message);
    expect(Object.keys(body.fields)).toContain('ounces');
  });

  it.each<[string, new () => HealthDeckError, string]>([
    ['INVALID_CREDENTIALS', InvalidCredentials, 'Invalid Credentials'],
    ['MAX_INCORRECT_LOGIN_ATTEMPTS', MaxIncorrectLoginAttempts, 'Max Incorrect Login Attempts'],
    ['WEAK_PASSWORD', WeakPassword, 'Weak Password'],
  ])('login 200 with error_code %s is %s', async (code, type, message) => {
    const server = await serve({ handlers: { login: () => ({ status: 200, body: { data: null, error_code: code } }) } });
    const hd = createHealthDeck({ baseUrl: server.baseUrl });
    const error = await rejection(hd.call('login', { body: { email: 'm@example.com', password: 'credential' } }));
    expect(error).toBeInstanceOf(type);
    expect(error.message).toBe(message);
    expect(error.name).toBe(type.name);
  });

  it('a success status with an unreadable body is Unexpected with the default message', async () => {
    const server = await serve({ handlers: { login: () => ({ status: 200, raw: '<html>proxy error</html>' }) } });
    const hd = createHealthDeck({ baseUrl: server.baseUrl });
    const error = await rejection(hd.call('login', { body: { email: 'm@example.com', password: 'credential' } }));
    expect(error).toBeInstanceOf(Unexpected);
    expect(error.message).toBe('Something went wrong! Try again later');
  });
});
