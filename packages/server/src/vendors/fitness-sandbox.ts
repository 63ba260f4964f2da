// The fitness-tracker sandbox simulator (every vendor adapter ships one, and it is the default,
// so everything works offline). It answers like a connected tracker: plausible records that are the same for the same
// member and day (derived from a hash, not random), so a reload never changes yesterday's night.
// It is asked only for a member who has connected a (sandbox) device (routes/body-metrics.ts): a
// member without one has no body metrics. A real vendor replaces it by implementing
// FitnessTrackerAdapter.
import { createHash } from 'node:crypto';
import type { BodyMetricKind, BodyMetricRecord } from '@healthdeck/contract';
import { SANDBOX_FITNESS_SOURCE, type FitnessTrackerAdapter } from './fitness-tracker.js';

/** Average stride used by the simulator: distance ≈ steps × 0.75 m. */
export const SANDBOX_STRIDE_METERS = 0.75;

/** Deterministic numbers in [0, 1) for one member, day and kind. */
function seededFractions(userId: string, day: string, kind: BodyMetricKind): number[] {
  const digest = createHash('sha256').update(`${userId}|${day}|${kind}`).digest();
  return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4) / 2 ** 32);
}

const between = (fraction: number, min: number, max: number) => min + Math.floor(fraction * (max - min + 1));

/** The night that ended on the morning of `day`: 6–9 h, light + deep + REM = the whole duration. */
export function sandboxSleepSummary(userId: string, day: string): BodyMetricRecord['data'] {
  const [a = 0, b = 0, c = 0, d = 0] = seededFractions(userId, day, 'sleep_summary');
  const durationSeconds = between(a, 6 * 60, 9 * 60) * 60; // whole minutes, 6 h to 9 h
  const bedtime = new Date(`${day}T00:00:00Z`);
  bedtime.setUTCMinutes(bedtime.getUTCMinutes() - between(b, 60, 180)); // 21:00–23:00 the evening before
  const wake = new Date(bedtime.getTime() + durationSeconds * 1000);
  // Typical adult shares: deep 13–23 %, REM 20–25 %, light the rest.
  const deep = Math.round(durationSeconds * (0.13 + c * 0.1));
  const rem = Math.round(durationSeconds * (0.2 + d * 0.05));
  const light = durationSeconds - deep - rem;
  return {
    sleep_health: {
      summary: {
        sleep_summary: {
          duration: {
            sleep_start_datetime_string: bedtime.toISOString(),
            sleep_end_datetime_string: wake.toISOString(),
            light_sleep_duration_seconds_int: light,
            deep_sleep_duration_seconds_int: deep,
            rem_sleep_duration_seconds_int: rem,
          },
        },
      },
    },
  };
}

/** One day's activity: 3,000–12,000 steps, distance ≈ steps × 0.75 m, calories from steps plus a base. */
export function sandboxPhysicalSummary(userId: string, day: string): BodyMetricRecord['data'] {
  const [a = 0, b = 0, c = 0] = seededFractions(userId, day, 'physical_summary');
  const steps = between(a, 3000, 12000);
  const meters = Math.round(steps * (SANDBOX_STRIDE_METERS - 0.05 + b * 0.1) * 10) / 10;
  // About 0.04 kcal a step plus 150–300 kcal of other activity.
  const kcal = Math.round((steps * 0.04 + 150 + c * 150) * 10) / 10;
  return {
    physical_health: {
      summary: {
        physical_summary: {
          distance: { steps_int: steps, walked_distance_meters_float: meters },
          calories: { calories_expenditure_kcal_float: kcal },
        },
      },
    },
  };
}

export const sandboxFitnessTracker: FitnessTrackerAdapter = {
  source: SANDBOX_FITNESS_SOURCE,
  async fetchDay({ userId, day, kind }) {
    return kind === 'sleep_summary' ? sandboxSleepSummary(userId, day) : sandboxPhysicalSummary(userId, day);
  },
};
