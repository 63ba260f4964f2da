import { sql } from 'kysely';
import { SLEEP, type SleepResponse } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError } from '../http/api-error.js';
import { localDay } from '../time/local-day.js';
import { preparedQuery } from '../db/prepared-query.js';

const OUT_OF_RANGE = `Sleep must stay between ${SLEEP.minLevel} and ${SLEEP.maxLevel} levels`;

const answer = (total: number, day: string): SleepResponse => ({ data: { sleep: { total_levels: total, date: day } } });

/**
 * Moves today's level by one in one statement, so concurrent taps cannot pass the 0..14 bounds
 * (spec 001 §5, §9). A day with no row starts from the initial 8; a change that would leave the
 * bounds changes nothing and is 400 OUT_OF_RANGE.
 */
async function change(ctx: AppContext, userId: string, day: string, delta: 1 | -1): Promise<SleepResponse> {
  const now = ctx.config.now();
  const row = await ctx.db
    .insertInto('user_sleep')
    .values({ user_id: userId, day, total_levels: SLEEP.initialLevel + delta, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ total_levels: sql<number>`user_sleep.total_levels + ${delta}`, updated_at: now })
        .where(sql<boolean>`user_sleep.total_levels + ${delta} between ${SLEEP.minLevel} and ${SLEEP.maxLevel}`),
    )
    .returning('total_levels')
    .executeTakeFirst();
  if (!row) throw new ApiHttpError(400, 'OUT_OF_RANGE', OUT_OF_RANGE);
  return answer(row.total_levels, day);
}

/** The member's sleep level of a day. */
const sleepLevelOfDay = preparedQuery((db, p: { userId: string; day: string }) =>
  db.selectFrom('user_sleep').select('total_levels').where('user_id', '=', p.userId).where('day', '=', p.day),
);

/** spec 001 §7: load last sleep / increment / decrement answer data.sleep.total_levels. */
export const sleepHandlers: SomeHandlers<'sleepLast' | 'sleepIncrement' | 'sleepDecrement'> = {
  async sleepLast({ query, user, ctx }) {
    const day = localDay(ctx.config.now(), query.tz);
    const row = await sleepLevelOfDay.first(ctx.db, { userId: user.id, day });
    return answer(row?.total_levels ?? SLEEP.initialLevel, day);
  },
  async sleepIncrement({ query, user, ctx }) {
    return change(ctx, user.id, localDay(ctx.config.now(), query.tz), 1);
  },
  async sleepDecrement({ query, user, ctx }) {
    return change(ctx, user.id, localDay(ctx.config.now(), query.tz), -1);
  },
};
