// spec 001 §3 Client-side state groups: notifications (list, unreadCount, loading). Filled from GET
// unread (spec 000 §7.6); mark-as-read takes the notifications off the list at once and settles on
// the server's unread count (restored as it was if the call fails).
import { map } from 'nanostores';
import type { Notification } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { fetchUnreadNotifications, sendNotificationsRead, type MarkReadTarget } from '../domains/notifications.js';

export interface NotificationsState {
  list: readonly Notification[];
  unreadCount: number;
  loading: boolean;
}

const initial = (): NotificationsState => ({ list: [], unreadCount: 0, loading: false });

export const $notifications = map<NotificationsState>(initial());

// Each refresh or mark takes a number; an older answer never overwrites a newer change. Refreshes
// count apart too: only the newest one clears `loading`.
let latestWrite = 0;
let latestRefresh = 0;

/** Loads the unread notifications (loading true meanwhile). A failure keeps what was shown and rethrows. */
export async function refreshNotifications(hd: HealthDeck): Promise<void> {
  const write = ++latestWrite;
  const refresh = ++latestRefresh;
  $notifications.setKey('loading', true);
  try {
    const answer = await fetchUnreadNotifications(hd);
    if (write === latestWrite) $notifications.set({ ...$notifications.get(), list: answer.notifications, unreadCount: answer.unread_count });
  } finally {
    if (refresh === latestRefresh) $notifications.setKey('loading', false);
  }
}

/** The list and count with `target` marked read, before the server has answered. */
export function withoutRead(state: Pick<NotificationsState, 'list' | 'unreadCount'>, target: MarkReadTarget): Pick<NotificationsState, 'list' | 'unreadCount'> {
  if (target === 'all') return { list: [], unreadCount: 0 };
  const ids = new Set(target);
  const list = state.list.filter((n) => !ids.has(n.id));
  return { list, unreadCount: Math.max(0, state.unreadCount - (state.list.length - list.length)) };
}

/**
 * Marks notifications read: they leave the list and unreadCount drops at once; the server's
 * unread_count then wins. On failure the list and count come back as they were, and it rethrows.
 */
export async function markNotificationsRead(hd: HealthDeck, target: MarkReadTarget): Promise<void> {
  const before = $notifications.get();
  const mine = ++latestWrite;
  const next = withoutRead(before, target);
  $notifications.set({ ...before, ...next });
  try {
    const answer = await sendNotificationsRead(hd, target);
    if (mine === latestWrite) $notifications.setKey('unreadCount', answer.unread_count);
  } catch (error) {
    if (mine === latestWrite) $notifications.set({ ...$notifications.get(), list: before.list, unreadCount: before.unreadCount });
    throw error;
  }
}

/** Signing out leaves no notifications behind. */
export function resetNotifications(): void {
  latestWrite += 1;
  latestRefresh += 1;
  $notifications.set(initial());
}
