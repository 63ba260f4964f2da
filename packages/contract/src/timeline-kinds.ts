// The kinds of entry on the member's one timeline, zod-free so the browser's filter can list them.

/** Every kind the timeline shows, in the order its filter lists them. */
export const TIMELINE_KINDS = ['lab', 'vital', 'body_scan', 'hydration', 'sleep', 'mood', 'symptom', 'appointment', 'medication', 'programme_action'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Entries per page when the caller names none, and the most one page may hold. */
export const TIMELINE_PAGE_SIZE = 30;
export const TIMELINE_PAGE_MAX = 100;
