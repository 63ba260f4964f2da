// spec 001 §9 Body scan scale: the BMI bands and the marker on the 0..35 bar (the body scan widget's
// measurement view).

export type BmiCategory = 'under' | 'healthy' | 'over';

/** spec 001 §9: bar max 35. */
export const BMI_BAR_MAX = 35;

/**
 * spec 001 §9: under up to 18.5, healthy 18.6 to 24.9, over above 25. The spec's gaps are closed so
 * every value has a band: above 18.5 and below 25 is healthy, 25 and up is over (the usual BMI
 * convention: 25.0 is overweight).
 */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi <= 18.5) return 'under';
  if (bmi < 25) return 'healthy';
  return 'over';
}

/** spec 001 §9: BMI marker position on the 0..35 bar as a percent, clamped. */
export function bmiBarPosition(bmi: number): number {
  return Math.min(1, Math.max(0, (Number.isFinite(bmi) ? bmi : 0) / BMI_BAR_MAX)) * 100;
}
