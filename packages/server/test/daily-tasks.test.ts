import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountResponse, DailyTasksResponse, DailyTaskToggleResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-04T15:00:00Z'));
});
afterAll(async () => {
  await server.close();
});

const tasks = async (m: TestMember, tz?: string) => {
  const res = await server.call<DailyTasksResponse>('dailyTasks', { token: m.accessToken, query: tz ? { tz } : {} });
  expect(res.status).toBe(200);
  return res.body;
};

const toggle = (token: string | null, id: string, tz?: string) => server.call('dailyTaskToggle', { token, params: { id }, query: tz ? { tz } : {} });

async function toggled(m: TestMember, id: string): Promise<DailyTaskToggleResponse> {
  const res = await toggle(m.accessToken, id);
  expect(res.status).toBe(200);
  return res.body as DailyTaskToggleResponse;
}

const balance = async (m: TestMember) => (await server.call<AccountResponse>('account', { token: m.accessToken })).body.user.star_balance;

describe('daily tasks (spec 001 §3, §4, §7)', () => {
  it("gives a new member today's tasks on the first read, once", async () => {
    const member = await signedInMember(server);
    const [first, again] = await Promise.all([tasks(member), tasks(member)]);
    expect(first.date).toBe('2026-05-04');
    expect(first.tasks.map((t) => t.name)).toEqual(['Log your water', 'Read: sleep hygiene', 'Take a 10 minute walk']);
    expect(first.tasks.every((t) => t.completed_at === null)).toBe(true);
    // Two first reads at once still make one set.
    expect(again.tasks.map((t) => t.id)).toEqual(first.tasks.map((t) => t.id));
    expect(await server.db.selectFrom('user_daily_tasks').select('id').where('user_id', '=', member.id).execute()).toHaveLength(3);
    const read = first.tasks[1];
    expect(read).toMatchObject({ page_type: 'external', page_url: 'https://www.sleepfoundation.org/sleep-hygiene', page_id: null });
    expect(first.tasks[0]).toMatchObject({ page_type: 'internal', page_url: '/client/home' });
    expect(read.created_at).toBe('2026-05-04T15:00:00.000Z');
  });

  it('credits star_value on completion and debits it when un-completed, in the account too', async () => {
    const member = await signedInMember(server);
    const [water, read, walk] = (await tasks(member)).tasks;
    expect(await balance(member)).toBe(0);

    const done = await toggled(member, water.id);
    expect(done.task.id).toBe(water.id);
    expect(done.task.completed_at).toBe('2026-05-04T15:00:00.000Z');
    expect(done.star_balance).toBe(water.star_value);
    expect(await balance(member)).toBe(water.star_value);

    await toggled(member, read.id);
    const all = await toggled(member, walk.id);
    const sum = water.star_value + read.star_value + walk.star_value;
    expect(all.star_balance).toBe(sum);
    expect((await tasks(member)).tasks.every((t) => t.completed_at !== null)).toBe(true);

    const undone = await toggled(member, read.id);
    expect(undone.task.completed_at).toBeNull();
    expect(undone.star_balance).toBe(sum - read.star_value);
    expect(await balance(member)).toBe(sum - read.star_value);
  });

  it('never credits twice for concurrent toggles of one task', async () => {
    const member = await signedInMember(server);
    const [water] = (await tasks(member)).tasks;
    // An odd number of toggles ends completed with one credit; an even number ends where it began.
    const five = await Promise.all(Array.from({ length: 5 }, () => toggle(member.accessToken, water.id)));
    expect(five.every((r) => r.status === 200)).toBe(true);
    expect(await balance(member)).toBe(water.star_value);
    expect((await tasks(member)).tasks[0].completed_at).not.toBeNull();
    const balances = five.map((r) => (r.body as DailyTaskToggleResponse).star_balance).sort((a, b) => a - b);
    expect(balances).toEqual([0, 0, water.star_value, water.star_value, water.star_value]);

    await Promise.all(Array.from({ length: 4 }, () => toggle(member.accessToken, water.id)));
    expect(await balance(member)).toBe(water.star_value);
  });

  it('credits every task when different tasks are toggled at once', async () => {
    const member = await signedInMember(server);
    const list = (await tasks(member)).tasks;
    await Promise.all(list.map((t) => toggle(member.accessToken, t.id)));
    expect(await balance(member)).toBe(list.reduce((total, t) => total + t.star_value, 0));
  });

  it('never takes the balance below 0', async () => {
    const member = await signedInMember(server);
    const [, read] = (await tasks(member)).tasks;
    await toggled(member, read.id);
    // Stars spent elsewhere meanwhile.
    await server.db.updateTable('users').set({ star_balance: 2 }).where('id', '=', member.id).execute();
    const undone = await toggled(member, read.id);
    expect(undone.star_balance).toBe(0);
    expect(await balance(member)).toBe(0);
  });

  it("answers 404 when member A toggles member B's task, and leaves B's task alone", async () => {
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    const [bTask] = (await tasks(b)).tasks;
    const res = await toggle(a.accessToken, bTask.id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error_code: 'NOT_FOUND', message: 'Daily task not found' });
    expect((await tasks(b)).tasks[0].completed_at).toBeNull();
    expect(await balance(a)).toBe(0);
    expect(await balance(b)).toBe(0);
    // An id nobody has is not found either.
    expect((await toggle(a.accessToken, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers 401 without a session and 400 for an id that is not a task id', async () => {
    const member = await signedInMember(server);
    const [water] = (await tasks(member)).tasks;
    expect((await toggle(null, water.id)).status).toBe(401);
    expect((await server.call('dailyTasks')).status).toBe(401);
    for (const bad of ['42', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await toggle(member.accessToken, bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'VALIDATION_FAILED', message: 'The task id must be a UUID', fields: { id: 'The task id must be a UUID' } });
    }
    expect((await toggle(member.accessToken, water.id, 'Not/AZone')).status).toBe(400);
    expect(await balance(member)).toBe(0);
  });

  it("gives a fresh list on the member's next day and refuses to toggle yesterday's task", async () => {
    server.setNow(new Date('2026-05-05T02:00:00Z'));
    try {
      const member = await signedInMember(server);
      // Still the 4th in Chicago, already the 5th in UTC.
      const chicago = await tasks(member, 'America/Chicago');
      expect(chicago.date).toBe('2026-05-04');
      const utc = await tasks(member);
      expect(utc.date).toBe('2026-05-05');
      expect(utc.tasks.map((t) => t.id).some((id) => chicago.tasks.some((t) => t.id === id))).toBe(false);
      expect((await toggle(member.accessToken, chicago.tasks[0].id)).status).toBe(404);
      expect((await toggle(member.accessToken, chicago.tasks[0].id, 'America/Chicago')).status).toBe(200);
    } finally {
      server.setNow(new Date('2026-05-04T15:00:00Z'));
    }
  });

  it('leaves inactive catalogue tasks out and keeps a completed star value when the catalogue changes', async () => {
    const member = await signedInMember(server);
    await server.db.updateTable('daily_tasks').set({ active: false }).where('name', '=', 'Take a 10 minute walk').execute();
    try {
      const list = (await tasks(member)).tasks;
      expect(list.map((t) => t.name)).toEqual(['Log your water', 'Read: sleep hygiene']);
      const done = await toggled(member, list[0].id);
      await server.db.updateTable('daily_tasks').set({ star_value: 500 }).where('name', '=', 'Log your water').execute();
      const undone = await toggled(member, list[0].id);
      expect(undone.star_balance).toBe(done.star_balance - list[0].star_value);
      expect(undone.star_balance).toBe(0);
    } finally {
      await server.db.updateTable('daily_tasks').set({ active: true }).where('name', '=', 'Take a 10 minute walk').execute();
      await server.db.updateTable('daily_tasks').set({ star_value: 5 }).where('name', '=', 'Log your water').execute();
    }
  });

  it('documents the toggle path parameter in OpenAPI', async () => {
    const doc = (await (await server.fetch('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required: boolean }[] }>>;
    };
    const op = doc.paths['/api/client/user/tasks/{id}/toggle'].post;
    expect(op.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]));
  });
});
