import { z } from 'zod';
import { NOTIFICATIONS } from '../constants.js';

/** spec 000 §3.3 / §7.6 Notifications; spec 001 §3 client state notifications (list, unreadCount, loading). */
export const Notification = z.object({
  id: z.string().uuid(),
  title: z.string(),
  body: z.string(),
  /** An app path or an http(s) address the notification opens; null = none. */
  link: z.string().nullable(),
  created_at: z.string().datetime({ offset: true }),
  read_at: z.string().datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** spec 000 §7.6 GET unread: the newest unread ones (at most NOTIFICATIONS.unreadListMax) and how many there are. */
export const NotificationsUnreadResponse = z.object({
  notifications: z.array(Notification),
  unread_count: z.number().int().min(0),
});
export type NotificationsUnreadResponse = z.infer<typeof NotificationsUnreadResponse>;

/** spec 000 §7.6 POST mark-as-read: some ids, or all. */
export const NotificationsMarkReadRequest = z
  .object({
    ids: z.array(z.string().uuid('Each notification id must be a UUID')).min(1, NOTIFICATIONS.messages.markRead).max(NOTIFICATIONS.markReadMax).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((v) => (v.ids !== undefined) !== (v.all !== undefined), { message: NOTIFICATIONS.messages.markRead, path: ['ids'] });
export type NotificationsMarkReadRequest = z.input<typeof NotificationsMarkReadRequest>;

export const NotificationsMarkReadResponse = z.object({
  /** How many of the member's unread notifications this call marked. */
  marked: z.number().int().min(0),
  unread_count: z.number().int().min(0),
});
export type NotificationsMarkReadResponse = z.infer<typeof NotificationsMarkReadResponse>;
