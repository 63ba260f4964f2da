import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectDatabase } from '../src/db/connect.js';
import { closeGracefully, LIVENESS_PATH, READINESS_PATH } from '../src/http/lifecycle.js';
import { createDatabaseHealth } from '../src/db/health.js';
import { installDatabaseGate } from '../src/http/error-handler.js';
import { createTestDatabase, testServerConfig } from './helpers/test-server.js';

// Readiness, liveness and the graceful stop (http/lifecycle.ts), on a server built as main.ts builds it.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** A server with a route that answers after `?ms=` milliseconds (a request in flight). */
async function serve(db = database.db): Promise<{ app: FastifyInstance; url: string; slowStarted: Promise<void> }> {
  // The job queue keeps its own connection to the database that answers (main.ts starts nothing
  // before the database does): what the probes report is the app pool's database.
  const app = await buildApp({ db, config: testServerConfig(() => new Date()), jobs: { connectionString: database.url } });
  // Resolved once a slow request is in the handler: on a loaded machine a fixed wait may end before
  // the request has reached the server, and a stop begun then rightly refuses it.
  let started: () => void = () => {};
  const slowStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.get('/slow', async (request) => {
    started();
    await new Promise((resolve) => setTimeout(resolve, Number((request.query as { ms: string }).ms)));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, slowStarted };
}

/** A GET on a connection of its own (no keep-alive pool shared with the other requests). */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += String(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('probes', () => {
  it('live and ready while the database answers; ready answers 503 with the reason when it does not, live stays 200', async () => {
    const { app, url } = await serve();
    try {
      const live = await get(url + LIVENESS_PATH);
      expect(live).toEqual({ status: 200, body: JSON.stringify({ status: 'live' }) });
      expect(await get(url + READINESS_PATH)).toEqual({ status: 200, body: JSON.stringify({ status: 'ready' }) });
    } finally {
      await app.close();
    }
    // Nothing listens on port 1: the database is unreachable.
    const gone = connectDatabase('postgres://nobody:none@127.0.0.1:1/none', 1, { quiet: true, classCache: false });
    const down = await serve(gone);
    try {
      const ready = await get(down.url + READINESS_PATH);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'not ready', reason: expect.stringMatching(/database/) });
      expect((await get(down.url + LIVENESS_PATH)).status).toBe(200);
    } finally {
      await down.app.close();
      await gone.destroy();
    }
  });
});

describe('graceful stop', () => {
  it('lets the request in flight finish, and takes no new connection meanwhile', async () => {
    const { app, url, slowStarted } = await serve();
    const inFlight = get(`${url}/slow?ms=800`);
    await slowStarted;
    const closed = closeGracefully(app, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(get(url + LIVENESS_PATH)).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ done: true }) });
    expect(await closed).toEqual({ cut: 0 });
  });

  it('cuts what is still running once the grace time is over', async () => {
    const { app, url, slowStarted } = await serve();
    const inFlight = get(`${url}/slow?ms=10000`).catch((error: Error) => error);
    await slowStarted;
    const started = Date.now();
    expect(await closeGracefully(app, 300)).toEqual({ cut: 1 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await inFlight).toBeInstanceOf(Error);
  });
});

describe('the database gate with DATABASE_OUTAGE_WAIT_MS', () => {
  /** A health whose probe fails until `back` is set. */
  const outage = () => {
    const state = { back: false };
    const health = createDatabaseHealth(
      async () => {
        if (!state.back) throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
      },
      { minMs: 50, maxMs: 100, quiet: true },
    );
    health.reportFailure(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
    return { state, health };
  };
  const gated = async (health: ReturnType<typeof createDatabaseHealth>, waitMs: number) => {
    const app = Fastify();
    installDatabaseGate(app, health, waitMs);
    app.get('/api/ping', async () => ({ ok: true }));
    await app.ready();
    return app;
  };

  it('holds a call while the database is away and answers it once the probe gets through', async () => {
    const { state, health } = outage();
    const app = await gated(health, 2_000);
    setTimeout(() => {
      state.back = true;
    }, 300);
    const started = Date.now();
    const res = await app.inject('/api/ping');
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    health.stop();
    await app.close();
  });

  it('answers 503 after the wait when it does not come back, and at once without a wait', async () => {
    const { health } = outage();
    const waiting = await gated(health, 200);
    expect((await waiting.inject('/api/ping')).statusCode).toBe(503);
    const atOnce = await gated(health, 0);
    const started = Date.now();
    expect((await atOnce.inject('/api/ping')).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(150);
    health.stop();
    await Promise.all([waiting.close(), atOnce.close()]);
  });
});
