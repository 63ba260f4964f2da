// Database faults: the server survives a killed backend and a PostgreSQL stop / crash
// under it (503 in the ApiError shape meanwhile, no process crash, back to 200 by itself), and the
// embedded PostgreSQL starts again after a crash of its own or of the server (stale postmaster.pid,
// orphaned postgres) without anyone deleting files. Real PostgreSQL throughout.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '@healthdeck/contract';
import { buildApp } from '../src/app.js';
import { REPO_ROOT } from '../src/config.js';
import { connectDatabase, databaseHealthOf } from '../src/db/connect.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.js';
import { findFreePort } from '../src/db/free-port.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { startTestServer, testServerConfig, type TestServer } from './helpers/test-server.js';
import { signedInMember } from './helpers/accounts.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls until `until` holds for the answer, or the deadline passes; every answer is kept. */
async function pollUntil(call: () => Promise<Response>, until: (res: Response) => boolean, timeoutMs: number): Promise<Response[]> {
  const seen: Response[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await call();
    seen.push(res);
    if (until(res)) return seen;
    await sleep(100);
  }
  throw new Error(`condition not met within ${timeoutMs} ms; last status ${seen.at(-1)?.status}`);
}

async function expectUnavailable(res: Response): Promise<void> {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  const body = ApiError.parse(await res.json());
  expect(body).toMatchObject({ statusCode: 503, error_code: 'UNAVAILABLE' });
  expect(body.message).toMatch(/unavailable.*try again/i);
}

describe('a killed backend (pg_terminate_backend) while requests run', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 200 or a clear 503 meanwhile, never 500, never crashes, and recovers by itself', async () => {
    const member = await signedInMember(server);
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(server.db);
    const name = rows[0]!.name;
    expect(name).toMatch(/^hd_test_/);

    const statuses: number[] = [];
    const bodies: unknown[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const res = await server.fetch('/api/client/account', { headers: { authorization: `Bearer ${member.accessToken}` } });
        statuses.push(res.status);
        const body: unknown = await res.json();
        if (res.status !== 200) bodies.push(body);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    let killed = 0;
    for (let round = 0; round < 5; round++) {
      await sleep(150);
      // The server's own connections only: on Debian's PostgreSQL (CI's role is no superuser) an
      // autovacuum worker on the database may not be ended ("must be a superuser"), and a CI run failed on it.
      const result = await admin.query(
        "select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend' and usename = current_user",
        [name],
      );
      killed += Number(result.rows[0].n);
    }
    await sleep(300);
    running = false;
    await Promise.all(workers);
    await admin.end();

    expect(killed).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const body of bodies) expect(ApiError.parse(body)).toMatchObject({ statusCode: 503, error_code: 'UNAVAILABLE' });
    // Back to normal without a restart.
    await pollUntil(
      () => server.fetch('/api/client/account', { headers: { authorization: `Bearer ${member.accessToken}` } }),
      (res) => res.status === 200,
      10_000,
    );
    expect(databaseHealthOf(server.db)?.up).toBe(true);
  });
});

