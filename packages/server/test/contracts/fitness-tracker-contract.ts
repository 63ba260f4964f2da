// What any fitness tracker must deliver for a connected member, the sandbox included: records in the
// spec's body-metric shape (spec 001 §3) with measured, non-negative numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyMetricRecord } from '@healthdeck/contract';
import type { FitnessTrackerAdapter } from '../../src/vendors/fitness-tracker.js';

export interface TrackerUnderTest {
  tracker: FitnessTrackerAdapter;
  /** A member whose device is connected to this tracker, and a day it has records for. */
  userId: string;
  day: string;
  close?(): Promise<void>;
}

export function fitnessTrackerContract(label: string, setup: () => Promise<TrackerUnderTest>): void {
  describe(`fitness-tracker adapter contract: ${label}`, () => {
    let under: TrackerUnderTest;
    beforeAll(async () => {
      under = await setup();
    });
    afterAll(async () => {
      await under.close?.();
    });

    it('delivers the night as a sleep summary: a start before its end, stage seconds whole and not negative', async () => {
      const data = await under.tracker.fetchDay({ userId: under.userId, day: under.day, kind: 'sleep_summary' });
      expect(BodyMetricRecord.shape.data.parse(data)).toEqual(data);
      const d = data!.sleep_health!.summary.sleep_summary.duration;
      expect(Date.parse(d.sleep_start_datetime_string!)).toBeLessThan(Date.parse(d.sleep_end_datetime_string!));
      for (const s of [d.light_sleep_duration_seconds_int, d.deep_sleep_duration_seconds_int, d.rem_sleep_duration_seconds_int]) {
        if (s !== null) expect(Number.isInteger(s) && s >= 0).toBe(true);
      }
    });

    it('delivers the day as a physical summary: steps, metres and kilocalories not negative', async () => {
      const data = await under.tracker.fetchDay({ userId: under.userId, day: under.day, kind: 'physical_summary' });
      expect(BodyMetricRecord.shape.data.parse(data)).toEqual(data);
      const p = data!.physical_health!.summary.physical_summary;
      expect(p.distance.steps_int).toBeGreaterThanOrEqual(0);
      expect(p.distance.walked_distance_meters_float).toBeGreaterThanOrEqual(0);
      expect(p.calories.calories_expenditure_kcal_float).toBeGreaterThanOrEqual(0);
    });

    it('names its source', () => {
      expect(under.tracker.source).toMatch(/^[a-z-]+$/);
    });
  });
}
