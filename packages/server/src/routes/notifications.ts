// spec 000 §7.6 Notifications: GET unread, POST mark-as-read. Notifications are made by real events
// through notify() (src/notifications/notify.ts); a member only ever reads or marks their own.
import { sql } from 'kysely';
import { NOTIFICATIONS, type Notification } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { preparedQuery } from '../db/prepared-query.js';

function toNotification(row: { id: string; title: string; body: string; link: string | null; created_at: Date; read_at: Date | null }): Notification {
  return { id: row.id, title: row.title, body: row.body, link: row.link, created_at: row.created_at.toISOString(), read_at: row.read_at ? row.read_at.toISOString() : null };
}

async function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.db.selectFrom('notifications').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return row.n;
}

// One read: the list and, beside each row, how many are unread in all (the list stops at
// unreadListMax). No row means none unread.
const unreadList = preparedQuery((db, p: { userId: string }) =>
  db
    .selectFrom('notifications')
    .selectAll()
    .select(sql<number>`count(*) over ()::int`.as('unread_total'))
    .where('user_id', '=', p.userId)
    .where('read_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(NOTIFICATIONS.unreadListMax),
);

export const notificationHandlers: SomeHandlers<'notificationsUnread' | 'notificationsMarkRead'> = {
  async notificationsUnread({ user, ctx }) {
    const rows = await unreadList.rows(ctx.db, { userId: user.id });
    return { notifications: rows.map(toNotification), unread_count: rows[0]?.unread_total ?? 0 };
  },

  /** Ids that are not the member's own (or already read) are skipped, not refused: `marked` says how many changed. */
  async notificationsMarkRead({ body, user, ctx }) {
    let update = ctx.db.updateTable('notifications').set({ read_at: ctx.config.now() }).where('user_id', '=', user.id).where('read_at', 'is', null);
    if (body.ids) update = update.where('id', 'in', body.ids);
    const result = await update.executeTakeFirst();
    return { marked: Number(result.numUpdatedRows), unread_count: await unreadCount(ctx, user.id) };
  },
};
