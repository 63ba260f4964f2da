import { z } from 'zod';
import { SandboxSource } from './common.js';

// spec 001 §3 Body metric record and Goals; §7 'Body metrics' answers data.body_metrics.

/** The two record kinds a body-metrics call asks for (spec 001 §7: sleep summary or physical summary). */
export const BodyMetricKind = z.enum(['sleep_summary', 'physical_summary']);
export type BodyMetricKind = z.infer<typeof BodyMetricKind>;

const seconds = z.number().int().min(0).nullable();

/** spec 001 §3: data.sleep_health.summary.sleep_summary.duration. */
export const SleepSummaryDuration = z.object({
  sleep_start_datetime_string: z.string().nullable(),
  sleep_end_datetime_string: z.string().nullable(),
  light_sleep_duration_seconds_int: seconds,
  deep_sleep_duration_seconds_int: seconds,
  rem_sleep_duration_seconds_int: seconds,
});

/** spec 001 §3: data.physical_health.summary.physical_summary. */
export const PhysicalSummaryRecord = z.object({
  distance: z.object({
    steps_int: z.number().int().min(0).nullable(),
    walked_distance_meters_float: z.number().min(0).nullable(),
  }),
  calories: z.object({
    calories_expenditure_kcal_float: z.number().min(0).nullable(),
  }),
});

/** One day's record, with the spec's nested field names under `data`. */
export const BodyMetricRecord = z.object({
  /** The member's local calendar day the record belongs to (YYYY-MM-DD); for sleep, the morning the night ended. */
  date: z.string(),
  kind: BodyMetricKind,
  data: z.object({
    sleep_health: z.object({ summary: z.object({ sleep_summary: z.object({ duration: SleepSummaryDuration }) }) }).optional(),
    physical_health: z.object({ summary: z.object({ physical_summary: PhysicalSummaryRecord }) }).optional(),
  }),
  /** 'fitness' when the sandbox tracker made the record up (docs/decisions/0090-sandboxes-say-so.md). */
  sandbox: SandboxSource,
});
export type BodyMetricRecord = z.infer<typeof BodyMetricRecord>;

export const BodyMetricsQuery = z.object({
  kind: BodyMetricKind,
  /** The member's days are taken from their time zone (read from the browser, spec 000 §9). */
  tz: z.string().max(64).optional(),
});
export type BodyMetricsQuery = z.infer<typeof BodyMetricsQuery>;

/** spec 001 §7: data.body_metrics — the records of the last 2 days (today, yesterday), newest first. */
export const BodyMetricsResponse = z.object({
  data: z.object({ body_metrics: z.array(BodyMetricRecord).max(2) }),
});
export type BodyMetricsResponse = z.infer<typeof BodyMetricsResponse>;

/** spec 001 §3 Goals (settings by name); null = the member has not set that goal. */
export const FitnessGoalsResponse = z.object({
  goals: z.object({
    GoalStepCount: z.number().min(0).nullable(),
    /** Miles. */
    GoalDistanceCount: z.number().min(0).nullable(),
    GoalActivityCaloriesBurned: z.number().min(0).nullable(),
  }),
});
export type FitnessGoalsResponse = z.infer<typeof FitnessGoalsResponse>;
export type FitnessGoalName = keyof FitnessGoalsResponse['goals'];
