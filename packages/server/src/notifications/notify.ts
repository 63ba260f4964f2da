// spec 000 §7.6 Notifications, spec 001 §3 client state "notifications (list, unreadCount, loading)".
// Features call notify() when something happens the member should hear about (a redemption, kit
// results ready, an appointment booked). Pass the transaction when the event is written in one, so
// the notification exists exactly when the event does.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface NotificationInput {
  title: string;
  body: string;
  /** An app path ('/client/…') or an http(s) address the notification opens; none when omitted. */
  link?: string | null;
}

/** Limits of what a notification may carry (longer text is cut, never refused: the event already happened). */
export const NOTIFICATION_LIMITS = { title: 120, body: 1000, link: 2048 } as const;

const SAFE_LINK = /^(\/(?!\/)|https?:\/\/)/;

function cut(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/** Creates one unread notification for the user and answers its id. */
export async function notify(db: Kysely<Database>, userId: string, input: NotificationInput): Promise<string> {
  const title = cut(input.title, NOTIFICATION_LIMITS.title);
  if (title.length === 0) throw new Error('A notification needs a title');
  const link = input.link?.trim() ?? null;
  if (link !== null && (link.length > NOTIFICATION_LIMITS.link || !SAFE_LINK.test(link))) {
    throw new Error(`A notification link must be an app path or an http(s) address: ${link}`);
  }
  const row = await db
    .insertInto('notifications')
    .values({ user_id: userId, title, body: cut(input.body, NOTIFICATION_LIMITS.body), link: link || null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
