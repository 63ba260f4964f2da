import { sql, type Kysely } from 'kysely';
import type { DailyTask } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError } from '../http/api-error.js';
import { localDay } from '../time/local-day.js';
import { preparedQuery } from '../db/prepared-query.js';

const NOT_FOUND = 'Daily task not found';

type Db = Kysely<Database>;

/** The member's tasks of one day with their catalogue text, oldest first (the widget keeps the last 3). */
function selectTasks(db: Db, userId: string, day: string) {
  return db
    .selectFrom('user_daily_tasks as u')
    .innerJoin('daily_tasks as t', 't.id', 'u.task_id')
    .select(['u.id', 't.name', 't.display', 'u.star_value', 'u.completed_at', 'u.created_at', 't.page_type', 't.page_id', 't.page_url'])
    .where('u.user_id', '=', userId)
    .where('u.day', '=', day)
    .orderBy('u.created_at')
    .orderBy('t.position')
    .orderBy('t.id');
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

/** selectTasks, built once: the member's tasks of a day (read on every dashboard load). */
const tasksOfMemberDay = preparedQuery((db, p: { userId: string; day: string }) => selectTasks(db, p.userId, p.day));

function toDailyTask(row: TaskRow): DailyTask {
  return {
    id: row.id,
    name: row.name,
    display: row.display,
    star_value: row.star_value,
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    page_type: row.page_type,
    page_id: row.page_id,
    page_url: row.page_url,
  };
}

/**
 * spec 001 §4: each member gets the day's tasks on the first read of that day: every active task
 * of the catalogue, copied once (the unique (user, task, day) makes concurrent first reads safe).
 */
async function tasksOfDay(ctx: AppContext, userId: string, day: string): Promise<TaskRow[]> {
  const existing = await tasksOfMemberDay.rows(ctx.db, { userId, day });
  if (existing.length > 0) return existing;
  await sql`
    insert into user_daily_tasks (user_id, task_id, day, star_value, created_at)
    select ${userId}, id, ${day}::date, star_value, ${ctx.config.now()}::timestamptz from daily_tasks where active
    on conflict (user_id, task_id, day) do nothing`.execute(ctx.db);
  return tasksOfMemberDay.rows(ctx.db, { userId, day });
}

/** spec 001 §4, §7 Daily tasks and Toggle task (spec 000 §7.6: toggle via POST {base}/{id}/toggle). */
export const dailyTaskHandlers: SomeHandlers<'dailyTasks' | 'dailyTaskToggle'> = {
  async dailyTasks({ query, user, ctx }) {
    const day = localDay(ctx.config.now(), query.tz);
    const rows = await tasksOfDay(ctx, user.id, day);
    return { tasks: rows.map(toDailyTask), date: day };
  },

  /**
   * Flips today's task and moves its star_value on the balance in one transaction. The UPDATE
   * locks the task row, so concurrent toggles run one after the other and each sees the other's
   * flip: two toggles complete and un-complete, never credit twice. The balance never goes below 0.
   */
  async dailyTaskToggle({ params, query, user, ctx }) {
    const now = ctx.config.now();
    const day = localDay(now, query.tz);
    return ctx.db.transaction().execute(async (trx) => {
      const flipped = await trx
        .updateTable('user_daily_tasks')
        .set({ completed_at: sql<Date | null>`case when completed_at is null then ${now}::timestamptz else null end` })
        .where('id', '=', params.id)
        .where('user_id', '=', user.id) // another member's task is "not found", not "forbidden"
        .where('day', '=', day)
        .returning(['id', 'star_value', 'completed_at'])
        .executeTakeFirst();
      if (!flipped) throw new ApiHttpError(404, 'NOT_FOUND', NOT_FOUND);
      const delta = flipped.completed_at ? flipped.star_value : -flipped.star_value;
      const balance = await trx
        .updateTable('users')
        .set({ star_balance: sql<number>`greatest(star_balance + ${delta}, 0)` })
        .where('id', '=', user.id)
        .returning('star_balance')
        .executeTakeFirstOrThrow();
      const row = await selectTasks(trx, user.id, day).where('u.id', '=', flipped.id).executeTakeFirstOrThrow();
      return { task: toDailyTask(row), star_balance: balance.star_balance };
    });
  },
};
