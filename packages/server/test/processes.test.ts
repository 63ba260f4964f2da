import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ActionClass, ProcessClass, type ActionCompletionResponse, type AdminProcessRunsResponse, type AdminProcessStartResponse, type MemberProcessRunResponse } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { buildApp } from '../src/app.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { jobsIdle } from './helpers/jobs.js';

// Administrator-defined processes on the job queue (spec 000 §3.1 processes, spec 001 §4
// triggered process): runs with their steps, an outbound webhook signed and retried with its
// answer recorded, a run started by an action, and two server apps on one database.

/** A local receiver of outbound webhooks: answers each request with the next status of `statuses` (the last repeats). */
async function webhookReceiver(statuses: number[]) {
  const received: { headers: http.IncomingHttpHeaders; body: string; at: number }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 300 ? `refused: attempt ${received.length}` : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const SECRET = 'a-shared-secret-of-the-partner';

let server: TestServer;
let admin: TestMember;
let programId = '';
beforeAll(async () => {
  // Retries a second apart (doubling), so a failing run is through its five attempts within the test.
  server = await startTestServer({}, { jobs: { retryDelaySeconds: 1 } });
  admin = await signedInAdmin(server);
  programId = (await createClassStore(server.db).insert('programs', { name: 'Welcome programme', code: 'welcome' })).id;
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function defineProcess(code: string, steps: unknown[]): Promise<string> {
  return (await createClassStore(server.db).insert('processes', ProcessClass.parse({ code, name: `Process ${code}`, steps }))).id;
}
const starsOf = async (userId: string) => (await server.db.selectFrom('users').select('star_balance').where('id', '=', userId).executeTakeFirstOrThrow()).star_balance;
const notificationsOf = (userId: string) => server.db.selectFrom('notifications').select(['title', 'body']).where('user_id', '=', userId).execute();
const runsOf = async (code: string) => (await server.call<AdminProcessRunsResponse>('adminProcessRuns', { token: admin.accessToken, query: { process_code: code } })).body.runs;

describe('an administrator runs a process for a member', () => {
  it('runs every step once, in order, and the runs list shows each step done', async () => {
    const hook = await webhookReceiver([200]);
    try {
      await defineProcess('welcome_bonus', [
        { kind: 'award_stars', stars: 10 },
        { kind: 'enrol_programme', program_id: programId },
        { kind: 'notify', title: 'Welcome, {{user.name}}', body: 'Ten stars are yours.' },
        { kind: 'webhook', url: hook.url, secret: SECRET },
      ]);
      const member = await signedInMember(server);
      const started = await server.call<AdminProcessStartResponse>('adminProcessStart', { token: admin.accessToken, params: { code: 'welcome_bonus' }, body: { user_ids: [member.id] } });
      expect(started.status).toBe(200);
      expect(started.body.run_ids).toHaveLength(1);
      await jobsIdle(server.db);

      expect(await starsOf(member.id)).toBe(10);
      const links = await server.db.selectFrom('links').select('a_id').where('kind', '=', 'program_user').where('b_id', '=', member.id).execute();
      expect(links.map((l) => l.a_id)).toEqual([programId]);
      expect(await notificationsOf(member.id)).toEqual([{ title: 'Welcome, Test Member', body: 'Ten stars are yours.' }]);

      // The webhook: signed over "<timestamp>.<body>", with the step's key as its Idempotency-Key.
      expect(hook.received).toHaveLength(1);
      const [request] = hook.received;
      const runId = started.body.run_ids[0]!;
      expect(request!.headers['idempotency-key']).toBe(`${runId}:3`);
      const expected = `sha256=${createHmac('sha256', SECRET).update(`${request!.headers['x-healthdeck-timestamp']}.${request!.body}`).digest('hex')}`;
      expect(request!.headers['x-healthdeck-signature']).toBe(expected);
      expect(JSON.parse(request!.body)).toMatchObject({ event: 'process.step', process_code: 'welcome_bonus', run_id: runId, step: 3, user_id: member.id });

      const [run] = await runsOf('welcome_bonus');
      expect(run).toMatchObject({ id: runId, status: 'succeeded', attempts: 1, last_error: null, user_email: member.email, trigger: 'admin' });
      expect(run!.steps.map((s) => [s.kind, s.status, s.attempts])).toEqual([
        ['award_stars', 'succeeded', 1],
        ['enrol_programme', 'succeeded', 1],
        ['notify', 'succeeded', 1],
        ['webhook', 'succeeded', 1],
      ]);
      expect(run!.steps[3]!.answer).toEqual({ status: 200, body: 'ok' });
    } finally {
      await hook.close();
    }
  });

  it('runs a process for every member of a programme', async () => {
    await defineProcess('group_stars', [{ kind: 'award_stars', stars: 3 }]);
    const group = (await createClassStore(server.db).insert('programs', { name: 'Group', code: 'group' })).id;
    const members = [await signedInMember(server), await signedInMember(server)];
    for (const m of members) await server.db.insertInto('links').values({ kind: 'program_user', a_id: group, b_id: m.id }).execute();
    const started = await server.call<AdminProcessStartResponse>('adminProcessStart', { token: admin.accessToken, params: { code: 'group_stars' }, body: { program_id: group } });
    expect(started.body.run_ids).toHaveLength(2);
    await jobsIdle(server.db);
    for (const m of members) expect(await starsOf(m.id)).toBe(3);
  });

  it('a failing webhook is retried with backoff, then shown failed with its last answer; Retry runs only what is left', async () => {
    const hook = await webhookReceiver([500]);
    try {
      await defineProcess('partner_sync', [
        { kind: 'award_stars', stars: 5 },
        { kind: 'webhook', url: hook.url, secret: SECRET },
      ]);
      const member = await signedInMember(server);
      await server.call('adminProcessStart', { token: admin.accessToken, params: { code: 'partner_sync' }, body: { user_ids: [member.id] } });
      await vi.waitFor(
        async () => {
          const [run] = await runsOf('partner_sync');
          expect(run?.status).toBe('failed');
        },
        { timeout: 60_000, interval: 250 },
      );
      const [run] = await runsOf('partner_sync');
      expect(run).toMatchObject({ attempts: 5, last_error: 'Step 2 (webhook): The webhook answered 500' });
      expect(run!.steps[0]).toMatchObject({ kind: 'award_stars', status: 'succeeded', attempts: 1 });
      expect(run!.steps[1]).toMatchObject({ kind: 'webhook', status: 'failed', attempts: 5, last_error: 'The webhook answered 500', answer: { status: 500, body: 'refused: attempt 5' } });
      expect(hook.received).toHaveLength(5);
      // Every attempt carried the same key: the receiver can tell a retry from a new event.
      expect(new Set(hook.received.map((r) => r.headers['idempotency-key'])).size).toBe(1);
      // The waits between attempts grew (backoff): the last gap is longer than the first.
      const gaps = hook.received.slice(1).map((r, i) => r.at - hook.received[i]!.at);
      expect(gaps[3]!).toBeGreaterThan(gaps[0]!);
      expect(await starsOf(member.id)).toBe(5);

      // The partner is fixed; the administrator retries: the stars are not given again.
      hook.received.length = 0;
      const fixed = await webhookReceiver([200]);
      try {
        await server.db
          .updateTable('process_runs')
          .set({
            steps: JSON.stringify([
              { kind: 'award_stars', stars: 5 },
              { kind: 'webhook', url: fixed.url, secret: SECRET },
            ]),
          })
          .where('id', '=', run!.id)
          .execute();
        const retried = await server.call<{ run: { status: string } }>('adminProcessRunRetry', { token: admin.accessToken, params: { id: run!.id } });
        expect(retried.status).toBe(200);
        expect(retried.body.run.status).toBe('queued');
        await jobsIdle(server.db);
        const [after] = await runsOf('partner_sync');
        expect(after).toMatchObject({ status: 'succeeded', attempts: 6 });
        expect(after!.steps[1]).toMatchObject({ status: 'succeeded', attempts: 6, answer: { status: 200, body: 'ok' } });
        expect(await starsOf(member.id)).toBe(5);
        expect(fixed.received).toHaveLength(1);
        // A run that has not failed is not retried.
        const again = await server.call('adminProcessRunRetry', { token: admin.accessToken, params: { id: run!.id } });
        expect(again.status).toBe(400);
      } finally {
        await fixed.close();
      }
    } finally {
      await hook.close();
    }
  }, 90_000);

  it('refuses an unknown process, unknown members, and members without the permission', async () => {
    expect((await server.call('adminProcessStart', { token: admin.accessToken, params: { code: 'nope' }, body: { user_ids: [admin.id] } })).status).toBe(404);
    await defineProcess('known', [{ kind: 'award_stars', stars: 1 }]);
    expect((await server.call('adminProcessStart', { token: admin.accessToken, params: { code: 'known' }, body: { user_ids: ['00000000-0000-4000-8000-000000000000'] } })).status).toBe(404);
    const member = await signedInMember(server);
    expect((await server.call('adminProcessStart', { token: member.accessToken, params: { code: 'known' }, body: { user_ids: [member.id] } })).status).toBe(403);
    expect((await server.call('adminProcessRuns', { token: member.accessToken })).status).toBe(403);
  });
});

describe('a triggered-process call-to-action (spec 001 §4)', () => {
  it('queues one run for the member; the member follows it to the end; completing again runs nothing more', async () => {
    await defineProcess('nurse_welcome', [
      { kind: 'award_stars', stars: 10 },
      { kind: 'notify', title: 'A nurse will call you' },
    ]);
    await createClassStore(server.db).insert(
      'action',
      ActionClass.parse({ code: 'ask_nurse', name: 'Ask a nurse', program_id: programId, completion_type: 'triggered_process', cta_triggered_process_code: 'nurse_welcome' }),
    );
    const member = await signedInMember(server);
    await server.db.insertInto('links').values({ kind: 'program_user', a_id: programId, b_id: member.id }).execute();
    const done = await server.call<ActionCompletionResponse>('actionComplete', { token: member.accessToken, body: { code: 'ask_nurse' } });
    expect(done.status).toBe(200);
    const runId = done.body.process_run_id!;
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    await jobsIdle(server.db);
    const status = await server.call<MemberProcessRunResponse>('memberProcessRun', { token: member.accessToken, params: { id: runId } });
    expect(status.body).toEqual({ id: runId, status: 'succeeded' });
    expect(await starsOf(member.id)).toBe(10);

    await server.call('actionUncomplete', { token: member.accessToken, body: { code: 'ask_nurse' } });
    const again = await server.call<ActionCompletionResponse>('actionComplete', { token: member.accessToken, body: { code: 'ask_nurse' } });
    expect(again.body.process_run_id).toBe(runId);
    await jobsIdle(server.db);
    expect(await starsOf(member.id)).toBe(10);
    expect(await notificationsOf(member.id)).toHaveLength(1);

    // Another member's run answers like a missing one.
    const other = await signedInMember(server);
    expect((await server.call('memberProcessRun', { token: other.accessToken, params: { id: runId } })).status).toBe(404);
  });
});

describe('two server apps on one database', () => {
  it('run each job once', async () => {
    const second = await buildApp({ db: server.db, config: server.config, jobs: { pollingIntervalSeconds: 0.5 } });
    try {
      await defineProcess('one_star', [{ kind: 'award_stars', stars: 1 }]);
      const members: TestMember[] = [];
      for (let i = 0; i < 12; i++) members.push(await signedInMember(server));
      const started = await server.call<AdminProcessStartResponse>('adminProcessStart', {
        token: admin.accessToken,
        params: { code: 'one_star' },
        body: { user_ids: members.map((m) => m.id) },
      });
      expect(started.body.run_ids).toHaveLength(12);
      await jobsIdle(server.db);
      for (const m of members) expect(await starsOf(m.id)).toBe(1);
      const runs = await server.db.selectFrom('process_runs').select(['status', 'attempts']).where('process_code', '=', 'one_star').execute();
      expect(runs).toEqual(Array.from({ length: 12 }, () => ({ status: 'succeeded', attempts: 1 })));
    } finally {
      await second.close();
    }
  }, 60_000);
});
