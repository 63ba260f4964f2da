// Query options (@tanstack/query-core) for notifications (spec 000 §7.6 GET unread).
import { NOTIFICATIONS_UNREAD_KEY, type NotificationsApi } from '../domains/notifications.js';

export function notificationsQueries(api: NotificationsApi) {
  return {
    /** ['notifications', 'unread']: markAsRead updates it in place; a redeem invalidates ['notifications']. */
    unread: () => ({
      queryKey: NOTIFICATIONS_UNREAD_KEY,
      queryFn: ({ signal }: { signal?: AbortSignal }) => api.unread(signal),
    }),
  };
}
export type NotificationsQueries = ReturnType<typeof notificationsQueries>;
