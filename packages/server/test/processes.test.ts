import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ActionClass,
  ProcessClass,
  type ActionCompletionResponse,
  type AdminProcessRunsResponse,
  type AdminProcessStartResponse,
  type ClassRecordResponse,
  type MemberProcessRunResponse,
  type MemberProgramsResponse,
} from '@healthdeck/contract';
import type { AppContext } from '../src/context.js';
import { TASKS } from '../src/jobs/tasks.js';
import { assignActionToMember } from '../src/domain/actions/assign-action.js';
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

describe('the "assign an action" step', () => {
  it('gives the member an action kept for those it is assigned to (and its programme), once however often it runs', async () => {
    const programme = (await createClassStore(server.db).insert('programs', { name: 'Prediabetes', code: 'prediabetes' })).id;
    const store = createClassStore(server.db);
    const everyone = await store.insert('action', ActionClass.parse({ code: 'walk_daily', name: 'Walk every day', program_id: programme }));
    const assignedOnly = await store.insert('action', ActionClass.parse({ code: 'see_dietitian', name: 'See a dietitian', program_id: programme, assigned_only: true }));
    await defineProcess('assign_dietitian', [{ kind: 'assign_action', program_id: programme, action_id: assignedOnly.id }]);
    const member = await signedInMember(server);
    const other = await signedInMember(server);
    await server.db.insertInto('links').values({ kind: 'program_user', a_id: programme, b_id: other.id }).execute();
    const actionsOf = async (m: TestMember) =>
      (await server.call<MemberProgramsResponse>('memberPrograms', { token: m.accessToken })).body.programs.find((p) => p.id === programme)?.actions.map((a) => a.name);

    // Before: the member is in no programme; another member of it is not offered the kept action, nor may complete it.
    expect(await actionsOf(member)).toBeUndefined();
    expect(await actionsOf(other)).toEqual(['Walk every day']);
    expect((await server.call('actionComplete', { token: other.accessToken, body: { code: 'see_dietitian' } })).status).toBe(404);

    for (let i = 0; i < 2; i++) {
      await server.call('adminProcessStart', { token: admin.accessToken, params: { code: 'assign_dietitian' }, body: { user_ids: [member.id] } });
      await jobsIdle(server.db);
    }
    const runs = await runsOf('assign_dietitian');
    expect(runs.map((r) => [r.status, r.steps[0]!.kind, r.steps[0]!.status])).toEqual([
      ['succeeded', 'assign_action', 'succeeded'],
      ['succeeded', 'assign_action', 'succeeded'],
    ]);
    expect((await actionsOf(member))?.sort()).toEqual(['See a dietitian', 'Walk every day']);
    expect(await actionsOf(other)).toEqual(['Walk every day']);
    expect(await server.db.selectFrom('action_assignments').select('action_id').where('user_id', '=', member.id).execute()).toEqual([{ action_id: assignedOnly.id }]);
    expect((await server.call('actionComplete', { token: member.accessToken, body: { code: 'see_dietitian' } })).status).toBe(200);

    // The domain call other features share: already assigned answers false; a missing action is a 404.
    expect(await assignActionToMember(server.db, { userId: member.id, actionId: assignedOnly.id })).toEqual({ assigned: false });
    expect(await assignActionToMember(server.db, { userId: other.id, actionId: everyone.id })).toEqual({ assigned: true });
    await expect(assignActionToMember(server.db, { userId: other.id, actionId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ statusCode: 404 });

    // An action deleted after the process was made: the step fails, saying so.
    await store.remove('action', assignedOnly.id);
    await server.call('adminProcessStart', { token: admin.accessToken, params: { code: 'assign_dietitian' }, body: { user_ids: [other.id] } });
    await vi.waitFor(async () => expect((await runsOf('assign_dietitian'))[0]).toMatchObject({ status: 'failed', last_error: 'Step 1 (assign_action): The action no longer exists' }), {
      timeout: 45_000,
      interval: 250,
    });
  }, 90_000);
});

describe('webhook secrets are write-only', () => {
  it('the admin API never answers a secret, keeps it when a step is sent back without one, and refuses a new address without one', async () => {
    const steps = [
      { kind: 'award_stars', stars: 1 },
      { kind: 'webhook', url: 'https://partner.example/hook', secret: SECRET },
    ];
    const added = await server.call<ClassRecordResponse>('adminAdd', {
      token: admin.accessToken,
      body: { classkey: 'processes', data: { code: 'secret_keeper', name: 'Secret keeper', steps } },
    });
    expect(added.status).toBe(200);
    const shown = [
      { kind: 'award_stars', stars: 1 },
      { kind: 'webhook', url: 'https://partner.example/hook', secret_set: true },
    ];
    expect(added.body.data.steps).toEqual(shown);
    expect(JSON.stringify(added.body)).not.toContain(SECRET);
    const read = await server.call<ClassRecordResponse>('adminGet', { token: admin.accessToken, query: { classkey: 'processes', id: added.body.id } });
    expect(read.body.data.steps).toEqual(shown);
    const listed = await server.call<{ items: ClassRecordResponse[] }>('adminSearch', { token: admin.accessToken, query: { classkey: 'processes', take: 100 } });
    expect(JSON.stringify(listed.body)).not.toContain(SECRET);

    // Sent back as read (the step's secret left out, reordered): the stored secret stays.
    const kept = await server.call<ClassRecordResponse>('adminSet', {
      token: admin.accessToken,
      body: {
        classkey: 'processes',
        id: added.body.id,
        data: {
          steps: [
            { kind: 'webhook', url: 'https://partner.example/hook', secret_set: true },
            { kind: 'award_stars', stars: 2 },
          ],
        },
      },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.steps).toEqual([
      { kind: 'webhook', url: 'https://partner.example/hook', secret_set: true },
      { kind: 'award_stars', stars: 2 },
    ]);
    // Stored steps are read from the store as written: the first is now the webhook.
    expect(((await createClassStore(server.db).get<ProcessClass>('processes', added.body.id))!.data.steps as { secret?: string }[])[0]!.secret).toBe(SECRET);

    // A new address needs its secret: refused without one, taken with one.
    const moved = await server.call('adminSet', {
      token: admin.accessToken,
      body: { classkey: 'processes', id: added.body.id, data: { steps: [{ kind: 'webhook', url: 'https://elsewhere.example/hook' }] } },
    });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ fields: { steps: 'Step 1: type the signing secret for this address' } });
    const replaced = await server.call('adminSet', {
      token: admin.accessToken,
      body: { classkey: 'processes', id: added.body.id, data: { steps: [{ kind: 'webhook', url: 'https://elsewhere.example/hook', secret: 'another-secret-of-16+' }] } },
    });
    expect(replaced.status).toBe(200);
    expect(((await createClassStore(server.db).get<ProcessClass>('processes', added.body.id))!.data.steps as { secret?: string }[])[0]!.secret).toBe('another-secret-of-16+');
    // A new process's webhook needs a secret.
    const bare = await server.call('adminAdd', {
      token: admin.accessToken,
      body: { classkey: 'processes', data: { code: 'no_secret', name: 'No secret', steps: [{ kind: 'webhook', url: 'https://partner.example/hook' }] } },
    });
    expect(bare.status).toBe(400);
  });
});

