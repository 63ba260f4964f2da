// spec 001 §3 (Spot result item result_level) and §9 (Spot level, biomarker bar colours).

/** spec 001 §9: Spot level H high, N normal, L low. */
export const SPOT_LEVEL_LABELS = { H: 'High', N: 'Normal', L: 'Low' } as const;
export type SpotLevel = keyof typeof SPOT_LEVEL_LABELS;

/** spec 001 §9: a result_level as its label; null for any other value (no label shown). */
export function spotLevelLabel(level: string | null | undefined): string | null {
  const key = (level ?? '').trim().toUpperCase();
  return key in SPOT_LEVEL_LABELS ? SPOT_LEVEL_LABELS[key as SpotLevel] : null;
}

export type BiomarkerBarColour = 'red' | 'yellow' | 'green';

/** spec 001 §9: score up to 0.4 (inclusive) red; above 0.4 and below 0.7 yellow; else (0.7 and up) green. Axis 0 to 1. */
export function biomarkerBarColour(score: number): BiomarkerBarColour {
  if (score <= 0.4) return 'red';
  if (score < 0.7) return 'yellow';
  return 'green';
}

/** spec 001 §9: a score's position on the 0..1 axis as a percent, clamped. */
export function biomarkerBarPosition(score: number): number {
  return Math.min(1, Math.max(0, Number.isFinite(score) ? score : 0)) * 100;
}
