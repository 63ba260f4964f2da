import { z } from 'zod';
import { TIMELINE_KINDS, TIMELINE_PAGE_MAX, TIMELINE_PAGE_SIZE } from '../timeline-kinds.js';

// Ours: the member's one timeline (labs, vitals, body scans, habits, appointments, medications and
// programme actions) on one time axis, newest first, paged by a time cursor across the kinds
// (docs/decisions/0105-one-timeline.md). Sealed records come as the server holds them (ciphertext);
// the browser opens them.

export const TimelineKindSchema = z.enum(TIMELINE_KINDS);

/** `kinds`: a comma-separated list (none = every kind); `before`: the previous page's next_before. */
export const TimelineQuery = z.object({
  kinds: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(TIMELINE_KINDS, { error: `kinds must be among ${TIMELINE_KINDS.join(', ')}` }))),
  before: z.string().max(200).optional(),
  take: z.coerce.number().int().min(1).max(TIMELINE_PAGE_MAX).default(TIMELINE_PAGE_SIZE),
});
export type TimelineQuery = z.infer<typeof TimelineQuery>;

const at = z.string().datetime({ offset: true });
const base = { id: z.string(), at };
/** A day-long entry (a habit): `day` is the member's day (yyyy-MM-dd); `at` only orders it. */
const dayBase = { ...base, day: z.string() };

export const TimelineEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lab'),
    ...base,
    kit_id: z.string(),
    provider_code: z.enum(['namida', 'spot', '3d-look']),
    test_name: z.string(),
    status: z.string(),
    results_ready: z.boolean(),
    encrypted_data: z.string().nullable(),
    /** The report's version, for the browser's re-seal of a server-sealed report. */
    updated_at: at,
  }),
  z.object({ kind: z.literal('vital'), ...base, encrypted_data: z.string() }),
  z.object({ kind: z.literal('body_scan'), ...base, status: z.enum(['pending', 'in_progress', 'completed']), encrypted_data: z.string().nullable(), updated_at: at }),
  z.object({ kind: z.literal('hydration'), ...dayBase, ounces: z.number() }),
  z.object({ kind: z.literal('sleep'), ...dayBase, hours: z.number() }),
  z.object({ kind: z.literal('mood'), ...dayBase, mood: z.string() }),
  z.object({ kind: z.literal('symptom'), ...dayBase, symptom: z.string() }),
  z.object({
    kind: z.literal('appointment'),
    ...base,
    provider: z.enum(['mediorbis', 'smartlink']),
    status: z.enum(['created', 'attended', 'cancelled']),
    type: z.string(),
    host_name: z.string(),
    timezone: z.string(),
    encrypted_data: z.string().nullable(),
  }),
  z.object({ kind: z.literal('medication'), ...base, start_date: z.string(), end_date: z.string().nullable(), encrypted_data: z.string() }),
  z.object({ kind: z.literal('programme_action'), ...base, status: z.enum(['not_started', 'in_progress', 'completed']), title: z.string().nullable(), programme: z.string().nullable() }),
]);
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const TimelineResponse = z.object({
  entries: z.array(TimelineEntry),
  /** The cursor of the next (older) page, or null when this page is the last. */
  next_before: z.string().nullable(),
});
export type TimelineResponse = z.infer<typeof TimelineResponse>;

export const TIMELINE_CURSOR_MESSAGE = 'before must be a cursor this timeline gave';