describe('the embedded PostgreSQL stopped, crashed or orphaned', () => {
  let dir: string;
  let port: number;
  let embedded: EmbeddedDatabase | null = null;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let url: string;
  const preLogin = () => fetch(`${url}/api/auth/prelogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'someone@example.test' }) });
  const postmasterPid = () => Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return !/^[^)]*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };

  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'hd-db-faults-')), 'pg');
    port = await findFreePort();
    embedded = await startEmbeddedPostgres({ dir, port, quiet: true });
    db = connectDatabase(embedded.urlFor('postgres'), 5, { quiet: true, probeMinMs: 100, probeMaxMs: 1_000 });
    await migrateToLatest(db);
    app = await buildApp({ db, config: testServerConfig(() => new Date()) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await embedded?.stop();
    await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('stopped and started again under a running server: 503 while away, 200 again after, no crash', async () => {
    expect((await preLogin()).status).toBe(200);
    await embedded!.stop();
    embedded = null;
    const started = Date.now();
    const res = await preLogin();
    expect(Date.now() - started).toBeLessThan(6_000);
    await expectUnavailable(res);
    // Fails fast while the database is known to be down.
    const again = Date.now();
    await expectUnavailable(await preLogin());
    expect(Date.now() - again).toBeLessThan(1_000);
    // Static documents that need no database still answer.
    expect((await fetch(`${url}/api/openapi.json`)).status).toBe(200);

    embedded = await startEmbeddedPostgres({ dir, port, quiet: true });
    const seen = await pollUntil(preLogin, (r) => r.status === 200, 15_000);
    expect(seen.map((r) => r.status).filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });

  it('PostgreSQL killed (SIGKILL, its own crash): 503 meanwhile; the next start recovers from the stale postmaster.pid', async () => {
    await db.insertInto('audit_log').values({ event: 'before.crash', user_id: null, actor_id: null, ip: null, detail: '{}' }).execute();
    const pid = postmasterPid();
    process.kill(pid, 'SIGKILL');
    await pollUntil(preLogin, (r) => r.status === 503, 5_000);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(true); // left behind
    embedded = null; // (its stop() has nothing left to stop)

    embedded = await startEmbeddedPostgres({ dir, port, quiet: true });
    await pollUntil(preLogin, (r) => r.status === 200, 15_000);
    const row = await db.selectFrom('audit_log').select('event').where('event', '=', 'before.crash').executeTakeFirst();
    expect(row?.event).toBe('before.crash');
  });

  it('a postmaster.pid naming a live process that is not PostgreSQL (PID reused) is removed at start', async () => {
    await embedded!.stop();
    embedded = null;
    const stranger: ChildProcess = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      const original = readFileSync(path.join(dir, 'PG_VERSION'), 'utf8'); // still a data dir
      expect(original).toMatch(/^\d+/);
      writeFileSync(path.join(dir, 'postmaster.pid'), `${stranger.pid}\n${dir}\n1700000000\n${port}\n${dir}\n127.0.0.1\n  1234    5678\nready\n`);
      embedded = await startEmbeddedPostgres({ dir, port, quiet: true });
      expect(postmasterPid()).not.toBe(stranger.pid);
      expect(alive(stranger.pid!)).toBe(true); // not ours to stop
      await pollUntil(preLogin, (r) => r.status === 200, 15_000);
    } finally {
      stranger.kill('SIGKILL');
    }
  });

  it('the server killed (SIGKILL) leaves its PostgreSQL orphaned; the next start stops the orphan and starts cleanly', async () => {
    await embedded!.stop();
    embedded = null;
    // node itself (not the tsx CLI, which runs the script in a child that a SIGKILL would leave alive).
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures/start-embedded-child.ts'), dir, String(port)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += String(d)));
    child.stderr!.on('data', (d) => (out += String(d)));
    const deadline = Date.now() + 60_000;
    while (!out.includes('ready')) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`child did not start PostgreSQL: ${out}`);
      await sleep(100);
    }
    const orphan = postmasterPid();
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(alive(orphan)).toBe(true); // PostgreSQL outlived the server that started it
    // The running app is on the orphan now: fine until it goes.
    await pollUntil(preLogin, (r) => r.status === 200, 15_000);

    embedded = await startEmbeddedPostgres({ dir, port, quiet: true });
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    const seen = await pollUntil(preLogin, (r) => r.status === 200, 15_000);
    expect(seen.map((r) => r.status).filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });

  it('refuses, with a clear message, to stop a PostgreSQL that a live server still runs on the data dir', async () => {
    // `embedded` was started by this (live, Node) process: a second start must not kill it.
    await expect(startEmbeddedPostgres({ dir, port: await findFreePort(), quiet: true })).rejects.toThrow(/Another server .* is running PostgreSQL/s);
    await pollUntil(preLogin, (r) => r.status === 200, 5_000);
  });
});
