// spec 001 §3 (Body metric physical summary, Goals), §4 (fitness renders only with goals and data)
// and §9 (Fitness: 1609.34 m per mile, rings of radius 40, comparisons with the previous day).

/** spec 001 §9: metres in one mile. */
export const METERS_PER_MILE = 1609.34;
/** spec 001 §9: progress ring radius. */
export const RING_RADIUS = 40;

/** spec 001 §3 Goals, by setting name. */
export interface FitnessGoals {
  GoalStepCount?: number | null;
  GoalDistanceCount?: number | null;
  GoalActivityCaloriesBurned?: number | null;
}

/** spec 001 §3: data.physical_health.summary.physical_summary. */
export interface PhysicalSummary {
  distance?: { steps_int?: number | null; walked_distance_meters_float?: number | null } | null;
  calories?: { calories_expenditure_kcal_float?: number | null } | null;
}

/** spec 001 §9: metres to miles (1 mile = 1609.34 m). */
export function metersToMiles(meters: number): number {
  return meters / METERS_PER_MILE;
}

/** spec 001 §3: steps, miles and calories of a physical summary (missing values count as 0). */
export function fitnessTotals(summary: PhysicalSummary): { steps: number; miles: number; calories: number } {
  return {
    steps: summary.distance?.steps_int ?? 0,
    miles: metersToMiles(summary.distance?.walked_distance_meters_float ?? 0),
    calories: summary.calories?.calories_expenditure_kcal_float ?? 0,
  };
}

function isGoal(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * spec 001 §7 'Body metrics': today's and yesterday's records, newest first, a day without data
 * left out. Which is which goes by the record's date, not its place: a lone record may be
 * yesterday's, and is then no data for today. `today` is the member's day ('YYYY-MM-DD', localDay).
 */
export function todayAndPreviousDay<T extends { date: string }>(records: readonly T[], today: string): { today: T | undefined; previous: T | undefined } {
  return { today: records.find((record) => record.date === today), previous: records.find((record) => record.date < today) };
}

/** spec 001 §4: the fitness widget renders only when all three goals and the data exist. */
export function fitnessReady(goals: FitnessGoals | null | undefined, data: PhysicalSummary | null | undefined): boolean {
  return !!goals && isGoal(goals.GoalStepCount) && isGoal(goals.GoalDistanceCount) && isGoal(goals.GoalActivityCaloriesBurned) && data !== null && data !== undefined;
}

export interface DayComparison {
  direction: 'up' | 'down' | 'same';
  /** today − previous (absolute value in `amount`). */
  difference: number;
  amount: number;
}

/** spec 001 §9: a value compared with the previous day's; null when there is no previous day. */
export function compareWithPreviousDay(today: number, previous: number | null | undefined): DayComparison | null {
  if (typeof previous !== 'number' || !Number.isFinite(previous)) return null;
  const difference = today - previous;
  return { direction: difference > 0 ? 'up' : difference < 0 ? 'down' : 'same', difference, amount: Math.abs(difference) };
}

/** spec 001 §9 / spec 000 §2: progress ring (radius 40) for value against goal, capped at 100 %. */
export function ringProgress(value: number, goal: number): { percent: number; circumference: number; dashOffset: number } {
  const circumference = 2 * Math.PI * RING_RADIUS;
  const ratio = goal > 0 && Number.isFinite(value) && value > 0 ? Math.min(value / goal, 1) : 0;
  return { percent: ratio * 100, circumference, dashOffset: circumference * (1 - ratio) };
}
