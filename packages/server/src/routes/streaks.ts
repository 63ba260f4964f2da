import { sql } from 'kysely';
import type { MilestoneInfo, StreakResponse, WeekDay } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { localDay, memberZone } from '../time/local-day.js';
import { preparedQuery } from '../db/prepared-query.js';
import type { Translator } from '../domain/translations/translations.js';
import { memberTranslator } from '../http/member-translator.js';

const DAY_MS = 86_400_000;
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const MILESTONE_NOT_FOUND = 'Milestone not found';
const NOT_WEEKLY = 'Only a milestone counted in weeks takes weeks';

/** YYYY-MM-DD moved by whole days (calendar arithmetic on UTC midnight, no time-zone drift). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** spec 001 §3 streak.current: consecutive activity days ending today, or yesterday while today has none yet. */
export function currentStreak(activity: ReadonlySet<string>, today: string): number {
  let day = activity.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (activity.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}

/**
 * spec 001 §4 / §9 Week streak: Monday..Sunday of today's week; past days completed or missed, today
 * completed or incomplete, later days upcoming. A day before `firstDay` (the day the account was
 * made, in the member's zone) could not be kept: it is not missed but 'upcoming' — not counted yet,
 * as a later day (docs/decisions/0040-nothing-invented.md) — unless something was logged on it.
 */
export function weekProgress(activity: ReadonlySet<string>, today: string, firstDay?: string): WeekDay[] {
  const mondayOffset = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -mondayOffset);
  return DAY_NAMES.map((name, index) => {
    const date = addDays(monday, index);
    const done = activity.has(date);
    const beforeAccount = firstDay !== undefined && date < firstDay;
    const status: WeekDay['status'] = date > today ? 'upcoming' : done ? 'completed' : date === today ? 'incomplete' : beforeAccount ? 'upcoming' : 'missed';
    return { date, day: name, status, isCurrentDay: date === today };
  });
}

/**
 * The member's name, the day their account was made (in their zone), whether anything was ever
 * logged in the journal (spec 001 §4: first time = nothing, hydration, mood or symptoms), and their
 * activity days in their time zone: days with anything logged in the daily journal (hydration above
 * 0, a mood, a symptom — stored as the member's local day when logged) and days with a successful
 * sign-in (timestamps, turned into local days with the same zone). Emails are stored lower-cased
 * (the contract's Email), so the join is a range of login_attempts_lockout_idx (email, outcome,
 * created_at). One statement (the dashboard asks on every load; it was two). Only the days from
 * `since` (a local day, or '-infinity' for all of them) are read.
 */
const memberActivityRow = preparedQuery(
  (_db, p: { userId: string; zone: string; since: string }) => sql<{ name: string | null; first_day: string; found: boolean; days: string[] }>`
    select u.name, to_char((u.created_at at time zone ${p.zone})::date, 'YYYY-MM-DD') as first_day,
      exists (select 1 from user_hydration where user_id = u.id)
        or exists (select 1 from user_moods where user_id = u.id)
        or exists (select 1 from user_symptom_logs where user_id = u.id) as found,
      array(
        select to_char(day, 'YYYY-MM-DD') from user_hydration where user_id = u.id and day >= ${p.since}::date and total_ounces > 0
        union select to_char(day, 'YYYY-MM-DD') from user_moods where user_id = u.id and day >= ${p.since}::date
        union select to_char(day, 'YYYY-MM-DD') from user_symptom_logs where user_id = u.id and day >= ${p.since}::date
        union select to_char((a.created_at at time zone ${p.zone})::date, 'YYYY-MM-DD')
          from login_attempts a where a.email = u.email and a.outcome = 'succeeded'
            and a.created_at >= (${p.since}::date::timestamp at time zone ${p.zone})
      ) as days
    from users u where u.id = ${p.userId}`,
);

/**
 * How many days back the activity is read first: today's week and a streak of up to this many days
 * need nothing older. A streak that reaches the first day read may go on before it, so then every
 * day is read (a member's history grows by several rows a day, and the dashboard asks on every load).
 */
export const ACTIVITY_WINDOW_DAYS = 62;

