import type { MoodResponse, MoodValue } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import { localDay } from '../time/local-day.js';
import { preparedQuery } from '../db/prepared-query.js';

const answer = (mood: MoodValue | null, day: string): MoodResponse => ({ mood: { mood, date: day } });

/** spec 001 §4 Mood, §7 mood load / mood log (both answer mood.mood). */
const moodOfDay = preparedQuery((db, p: { userId: string; day: string }) => db.selectFrom('user_moods').select('mood').where('user_id', '=', p.userId).where('day', '=', p.day));

export const moodHandlers: SomeHandlers<'moodLoad' | 'moodLog'> = {
  async moodLoad({ query, user, ctx }) {
    const day = localDay(ctx.config.now(), query.tz);
    const row = await moodOfDay.first(ctx.db, { userId: user.id, day });
    return answer(row?.mood ?? null, day);
  },
  async moodLog({ query, body, user, ctx }) {
    const now = ctx.config.now();
    const day = localDay(now, query.tz);
    // One current mood per day: the unique (user_id, day) pair makes a second log replace the first
    // in one statement, so two quick taps cannot leave two moods.
    const row = await ctx.db
      .insertInto('user_moods')
      .values({ user_id: user.id, day, mood: body.mood, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ mood: body.mood, updated_at: now }))
      .returning('mood')
      .executeTakeFirstOrThrow();
    return answer(row.mood, day);
  },
};
