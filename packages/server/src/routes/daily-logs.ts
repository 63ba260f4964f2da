// spec 000 §7.6 GET daily logs (the member's own) and §7.2 admin users daily-logs (by user id): what
// was logged per day — hydration, sleep, mood, symptoms and daily tasks — read from those features'
// own tables. Only days with at least one log are listed, newest first.
import { ACTIVITY, type DailyLog, type DailyLogsResponse } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { localDay } from '../time/local-day.js';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` moved by `delta` days; null when the text is not a real date. */
export function shiftDay(day: string, delta: number): string | null {
  const [y, m, d] = day.split('-').map(Number);
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  if (Number.isNaN(time) || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return new Date(time + delta * DAY_MS).toISOString().slice(0, 10);
}

interface Range {
  from: string;
  to: string;
}

function rangeOf(ctx: AppContext, query: { tz?: string; days: number; end?: string }): Range {
  const to = query.end ?? localDay(ctx.config.now(), query.tz);
  const from = shiftDay(to, -(query.days - 1));
  if (from === null) throw badRequest(ACTIVITY.messages.end, { end: ACTIVITY.messages.end });
  return { from, to };
}

export async function dailyLogsOf(ctx: AppContext, userId: string, range: Range): Promise<DailyLogsResponse> {
  const { db } = ctx;
  const [hydration, sleep, moods, symptoms, tasks] = await Promise.all([
    db.selectFrom('user_hydration').select(['day', 'total_ounces']).where('user_id', '=', userId).where('day', '>=', range.from).where('day', '<=', range.to).execute(),
    db.selectFrom('user_sleep').select(['day', 'total_levels']).where('user_id', '=', userId).where('day', '>=', range.from).where('day', '<=', range.to).execute(),
    db.selectFrom('user_moods').select(['day', 'mood']).where('user_id', '=', userId).where('day', '>=', range.from).where('day', '<=', range.to).execute(),
    db
      .selectFrom('user_symptom_logs as l')
      .innerJoin('symptoms as s', 's.id', 'l.symptom_id')
      .select(['l.day', 's.name'])
      .where('l.user_id', '=', userId)
      .where('l.day', '>=', range.from)
      .where('l.day', '<=', range.to)
      .orderBy('s.sort_order')
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('user_daily_tasks as u')
      .innerJoin('daily_tasks as t', 't.id', 'u.task_id')
      .select(['u.day', 't.name', 'u.star_value', 'u.completed_at'])
      .where('u.user_id', '=', userId)
      .where('u.day', '>=', range.from)
      .where('u.day', '<=', range.to)
      .orderBy('u.created_at')
      .orderBy('t.position')
      .orderBy('t.id')
      .execute(),
  ]);

  const days = new Map<string, DailyLog>();
  const dayOf = (date: string): DailyLog => {
    let log = days.get(date);
    if (!log) {
      log = { date, hydration_ounces: null, sleep_levels: null, mood: null, symptoms: [], tasks: [], stars_earned: 0 };
      days.set(date, log);
    }
    return log;
  };
  // A day counts as logged when something was entered; tasks handed out on a read alone do not make one.
  const logged = new Set<string>();
  for (const h of hydration) {
    dayOf(h.day).hydration_ounces = h.total_ounces;
    logged.add(h.day);
  }
  for (const s of sleep) {
    dayOf(s.day).sleep_levels = s.total_levels;
    logged.add(s.day);
  }
  for (const m of moods) {
    dayOf(m.day).mood = m.mood;
    logged.add(m.day);
  }
  for (const s of symptoms) {
    dayOf(s.day).symptoms.push(s.name);
    logged.add(s.day);
  }
  for (const t of tasks) {
    const log = dayOf(t.day);
    log.tasks.push({ name: t.name, star_value: t.star_value, completed_at: t.completed_at ? t.completed_at.toISOString() : null });
    if (t.completed_at) {
      log.stars_earned += t.star_value;
      logged.add(t.day);
    }
  }
  const logs = [...days.values()].filter((d) => logged.has(d.date)).sort((a, b) => (a.date < b.date ? 1 : -1));
  return { from: range.from, to: range.to, logs };
}

export const dailyLogHandlers: SomeHandlers<'dailyLogs' | 'adminUserDailyLogs'> = {
  async dailyLogs({ query, user, ctx }) {
    return dailyLogsOf(ctx, user.id, rangeOf(ctx, query));
  },

  async adminUserDailyLogs({ params, query, ctx }) {
    const target = await ctx.db.selectFrom('users').select('id').where('id', '=', params.id).executeTakeFirst();
    if (!target) throw new ApiHttpError(404, 'NOT_FOUND', ACTIVITY.messages.userNotFound);
    return dailyLogsOf(ctx, target.id, rangeOf(ctx, query));
  },
};