async function memberActivity(ctx: AppContext, userId: string, zone: string, today: string): Promise<{ name: string | null; firstDay: string; journalUsed: boolean; activity: Set<string> }> {
  const since = addDays(today, -ACTIVITY_WINDOW_DAYS);
  const read = async (from: string) => {
    const row = await memberActivityRow.first(ctx.db, { userId, zone, since: from });
    if (!row) throw new Error(`No user ${userId}`);
    return { name: row.name, firstDay: row.first_day, journalUsed: row.found, activity: new Set(row.days) };
  };
  const recent = await read(since);
  // A streak of this length, ending today or yesterday, may reach the first day read.
  return currentStreak(recent.activity, today) >= ACTIVITY_WINDOW_DAYS ? read('-infinity') : recent;
}

/** Every milestone, with the member's progress in it where they have one. */
const milestonesOfMember = preparedQuery((db, p: { userId: string }) =>
  db
    .selectFrom('milestones as m')
    .leftJoin('user_milestones as um', (j) => j.onRef('um.milestone_id', '=', 'm.id').on('um.user_id', '=', p.userId))
    .select(['m.id', 'm.kind', 'm.name', 'm.icon', 'm.duration_interval', 'm.event_title', 'm.event_image', 'um.id as user_milestone_id', 'um.current_week']),
);

/** The translator of the member's answer for the milestones it shows (their names are administered content). */
type TranslateMilestones = (milestoneIds: string[]) => Promise<Translator>;

/** spec 001 §3 Streak data, §7 'Load milestone streak'. */
export async function streakData(ctx: AppContext, userId: string, tz: string | undefined, translate: TranslateMilestones): Promise<StreakResponse> {
  const today = localDay(ctx.config.now(), tz);
  const zone = memberZone(tz);
  const [{ name, firstDay, journalUsed, activity }, milestones] = await Promise.all([memberActivity(ctx, userId, zone, today), milestonesOfMember.rows(ctx.db, { userId })]);
  const current = currentStreak(activity, today);
  const pregnancy = milestones.find((m) => m.kind === 'pregnancy' && m.user_milestone_id !== null);
  const login = milestones.find((m) => m.kind === 'login_streak');
  const shown = pregnancy ?? login;
  const translator = shown ? await translate([String(shown.id)]) : null;
  const say = (field: 'name' | 'event_title', english: string): string => (translator && shown ? translator.text('milestones', String(shown.id), field, english) : english);
  const info: MilestoneInfo | null = shown
    ? {
        id: shown.id,
        icon: shown.icon,
        duration_interval: shown.duration_interval,
        current_period: pregnancy ? pregnancy.current_week : current,
        event: { title: say('event_title', shown.event_title), name: say('name', shown.name), image: shown.event_image },
      }
    : null;
  const isFirstTime = !journalUsed;
  return {
    streak: { current, is_first_time: isFirstTime },
    weekProgress: weekProgress(activity, today, firstDay),
    milestone_type: pregnancy ? 'pregnancy' : 'login_streak',
    milestone_info: info,
    is_first_time: isFirstTime,
    should_prompt_milestone: pregnancy !== undefined && pregnancy.current_week === null,
    // null for a member who has not given a name: a piece of the email is not one.
    user: { name },
  };
}

export const streakHandlers: SomeHandlers<'streaks' | 'milestoneProgression'> = {
  async streaks({ query, user, request, reply, ctx }) {
    return streakData(ctx, user.id, query.tz, (milestones) => memberTranslator(ctx.db, request, reply, user.id, { milestones }));
  },
  /** spec 001 §7 'Add milestone progression': milestone id, weeks, flag true (spec 000 §3.3). */
  async milestoneProgression({ query, body, user, request, reply, ctx }) {
    localDay(ctx.config.now(), query.tz); // refuses an unknown zone before anything is written
    const milestone = await ctx.db.selectFrom('milestones').select(['id', 'duration_interval']).where('id', '=', body.milestone_id).executeTakeFirst();
    if (!milestone) throw new ApiHttpError(404, 'NOT_FOUND', MILESTONE_NOT_FOUND);
    if (milestone.duration_interval !== 'weeks') throw badRequest(NOT_WEEKLY, { milestone_id: NOT_WEEKLY });
    const now = ctx.config.now();
    await ctx.db
      .insertInto('user_milestones')
      .values({ user_id: user.id, milestone_id: milestone.id, current_week: body.current_week, is_manual: body.is_manual, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'milestone_id']).doUpdateSet({ current_week: body.current_week, is_manual: body.is_manual, updated_at: now }))
      .execute();
    return streakData(ctx, user.id, query.tz, (milestones) => memberTranslator(ctx.db, request, reply, user.id, { milestones }));
  },
};
