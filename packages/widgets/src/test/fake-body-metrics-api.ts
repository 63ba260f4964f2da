// The body-metrics routes as the contract says the server answers them: the records of the last 2
// days (newest first) per kind, and the fitness goals by setting name.
// The one fake server (@healthdeck/sdk/testing) does the routing, bearer check, contract check of
// every success body, failure injection and held answers; this module keeps the feature's state.
import type { BodyMetricRecord, BodyMetricsResponse, FitnessGoalsResponse } from '@healthdeck/contract/light';
import { accountFixture, createFakeServer, json, type FakeServer } from '@healthdeck/sdk/testing';

type BodyMetricsRoute = 'account' | 'bodyMetrics' | 'fitnessGoals';

export interface SleepNight {
  date: string;
  /** Time asleep in seconds (start 22:00 UTC the evening before). */
  seconds: number;
  light: number;
  deep: number;
  rem: number;
  /** 'fitness' for a night the sandbox tracker made up. */
  sandbox?: 'fitness';
}

export interface ActivityDay {
  date: string;
  steps: number;
  meters: number;
  kcal: number;
  /** 'fitness' for a day the sandbox tracker made up. */
  sandbox?: 'fitness';
}

export interface FakeBodyMetricsApi extends FakeServer<BodyMetricsRoute> {
  state: { sleep: SleepNight[]; activity: ActivityDay[]; goals: FitnessGoalsResponse['goals'] };
}

export function sleepRecord(night: SleepNight): BodyMetricRecord {
  const start = new Date(`${night.date}T00:00:00Z`).getTime() - 2 * 3600 * 1000;
  return {
    date: night.date,
    kind: 'sleep_summary',
    sandbox: night.sandbox ?? null,
    data: {
      sleep_health: {
        summary: {
          sleep_summary: {
            duration: {
              sleep_start_datetime_string: new Date(start).toISOString(),
              sleep_end_datetime_string: new Date(start + night.seconds * 1000).toISOString(),
              light_sleep_duration_seconds_int: night.light,
              deep_sleep_duration_seconds_int: night.deep,
              rem_sleep_duration_seconds_int: night.rem,
            },
          },
        },
      },
    },
  };
}

export function activityRecord(day: ActivityDay): BodyMetricRecord {
  return {
    date: day.date,
    kind: 'physical_summary',
    sandbox: day.sandbox ?? null,
    data: {
      physical_health: {
        summary: {
          physical_summary: {
            distance: { steps_int: day.steps, walked_distance_meters_float: day.meters },
            calories: { calories_expenditure_kcal_float: day.kcal },
          },
        },
      },
    },
  };
}

export const NO_GOALS: FitnessGoalsResponse['goals'] = { GoalStepCount: null, GoalDistanceCount: null, GoalActivityCaloriesBurned: null };
export const DEMO_GOALS: FitnessGoalsResponse['goals'] = { GoalStepCount: 10000, GoalDistanceCount: 5, GoalActivityCaloriesBurned: 500 };

export function createFakeBodyMetricsApi(initial: Partial<FakeBodyMetricsApi['state']> = {}): FakeBodyMetricsApi {
  const state = { sleep: initial.sleep ?? [], activity: initial.activity ?? [], goals: initial.goals ?? DEMO_GOALS };
  const api = createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    bodyMetrics: ({ query }) => {
      const kind = query.get('kind') ?? 'sleep_summary';
      const body: BodyMetricsResponse = {
        data: { body_metrics: kind === 'sleep_summary' ? state.sleep.map(sleepRecord) : state.activity.map(activityRecord) },
      };
      return json(body);
    },
    fitnessGoals: () => json({ goals: state.goals } satisfies FitnessGoalsResponse),
  });
  return { ...api, state };
}
