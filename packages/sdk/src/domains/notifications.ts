// spec 000 §7.6 Notifications: GET unread, POST mark-as-read. The client state group (list,
// unreadCount, loading; spec 001 §3) lives in state/notifications.ts and is filled through these calls.
import type { NotificationsMarkReadResponse, NotificationsUnreadResponse } from '@healthdeck/contract/light';
import { notificationsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export const notificationsKeys = {
  all: ['notifications'] as const,
  /** markNotificationsRead updates it in place; a redeem invalidates ['notifications']. */
  unread: ['notifications', 'unread'] as const,
};

/** Which notifications to mark: some ids, or every unread one. */
export type MarkReadTarget = readonly string[] | 'all';

const call = (hd: HealthDeck) => routed(hd.call, notificationsRoutes);

/** The newest unread notifications (at most 50) and how many are unread in all. */
export function fetchUnreadNotifications(hd: HealthDeck, signal?: AbortSignal): Promise<NotificationsUnreadResponse> {
  return call(hd)('notificationsUnread', { signal });
}

/** Marks some (or all) as read on the server; the cached unread list drops them and takes the server's count. */
export async function sendNotificationsRead(hd: HealthDeck, target: MarkReadTarget): Promise<NotificationsMarkReadResponse> {
  const { queryClient } = hd;
  if (target !== 'all' && target.length === 0) {
    const cached = queryClient.getQueryData<NotificationsUnreadResponse>(notificationsKeys.unread);
    return { marked: 0, unread_count: cached?.unread_count ?? 0 };
  }
  const result = await call(hd)('notificationsMarkRead', { body: target === 'all' ? { all: true } : { ids: [...target] } });
  const cached = queryClient.getQueryData<NotificationsUnreadResponse>(notificationsKeys.unread);
  if (cached) {
    const read = target === 'all' ? null : new Set(target);
    queryClient.setQueryData<NotificationsUnreadResponse>(notificationsKeys.unread, {
      notifications: read ? cached.notifications.filter((n) => !read.has(n.id)) : [],
      unread_count: result.unread_count,
    });
  }
  return result;
}

export const unreadNotificationsQuery = (hd: HealthDeck) => ({
  queryKey: notificationsKeys.unread,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchUnreadNotifications(hd, signal),
});
