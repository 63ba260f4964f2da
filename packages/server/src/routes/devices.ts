// spec 000 §7.6 Devices: authorizers, revoke (dataSource), health-scores, health-summary;
// face-heart activation PATCH. spec 001 §3 Health score item: title, progress, max. Sources are
// connected through the device-authorizer adapter and their data read through the fitness-tracker
// adapter (both sandbox simulators by default); connections are rows of user_device_connections
// ('face-heart' marks the facial-scan heart reading as active).
import { DEVICE_DATA_SOURCES, HYDRATION, SLEEP, type BodyMetricRecord, type DeviceAuthorizer, type DeviceDataSource, type HealthScoreItem } from '@healthdeck/contract';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { FitnessVendorUnavailable, type FitnessTrackerAdapter } from '../vendors/fitness-tracker.js';
import { FitbitAuthorizationFailed } from '../vendors/fitbit.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { localDay } from '../time/local-day.js';
import { lastTwoDaysOfKinds } from '../domain/body-metrics/body-metrics.js';
import { recordIntegrationCall } from '../domain/integrations/integration-calls.js';
import { preparedQuery } from '../db/prepared-query.js';

export const FACE_HEART_SOURCE = 'face-heart';
const SOURCES = Object.keys(DEVICE_DATA_SOURCES) as DeviceDataSource[];

/** The member's connected sources and when each was connected. */
const deviceConnections = preparedQuery((db, p: { userId: string }) => db.selectFrom('user_device_connections').select(['data_source', 'connected_at']).where('user_id', '=', p.userId));

/** The member's profile, goals and the day's water, as one row (health scores). */
const scoreGoalsAndWater = preparedQuery((db, p: { userId: string; day: string }) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'users.profile',
      jsonArrayFrom(eb.selectFrom('user_goals').select(['user_goals.name', 'user_goals.value']).where('user_goals.user_id', '=', p.userId)).as('goals'),
      eb.selectFrom('user_hydration').select('user_hydration.total_ounces').where('user_hydration.user_id', '=', p.userId).where('user_hydration.day', '=', p.day).as('water'),
    ])
    .where('users.id', '=', p.userId),
);

async function authorizers(ctx: AppContext, userId: string): Promise<DeviceAuthorizer[]> {
  const rows = await deviceConnections.rows(ctx.db, { userId });
  return SOURCES.map((dataSource) => {
    const row = rows.find((r) => r.data_source === dataSource);
    return { dataSource, name: DEVICE_DATA_SOURCES[dataSource], connected: row !== undefined, connected_at: row ? row.connected_at.toISOString() : null };
  });
}

/** The newest record of a kind on today or yesterday, as the body-metrics route answers them (none without a connected device). */
function newest(records: BodyMetricRecord[] | undefined): { day: string; data: BodyMetricRecord['data']; sandbox: BodyMetricRecord['sandbox'] } | null {
  const [first] = records ?? [];
  return first ? { day: first.date, data: first.data, sandbox: first.sandbox } : null;
}

async function summaryOf(ctx: AppContext, tracker: FitnessTrackerAdapter, userId: string, tz: string | undefined) {
  // Both kinds in one read (load benchmark: health-scores read them in turn, then at once).
  const records = await lastTwoDaysOfKinds(ctx, tracker, userId, ['physical_summary', 'sleep_summary'], tz);
  const physical = newest(records.get('physical_summary'));
  const sleep = newest(records.get('sleep_summary'));
  const p = physical?.data.physical_health?.summary.physical_summary;
  const s = sleep?.data.sleep_health?.summary.sleep_summary.duration;
  const sleepSeconds = s ? (s.light_sleep_duration_seconds_int ?? 0) + (s.deep_sleep_duration_seconds_int ?? 0) + (s.rem_sleep_duration_seconds_int ?? 0) : null;
  return {
    date: physical?.day ?? sleep?.day ?? null,
    steps: p ? p.distance.steps_int : null,
    distance_meters: p ? p.distance.walked_distance_meters_float : null,
    calories_kcal: p ? p.calories.calories_expenditure_kcal_float : null,
    sleep_seconds: sleepSeconds,
    // Either record made by the sandbox tracker makes the summary demo data.
    sandbox: physical?.sandbox ?? sleep?.sandbox ?? null,
  };
}

