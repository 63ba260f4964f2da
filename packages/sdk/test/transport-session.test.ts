// spec 000 §4 and §8 over real HTTP on loopback, the session's edges: where an ended session sends
// the user, a refresh the network refuses, a refresh answer without tokens, aborts, path params,
// and the request shapes of multipart and download rows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HydrationResponse, RouteMeta } from '@healthdeck/contract';
import { createHealthDeck, type HealthDeckOptions, fetchHydration } from '../src/index.js';
import { HealthDeckError, Unauthorized, Unexpected } from '../src/transport/errors.js';
import { createTransport } from '../src/transport/http.js';
import { createSessionStore } from '../src/session/session.js';
import { startContractServer, type ContractServer, type ContractServerOptions } from './support/contract-server.js';
import { storageWithSession, storedSession } from './support/session-fixtures.js';

const servers: ContractServer[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(options: ContractServerOptions = {}): Promise<ContractServer> {
  const server = await startContractServer(options);
  servers.push(server);
  return server;
}

const hydration = { status: 200, body: { hydration: { total_ounces: 3, date: '2025-01-01' } } satisfies HydrationResponse };

function signedIn(server: ContractServer, options: HealthDeckOptions = {}) {
  const storage = storageWithSession(server.issueTokens());
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage, ...options });
  return { hd, storage };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
}

describe('an ended session sends the user to /unauthorized (spec 000 §4)', () => {
  it('by default: a refused refresh assigns /unauthorized once, whatever the number of waiting calls', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, pathname: '/client/home' });
    const server = await serve({ handlers: { hydrationLast: () => hydration } });
    const { hd, storage } = signedIn(server); // no onUnauthorized: the default applies
    server.expireAccessTokens();
    server.revokeRefreshTokens();

    const errors = await Promise.all([rejection(fetchHydration(hd)), rejection(hd.call('hydrationLast'))]);

    expect(errors.every((e) => e instanceof Unauthorized)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/unauthorized');
    expect(storedSession(storage)).toBeNull();
  });

  it('by default: a stored refresh expiry already passed sends the user away before any request', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const server = await serve({ handlers: { hydrationLast: () => hydration } });
    const tokens = server.issueTokens(60);
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(tokens), now: () => (tokens.refreshExpires + 1) * 1000 });
    expect(await rejection(hd.call('hydrationLast'))).toBeInstanceOf(Unauthorized);
    expect(assign).toHaveBeenCalledWith('/unauthorized');
    expect(server.requests).toHaveLength(0);
  });

  it('a public call with an expired session goes out without the stale token and keeps working', async () => {
    const server = await serve({ handlers: { keysConfig: () => ({ status: 200, body: { escrowPublicKey: 'k' } }) } });
    const tokens = server.issueTokens(60);
    const onUnauthorized = vi.fn();
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(tokens), onUnauthorized, now: () => (tokens.refreshExpires + 1) * 1000 });
    await expect(hd.call('keysConfig')).resolves.toEqual({ escrowPublicKey: 'k' });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a refresh answered 200 without tokens ends the session like a refused one', async () => {
    const onUnauthorized = vi.fn();
    const server = await serve({ handlers: { hydrationLast: () => hydration, refreshToken: () => ({ status: 200, body: { data: { accessToken: 'only-half' } } }) } });
    const { hd, storage } = signedIn(server, { onUnauthorized });
    server.expireAccessTokens();
    expect(await rejection(hd.call('hydrationLast'))).toBeInstanceOf(Unauthorized);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(storedSession(storage)).toBeNull();
  });
});

describe('a refused connection (spec 000 §8)', () => {
  it("during the refresh: 'Unable to connect to server' (500) and the session is kept", async () => {
    const onUnauthorized = vi.fn();
    const server = await serve({ handlers: { hydrationLast: () => hydration } });
    // the network refuses only the refresh (as when the server goes down between the two requests)
    const flaky: typeof fetch = (input, init) => (String(input).includes('/api/auth/token/refresh') ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init));
    const { hd, storage } = signedIn(server, { fetch: flaky, onUnauthorized });
    server.expireAccessTokens();

    const error = await rejection(hd.call('hydrationLast'));

    expect(error).toBeInstanceOf(Unexpected);
    expect((error as HealthDeckError).status).toBe(500);
    expect((error as HealthDeckError).message).toBe('Unable to connect to server');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storedSession(storage)).not.toBeNull();
  });

  it('an aborted call rejects with the abort, not as a refused connection', async () => {
    const server = await serve({ handlers: { hydrationLast: () => hydration }, delay: () => 200 });
    const { hd } = signedIn(server);
    const controller = new AbortController();
    const pending = rejection(hd.call('hydrationLast', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await pending;
    expect(error).not.toBeInstanceOf(HealthDeckError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('programming errors are thrown before any request', () => {
  it('a missing path parameter', async () => {
    const server = await serve();
    const { hd } = signedIn(server);
    await expect(hd.call('dailyTaskToggle', { params: {} as never })).rejects.toThrow("Missing path parameter 'id'");
    expect(server.requests).toHaveLength(0);
  });

  it('an unknown route name', async () => {
    const server = await serve();
    const { hd } = signedIn(server);
    await expect(hd.call('noSuchRoute' as never)).rejects.toThrow("Unknown route 'noSuchRoute'");
  });
});

describe('multipart and download rows', () => {
  const rows: Record<string, RouteMeta> = {
    upload: { method: 'POST', path: '/api/client/meals/picture', auth: 'member', successStatus: 200, operation: 'upload meal picture', multipart: true },
    download: { method: 'GET', path: '/api/client/user-hydration/last', auth: 'member', successStatus: 200, operation: 'download results', file: true },
  };

  it('a multipart row sends the FormData with its boundary; a download row answers the Response unread', async () => {
    const server = await serve({
      handlers: {
        mealPictureUpload: (req) => ({ status: 200, body: { contentType: req.headers['content-type'] } }),
        hydrationLast: () => hydration,
      },
    });
    const session = createSessionStore(storageWithSession(server.issueTokens()));
    const call = createTransport({ baseUrl: server.baseUrl, fetch: globalThis.fetch, session, now: Date.now, endSession: () => undefined, routes: rows });
    const send = call as unknown as (name: string, input?: { form?: FormData }) => Promise<unknown>;

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'meal.png');
    const uploaded = (await send('upload', { form })) as { contentType: string };
    expect(uploaded.contentType).toMatch(/^multipart\/form-data; boundary=/);

    const response = await send('download');
    expect(response).toBeInstanceOf(Response);
    expect(await (response as Response).json()).toEqual(hydration.body);
  });
});
