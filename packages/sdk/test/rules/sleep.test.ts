import { describe, expect, it } from 'vitest';
import {
  canDecrementSleep,
  canIncrementSleep,
  formatSleepDuration,
  sleepDifference,
  sleepDurationSeconds,
  sleepGoalHours,
  sleepLevels,
  sleepStageShares,
  SLEEP_SIMILAR_SECONDS,
} from '../../src/rules/sleep.js';

const H = 3600;
const M = 60;

describe('sleep bounds (spec 001 §5, §9: 0..14, initial 8)', () => {
  it.each([
    [0, true, false],
    [1, true, true],
    [8, true, true],
    [13, true, true],
    [14, false, true],
  ])('at %d: plus %s, minus %s', (level, plus, minus) => {
    expect(canIncrementSleep(level)).toBe(plus);
    expect(canDecrementSleep(level)).toBe(minus);
  });

  it.each([
    [undefined, 8],
    [null, 8],
    ['6', 8],
    [Number.NaN, 8],
    [6, 6],
    [0, 0],
    [20, 14],
    [-2, 0],
  ])('total_levels %j reads as %d', (value, level) => {
    expect(sleepLevels(value)).toBe(level);
  });

  it.each([
    [null, 8],
    [undefined, 8],
    [0, 8],
    [-1, 8],
    ['9', 8],
    [7.5, 7.5],
  ])('sleep goal %j -> %d hours (default sleep goal 8 hours)', (goal, hours) => {
    expect(sleepGoalHours(goal)).toBe(hours);
  });
});

describe('formatSleepDuration (spec 001 §9: hours and minutes)', () => {
  it.each([
    [0, '0m'],
    [29, '0m'],
    [30, '1m'],
    [45 * M, '45m'],
    [8 * H, '8h'],
    [7 * H + 30 * M, '7h 30m'],
    [7 * H + 59 * M + 31, '8h'],
    [-5, '0m'],
    [Number.NaN, '0m'],
  ])('%d s -> %j', (seconds, text) => {
    expect(formatSleepDuration(seconds)).toBe(text);
  });
});

describe('sleepDifference (spec 001 §9: under 300 s is similar; whole hours plus 30 minutes when at least 30 minutes remain)', () => {
  const base = 7 * H;
  it('uses the 300 s threshold', () => {
    expect(SLEEP_SIMILAR_SECONDS).toBe(300);
  });
  it.each([
    [0, 'similar', 0, 0, 'Similar to the previous day'],
    [299, 'similar', 0, 0, 'Similar to the previous day'],
    [-299, 'similar', 0, 0, 'Similar to the previous day'],
    [300, 'more', 0, 0, 'Under 30m more than the previous day'],
    [-300, 'less', 0, 0, 'Under 30m less than the previous day'],
    [29 * M + 59, 'more', 0, 0, 'Under 30m more than the previous day'],
    [30 * M, 'more', 0, 30, '30m more than the previous day'],
    [H, 'more', 1, 0, '1h more than the previous day'],
    [H + 29 * M, 'more', 1, 0, '1h more than the previous day'],
    [H + 30 * M, 'more', 1, 30, '1h 30m more than the previous day'],
    [-(2 * H + 59 * M), 'less', 2, 30, '2h 30m less than the previous day'],
  ])('%d s difference -> %s %dh %dm', (delta, direction, hours, minutes, text) => {
    expect(sleepDifference(base + delta, base)).toEqual({ direction, hours, minutes, text });
  });
});

describe('sleep summary (spec 001 §3, §9 stage shares)', () => {
  it('measures the time from sleep start to sleep end', () => {
    expect(sleepDurationSeconds({ sleep_start_datetime_string: '2026-01-04T23:00:00Z', sleep_end_datetime_string: '2026-01-05T06:30:00Z' })).toBe(7 * H + 30 * M);
  });
  it.each([
    [{}],
    [{ sleep_start_datetime_string: '2026-01-05T06:30:00Z', sleep_end_datetime_string: '2026-01-04T23:00:00Z' }],
    [{ sleep_start_datetime_string: 'soon', sleep_end_datetime_string: '2026-01-04T23:00:00Z' }],
  ])('is 0 without a usable start and end: %j', (duration) => {
    expect(sleepDurationSeconds(duration)).toBe(0);
  });

  it('gives light, deep and REM percent shares of their sum', () => {
    const shares = sleepStageShares({ light_sleep_duration_seconds_int: 4 * H, deep_sleep_duration_seconds_int: 2 * H, rem_sleep_duration_seconds_int: 2 * H });
    expect(shares).toEqual({ light: 50, deep: 25, rem: 25 });
  });
  it('counts missing or negative stages as 0 and gives all 0 with no stage data', () => {
    expect(sleepStageShares({ light_sleep_duration_seconds_int: 3 * H, deep_sleep_duration_seconds_int: null, rem_sleep_duration_seconds_int: -5 })).toEqual({ light: 100, deep: 0, rem: 0 });
    expect(sleepStageShares({})).toEqual({ light: 0, deep: 0, rem: 0 });
  });
});
