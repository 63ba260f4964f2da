// spec 001 §4 (Health assessment section status) and spec 000 §3.4 (form status values).

/** spec 000 §3.4: form status values. */
export const FORM_STATUSES = ['new', 'incomplete', 'complete', 'review', 'skipped'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/**
 * spec 001 §4: new (Get started), incomplete (Complete), complete (Edit), review, skipped
 * (Continue Section). The spec gives review no label; we show 'Review'.
 */
export const SECTION_STATUS_LABELS: Readonly<Record<FormStatus, string>> = {
  new: 'Get started',
  incomplete: 'Complete',
  complete: 'Edit',
  review: 'Review',
  skipped: 'Continue Section',
};

/** spec 001 §4: a section's button label; an unknown or missing status reads as new ('Get started'). */
export function sectionStatusLabel(status: string | null | undefined): string {
  return (SECTION_STATUS_LABELS as Readonly<Record<string, string>>)[status ?? ''] ?? SECTION_STATUS_LABELS.new;
}

/** The screening sections whose score the client sends on submit (contract RiskScoreKind). */
export type ScreeningKind = 'depression-screening' | 'anxiety-screening' | 'epds';
export type RiskLevel = 'low' | 'moderate' | 'high';

/**
 * The short screenings the assessment asks (docs/decisions/0049-health-assessment-and-nutrition.md): PHQ-2
 * (0–6) and GAD-2 (0–6), whose validated cut-off is 3, and the EPDS anxiety items EPDS-3A (0–9),
 * cut-off 5. A score from the cut-off is moderate, from `high` on high, below it low.
 */
export const SCREENING_BANDS: Readonly<Record<ScreeningKind, { max: number; moderate: number; high: number }>> = {
  'depression-screening': { max: 6, moderate: 3, high: 5 },
  'anxiety-screening': { max: 6, moderate: 3, high: 5 },
  epds: { max: 9, moderate: 5, high: 7 },
};

/** The risk level of a screening score (the sum of the chosen answers' points). */
export function screeningRiskLevel(kind: ScreeningKind, score: number): RiskLevel {
  const band = SCREENING_BANDS[kind];
  if (score >= band.high) return 'high';
  return score >= band.moderate ? 'moderate' : 'low';
}
