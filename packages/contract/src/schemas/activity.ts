import { z } from 'zod';
import { ACTIVITY, HRA_SECTIONS, USER_FLOW_EVENTS, USER_FLOW_EVENTS_WITH_DETAIL, MOOD_VALUES } from '../constants.js';
import { Paging } from './common.js';

const { messages } = ACTIVITY;
const withDetail: readonly string[] = USER_FLOW_EVENTS_WITH_DETAIL;

/**
 * spec 000 §3.4, §7.6 user-flow-activity: one event of the list. Onboarding step events name the
 * step in `detail`; HRA section events name the section (one of the HRA form kinds).
 */
export const UserFlowActivityRequest = z
  .object({
    event: z.enum(USER_FLOW_EVENTS, { error: messages.event }),
    detail: z.string().trim().min(1, messages.detail).max(ACTIVITY.detailMax, messages.detail).optional(),
  })
  .superRefine((v, ctx) => {
    if (withDetail.includes(v.event) && v.detail === undefined) ctx.addIssue({ code: 'custom', path: ['detail'], message: messages.detailRequired });
    if (v.event.startsWith('hra_section_') && v.detail !== undefined && !(HRA_SECTIONS as readonly string[]).includes(v.detail)) {
      ctx.addIssue({ code: 'custom', path: ['detail'], message: messages.hraSection });
    }
  });
export type UserFlowActivityRequest = z.input<typeof UserFlowActivityRequest>;

export const UserFlowActivity = z.object({
  id: z.string().uuid(),
  event: z.enum(USER_FLOW_EVENTS),
  detail: z.string().nullable(),
  created_at: z.string().datetime({ offset: true }),
});
export type UserFlowActivity = z.infer<typeof UserFlowActivity>;
export const UserFlowActivityResponse = z.object({ activity: UserFlowActivity });
export type UserFlowActivityResponse = z.infer<typeof UserFlowActivityResponse>;

/** spec 000 §7.6 GET activity history: the member's own events, newest first, paged. */
export const ActivityHistoryQuery = Paging.extend({
  event: z.enum(USER_FLOW_EVENTS, { error: messages.event }).optional(),
});
export const ActivityHistoryResponse = z.object({
  activities: z.array(UserFlowActivity),
  total_count: z.number().int().min(0),
});
export type ActivityHistoryResponse = z.infer<typeof ActivityHistoryResponse>;

/** spec 000 §7.6 GET daily logs / §7.2 users daily-logs: `days` days ending `end` (default today in `tz`). */
export const DailyLogsQuery = z.object({
  tz: z.string().max(64).optional(),
  days: z.coerce.number({ error: messages.days }).int(messages.days).min(1, messages.days).max(ACTIVITY.dailyLogsMaxDays, messages.days).default(ACTIVITY.dailyLogsDefaultDays),
  end: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.end)
    .optional(),
});
export type DailyLogsQuery = z.input<typeof DailyLogsQuery>;

export const DailyLogTask = z.object({
  name: z.string(),
  star_value: z.number().int(),
  completed_at: z.string().datetime({ offset: true }).nullable(),
});

/** What was logged on one day (only days with at least one log are listed). */
export const DailyLog = z.object({
  date: z.string(),
  hydration_ounces: z.number().int().nullable(),
  sleep_levels: z.number().int().nullable(),
  mood: z.enum(MOOD_VALUES).nullable(),
  symptoms: z.array(z.string()),
  tasks: z.array(DailyLogTask),
  stars_earned: z.number().int().min(0),
});
export type DailyLog = z.infer<typeof DailyLog>;

export const DailyLogsResponse = z.object({
  /** First and last day of the range (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  /** Newest first. */
  logs: z.array(DailyLog),
});
export type DailyLogsResponse = z.infer<typeof DailyLogsResponse>;

/** spec 000 §7.2 users daily-logs: the user's id. */
export const AdminUserIdParams = z.object({ id: z.string().uuid('The user id must be a UUID') });
