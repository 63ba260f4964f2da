import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProcessClass } from '@healthdeck/contract';
import type { FastifyInstance } from 'fastify';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { buildApp } from '../src/app.js';
import { createJobQueue, type JobQueue } from '../src/jobs/queue.js';
import type { AppContext } from '../src/context.js';
import { startProcessRuns } from '../src/domain/processes/process-runs.js';
import { createTestDatabase, testServerConfig } from './helpers/test-server.js';
import { jobsIdle } from './helpers/jobs.js';

// A server process killed (SIGKILL) in the middle of a process run: after a restart the run
// completes, every step inside the product exactly once, the webhook again with the same
// Idempotency-Key (at least once, for the receiver to answer a repeat once).

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A job whose process died is taken again after this (its expiry). */
const EXPIRE_SECONDS = 3;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let child: ChildProcess | null = null;
let restarted: FastifyInstance | null = null;
let sender: JobQueue | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  await restarted?.close();
  await sender?.stop(1_000);
  await database?.drop();
});

function startWorker(): Promise<ChildProcess> {
  // Node itself with tsx's loader (not the tsx wrapper, whose child would outlive a SIGKILL sent to it).
  const worker = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/job-worker.ts'], {
    cwd: packageDir,
    env: { ...process.env, HD_DATABASE_URL: database.url, HD_JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS), SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The job worker did not start: ${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('job worker ready')) {
        clearTimeout(timer);
        resolve(worker);
      }
    };
    worker.stdout!.on('data', onData);
    worker.stderr!.on('data', onData);
    worker.once('exit', (code) => reject(new Error(`The job worker exited (${code}): ${output}`)));
  });
}

describe('a server process killed mid-run', () => {
  it('leaves a run that completes after a restart, each product step exactly once', async () => {
    // The partner's first request is never answered: the worker is killed while it waits.
    const received: string[] = [];
    let firstArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      firstArrived = resolve;
    });
    const receiver = http.createServer((req, res) => {
      received.push(String(req.headers['idempotency-key']));
      req.resume();
      if (received.length === 1) firstArrived();
      else res.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      const { db } = database;
      const member = await db.insertInto('users').values({ email: 'crash@example.test', credential_hash: '!', created_at: new Date() }).returning('id').executeTakeFirstOrThrow();
      const process = await createClassStore(db).insert(
        'processes',
        ProcessClass.parse({
          code: 'crash_welcome',
          name: 'Crash welcome',
          steps: [
            { kind: 'award_stars', stars: 10 },
            { kind: 'notify', title: 'Welcome' },
            { kind: 'webhook', url: hookUrl, secret: 'a-shared-secret-of-the-partner' },
            { kind: 'award_stars', stars: 5 },
          ],
        }),
      );

      child = await startWorker();
      // This test queues the run as a handler would, without taking jobs itself.
      sender = createJobQueue({ connectionString: database.url, workers: false, expireInSeconds: EXPIRE_SECONDS, retryDelaySeconds: 1 });
      await sender.start({} as AppContext);
      const [runId] = await db.transaction().execute((trx) => startProcessRuns({ jobs: sender! }, trx, { process: process as never, userIds: [member.id], trigger: 'admin' }));

      await arrived;
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      child = null;
      const midway = await db.selectFrom('process_run_steps').select(['position', 'status']).where('run_id', '=', runId!).orderBy('position').execute();
      expect(midway.map((s) => s.status)).toEqual(['succeeded', 'succeeded', 'pending', 'pending']);

      // The restart: a server app on the same database takes the dead process's job once it expires.
      restarted = await buildApp({ db, config: testServerConfig(() => new Date()), jobs: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: EXPIRE_SECONDS } });
      await vi.waitFor(
        async () => {
          const run = await db.selectFrom('process_runs').select('status').where('id', '=', runId!).executeTakeFirstOrThrow();
          expect(run.status).toBe('succeeded');
        },
        { timeout: 60_000, interval: 250 },
      );
      await jobsIdle(db);

      const user = await db.selectFrom('users').select('star_balance').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(user.star_balance).toBe(15);
      const notifications = await db.selectFrom('notifications').select('title').where('user_id', '=', member.id).execute();
      expect(notifications).toEqual([{ title: 'Welcome' }]);
      const steps = await db.selectFrom('process_run_steps').select(['position', 'status', 'attempts']).where('run_id', '=', runId!).orderBy('position').execute();
      expect(steps).toEqual([
        { position: 0, status: 'succeeded', attempts: 1 },
        { position: 1, status: 'succeeded', attempts: 1 },
        { position: 2, status: 'succeeded', attempts: 1 },
        { position: 3, status: 'succeeded', attempts: 1 },
      ]);
      // The webhook went out twice (the first answer never came), with one key.
      expect(received).toEqual([`${runId}:2`, `${runId}:2`]);
      const run = await db.selectFrom('process_runs').select('attempts').where('id', '=', runId!).executeTakeFirstOrThrow();
      expect(run.attempts).toBe(2);
    } finally {
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  }, 180_000);
});
