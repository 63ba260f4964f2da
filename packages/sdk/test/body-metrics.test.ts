// spec 001 §3, §7 body metrics and fitness goals: the sdk calls and query options, against the
// loopback contract server (answers validated by the contract).
import { afterEach, describe, expect, it } from 'vitest';
import type { BodyMetricsResponse, FitnessGoalsResponse } from '@healthdeck/contract';
import { bodyMetricsKeys, bodyMetricsQuery, createHealthDeck, fetchBodyMetrics, fetchFitnessGoals, fitnessGoalsKeys, fitnessGoalsQuery, fitnessTotals, RequestFailed } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(() => server?.close());

const sleepRecords: BodyMetricsResponse = {
  data: {
    body_metrics: [
      {
        date: '2026-05-10',
        kind: 'sleep_summary',
        sandbox: null,
        data: {
          sleep_health: {
            summary: {
              sleep_summary: {
                duration: {
                  sleep_start_datetime_string: '2026-05-09T22:00:00.000Z',
                  sleep_end_datetime_string: '2026-05-10T05:30:00.000Z',
                  light_sleep_duration_seconds_int: 15000,
                  deep_sleep_duration_seconds_int: 5000,
                  rem_sleep_duration_seconds_int: 7000,
                },
              },
            },
          },
        },
      },
    ],
  },
};
const physicalRecords: BodyMetricsResponse = {
  data: {
    body_metrics: [
      {
        date: '2026-05-10',
        kind: 'physical_summary',
        sandbox: null,
        data: {
          physical_health: { summary: { physical_summary: { distance: { steps_int: 8000, walked_distance_meters_float: 6000 }, calories: { calories_expenditure_kcal_float: 420 } } } },
        },
      },
      {
        date: '2026-05-09',
        kind: 'physical_summary',
        sandbox: null,
        data: {
          physical_health: { summary: { physical_summary: { distance: { steps_int: 5000, walked_distance_meters_float: 3750 }, calories: { calories_expenditure_kcal_float: 350 } } } },
        },
      },
    ],
  },
};
const goals: FitnessGoalsResponse = { goals: { GoalStepCount: 10000, GoalDistanceCount: 5, GoalActivityCaloriesBurned: 500 } };

async function setUp(goalsStatus = 200) {
  server = await startContractServer({
    handlers: {
      bodyMetrics: (req) => ({ status: 200, body: req.query.kind === 'sleep_summary' ? sleepRecords : physicalRecords }),
      fitnessGoals: () => (goalsStatus === 200 ? { status: 200, body: goals } : { status: goalsStatus, body: { statusCode: goalsStatus, error_code: 'INTERNAL' as const, message: 'x' } }),
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { hd, server };
}

describe('body metrics calls and queries', () => {
  it("ask for one kind with the browser's time zone under ['body-metrics', kind]", async () => {
    const { hd, server } = await setUp();
    expect(bodyMetricsQuery(hd, 'sleep_summary').queryKey).toEqual(['body-metrics', 'sleep_summary']);
    expect(bodyMetricsQuery(hd, 'physical_summary').queryKey).toEqual(['body-metrics', 'physical_summary']);
    expect(await hd.queryClient.fetchQuery(bodyMetricsQuery(hd, 'sleep_summary'))).toEqual(sleepRecords);
    expect(await hd.queryClient.fetchQuery(bodyMetricsQuery(hd, 'physical_summary'))).toEqual(physicalRecords);
    expect(hd.queryClient.getQueryData(bodyMetricsKeys.kind('sleep_summary'))).toEqual(sleepRecords);
    expect(hd.queryClient.getQueryData(bodyMetricsKeys.kind('physical_summary'))).toEqual(physicalRecords);
    const requests = server.requests.filter((r) => r.route === 'bodyMetrics');
    expect(requests.map((r) => r.query.kind)).toEqual(['sleep_summary', 'physical_summary']);
    expect(requests.every((r) => r.method === 'GET' && r.query.tz === Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(true);
  });

  it("reads the goals under ['goals'] and the records feed the sdk's fitness rules", async () => {
    const { hd } = await setUp();
    expect(fitnessGoalsQuery(hd).queryKey).toEqual(['goals']);
    expect(await hd.queryClient.fetchQuery(fitnessGoalsQuery(hd))).toEqual(goals);
    expect(hd.queryClient.getQueryData(fitnessGoalsKeys.all)).toEqual(goals);
    const today = (await fetchBodyMetrics(hd, 'physical_summary')).data.body_metrics[0]!;
    expect(fitnessTotals(today.data.physical_health!.summary.physical_summary).steps).toBe(8000);
  });

  it("a failed goals load is RequestFailed 'Failed to load goals'", async () => {
    const { hd } = await setUp(500);
    const error = await fetchFitnessGoals(hd).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to load goals');
  });
});
