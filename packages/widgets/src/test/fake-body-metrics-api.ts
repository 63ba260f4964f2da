// The body-metrics routes as the contract says the server answers them: the records of the last 2
// days (newest first) per kind, and the fitness goals by setting name. fake-api.ts holds the
// routing, auth check, failure injection and held answers.
import type { BodyMetricRecord, BodyMetricsResponse, FitnessGoalsResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { createFakeApi, createFakeClient, fakeAccount, json, type FakeApi } from './fake-api';

type BodyMetricsRoute = 'account' | 'bodyMetrics' | 'fitnessGoals';

export interface SleepNight {
  date: string;
  /** Time asleep in seconds (start 22:00 UTC the evening before). */
  seconds: number;
  light: number;
  deep: number;
  rem: number;
}

export interface ActivityDay {
  date: string;
  steps: number;
  meters: number;
  kcal: number;
}

export interface FakeBodyMetricsApi extends FakeApi<BodyMetricsRoute> {
  state: { sleep: SleepNight[]; activity: ActivityDay[]; goals: FitnessGoalsResponse['goals'] };
}

export function sleepRecord(night: SleepNight): BodyMetricRecord {
  const start = new Date(`${night.date}T00:00:00Z`).getTime() - 2 * 3600 * 1000;
  return {
    date: night.date,
    kind: 'sleep_summary',
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
  // The routing core passes no query string; the kind asked for is read here.
  let kind = 'sleep_summary';
  const api = createFakeApi<BodyMetricsRoute>({
    account: () => json(fakeAccount()),
    bodyMetrics: (): Response => {
      const body: BodyMetricsResponse = {
        data: { body_metrics: kind === 'sleep_summary' ? state.sleep.map(sleepRecord) : state.activity.map(activityRecord) },
      };
      return json(body);
    },
    fitnessGoals: () => json({ goals: state.goals } satisfies FitnessGoalsResponse),
  });
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api.test');
    kind = url.searchParams.get('kind') ?? kind;
    return api.fetch(input, init);
  };
  return { ...api, fetch: fetchFn as typeof fetch, state };
}

/** A real sdk client on the fake body-metrics API. */
export function createBodyMetricsTestClient(api: FakeBodyMetricsApi, options: { signedIn?: boolean } = {}): Promise<HealthDeck> {
  return createFakeClient(api.fetch, options);
}
