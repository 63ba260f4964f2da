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
