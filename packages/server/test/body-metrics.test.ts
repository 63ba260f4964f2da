// spec 001 §3 Body metric record and Goals, §7 'Body metrics' → data.body_metrics, over real HTTP
// on a real PostgreSQL, with the default fitness-tracker adapter (the sandbox simulator). Body
// metrics exist only for a member with a connected device: the members below connect one first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyMetricsResponse, DeviceAuthorizersResponse, FitnessGoalsResponse, HealthSummaryResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { sandboxFitnessTracker, sandboxPhysicalSummary, sandboxSleepSummary } from '../src/vendors/fitness-sandbox.js';
import { DEMO_GOALS, seedDemoGoals } from '../src/seed/demo-goals.js';
import { DEMO_DEVICE, seedDemoDevices } from '../src/seed/demo-devices.js';
import { previousDay } from '../src/domain/body-metrics/body-metrics.js';

let server: TestServer;
let member: TestMember;
let other: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  member = await signedInMember(server);
  other = await signedInMember(server);
  for (const m of [member, other]) expect((await connect(m, 'fitbit')).status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

const metrics = (m: TestMember, kind: string, tz?: string) => server.call<BodyMetricsResponse>('bodyMetrics', { token: m.accessToken, query: tz ? { kind, tz } : { kind } });
const connect = (m: TestMember, dataSource: string) => server.call('deviceConnect', { token: m.accessToken, body: { dataSource } });
const revoke = (m: TestMember, dataSource: string) => server.call<DeviceAuthorizersResponse>('deviceRevoke', { token: m.accessToken, body: { dataSource } });
const goals = (m: TestMember) => server.call<FitnessGoalsResponse>('fitnessGoals', { token: m.accessToken });

const seconds = (iso: string | null) => Date.parse(iso ?? '') / 1000;

describe('body metrics (spec 001 §3, §7)', () => {
  it('answers the sandbox sleep summaries of today and yesterday, newest first, with the spec field names', async () => {
    server.setNow(new Date('2026-05-10T12:00:00Z'));
    const res = await metrics(member, 'sleep_summary');
    expect(res.status).toBe(200);
    const records = res.body.data.body_metrics;
    expect(records.map((r) => r.date)).toEqual(['2026-05-10', '2026-05-09']);
    for (const record of records) {
      expect(record.kind).toBe('sleep_summary');
      const d = record.data.sleep_health!.summary.sleep_summary.duration;
      const total = seconds(d.sleep_end_datetime_string) - seconds(d.sleep_start_datetime_string);
      expect(total).toBeGreaterThanOrEqual(6 * 3600);
      expect(total).toBeLessThanOrEqual(9 * 3600);
      // the stages sum to the time asleep
      expect(d.light_sleep_duration_seconds_int! + d.deep_sleep_duration_seconds_int! + d.rem_sleep_duration_seconds_int!).toBe(total);
      // the night ends on the morning of its day
      expect(d.sleep_end_datetime_string!.slice(0, 10)).toBe(record.date);
    }
  });

  it('keeps what it delivered: a second read answers the same records', async () => {
    server.setNow(new Date('2026-05-10T18:00:00Z'));
    const first = await metrics(member, 'physical_summary');
    const again = await metrics(member, 'physical_summary');
    expect(again.body).toEqual(first.body);
    const rows = await server.db.selectFrom('body_metrics').select(['day', 'source']).where('user_id', '=', member.id).where('kind', '=', 'physical_summary').execute();
    expect(rows.map((r) => r.source)).toEqual(['sandbox', 'sandbox']);
  });

  it('simulates plausible activity: 3,000–12,000 steps, about 0.75 m a step, calories', async () => {
    server.setNow(new Date('2026-05-10T18:00:00Z'));
    for (const record of (await metrics(member, 'physical_summary')).body.data.body_metrics) {
      const p = record.data.physical_health!.summary.physical_summary;
      expect(p.distance.steps_int).toBeGreaterThanOrEqual(3000);
      expect(p.distance.steps_int).toBeLessThanOrEqual(12000);
      const stride = p.distance.walked_distance_meters_float! / p.distance.steps_int!;
      expect(stride).toBeGreaterThan(0.69);
      expect(stride).toBeLessThan(0.81);
      expect(p.calories.calories_expenditure_kcal_float).toBeGreaterThan(150);
    }
  });

  it('is deterministic per member and day, and differs between members', async () => {
    expect(sandboxSleepSummary(member.id, '2026-05-10')).toEqual(sandboxSleepSummary(member.id, '2026-05-10'));
    expect(sandboxPhysicalSummary(member.id, '2026-05-10')).toEqual(await sandboxFitnessTracker.fetchDay({ userId: member.id, day: '2026-05-10', kind: 'physical_summary' }));
    expect(sandboxPhysicalSummary(member.id, '2026-05-10')).not.toEqual(sandboxPhysicalSummary(other.id, '2026-05-10'));
    server.setNow(new Date('2026-05-10T12:00:00Z'));
    const mine = (await metrics(member, 'sleep_summary')).body.data.body_metrics[0];
    const theirs = (await metrics(other, 'sleep_summary')).body.data.body_metrics[0];
    expect(mine?.data).toEqual(sandboxSleepSummary(member.id, '2026-05-10'));
    expect(theirs?.data).toEqual(sandboxSleepSummary(other.id, '2026-05-10'));
    // Stored with its source: the record says the sandbox tracker made it (docs/decisions/0090-sandboxes-say-so.md).
    expect(mine?.sandbox).toBe('fitness');
  });

  it("takes the days from the member's time zone", async () => {
    server.setNow(new Date('2026-06-01T02:00:00Z')); // still 31 May in New York
    const records = (await metrics(member, 'sleep_summary', 'America/New_York')).body.data.body_metrics;
    expect(records.map((r) => r.date)).toEqual(['2026-05-31', '2026-05-30']);
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
  });

  it('answers just the one stored day when the member has one (the widget shows sleep tips then)', async () => {
    server.setNow(new Date('2026-07-02T12:00:00Z'));
    await server.db
      .insertInto('body_metrics')
      .values({ user_id: member.id, day: '2026-07-02', kind: 'sleep_summary', record: JSON.stringify(sandboxSleepSummary(member.id, '2026-07-02')), source: 'test' })
      .execute();
    const records = (await metrics(member, 'sleep_summary')).body.data.body_metrics;
    expect(records.map((r) => r.date)).toEqual(['2026-07-02']);
  });

  it('refuses an unknown kind with the contract error shape, and a signed-out call', async () => {
    const bad = await metrics(member, 'heart_rate');
    expect(bad.status).toBe(400);
    const anonymous = await server.call('bodyMetrics', { query: { kind: 'sleep_summary' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('body metrics exist only with a connected device (no invented data: decision 0040)', () => {
  it('no device → no body metrics and nothing stored; connect → the sandbox data; revoke → none again', async () => {
    server.setNow(new Date('2026-08-12T09:00:00Z'));
    const fresh = await signedInMember(server);
    for (const kind of ['sleep_summary', 'physical_summary']) {
      const res = await metrics(fresh, kind);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { body_metrics: [] } });
    }
    // The tracker was not asked: nothing was made up and kept for later.
    expect(await server.db.selectFrom('body_metrics').select('day').where('user_id', '=', fresh.id).execute()).toEqual([]);
    const emptySummary = await server.call<HealthSummaryResponse>('healthSummary', { token: fresh.accessToken, query: { tz: 'UTC' } });
    expect(emptySummary.body.health_summary).toEqual({ date: null, steps: null, distance_meters: null, calories_kcal: null, sleep_seconds: null, connected_sources: [], sandbox: null });

    // The face-heart reading is not a device that delivers sleep or activity.
    await server.call('faceHeartActivation', { token: fresh.accessToken, body: { active: true } });
    expect((await metrics(fresh, 'sleep_summary')).body.data.body_metrics).toEqual([]);

    expect((await connect(fresh, 'oura')).status).toBe(200);
    const sleep = (await metrics(fresh, 'sleep_summary')).body.data.body_metrics;
    expect(sleep.map((r) => r.date)).toEqual(['2026-08-12', '2026-08-11']);
    expect(sleep[0]?.data).toEqual(sandboxSleepSummary(fresh.id, '2026-08-12'));
    const activity = (await metrics(fresh, 'physical_summary')).body.data.body_metrics;
    expect(activity[0]?.data).toEqual(sandboxPhysicalSummary(fresh.id, '2026-08-12'));
    const summary = await server.call<HealthSummaryResponse>('healthSummary', { token: fresh.accessToken, query: { tz: 'UTC' } });
    expect(summary.body.health_summary.steps).toBe(sandboxPhysicalSummary(fresh.id, '2026-08-12').physical_health!.summary.physical_summary.distance.steps_int);

    // Two sources, one revoked: the other still delivers.
    await connect(fresh, 'garmin');
    await revoke(fresh, 'oura');
    expect((await metrics(fresh, 'sleep_summary')).body.data.body_metrics).toHaveLength(2);

    const revoked = await revoke(fresh, 'garmin');
    expect(revoked.body.authorizers.some((a) => a.connected)).toBe(false);
    expect((await metrics(fresh, 'sleep_summary')).body).toEqual({ data: { body_metrics: [] } });
    expect((await metrics(fresh, 'physical_summary')).body).toEqual({ data: { body_metrics: [] } });
    const after = await server.call<HealthSummaryResponse>('healthSummary', { token: fresh.accessToken, query: { tz: 'UTC' } });
    expect(after.body.health_summary).toMatchObject({ steps: null, sleep_seconds: null, connected_sources: [] });
    // Another member's connection changes nothing for this one.
    expect((await metrics(member, 'sleep_summary')).body.data.body_metrics).toHaveLength(2);
  });

  it('seeds the demo member a connected sandbox device once, and leaves a member who revoked it disconnected', async () => {
    server.setNow(new Date('2026-08-12T09:00:00Z'));
    const demo = await signedInMember(server, `demo-device-${Date.now()}@healthdeck.test`);
    expect((await metrics(demo, 'sleep_summary')).body.data.body_metrics).toEqual([]);
    await seedDemoDevices(server.db, demo.email);
    await seedDemoDevices(server.db, demo.email);
    const list = (await server.call<DeviceAuthorizersResponse>('deviceAuthorizers', { token: demo.accessToken })).body.authorizers;
    expect(list.filter((a) => a.connected).map((a) => a.dataSource)).toEqual([DEMO_DEVICE]);
    expect((await metrics(demo, 'sleep_summary')).body.data.body_metrics).toHaveLength(2);
    await revoke(demo, DEMO_DEVICE);
    await seedDemoDevices(server.db, demo.email); // the next start of the server
    expect((await metrics(demo, 'sleep_summary')).body.data.body_metrics).toEqual([]);
  });
});

describe('fitness goals (spec 001 §3 Goals)', () => {
  it('answers null goals for a new member', async () => {
    expect((await goals(other)).body).toEqual({ goals: { GoalStepCount: null, GoalDistanceCount: null, GoalActivityCaloriesBurned: null } });
  });

  it('seeds the demo goals once (idempotent, keeps a goal already set)', async () => {
    const demo = await signedInMember(server, `demo-${Date.now()}@healthdeck.test`);
    await server.db.insertInto('user_goals').values({ user_id: demo.id, name: 'GoalStepCount', value: 8000 }).execute();
    await seedDemoGoals(server.db, demo.email);
    await seedDemoGoals(server.db, demo.email);
    expect((await goals(demo)).body).toEqual({
      goals: { GoalStepCount: 8000, GoalDistanceCount: DEMO_GOALS.GoalDistanceCount, GoalActivityCaloriesBurned: DEMO_GOALS.GoalActivityCaloriesBurned },
    });
    expect(DEMO_GOALS).toEqual({ GoalStepCount: 10000, GoalDistanceCount: 5, GoalActivityCaloriesBurned: 500 });
    expect((await goals(other)).body.goals.GoalStepCount).toBeNull();
  });
});
