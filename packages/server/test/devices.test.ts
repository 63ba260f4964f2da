import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, DeviceAuthorizersResponse, DeviceConnectResponse, FaceHeartActivationResponse, HealthScoresResponse, HealthSummaryResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember } from './helpers/accounts.js';
import { sandboxPhysicalSummary, sandboxSleepSummary } from '../src/vendors/fitness-sandbox.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-06-01T15:00:00Z'));
});
afterAll(async () => {
  await server.close();
});

describe('devices (spec 000 §7.6: authorizers, revoke dataSource, health-scores, health-summary, face-heart activation)', () => {
  it('lists the sources, connects one through the sandbox and revokes it; members do not see each other’s', async () => {
    const m = await signedInMember(server);
    const other = await signedInMember(server);
    const before = await server.call<DeviceAuthorizersResponse>('deviceAuthorizers', { token: m.accessToken });
    expect(before.body.authorizers.map((a) => [a.dataSource, a.name, a.connected])).toEqual([
      ['fitbit', 'Fitbit', false],
      ['garmin', 'Garmin', false],
      ['oura', 'Oura', false],
      ['withings', 'Withings', false],
    ]);
    const connected = await server.call<DeviceConnectResponse>('deviceConnect', { token: m.accessToken, body: { dataSource: 'garmin' } });
    expect(connected.status).toBe(200);
    expect(connected.body).toEqual({ authorizer: { dataSource: 'garmin', name: 'Garmin', connected: true, connected_at: '2026-06-01T15:00:00.000Z' }, authorization_url: null });
    expect((await server.call<DeviceAuthorizersResponse>('deviceAuthorizers', { token: other.accessToken })).body.authorizers.some((a) => a.connected)).toBe(false);
    // B revoking A's source changes only B's (nothing).
    await server.call('deviceRevoke', { token: other.accessToken, body: { dataSource: 'garmin' } });
    expect((await server.call<DeviceAuthorizersResponse>('deviceAuthorizers', { token: m.accessToken })).body.authorizers.find((a) => a.dataSource === 'garmin')?.connected).toBe(true);
    const revoked = await server.call<DeviceAuthorizersResponse>('deviceRevoke', { token: m.accessToken, body: { dataSource: 'garmin' } });
    expect(revoked.body.authorizers.some((a) => a.connected)).toBe(false);
    const bad = await server.call<ApiError>('deviceRevoke', { token: m.accessToken, body: { dataSource: 'myspace' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('dataSource');
  });

  it("summarises the latest day from the tracker and scores it against the member's goals", async () => {
    const m = await signedInMember(server);
    await server.call('deviceConnect', { token: m.accessToken, body: { dataSource: 'fitbit' } });
    const summary = await server.call<HealthSummaryResponse>('healthSummary', { token: m.accessToken, query: { tz: 'UTC' } });
    expect(summary.status).toBe(200);
    const physical = sandboxPhysicalSummary(m.id, '2026-06-01').physical_health!.summary.physical_summary;
    const night = sandboxSleepSummary(m.id, '2026-06-01').sleep_health!.summary.sleep_summary.duration;
    const sleepSeconds = night.light_sleep_duration_seconds_int! + night.deep_sleep_duration_seconds_int! + night.rem_sleep_duration_seconds_int!;
    expect(summary.body.health_summary).toEqual({
      date: '2026-06-01',
      steps: physical.distance.steps_int,
      distance_meters: physical.distance.walked_distance_meters_float,
      calories_kcal: physical.calories.calories_expenditure_kcal_float,
      sleep_seconds: sleepSeconds,
      connected_sources: ['fitbit'],
      sandbox: 'fitness',
    });

    await server.db.insertInto('user_goals').values({ user_id: m.id, name: 'GoalStepCount', value: 8000 }).execute();
    await server.call('hydrationIncrement', { token: m.accessToken, body: { ounces: 16 }, query: { tz: 'UTC' } });
    const scores = await server.call<HealthScoresResponse>('healthScores', { token: m.accessToken, query: { tz: 'UTC' } });
    expect(scores.body.health_scores).toEqual([
      { title: 'Steps', progress: physical.distance.steps_int, max: 8000 },
      { title: 'Sleep', progress: Math.round((sleepSeconds / 3600) * 10) / 10, max: 8 },
      { title: 'Active calories', progress: Math.round(physical.calories.calories_expenditure_kcal_float!), max: 500 },
      { title: 'Water', progress: 16, max: 96 },
    ]);
    // The sandbox tracker made the device scores up.
    expect(scores.body.sandbox).toBe('fitness');
    expect((await server.call('healthScores', { token: m.accessToken, query: { tz: 'Mars/Base' } })).status).toBe(400);
  });

  it('scores only what was measured: a member with no device gets their water, not zero steps, sleep and calories', async () => {
    const m = await signedInMember(server);
    const scores = await server.call<HealthScoresResponse>('healthScores', { token: m.accessToken, query: { tz: 'UTC' } });
    expect(scores.body.health_scores).toEqual([{ title: 'Water', progress: 0, max: 96 }]);
    expect(scores.body.sandbox).toBeNull();
  });

  it('turns the face-heart reading on and off', async () => {
    const m = await signedInMember(server);
    const on = await server.call<FaceHeartActivationResponse>('faceHeartActivation', { token: m.accessToken, body: { active: true } });
    expect(on.body.face_heart).toEqual({ active: true, activated_at: '2026-06-01T15:00:00.000Z' });
    const other = await signedInMember(server);
    expect((await server.call<FaceHeartActivationResponse>('faceHeartActivation', { token: other.accessToken, body: { active: false } })).body.face_heart.active).toBe(false);
    const off = await server.call<FaceHeartActivationResponse>('faceHeartActivation', { token: m.accessToken, body: { active: false } });
    expect(off.body.face_heart).toEqual({ active: false, activated_at: null });
    expect((await server.call('faceHeartActivation', { token: m.accessToken, body: { active: 'yes' } })).status).toBe(400);
  });
});