describe('process-run retention', () => {
  it('the daily job deletes finished runs older than the configured age, keeps the rest, and an action completed again still runs nothing', async () => {
    const processId = await defineProcess('retained', [{ kind: 'award_stars', stars: 1 }]);
    await createClassStore(server.db).insert(
      'action',
      ActionClass.parse({ code: 'claim_once', name: 'Claim once', program_id: programId, completion_type: 'triggered_process', cta_triggered_process_code: 'retained' }),
    );
    const member = await signedInMember(server);
    await server.db.insertInto('links').values({ kind: 'program_user', a_id: programId, b_id: member.id }).execute();
    const fromAction = (await server.call<ActionCompletionResponse>('actionComplete', { token: member.accessToken, body: { code: 'claim_once', program_id: programId } })).body
      .process_run_id!;
    const byAdmin = async () =>
      (await server.call<AdminProcessStartResponse>('adminProcessStart', { token: admin.accessToken, params: { code: 'retained' }, body: { user_ids: [member.id] } })).body.run_ids[0]!;
    const failedOld = await byAdmin();
    const recent = await byAdmin();
    await jobsIdle(server.db);
    const now = server.config.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const age = server.config.processRunRetentionDays;
    expect(age).toBe(90);
    await server.db
      .updateTable('process_runs')
      .set({ updated_at: daysAgo(age + 1) })
      .where('id', '=', fromAction)
      .execute();
    await server.db
      .updateTable('process_runs')
      .set({ status: 'failed', updated_at: daysAgo(age + 30) })
      .where('id', '=', failedOld)
      .execute();
    await server.db
      .updateTable('process_runs')
      .set({ updated_at: daysAgo(age - 1) })
      .where('id', '=', recent)
      .execute();
    // An old run that never finished (still queued) is not the sweep's to delete.
    const stuck = (
      await server.db
        .insertInto('process_runs')
        .values({
          process_id: processId,
          process_code: 'retained',
          process_name: 'Retained',
          user_id: member.id,
          trigger: 'admin',
          steps: '[]',
          status: 'queued',
          updated_at: daysAgo(age + 5),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    await TASKS['process-run-retention'].run({ db: server.db, config: server.config } as AppContext, {}, { id: 'test', attempt: 1, lastAttempt: false });
    const left = await server.db.selectFrom('process_runs').select('id').where('user_id', '=', member.id).execute();
    expect(left.map((r) => r.id).sort()).toEqual([recent, stuck].sort());
    expect(await server.db.selectFrom('process_run_steps').select('run_id').where('run_id', 'in', [fromAction, failedOld]).execute()).toEqual([]);

    // The action's run is gone, its trigger is not: completing it again gives no second run.
    expect(await starsOf(member.id)).toBe(3);
    await server.call('actionUncomplete', { token: member.accessToken, body: { code: 'claim_once', program_id: programId } });
    const again = await server.call<ActionCompletionResponse>('actionComplete', { token: member.accessToken, body: { code: 'claim_once', program_id: programId } });
    expect(again.status).toBe(200);
    expect(again.body.process_run_id).toBeUndefined();
    await jobsIdle(server.db);
    expect(await starsOf(member.id)).toBe(3);
  }, 60_000);
});
