// spec 001 §3 (Sleep, Sleep goal, Body metric record sleep summary), §5 (sleep bounds) and §9
// (Sleep tracker): levels, goal, duration wording, day-over-day difference and stage shares.
// SLEEP (contract): up to 14 levels, initial 8, minimum 0, default goal 8 hours (spec 001 §5, §9).
import { SLEEP } from '@healthdeck/contract/light';

/** spec 001 §9: a difference under this many seconds reads as similar. */
export const SLEEP_SIMILAR_SECONDS = 300;

/** spec 001 §5: plus disabled at the maximum (14). */
export function canIncrementSleep(levels: number): boolean {
  return levels < SLEEP.maxLevel;
}

/** spec 001 §5: minus disabled at the minimum (0). */
export function canDecrementSleep(levels: number): boolean {
  return levels > SLEEP.minLevel;
}

/** spec 001 §9: the tracker's level: total_levels when it is a number, else the initial 8; kept within 0..14. */
export function sleepLevels(totalLevels: unknown): number {
  if (typeof totalLevels !== 'number' || !Number.isFinite(totalLevels)) return SLEEP.initialLevel;
  return Math.min(SLEEP.maxLevel, Math.max(SLEEP.minLevel, Math.round(totalLevels)));
}

/** spec 001 §9: the member's sleep goal in hours: profile.sleep_goal when positive, else 8. */
export function sleepGoalHours(sleepGoal: unknown): number {
  return typeof sleepGoal === 'number' && Number.isFinite(sleepGoal) && sleepGoal > 0 ? sleepGoal : SLEEP.defaultGoalHours;
}

/** Hours and minutes as '7h 30m', '8h', '45m' or '0m' (the spec says only "hours and minutes"; this wording is ours). */
export function formatHoursMinutes(hours: number, minutes: number): string {
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

/** spec 001 §9: a duration in seconds shown in hours and minutes, rounded to the nearest minute. */
export function formatSleepDuration(seconds: number): string {
  const totalMinutes = Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) / 60));
  return formatHoursMinutes(Math.floor(totalMinutes / 60), totalMinutes % 60);
}

export interface SleepDifference {
  direction: 'similar' | 'more' | 'less';
  /** The rounded difference: whole hours, plus 30 minutes when at least 30 minutes remain. */
  hours: number;
  minutes: 0 | 30;
  text: string;
}

/**
 * spec 001 §9: difference against the previous day. Under 300 s reads as similar (exactly 300 s is
 * not similar: the spec says "under"); otherwise whole hours plus 30 minutes when at least 30
 * minutes remain. A difference of 5–29 minutes rounds to nothing and reads 'under 30m more/less'.
 */
export function sleepDifference(todaySeconds: number, previousSeconds: number): SleepDifference {
  const delta = todaySeconds - previousSeconds;
  const size = Math.abs(delta);
  if (size < SLEEP_SIMILAR_SECONDS) return { direction: 'similar', hours: 0, minutes: 0, text: 'Similar to the previous day' };
  const hours = Math.floor(size / 3600);
  const minutes: 0 | 30 = size - hours * 3600 >= 30 * 60 ? 30 : 0;
  const direction = delta > 0 ? 'more' : 'less';
  const amount = hours === 0 && minutes === 0 ? 'Under 30m' : formatHoursMinutes(hours, minutes);
  return { direction, hours, minutes, text: `${amount} ${direction} than the previous day` };
}

/** spec 001 §3: body metric sleep_summary.duration. */
export interface SleepSummaryDuration {
  sleep_start_datetime_string?: string | null;
  sleep_end_datetime_string?: string | null;
  light_sleep_duration_seconds_int?: number | null;
  deep_sleep_duration_seconds_int?: number | null;
  rem_sleep_duration_seconds_int?: number | null;
}

/** spec 001 §3: time asleep in seconds, from sleep start to sleep end (0 when either is missing or reversed). */
export function sleepDurationSeconds(duration: SleepSummaryDuration): number {
  const start = Date.parse(duration.sleep_start_datetime_string ?? '');
  const end = Date.parse(duration.sleep_end_datetime_string ?? '');
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 0;
  return Math.round((end - start) / 1000);
}

/** spec 001 §9: percent shares of light, deep and REM sleep, of their sum (all 0 when there is none). */
export function sleepStageShares(duration: SleepSummaryDuration): { light: number; deep: number; rem: number } {
  const seconds = (value: number | null | undefined) => (typeof value === 'number' && value > 0 ? value : 0);
  const light = seconds(duration.light_sleep_duration_seconds_int);
  const deep = seconds(duration.deep_sleep_duration_seconds_int);
  const rem = seconds(duration.rem_sleep_duration_seconds_int);
  const total = light + deep + rem;
  if (total === 0) return { light: 0, deep: 0, rem: 0 };
  return { light: (light / total) * 100, deep: (deep / total) * 100, rem: (rem / total) * 100 };
}