/** A positive number from a setting, else the fallback (goals and preferences are optional). */
const positive = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** Default step and active-calorie goals when the member set none (ours). */
export const DEFAULT_SCORE_GOALS = { steps: 10_000, activeCalories: 500 } as const;

/** What a member reads when a device vendor cannot be asked now. */
export const DEVICE_VENDOR_UNAVAILABLE = "Your device's service is not answering right now. Please try again later.";

export function createDeviceHandlers(): SomeHandlers<
  'deviceAuthorizers' | 'deviceConnect' | 'deviceAuthorizationComplete' | 'deviceRevoke' | 'healthScores' | 'healthSummary' | 'faceHeartActivation'
> {
  return {
    deviceAuthorizers: async ({ user, ctx }) => ({ authorizers: await authorizers(ctx, user.id) }),

    async deviceConnect({ body, user, ctx }) {
      const authorizer = ctx.fitness.authorizerFor(body.dataSource);
      let url: string | null;
      try {
        url = (await authorizer.authorize({ userId: user.id, dataSource: body.dataSource })).authorizationUrl;
      } catch (error) {
        await recordIntegrationCall(ctx.db, {
          userId: user.id,
          integration: authorizer.integration,
          operation: `authorize ${body.dataSource}`,
          ok: false,
          message: (error as Error).message,
          at: ctx.config.now(),
        });
        throw error;
      }
      if (url === null) {
        await ctx.db
          .insertInto('user_device_connections')
          .values({ user_id: user.id, data_source: body.dataSource, connected_at: ctx.config.now() })
          .onConflict((oc) => oc.columns(['user_id', 'data_source']).doNothing())
          .execute();
      }
      await recordIntegrationCall(ctx.db, { userId: user.id, integration: authorizer.integration, operation: `authorize ${body.dataSource}`, ok: true, at: ctx.config.now() });
      const list = await authorizers(ctx, user.id);
      return { authorizer: list.find((a) => a.dataSource === body.dataSource)!, authorization_url: url };
    },

    /** The member is back from the vendor's consent page with its code: the connection is made. */
    async deviceAuthorizationComplete({ body, user, ctx }) {
      const fitbit = ctx.fitness.fitbit;
      if (body.dataSource !== 'fitbit' || !fitbit) throw badRequest('This device connects without a consent page.');
      try {
        await fitbit.complete({ userId: user.id, code: body.code, state: body.state });
      } catch (error) {
        const failure = error instanceof FitbitAuthorizationFailed || error instanceof FitnessVendorUnavailable ? error : null;
        await recordIntegrationCall(ctx.db, {
          userId: user.id,
          integration: fitbit.authorizer.integration,
          operation: 'authorize fitbit callback',
          ok: false,
          message: (error as Error).message,
          at: ctx.config.now(),
        });
        if (error instanceof FitbitAuthorizationFailed) throw badRequest(error.message);
        if (failure) throw new ApiHttpError(503, 'UNAVAILABLE', DEVICE_VENDOR_UNAVAILABLE);
        throw error;
      }
      await recordIntegrationCall(ctx.db, { userId: user.id, integration: fitbit.authorizer.integration, operation: 'authorize fitbit callback', ok: true, at: ctx.config.now() });
      const list = await authorizers(ctx, user.id);
      return { authorizer: list.find((a) => a.dataSource === body.dataSource)! };
    },

    /** Disconnects a source (revoking one that is not connected changes nothing). */
    async deviceRevoke({ body, user, ctx }) {
      const authorizer = ctx.fitness.authorizerFor(body.dataSource);
      try {
        await authorizer.revoke({ userId: user.id, dataSource: body.dataSource });
      } catch (error) {
        if (error instanceof FitnessVendorUnavailable) throw new ApiHttpError(503, 'UNAVAILABLE', DEVICE_VENDOR_UNAVAILABLE);
        throw error;
      }
      await ctx.db.deleteFrom('user_device_connections').where('user_id', '=', user.id).where('data_source', '=', body.dataSource).execute();
      await recordIntegrationCall(ctx.db, { userId: user.id, integration: authorizer.integration, operation: `revoke ${body.dataSource}`, ok: true, at: ctx.config.now() });
      return { authorizers: await authorizers(ctx, user.id) };
    },

    /** Steps, sleep, active calories and water against the member's goals (defaults where none is set). */
    async healthScores({ query, user, ctx }) {
      // Two reads at once (the load benchmark: there were seven statements, four of them waited on
      // in turn): the records, and the goals, preferences and today's water as one row. The day
      // first: a bad tz throws here, before any read starts (none is left to reject unheard).
      const day = localDay(ctx.config.now(), query.tz);
      const tracker = await ctx.fitness.trackerFor(user.id);
      const [summary, scoreRow] = await Promise.all([summaryOf(ctx, tracker, user.id, query.tz), scoreGoalsAndWater.first(ctx.db, { userId: user.id, day })]);
      // As executeTakeFirstOrThrow did: a member without a users row is an error (500).
      if (!scoreRow) throw new Error('health scores: no users row for the member');
      const { profile, goals, water } = scoreRow;
      const goal = (name: string) => goals.find((g) => g.name === name)?.value;
      // A device's score only when a device reported it: a member with none saw 0 steps, 0 hours of
      // sleep and 0 calories as if measured. Water is logged in the portal, so 0 is what they logged.
      const scores: HealthScoreItem[] = [
        ...(summary.steps === null ? [] : [{ title: 'Steps', progress: summary.steps, max: positive(goal('GoalStepCount'), DEFAULT_SCORE_GOALS.steps) }]),
        ...(summary.sleep_seconds === null
          ? []
          : [{ title: 'Sleep', progress: Math.round((summary.sleep_seconds / 3600) * 10) / 10, max: positive(profile.sleep_goal, SLEEP.defaultGoalHours) }]),
        ...(summary.calories_kcal === null
          ? []
          : [{ title: 'Active calories', progress: Math.round(summary.calories_kcal), max: positive(goal('GoalActivityCaloriesBurned'), DEFAULT_SCORE_GOALS.activeCalories) }]),
        { title: 'Water', progress: water ?? 0, max: positive(profile.water_intake, HYDRATION.defaultGoal) },
      ];
      return { health_scores: scores, sandbox: summary.sandbox };
    },

    async healthSummary({ query, user, ctx }) {
      const summary = await summaryOf(ctx, await ctx.fitness.trackerFor(user.id), user.id, query.tz);
      const connected = (await authorizers(ctx, user.id)).filter((a) => a.connected).map((a) => a.dataSource);
      return { health_summary: { ...summary, connected_sources: connected } };
    },

    async faceHeartActivation({ body, user, ctx }) {
      if (body.active) {
        await ctx.db
          .insertInto('user_device_connections')
          .values({ user_id: user.id, data_source: FACE_HEART_SOURCE, connected_at: ctx.config.now() })
          .onConflict((oc) => oc.columns(['user_id', 'data_source']).doNothing())
          .execute();
      } else {
        await ctx.db.deleteFrom('user_device_connections').where('user_id', '=', user.id).where('data_source', '=', FACE_HEART_SOURCE).execute();
      }
      const row = await ctx.db.selectFrom('user_device_connections').select('connected_at').where('user_id', '=', user.id).where('data_source', '=', FACE_HEART_SOURCE).executeTakeFirst();
      return { face_heart: { active: row !== undefined, activated_at: row ? row.connected_at.toISOString() : null } };
    },
  };
}

export const deviceHandlers = createDeviceHandlers();
