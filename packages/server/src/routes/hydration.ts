import { sql } from 'kysely';
import { HYDRATION, type HydrationResponse } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { localDay } from '../time/local-day.js';
import { ApiHttpError } from '../http/api-error.js';
import { preparedQuery } from '../db/prepared-query.js';

const OUT_OF_RANGE = 'Hydration must stay between 0 and 200 ounces a day';

const answer = (total: number, day: string): HydrationResponse => ({ hydration: { total_ounces: total, date: day } });

/**
 * Adds (or removes) ounces to today's total in one statement, so concurrent taps cannot pass the
 * 0..200 bounds (spec 001 §9); a change that would leave them changes nothing and is 400 OUT_OF_RANGE.
 */
async function change(ctx: AppContext, userId: string, day: string, delta: number): Promise<HydrationResponse> {
  const now = ctx.config.now();
  const row =
    delta > 0
      ? await ctx.db
          .insertInto('user_hydration')
          .values({ user_id: userId, day, total_ounces: delta, updated_at: now })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'day'])
              .doUpdateSet({ total_ounces: sql<number>`user_hydration.total_ounces + excluded.total_ounces`, updated_at: now })
              .where(sql<boolean>`user_hydration.total_ounces + excluded.total_ounces <= ${HYDRATION.maxDaily}`),
          )
          .returning('total_ounces')
          .executeTakeFirst()
      : await ctx.db
          .updateTable('user_hydration')
          .set({ total_ounces: sql<number>`total_ounces - ${-delta}`, updated_at: now })
          .where('user_id', '=', userId)
          .where('day', '=', day)
          .where('total_ounces', '>=', HYDRATION.minDaily - delta)
          .returning('total_ounces')
          .executeTakeFirst();
  if (!row) throw new ApiHttpError(400, 'OUT_OF_RANGE', OUT_OF_RANGE);
  return answer(row.total_ounces, day);
}

/** spec 001 §7: hydration get last / increment / decrement answer hydration.total_ounces. */
const hydrationOfDay = preparedQuery((db, p: { userId: string; day: string }) =>
  db.selectFrom('user_hydration').select('total_ounces').where('user_id', '=', p.userId).where('day', '=', p.day),
);

export const hydrationHandlers: SomeHandlers<'hydrationLast' | 'hydrationIncrement' | 'hydrationDecrement'> = {
  async hydrationLast({ query, user, ctx }) {
    const day = localDay(ctx.config.now(), query.tz);
    const row = await hydrationOfDay.first(ctx.db, { userId: user.id, day });
    return answer(row?.total_ounces ?? 0, day);
  },
  async hydrationIncrement({ query, body, user, ctx }) {
    return change(ctx, user.id, localDay(ctx.config.now(), query.tz), body?.ounces ?? HYDRATION.step);
  },
  async hydrationDecrement({ query, body, user, ctx }) {
    return change(ctx, user.id, localDay(ctx.config.now(), query.tz), -(body?.ounces ?? HYDRATION.step));
  },
};
