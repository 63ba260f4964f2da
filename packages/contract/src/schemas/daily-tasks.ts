import { z } from 'zod';

/** spec 001 §3 Daily task: page_type is internal (a portal route) or external (opened in a new tab). */
export const DailyTaskPageType = z.enum(['internal', 'external']);
export type DailyTaskPageType = z.infer<typeof DailyTaskPageType>;

/**
 * spec 001 §3 Daily task: id, name, display (subtitle), star_value, completed_at (null or ISO time),
 * created_at, page_type, page_id, page_url. `id` names the member's task of one day (what the
 * toggle acts on); page_url is the route path (internal) or the full address (external).
 */
export const DailyTask = z.object({
  id: z.string().uuid(),
  name: z.string(),
  display: z.string(),
  star_value: z.number().int().min(0),
  completed_at: z.string().datetime({ offset: true }).nullable(),
  created_at: z.string().datetime({ offset: true }),
  page_type: DailyTaskPageType,
  page_id: z.string().nullable(),
  page_url: z.string(),
});
export type DailyTask = z.infer<typeof DailyTask>;

/** spec 001 §7 Daily tasks: "array of tasks" (oldest first; the widget keeps the last 3). */
export const DailyTasksResponse = z.object({
  tasks: z.array(DailyTask),
  /** The member's local calendar day the tasks belong to (YYYY-MM-DD). */
  date: z.string(),
});
export type DailyTasksResponse = z.infer<typeof DailyTasksResponse>;

/** The member's day is taken from their time zone (read from the browser, spec 000 §9). */
export const DailyTasksQuery = z.object({
  tz: z.string().max(64).optional(),
});

/** spec 000 §7.6: toggle via POST {base}/{id}/toggle. */
export const DailyTaskToggleParams = z.object({
  id: z.string().uuid('The task id must be a UUID'),
});
export type DailyTaskToggleParams = z.infer<typeof DailyTaskToggleParams>;

/** spec 001 §7 Toggle task answers "not shown": we answer the task and the new account star balance. */
export const DailyTaskToggleResponse = z.object({
  task: DailyTask,
  star_balance: z.number().int().min(0),
});
export type DailyTaskToggleResponse = z.infer<typeof DailyTaskToggleResponse>;
