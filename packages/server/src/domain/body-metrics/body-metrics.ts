// spec 001 §3 Body metric record and Goals, §7 'Body metrics' → data.body_metrics. Records come
// from the fitness-tracker adapter (the sandbox simulator by default) and are kept, so a
// day's record never changes once delivered. A member's body metrics exist only while they have a
// connected device (spec 000 §7.6 authorizers): without one the answer is empty, never simulated
// data shown as theirs (docs/decisions/0040-nothing-invented.md).
import { DEVICE_DATA_SOURCES, type BodyMetricKind, type BodyMetricRecord, type FitnessGoalName, type FitnessGoalsResponse } from '@healthdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../context.js';
import { localDay } from '../../time/local-day.js';
import { FitnessVendorUnavailable, SANDBOX_FITNESS_SOURCE, type FitnessTrackerAdapter } from '../../vendors/fitness-tracker.js';
import { ApiHttpError } from '../../http/api-error.js';
import { preparedQuery } from '../../db/prepared-query.js';

/** The calendar day before `day` (YYYY-MM-DD). */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const DATA_SOURCES = Object.keys(DEVICE_DATA_SOURCES);

const connectedDevice = preparedQuery((db, p: { userId: string }) =>
  db.selectFrom('user_device_connections').select('data_source').where('user_id', '=', p.userId).where('data_source', 'in', DATA_SOURCES).limit(1),
);

/** Whether the member has connected a data source (a device) whose records the tracker delivers. */
async function hasConnectedDevice(ctx: AppContext, userId: string): Promise<boolean> {
  return (await connectedDevice.first(ctx.db, { userId })) !== undefined;
}

/**
 * The stored records of the kinds on the days, newest first, read only while the member has a
 * connected device (none otherwise): the dashboard's common case in one round trip.
 */
const storedRecordsIfConnected = preparedQuery((db, p: { userId: string; kinds: BodyMetricKind[]; days: string[] }) =>
  db
    .selectFrom('body_metrics')
    .select(['day', 'kind', 'record', 'source'])
    .where('user_id', '=', p.userId)
    .where('kind', 'in', p.kinds)
    .where('day', 'in', p.days)
    .where(({ exists, selectFrom }) => exists(selectFrom('user_device_connections').select('data_source').where('user_id', '=', p.userId).where('data_source', 'in', DATA_SOURCES)))
    .orderBy('day', 'desc'),
);

async function storedRecords(ctx: AppContext, userId: string, kinds: BodyMetricKind[], days: string[]): Promise<BodyMetricRecord[]> {
  const rows = await storedRecordsIfConnected.rows(ctx.db, { userId, kinds, days });
  // The source is stored with each record: one the sandbox tracker made stays marked (contract SandboxSource).
  return rows.map((row) => ({ date: row.day, kind: row.kind as BodyMetricKind, data: row.record, sandbox: row.source === SANDBOX_FITNESS_SOURCE ? 'fitness' : null }));
}

/**
 * The records of today and yesterday, newest first; none while the member has no connected device
 * (records kept from an earlier connection come back when one is connected again). When the member
 * has none for either day the tracker is asked for both (a member with one stored day keeps just
 * that one: spec 001 §9 shows sleep tips then). Concurrent first reads insert the same day once
 * (unique user/day/kind).
 */
export async function lastTwoDays(ctx: AppContext, tracker: FitnessTrackerAdapter, userId: string, kind: BodyMetricKind, tz: string | undefined): Promise<BodyMetricRecord[]> {
  return (await lastTwoDaysOfKinds(ctx, tracker, userId, [kind], tz)).get(kind) ?? [];
}

/**
 * lastTwoDays for several kinds at once (health scores read two): when each kind has a stored day
 * (every read after a day's first), one statement in all, the device check within it.
 */
export async function lastTwoDaysOfKinds(
  ctx: AppContext,
  tracker: FitnessTrackerAdapter,
  userId: string,
  kinds: BodyMetricKind[],
  tz: string | undefined,
): Promise<Map<BodyMetricKind, BodyMetricRecord[]>> {
  const today = localDay(ctx.config.now(), tz);
  const days = [today, previousDay(today)];
  const byKind = (records: BodyMetricRecord[]) => new Map(kinds.map((kind) => [kind, records.filter((r) => r.kind === kind)]));
  const stored = byKind(await storedRecords(ctx, userId, kinds, days));
  const missing = kinds.filter((kind) => stored.get(kind)?.length === 0);
  if (missing.length === 0) return stored;
  // Something stored means a device is connected (the read checked); nothing stored may mean none is.
  if (missing.length === kinds.length && !(await hasConnectedDevice(ctx, userId))) return stored;
  for (const kind of missing) {
    for (const day of days) {
      const data = await fetchDay(tracker, { userId, day, kind });
      if (!data) continue;
      await ctx.db
        .insertInto('body_metrics')
        .values({ user_id: userId, day, kind, record: JSON.stringify(data), source: tracker.source })
        .onConflict((oc) => oc.columns(['user_id', 'day', 'kind']).doNothing())
        .execute();
    }
  }
  const fetched = byKind(await storedRecords(ctx, userId, missing, days));
  for (const kind of missing) stored.set(kind, fetched.get(kind) ?? []);
  return stored;
}

/** A vendor that cannot be asked now (its rate limit, an outage) is a 503: no day is stored as empty. */
async function fetchDay(tracker: FitnessTrackerAdapter, input: { userId: string; day: string; kind: BodyMetricKind }): Promise<BodyMetricRecord['data'] | null> {
  try {
    return await tracker.fetchDay(input);
  } catch (error) {
    if (error instanceof FitnessVendorUnavailable) throw new ApiHttpError(503, 'UNAVAILABLE', "Your device's service is not answering right now. Please try again later.");
    throw error;
  }
}

const GOAL_NAMES: FitnessGoalName[] = ['GoalStepCount', 'GoalDistanceCount', 'GoalActivityCaloriesBurned'];
const memberGoals = preparedQuery((db, p: { userId: string }) => db.selectFrom('user_goals').select(['name', 'value']).where('user_id', '=', p.userId));

/** The member's fitness goals, each null while not set. */
export async function fitnessGoalsOf(db: Kysely<Database>, userId: string): Promise<FitnessGoalsResponse['goals']> {
  const rows = await memberGoals.rows(db, { userId });
  return Object.fromEntries(GOAL_NAMES.map((name) => [name, rows.find((r) => r.name === name)?.value ?? null])) as FitnessGoalsResponse['goals'];
}
