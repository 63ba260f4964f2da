// spec 001 §3 Body metric record and Goals, §7 'Body metrics' → data.body_metrics. Records come
// from the member's fitness-tracker adapter (Fitbit when configured and connected there, else the
// sandbox simulator) and are kept, so a
// day's record never changes once delivered. A member's body metrics exist only while they have a
// connected device (spec 000 §7.6 authorizers): without one the answer is empty, never simulated
// data shown as theirs (docs/decisions/0040-nothing-invented.md).
import type { BodyMetricsResponse, FitnessGoalsResponse } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import { fitnessGoalsOf, lastTwoDays } from '../domain/body-metrics/body-metrics.js';

export function createBodyMetricsHandlers(): SomeHandlers<'bodyMetrics' | 'fitnessGoals'> {
  return {
    async bodyMetrics({ query, user, ctx }): Promise<BodyMetricsResponse> {
      return { data: { body_metrics: await lastTwoDays(ctx, await ctx.fitness.trackerFor(user.id), user.id, query.kind, query.tz) } };
    },
    async fitnessGoals({ user, ctx }): Promise<FitnessGoalsResponse> {
      return { goals: await fitnessGoalsOf(ctx.db, user.id) };
    },
  };
}

export const bodyMetricsHandlers = createBodyMetricsHandlers();
