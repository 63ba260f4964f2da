// spec 000 §7.6 GET activity history: the member's own user-flow events, newest first, paged.
import { sql } from 'kysely';
import type { SomeHandlers } from './types.js';
import { toActivity } from '../domain/activity/user-flow-activity.js';

export const activityHistoryHandlers: SomeHandlers<'activityHistory'> = {
  async activityHistory({ query, user, ctx }) {
    let rows = ctx.db.selectFrom('user_flow_activities').selectAll().where('user_id', '=', user.id);
    let count = ctx.db.selectFrom('user_flow_activities').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', user.id);
    if (query.event) {
      rows = rows.where('event', '=', query.event);
      count = count.where('event', '=', query.event);
    }
    const [list, total] = await Promise.all([
      rows
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(query.take)
        .offset((query.page - 1) * query.take)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { activities: list.map(toActivity), total_count: total.n };
  },
};
