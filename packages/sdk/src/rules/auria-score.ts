// spec 001 §3 (Namida results: score and interpretation) and §9 (Auria score bands, advice, bar).

export type AuriaBand = 'low' | 'medium' | 'high';

/** spec 001 §9: bar scale -6 to 4. */
export const AURIA_SCALE = { min: -6, max: 4 } as const;

/** spec 001 §9: where the bands meet: medium from 0.1, high above 1.0. */
export const AURIA_BAND_BOUNDS = { medium: 0.1, high: 1.0 } as const;

/**
 * spec 001 §9 advice, in full sentences around the spec's words: low, continue standard care;
 * medium, an exam such as a mammogram within six months; high, within 3 months.
 */
export const AURIA_ADVICE: Readonly<Record<AuriaBand, string>> = {
  low: 'Continue standard care.',
  medium: 'Consider an exam such as a mammogram within six months.',
  high: 'Consider an exam such as a mammogram within 3 months.',
};

/** spec 001 §9: shown with every result. */
export const AURIA_DISCLAIMER = 'Not a replacement for a screening mammogram.';

/**
 * spec 001 §9: low below 0.1 (the spec's range -6 to -0.1; scores between -0.1 and 0.1 are also
 * below 0.1, so low), medium 0.1 to 1.0 inclusive, high above 1.0.
 */
export function auriaBand(score: number): AuriaBand {
  if (score < AURIA_BAND_BOUNDS.medium) return 'low';
  if (score <= AURIA_BAND_BOUNDS.high) return 'medium';
  return 'high';
}

/** spec 001 §9: advice text for a score. */
export function auriaAdvice(score: number): string {
  return AURIA_ADVICE[auriaBand(score)];
}

/** spec 001 §9: marker position on the -6..4 bar as a percent from the left, clamped to the bar. */
export function auriaBarPosition(score: number): number {
  const ratio = (score - AURIA_SCALE.min) / (AURIA_SCALE.max - AURIA_SCALE.min);
  return Math.min(1, Math.max(0, ratio)) * 100;
}
