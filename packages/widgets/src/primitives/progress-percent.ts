/** Share of `max` as a percentage, capped to 0..100 (spec 000 §2, spec 001 §9: progress values are capped at 100 percent). */
export function progressPercent(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}
