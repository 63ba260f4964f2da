// spec 001 §4 (message by percent of goal) and §9 (goal 96, daily 0..200, step 1).
import { HYDRATION } from '@healthdeck/contract/light';

/**
 * Lower bound (percent of goal, inclusive) of each message band. The spec gives ranges like
 * '0-12.5' and '12.5-25' that share their ends; we decide a boundary belongs to the upper band,
 * so exactly 12.5 % reads 'Good start!' and exactly 100 % reads 'Amazing job!'.
 */
const BANDS: readonly (readonly [fromPercent: number, message: string])[] = [
  [100, 'Amazing job!'],
  [87.5, 'You’re almost there!'],
  [75, 'Don’t give up!'],
  [62.5, 'Stay hydrated!'],
  [50, 'Keep drinking!'],
  [37.5, 'Remember your goal!'],
  [25, 'Time to hydrate!'],
  [12.5, 'Good start!'],
];
const FIRST_MESSAGE = 'Ready, steady, GO!';

/** The encouragement for `totalOunces` drunk against `goal` ounces (a non-positive goal uses 96). */
export function hydrationMessage(totalOunces: number, goal: number): string {
  const target = Number.isFinite(goal) && goal > 0 ? goal : HYDRATION.defaultGoal;
  const percent = (totalOunces / target) * 100;
  for (const [from, message] of BANDS) if (percent >= from) return message;
  return FIRST_MESSAGE;
}

/** The member's water-intake setting as a goal: 96 when missing or not a positive number. */
export function hydrationGoal(setting: unknown): number {
  const value = typeof setting === 'number' ? setting : typeof setting === 'string' && setting.trim() !== '' ? Number(setting) : NaN;
  return Number.isFinite(value) && value > 0 ? value : HYDRATION.defaultGoal;
}

/** spec 001 §5: plus is disabled at the daily maximum (200). */
export function canIncrementHydration(total: number): boolean {
  return total < HYDRATION.maxDaily;
}

/** spec 001 §5: minus is disabled at the daily minimum (0). */
export function canDecrementHydration(total: number): boolean {
  return total > HYDRATION.minDaily;
}
