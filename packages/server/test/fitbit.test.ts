// Fitbit through its Web API: the adapter against a double of the OAuth 2.0 endpoints and the sleep
// and activity reads (published examples), the sandbox tracker against the same contract, and the
// member's connect → read → refresh → rate limit → revoke path through the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxFitnessTracker } from '../src/vendors/fitness-sandbox.js';
import { fitbitActivityRecord, fitbitSleepRecord, fitbitVendor, type FitbitSettings } from '../src/vendors/fitbit.js';
import { configFromEnv } from '../src/config.js';
import { fitnessTrackerContract } from './contracts/fitness-tracker-contract.js';
import { deviceAuthorizerContract } from './contracts/device-authorizer-contract.js';
import { sandboxDeviceAuthorizer } from '../src/vendors/device-authorizer-sandbox.js';
import { ACTIVITY_EXAMPLE, SLEEP_EXAMPLE, startFitbitDouble, type FitbitDouble } from './doubles/fitbit.js';
import { createTestDatabase, startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';

const settings = (double: FitbitDouble): FitbitSettings => ({
  clientId: double.clientId,
  clientSecret: double.clientSecret,
  redirectUri: 'https://portal.example/client/devices/fitbit/callback',
  authorizeUrl: `${double.url}/oauth2/authorize`,
  apiUrl: double.url,
  timeoutMs: 2000,
});

describe('Fitbit records in the spec’s shape', () => {
  it('maps the main sleep’s stages to seconds and keeps Fitbit’s local start and end', () => {
    expect(fitbitSleepRecord(SLEEP_EXAMPLE)).toEqual({
      sleep_health: {
        summary: {
          sleep_summary: {
            duration: {
              sleep_start_datetime_string: '2020-02-20T23:21:30.000',
              sleep_end_datetime_string: '2020-02-21T07:03:30.000',
              light_sleep_duration_seconds_int: 205 * 60,
              deep_sleep_duration_seconds_int: 104 * 60,
              rem_sleep_duration_seconds_int: 75 * 60,
            },
          },
        },
      },
    });
  });

  it('leaves the stages of a classic log unmeasured, and a night without a log absent', () => {
    const classic = {
      sleep: [
        { ...SLEEP_EXAMPLE.sleep[0], type: 'classic', levels: { summary: { asleep: { count: 0, minutes: 384 }, awake: { count: 2, minutes: 10 }, restless: { count: 5, minutes: 20 } } } },
      ],
    };
    expect(fitbitSleepRecord(classic)?.sleep_health?.summary.sleep_summary.duration).toMatchObject({
      light_sleep_duration_seconds_int: null,
      deep_sleep_duration_seconds_int: null,
      rem_sleep_duration_seconds_int: null,
    });
    expect(fitbitSleepRecord({ sleep: [] })).toBeNull();
  });

  it('maps the day’s steps, total kilometres (as metres) and activity calories; an all-zero day is absent', () => {
    expect(fitbitActivityRecord(ACTIVITY_EXAMPLE)).toEqual({
      physical_health: { summary: { physical_summary: { distance: { steps_int: 1698, walked_distance_meters_float: 1320 }, calories: { calories_expenditure_kcal_float: 230 } } } },
    });
    expect(fitbitActivityRecord({ summary: { steps: 0, activityCalories: 0, distances: [{ activity: 'total', distance: 0 }] } })).toBeNull();
  });
});

fitnessTrackerContract('sandbox', async () => ({ tracker: sandboxFitnessTracker, userId: '00000000-0000-4000-8000-000000000001', day: '2026-05-10' }));
deviceAuthorizerContract('sandbox', async () => ({ authorizer: sandboxDeviceAuthorizer, userId: '00000000-0000-4000-8000-000000000001' }));

describe('Fitbit adapter against the protocol double', () => {
  let double: FitbitDouble;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let userId: string;
  let now = new Date('2026-05-10T12:00:00Z');
  const vendor = () => fitbitVendor(settings(double), { db: database.db, serverSecret: 'a-server-secret-of-at-least-32-characters', now: () => now });

  beforeAll(async () => {
    double = await startFitbitDouble();
    database = await createTestDatabase();
    const user = await database.db
      .insertInto('users')
      .values({ email: `fitbit-${Date.now()}@example.com`, credential_hash: 'x', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
    const fitbit = vendor();
    const { authorizationUrl } = await fitbit.authorizer.authorize({ userId, dataSource: 'fitbit' });
    const { code, state } = double.consent(authorizationUrl!);
    await fitbit.complete({ userId, code, state });
  });
  afterAll(async () => {
    await database.drop();
    await double.close();
  });

  fitnessTrackerContract('fitbit', async () => ({ tracker: vendor().tracker, userId, day: '2026-05-10' }));
  deviceAuthorizerContract('fitbit', async () => {
    // A second member, so the first keeps their connection for the tests below.
    const other = await database.db
      .insertInto('users')
      .values({ email: `fitbit-other-${Date.now()}@example.com`, credential_hash: 'x', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { authorizer: vendor().authorizer, userId: other.id };
  });

  it('reads nothing, and reports no outage, for what the member did not share (an unticked scope)', async () => {
    const other = await database.db
      .insertInto('users')
      .values({ email: `fitbit-scope-${Date.now()}@example.com`, credential_hash: 'x', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fitbit = vendor();
    const { code, state } = double.consent((await fitbit.authorizer.authorize({ userId: other.id, dataSource: 'fitbit' })).authorizationUrl!, ['activity']);
    await fitbit.complete({ userId: other.id, code, state });
    expect(await fitbit.tracker.fetchDay({ userId: other.id, day: '2026-05-10', kind: 'sleep_summary' })).toBeNull();
    expect(await fitbit.tracker.fetchDay({ userId: other.id, day: '2026-05-10', kind: 'physical_summary' })).not.toBeNull();
  });

  it('asks for the authorization code with PKCE (S256), the two scopes and a one-time state', async () => {
    const { authorizationUrl } = await vendor().authorizer.authorize({ userId, dataSource: 'fitbit' });
    const url = new URL(authorizationUrl!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: double.clientId,
      scope: 'activity sleep',
      code_challenge_method: 'S256',
      redirect_uri: settings(double).redirectUri,
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { code, state } = double.consent(authorizationUrl!);
    await vendor().complete({ userId, code, state });
    // The state answers once.
    await expect(vendor().complete({ userId, code, state })).rejects.toThrow(/not started here or has expired/);
  });

  it('refuses an authorization finished after ten minutes, and one finished by another member', async () => {
    const { authorizationUrl } = await vendor().authorizer.authorize({ userId, dataSource: 'fitbit' });
    const late = double.consent(authorizationUrl!);
    now = new Date(now.getTime() + 11 * 60 * 1000);
    await expect(vendor().complete({ userId, code: late.code, state: late.state })).rejects.toThrow(/not started here or has expired/);
    const again = double.consent((await vendor().authorizer.authorize({ userId, dataSource: 'fitbit' })).authorizationUrl!);
    await expect(vendor().complete({ userId: '00000000-0000-4000-8000-000000000009', code: again.code, state: again.state })).rejects.toThrow(/not started here/);
  });

  it('keeps the tokens sealed: nothing in the table reads as the token Fitbit issued', async () => {
    const row = await database.db.selectFrom('device_oauth_tokens').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const grant = double.grants.at(-1)!;
    expect(row.access_token_sealed).not.toContain(grant.access);
    expect(row.refresh_token_sealed).not.toContain(grant.refresh);
    expect(row.vendor_user_id).toBe('GGNJL9');
  });

  it('refreshes an expired token (Fitbit says expired_token) and keeps the rotated refresh token', async () => {
    double.expireAccess();
    const before = double.grants.at(-1)!.refresh;
    expect(await vendor().tracker.fetchDay({ userId, day: '2026-05-10', kind: 'physical_summary' })).not.toBeNull();
    expect(double.grants.at(-1)!.refresh).not.toBe(before);
    // And by our own clock: past expires_at the token is refreshed before use.
    now = new Date(now.getTime() + 9 * 60 * 60 * 1000);
    const refreshesBefore = double.requests.filter((r) => r.url.pathname === '/oauth2/token').length;
    await vendor().tracker.fetchDay({ userId, day: '2026-05-10', kind: 'sleep_summary' });
    expect(double.requests.filter((r) => r.url.pathname === '/oauth2/token').length).toBe(refreshesBefore + 1);
  });

  it('stops at a spent rate limit (429 or Remaining 0) and sends nothing more for that member until the reset', async () => {
    const fitbit = vendor();
    double.remaining = 0;
    try {
      await expect(fitbit.tracker.fetchDay({ userId, day: '2026-05-10', kind: 'sleep_summary' })).rejects.toThrow(/rate limit/);
      const sent = double.requests.length;
      await expect(fitbit.tracker.fetchDay({ userId, day: '2026-05-09', kind: 'sleep_summary' })).rejects.toMatchObject({ name: 'FitnessVendorUnavailable' });
      expect(double.requests.length).toBe(sent);
    } finally {
      double.remaining = 150;
    }
  });

  it('a Fitbit that fails is unavailable, not an empty day', async () => {
    double.mode = 'down';
    try {
      await expect(vendor().tracker.fetchDay({ userId, day: '2026-05-10', kind: 'sleep_summary' })).rejects.toMatchObject({ name: 'FitnessVendorUnavailable' });
    } finally {
      double.mode = 'up';
    }
  });

  it('reads as configured: FITBIT_CLIENT_ID and FITBIT_CLIENT_SECRET together, the portal callback by default', () => {
    const extra = { secret: 's', escrowPublicKey: null };
    expect(configFromEnv({}, extra).fitbit).toBeNull();
    expect(() => configFromEnv({ FITBIT_CLIENT_ID: 'x' }, extra)).toThrow(/FITBIT_CLIENT_SECRET/);
    expect(configFromEnv({ FITBIT_CLIENT_ID: 'x', FITBIT_CLIENT_SECRET: 'y', PUBLIC_URL: 'https://health.example.org' }, extra).fitbit).toMatchObject({
      redirectUri: 'https://health.example.org/client/devices/fitbit/callback',
    });
  });
});

describe('a member connects, reads, loses and disconnects Fitbit through the server', () => {
  let double: FitbitDouble;
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    double = await startFitbitDouble();
    server = await startTestServer({ fitbit: settings(double) });
    member = await signedInMember(server);
  });
  afterAll(async () => {
    await server.close();
    await double.close();
  });
  const token = () => member.accessToken;
  const connect = async () => {
    const started = await server.call<{ authorization_url: string }>('deviceConnect', { token: token(), body: { dataSource: 'fitbit' } });
    const { code, state } = double.consent(started.body.authorization_url);
    await server.call('deviceAuthorizationComplete', { token: token(), body: { dataSource: 'fitbit', code, state } });
  };
  const fitbitConnected = async () =>
    (await server.call<{ authorizers: { dataSource: string; connected: boolean }[] }>('deviceAuthorizers', { token: token() })).body.authorizers.find((a) => a.dataSource === 'fitbit')
      ?.connected ?? false;

  it('connects through Fitbit’s consent page, reads the member’s records, and refuses a forged return', async () => {
    const started = await server.call<{ authorization_url: string | null }>('deviceConnect', { token: token(), body: { dataSource: 'fitbit' } });
    expect(started.body.authorization_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oauth2\/authorize\?/);
    expect(await fitbitConnected()).toBe(false);
    const forged = await server.call('deviceAuthorizationComplete', { token: token(), body: { dataSource: 'fitbit', code: 'x', state: 'made-up' } });
    expect(forged.body).toMatchObject({ statusCode: 400, message: 'This Fitbit connection was not started here or has expired. Please connect again.' });
    const { code, state } = double.consent(started.body.authorization_url!);
    const done = await server.call('deviceAuthorizationComplete', { token: token(), body: { dataSource: 'fitbit', code, state } });
    expect(done.body).toMatchObject({ authorizer: { dataSource: 'fitbit', connected: true } });
    const sleep = await server.call<{ data: { body_metrics: { kind: string; data: unknown }[] } }>('bodyMetrics', { token: token(), query: { kind: 'sleep_summary', tz: 'UTC' } });
    expect(sleep.body.data.body_metrics[0]?.data).toEqual(fitbitSleepRecord(SLEEP_EXAMPLE));
    const rows = await server.db.selectFrom('body_metrics').select('source').where('user_id', '=', member.id).execute();
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['fitbit']));
  });

  it('a grant the member revoked at Fitbit ends the connection (shown as not connected), with nothing invented', async () => {
    await server.db.deleteFrom('body_metrics').where('user_id', '=', member.id).execute();
    double.revokeAtFitbit();
    const sleep = await server.call<{ data: { body_metrics: unknown[] } }>('bodyMetrics', { token: token(), query: { kind: 'sleep_summary', tz: 'UTC' } });
    expect(sleep.body.data.body_metrics).toEqual([]);
    expect(await fitbitConnected()).toBe(false);
  });
  it('answers 503 while Fitbit’s rate limit is spent, and stores no empty day', async () => {
    await connect();
    double.remaining = 0;
    try {
      const activity = await server.call('bodyMetrics', { token: token(), query: { kind: 'physical_summary', tz: 'UTC' } });
      expect(activity.body).toMatchObject({ statusCode: 503, error_code: 'UNAVAILABLE' });
      expect(await server.db.selectFrom('body_metrics').select('day').where('user_id', '=', member.id).where('kind', '=', 'physical_summary').execute()).toEqual([]);
    } finally {
      double.remaining = 150;
    }
  });

  it('disconnect revokes the grant at Fitbit and forgets the tokens', async () => {
    const grant = double.grants.at(-1)!;
    const revoked = await server.call('deviceRevoke', { token: token(), body: { dataSource: 'fitbit' } });
    expect(revoked.status).toBe(200);
    expect(grant.revoked).toBe(true);
    expect(await server.db.selectFrom('device_oauth_tokens').select('user_id').where('user_id', '=', member.id).execute()).toEqual([]);
    expect(await fitbitConnected()).toBe(false);
  });
});
