// spec 001 §3 Body metric record and Goals, §7 'Body metrics' → data.body_metrics. Records come
// from the fitness-tracker adapter (the sandbox simulator by default) and are kept, so a
// day's record never changes once delivered. A member's body metrics exist only while they have a
// connected device (spec 000 §7.6 authorizers): without one the answer is empty, never simulated
// data shown as theirs (docs/decisions/0040-nothing-invented.md).
import type { BodyMetricsResponse, FitnessGoalsResponse } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import type { FitnessTrackerAdapter } from '../vendors/fitness-tracker.js';
import { sandboxFitnessTracker } from '../vendors/fitness-sandbox.js';
import { fitnessGoalsOf, lastTwoDays } from '../domain/body-metrics/body-metrics.js';

export function createBodyMetricsHandlers(tracker: FitnessTrackerAdapter): SomeHandlers<'bodyMetrics' | 'fitnessGoals'> {
  return {
    async bodyMetrics({ query, user, ctx }): Promise<BodyMetricsResponse> {
      return { data: { body_metrics: await lastTwoDays(ctx, tracker, user.id, query.kind, query.tz) } };
    },
    async fitnessGoals({ user, ctx }): Promise<FitnessGoalsResponse> {
      return { goals: await fitnessGoalsOf(ctx.db, user.id) };
    },
  };
}

/** The handlers with the default adapter: the sandbox simulator. */
export const bodyMetricsHandlers = createBodyMetricsHandlers(sandboxFitnessTracker);
