import { z } from 'zod';

/** spec 001 §4 Streak card: a week day's status. */
export const WEEK_DAY_STATUSES = ['completed', 'upcoming', 'missed', 'incomplete'] as const;
/** spec 000 §3.4 (Duration units) / spec 001 §3 milestone_info.duration_interval. */
export const DURATION_INTERVALS = ['days', 'weeks', 'months'] as const;
/** spec 001 §3 milestone_type: a pregnancy milestone or a login streak. */
export const MILESTONE_TYPES = ['pregnancy', 'login_streak'] as const;

export const WeekDay = z.object({
  /** YYYY-MM-DD in the member's time zone. */
  date: z.string(),
  /** Short day name, e.g. 'Mon'. */
  day: z.string(),
  status: z.enum(WEEK_DAY_STATUSES),
  isCurrentDay: z.boolean(),
});
export type WeekDay = z.infer<typeof WeekDay>;

export const MilestoneInfo = z.object({
  id: z.number().int(),
  icon: z.string().nullable(),
  duration_interval: z.enum(DURATION_INTERVALS),
  /** Where the member is: e.g. week 12 of a pregnancy; null until known (should_prompt_milestone). */
  current_period: z.number().int().nullable(),
  event: z.object({ title: z.string(), name: z.string(), image: z.string().nullable() }).nullable(),
});
export type MilestoneInfo = z.infer<typeof MilestoneInfo>;

/** spec 001 §3 Streak data, §7 'Load milestone streak' → streak data. */
export const StreakResponse = z.object({
  streak: z.object({
    /** Consecutive days, ending today or yesterday, on which the member kept the streak. */
    current: z.number().int().min(0),
    is_first_time: z.boolean(),
  }),
  /** Seven days (spec 001 §9 Week streak: 7 days), Monday to Sunday of the member's current week. */
  weekProgress: z.array(WeekDay).length(7),
  milestone_type: z.enum(MILESTONE_TYPES),
  milestone_info: MilestoneInfo.nullable(),
  /** The member has not used the daily journal yet (tutorial start; milestones modal after the first symptoms). */
  is_first_time: z.boolean(),
  /** A pregnancy milestone without a known week: prompt for weeks pregnant. */
  should_prompt_milestone: z.boolean(),
  /** The member's name; null when they have not given one (an account made before names were asked). */
  user: z.object({ name: z.string().nullable() }),
});
export type StreakResponse = z.infer<typeof StreakResponse>;

export const StreakQuery = z.object({ tz: z.string().max(64).optional() });

/** spec 000 §3.3 User milestone progression / spec 001 §7 'Add milestone progression' (id, weeks, flag true). */
export const MilestoneProgressionRequest = z.object({
  milestone_id: z.number().int().positive(),
  current_week: z.number().int().min(1, 'Weeks must be between 1 and 42').max(42, 'Weeks must be between 1 and 42'),
  is_manual: z.literal(true),
});
export type MilestoneProgressionRequest = z.infer<typeof MilestoneProgressionRequest>;
