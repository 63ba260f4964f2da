// spec 000 §7.6 Notifications: GET unread, POST mark-as-read. The client state group (list,
// unreadCount, loading; spec 001 §3) lives in state/notifications.ts and is filled through this api.
import type { NotificationsMarkReadResponse, NotificationsUnreadResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { notificationsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATIONS_UNREAD_KEY = ['notifications', 'unread'] as const;

/** Which notifications to mark: some ids, or every unread one. */
export type MarkReadTarget = readonly string[] | 'all';

export function createNotificationsApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, notificationsRoutes);
  return {
    /** The newest unread notifications (at most 50) and how many are unread in all. */
    unread: (signal?: AbortSignal): Promise<NotificationsUnreadResponse> => call('notificationsUnread', { signal }),
    /** Marks some (or all) as read; the cached unread list drops them and takes the server's count. */
    async markAsRead(target: MarkReadTarget): Promise<NotificationsMarkReadResponse> {
      if (target !== 'all' && target.length === 0) {
        const cached = queryClient.getQueryData<NotificationsUnreadResponse>(NOTIFICATIONS_UNREAD_KEY);
        return { marked: 0, unread_count: cached?.unread_count ?? 0 };
      }
      const result = await call('notificationsMarkRead', { body: target === 'all' ? { all: true } : { ids: [...target] } });
      const cached = queryClient.getQueryData<NotificationsUnreadResponse>(NOTIFICATIONS_UNREAD_KEY);
      if (cached) {
        const read = target === 'all' ? null : new Set(target);
        queryClient.setQueryData<NotificationsUnreadResponse>(NOTIFICATIONS_UNREAD_KEY, {
          notifications: read ? cached.notifications.filter((n) => !read.has(n.id)) : [],
          unread_count: result.unread_count,
        });
      }
      return result;
    },
  };
}
export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
