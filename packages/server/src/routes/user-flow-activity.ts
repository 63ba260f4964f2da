import type { SomeHandlers } from './types.js';
import { toActivity } from '../domain/activity/user-flow-activity.js';

export const userFlowActivityHandlers: SomeHandlers<'userFlowActivity'> = {
  async userFlowActivity({ body, user, ctx }) {
    const row = await ctx.db
      .insertInto('user_flow_activities')
      .values({ user_id: user.id, event: body.event, detail: body.detail ?? null, created_at: ctx.config.now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { activity: toActivity(row) };
  },
};
