// spec 000 §3.4, §7.6 user-flow-activity: the member records one event of the list (start/finish
// pairs and the client events); the contract schema refuses any other name.
import type { UserFlowActivity, UserFlowEvent } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';

export function toActivity(row: { id: string; event: string; detail: string | null; created_at: Date }): UserFlowActivity {
  // Rows are only written through the validated route, so event is one of USER_FLOW_EVENTS.
  return { id: row.id, event: row.event as UserFlowEvent, detail: row.detail, created_at: row.created_at.toISOString() };
}

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
