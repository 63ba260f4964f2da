// The server's rate limits answer 429 (error_code RATE_LIMITED, a message saying what and
// how long, Retry-After). The sdk surfaces that message as TooManyRequests instead of a generic
// 'Failed to sign in', on every row, the sign-in flow included.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteMeta } from '@healthdeck/contract';
import { createSessionStore } from '../src/session/session.js';
import { createTransport } from '../src/transport/http.js';
import { HealthDeckError, RequestFailed, TOO_MANY_REQUESTS_MESSAGE, TooManyRequests } from '../src/transport/errors.js';
import { TooManyRequests as Exported } from '../src/index.js';
import { storageWithSession } from './support/session-fixtures.js';

const MESSAGE = 'Too many sign-in attempts from this address. Please try again in 42 seconds.';
let server: Server;
let baseUrl = '';
let reply: { body?: unknown; retryAfter?: string } = {};

beforeAll(async () => {
  server = createServer((_req, res) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (reply.retryAfter) headers['retry-after'] = reply.retryAfter;
    res.writeHead(429, headers).end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function call(name: 'login' | 'passwordRequestNew' | 'account') {
  const session = createSessionStore(storageWithSession({ accessToken: 'a', refreshToken: 'r', refreshExpires: 4_000_000_000 }));
  const transport = createTransport({ baseUrl, fetch: globalThis.fetch, session, now: Date.now, endSession: () => undefined, routes: routeTable });
  const body = name === 'account' ? undefined : { email: 'member@example.test', password: 'x' };
  return (transport as unknown as (n: string, input: unknown) => Promise<unknown>)(name, { body });
}

async function failure(promise: Promise<unknown>): Promise<HealthDeckError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HealthDeckError);
  return error as HealthDeckError;
}

describe('429 (rate limited)', () => {
  it.each(['login', 'passwordRequestNew', 'account'] as const)("%s: TooManyRequests with the server's message and Retry-After", async (name) => {
    reply = { body: { statusCode: 429, error_code: 'RATE_LIMITED', message: MESSAGE }, retryAfter: '42' };
    const error = await failure(call(name));
    expect(error).toBeInstanceOf(TooManyRequests);
    expect(error).toBeInstanceOf(RequestFailed); // callers branching on RequestFailed still catch it
    expect(error.name).toBe('TooManyRequests');
    expect(error.status).toBe(429);
    expect(error.message).toBe(MESSAGE);
    expect((error as TooManyRequests).retryAfterSeconds).toBe(42);
    expect((error as TooManyRequests).operation).toBe(routeTable[name].operation);
  });

  it('without a body or Retry-After: a clear message of its own, not "Failed to sign in"', async () => {
    reply = {};
    const error = await failure(call('login'));
    expect(error).toBeInstanceOf(TooManyRequests);
    expect(error.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    expect(error.message).not.toMatch(/^Failed to/);
    expect((error as TooManyRequests).retryAfterSeconds).toBeNull();
  });

  it('is exported from the package', () => {
    expect(Exported).toBe(TooManyRequests);
    const meta: RouteMeta = routeTable.login;
    expect(meta.auth).toBe('none');
  });
});
