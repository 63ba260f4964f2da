import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY, type ActivityHistoryResponse, type DailyLogsResponse, type UserFlowActivityResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { shiftDay } from '../src/routes/daily-logs.js';

let server: TestServer;
let a: TestMember;
let b: TestMember;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-10T15:00:00Z'));
  a = await signedInMember(server);
  b = await signedInMember(server);
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const record = (m: TestMember, body: unknown) => server.call<UserFlowActivityResponse>('userFlowActivity', { token: m.accessToken, body });
const history = (m: TestMember, query: Record<string, string | number> = {}) => server.call<ActivityHistoryResponse>('activityHistory', { token: m.accessToken, query });
const logs = (m: TestMember, query: Record<string, string | number> = {}) => server.call<DailyLogsResponse>('dailyLogs', { token: m.accessToken, query });

describe('user-flow activity and history (spec 000 §3.4, §7.6)', () => {
  it('records events of the list and pages the history, newest first, per member', async () => {
    const events = ['user_onboard_started', 'facial_scan_started', 'facial_scan_finished', 'assessment_submited', 'measurement_created', 'user_onboard_finished'];
    for (const event of events) {
      const res = await record(a, { event });
      expect(res.status).toBe(200);
      expect(res.body.activity).toMatchObject({ event, detail: null, created_at: server.config.now().toISOString() });
      server.advance(1000);
    }
    const step = await record(a, { event: 'onboarding_step_finished', detail: 'topics' });
    expect(step.body.activity.detail).toBe('topics');
    const page1 = await history(a, { take: 3 });
    expect(page1.body.total_count).toBe(7);
    expect(page1.body.activities.map((x) => x.event)).toEqual(['onboarding_step_finished', 'user_onboard_finished', 'measurement_created']);
    const page3 = await history(a, { take: 3, page: 3 });
    expect(page3.body.activities.map((x) => x.event)).toEqual(['user_onboard_started']);
    const scans = await history(a, { event: 'facial_scan_started' });
    expect(scans.body).toMatchObject({ total_count: 1, activities: [{ event: 'facial_scan_started' }] });
    expect((await history(b)).body).toEqual({ activities: [], total_count: 0 });
  });

  it('refuses events outside the list and missing or wrong details with a clear 400', async () => {
    const res = await record(a, { event: 'took_a_nap' });
    expect(res.body).toMatchObject({ statusCode: 400, message: ACTIVITY.messages.event, fields: { event: ACTIVITY.messages.event } });
    expect((await record(a, { event: 'onboarding_step_started' })).body).toMatchObject({ statusCode: 400, fields: { detail: ACTIVITY.messages.detailRequired } });
    expect((await record(a, { event: 'hra_section_finished', detail: 'diet' })).body).toMatchObject({ statusCode: 400, fields: { detail: ACTIVITY.messages.hraSection } });
    expect((await record(a, { event: 'hra_section_finished', detail: 'epds' })).status).toBe(200);
    expect((await record(a, { event: 'meals_started', detail: 'x'.repeat(81) })).status).toBe(400);
    expect((await history(a, { event: 'nope' })).status).toBe(400);
    expect((await history(a, { take: 101 })).status).toBe(400);
  });
});

describe('daily logs (spec 000 §7.6, §7.2 users daily-logs)', () => {
  it("answers what the member logged per day, newest first, from the features' tables", async () => {
    // Log through the real routes on two days.
    server.setNow(new Date('2026-05-09T12:00:00Z'));
    await server.call('hydrationIncrement', { token: a.accessToken, body: { ounces: 16 } });
    await server.call('moodLog', { token: a.accessToken, body: { mood: 'sad' } });
    server.setNow(new Date('2026-05-10T12:00:00Z'));
    await server.call('hydrationIncrement', { token: a.accessToken, body: { ounces: 8 } });
    await server.call('sleepIncrement', { token: a.accessToken });
    await server.call('moodLog', { token: a.accessToken, body: { mood: 'happy' } });
    const symptoms = await server.call<{ id: number; name: string }[]>('symptomsList', { token: a.accessToken });
    const headache = symptoms.body.find((s) => s.name === 'Headache')!;
    await server.call('symptomUpdate', { token: a.accessToken, body: { symptom_id: headache.id } });
    const tasks = await server.call<{ tasks: { id: string; name: string; star_value: number }[] }>('dailyTasks', { token: a.accessToken });
    const water = tasks.body.tasks[0];
    await server.call('dailyTaskToggle', { token: a.accessToken, params: { id: water.id } });

    const res = await logs(a);
    expect(res.status).toBe(200);
    expect(res.body.from).toBe('2026-05-04');
    expect(res.body.to).toBe('2026-05-10');
    expect(res.body.logs.map((l) => l.date)).toEqual(['2026-05-10', '2026-05-09']);
    const [today, yesterday] = res.body.logs;
    expect(today).toMatchObject({ hydration_ounces: 8, sleep_levels: 9, mood: 'happy', symptoms: ['Headache'], stars_earned: water.star_value });
    expect(today.tasks).toHaveLength(3);
    expect(today.tasks.filter((t) => t.completed_at !== null).map((t) => t.name)).toEqual([water.name]);
    expect(yesterday).toMatchObject({ hydration_ounces: 16, sleep_levels: null, mood: 'sad', symptoms: [], tasks: [], stars_earned: 0 });

    const one = await logs(a, { days: 1, end: '2026-05-09' });
    expect(one.body).toMatchObject({ from: '2026-05-09', to: '2026-05-09' });
    expect(one.body.logs.map((l) => l.date)).toEqual(['2026-05-09']);
  });

  it('keeps each member to their own logs; an admin reads any user by id', async () => {
    expect((await logs(b)).body.logs).toEqual([]);
    // Tasks handed out on a read alone are not a log.
    await server.call('dailyTasks', { token: b.accessToken });
    expect((await logs(b)).body.logs).toEqual([]);

    const asAdmin = await server.call<DailyLogsResponse>('adminUserDailyLogs', { token: admin.accessToken, params: { id: a.id } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.logs.map((l) => l.date)).toEqual(['2026-05-10', '2026-05-09']);
    expect((await server.call('adminUserDailyLogs', { token: b.accessToken, params: { id: a.id } })).status).toBe(403);
    expect((await server.call('adminUserDailyLogs', { token: admin.accessToken, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it('refuses bad ranges with a clear 400', async () => {
    expect((await logs(a, { days: 0 })).body).toMatchObject({ statusCode: 400, message: ACTIVITY.messages.days });
    expect((await logs(a, { days: 32 })).status).toBe(400);
    expect((await logs(a, { end: '10/05/2026' })).body).toMatchObject({ statusCode: 400, message: ACTIVITY.messages.end });
    expect((await logs(a, { end: '2026-02-31' })).body).toMatchObject({ statusCode: 400, message: ACTIVITY.messages.end });
    expect((await logs(a, { tz: 'Not/AZone' })).status).toBe(400);
  });

  it('shifts calendar days across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-01-01', -6)).toBe('2025-12-26');
    expect(shiftDay('2026-02-30', 0)).toBeNull();
  });
});
