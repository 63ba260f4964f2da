// spec 001 §3 Body metric record and Goals; §7 'Body metrics' answers data.body_metrics (the last
// 2 days, newest first). The sleep summary and fitness widgets read these.
import { bodyMetricsRoutes, type BodyMetricKind, type BodyMetricsResponse, type FitnessGoalsResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';

/** `all`: every body-metrics query (both kinds), which a device connected or revoked invalidates. */
export const bodyMetricsKeys = {
  all: ['body-metrics'] as const,
  kind: (kind: BodyMetricKind) => ['body-metrics', kind] as const,
};
export const fitnessGoalsKeys = { all: ['goals'] as const };

const call = (hd: HealthDeck) => routed(hd.call, bodyMetricsRoutes);

/**
 * Summaries of today and yesterday, newest first: 'sleep_summary' (one record = no comparison: tips
 * instead, spec 001 §9) or 'physical_summary' (steps, distance, calories).
 */
export function fetchBodyMetrics(hd: HealthDeck, kind: BodyMetricKind, signal?: AbortSignal): Promise<BodyMetricsResponse> {
  return call(hd)('bodyMetrics', { query: { kind, tz: browserTimeZone() }, signal });
}

/** The fitness goals by setting name; null = not set (the fitness widget then renders nothing, spec 001 §4). */
export function fetchFitnessGoals(hd: HealthDeck, signal?: AbortSignal): Promise<FitnessGoalsResponse> {
  return call(hd)('fitnessGoals', { signal });
}

export const bodyMetricsQuery = (hd: HealthDeck, kind: BodyMetricKind) => ({
  queryKey: bodyMetricsKeys.kind(kind),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchBodyMetrics(hd, kind, signal),
});

export const fitnessGoalsQuery = (hd: HealthDeck) => ({
  queryKey: fitnessGoalsKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchFitnessGoals(hd, signal),
});
