// spec 001 §3 Body metric record and Goals; §7 'Body metrics' answers data.body_metrics (the last
// 2 days, newest first). The sleep summary and fitness widgets read these.
import type { BodyMetricKind, BodyMetricsResponse, FitnessGoalsResponse } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';

/** Every body-metrics query (both kinds): a device connected or revoked invalidates it. */
export const BODY_METRICS_KEY = ['body-metrics'] as const;
export const bodyMetricsKey = (kind: BodyMetricKind) => [...BODY_METRICS_KEY, kind] as const;
export const SLEEP_SUMMARY_KEY = bodyMetricsKey('sleep_summary');
export const PHYSICAL_SUMMARY_KEY = bodyMetricsKey('physical_summary');
export const FITNESS_GOALS_KEY = ['goals'] as const;

export function createBodyMetricsApi(call: Call) {
  const load = (kind: BodyMetricKind, signal?: AbortSignal): Promise<BodyMetricsResponse> => call('bodyMetrics', { query: { kind, tz: browserTimeZone() }, signal });
  return {
    /** Sleep summaries of today and yesterday, newest first (one record = no comparison: tips instead, spec 001 §9). */
    sleepSummary: (signal?: AbortSignal) => load('sleep_summary', signal),
    /** Physical summaries (steps, distance, calories) of today and yesterday, newest first. */
    physicalSummary: (signal?: AbortSignal) => load('physical_summary', signal),
    /** The fitness goals by setting name; null = not set (the fitness widget then renders nothing, spec 001 §4). */
    goals: (signal?: AbortSignal): Promise<FitnessGoalsResponse> => call('fitnessGoals', { signal }),
  };
}
export type BodyMetricsApi = ReturnType<typeof createBodyMetricsApi>;
