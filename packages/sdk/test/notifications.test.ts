// Notifications (spec 000 §7.6 GET unread, POST mark-as-read) and the client state group
// notifications (list, unreadCount, loading; spec 001 §3) against the loopback contract server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Notification, NotificationsUnreadResponse } from '@healthdeck/contract';
import {
  $notifications,
  createHealthDeck,
  markNotificationsRead,
  notificationsKeys,
  sendNotificationsRead,
  unreadNotificationsQuery,
  refreshNotifications,
  resetNotifications,
  withoutRead,
} from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
beforeEach(() => resetNotifications());

const ids = ['a1111111-1111-4111-8111-111111111111', 'b2222222-2222-4222-8222-222222222222', 'c3333333-3333-4333-8333-333333333333'];
const note = (id: string, title: string): Notification => ({ id, title, body: `${title} body`, link: null, created_at: '2026-05-04T08:00:00.000Z', read_at: null });

async function setUp() {
  const state = { unread: [note(ids[0], 'One'), note(ids[1], 'Two'), note(ids[2], 'Three')], failMark: false, release: null as null | (() => void) };
  let hold: Promise<void> | null = null;
  server = await startContractServer({
    handlers: {
      notificationsUnread: async () => {
        if (hold) await hold;
        return { status: 200, body: { notifications: state.unread, unread_count: state.unread.length + 10 } satisfies NotificationsUnreadResponse };
      },
      notificationsMarkRead: (req) => {
        if (state.failMark) return { status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'x' } };
        const body = req.body as { ids?: string[]; all?: true };
        const before = state.unread.length;
        state.unread = body.all ? [] : state.unread.filter((n) => !body.ids!.includes(n.id));
        return { status: 200, body: { marked: before - state.unread.length, unread_count: state.unread.length + (body.all ? 0 : 10) } };
      },
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  const holdUnread = () => {
    let release = () => {};
    hold = new Promise<void>((r) => (release = r));
    return () => {
      hold = null;
      release();
    };
  };
  return { hd, state, holdUnread };
}

describe('notifications api and query', () => {
  it('reads unread under [notifications, unread]; markAsRead drops them from the cache with the server count', async () => {
    const { hd } = await setUp();
    const query = unreadNotificationsQuery(hd);
    expect(query.queryKey).toEqual(['notifications', 'unread']);
    const data = await hd.queryClient.fetchQuery(query);
    expect(data.notifications.map((n) => n.title)).toEqual(['One', 'Two', 'Three']);
    const result = await sendNotificationsRead(hd, [ids[0]]);
    expect(result).toEqual({ marked: 1, unread_count: 12 });
    expect(server!.requests.at(-1)?.body).toEqual({ ids: [ids[0]] });
    expect(hd.queryClient.getQueryData<NotificationsUnreadResponse>(notificationsKeys.unread)).toMatchObject({ unread_count: 12, notifications: [{ id: ids[1] }, { id: ids[2] }] });
    await sendNotificationsRead(hd, 'all');
    expect(server!.requests.at(-1)?.body).toEqual({ all: true });
    expect(hd.queryClient.getQueryData<NotificationsUnreadResponse>(notificationsKeys.unread)).toEqual({ notifications: [], unread_count: 0 });
    // Nothing to mark: no request.
    const before = server!.requests.length;
    expect((await sendNotificationsRead(hd, [])).marked).toBe(0);
    expect(server!.requests.length).toBe(before);
  });
});

describe('notifications state (spec 001 §3: list, unreadCount, loading)', () => {
  it('refresh sets loading meanwhile, then the list and unreadCount', async () => {
    const { hd, holdUnread } = await setUp();
    expect($notifications.get()).toEqual({ list: [], unreadCount: 0, loading: false });
    const release = holdUnread();
    const pending = refreshNotifications(hd);
    expect($notifications.get().loading).toBe(true);
    release();
    await pending;
    expect($notifications.get()).toMatchObject({ unreadCount: 13, loading: false });
    expect($notifications.get().list.map((n) => n.title)).toEqual(['One', 'Two', 'Three']);
  });

  it('mark-as-read updates list and unreadCount at once, then takes the server count', async () => {
    const { hd } = await setUp();
    await refreshNotifications(hd);
    const pending = markNotificationsRead(hd, [ids[1]]);
    expect($notifications.get().list.map((n) => n.id)).toEqual([ids[0], ids[2]]);
    expect($notifications.get().unreadCount).toBe(12);
    await pending;
    expect($notifications.get().unreadCount).toBe(12);
    await markNotificationsRead(hd, 'all');
    expect($notifications.get()).toMatchObject({ list: [], unreadCount: 0 });
  });

  it('puts list and count back when mark-as-read fails', async () => {
    const { hd, state } = await setUp();
    await refreshNotifications(hd);
    state.failMark = true;
    await expect(markNotificationsRead(hd, [ids[0]])).rejects.toThrow('Failed to mark notifications as read');
    expect($notifications.get().list.map((n) => n.id)).toEqual(ids);
    expect($notifications.get().unreadCount).toBe(13);
  });

  it('an older refresh never overwrites a newer mark', async () => {
    const { hd, holdUnread } = await setUp();
    await refreshNotifications(hd);
    const release = holdUnread();
    const slow = refreshNotifications(hd);
    await markNotificationsRead(hd, 'all');
    release();
    await slow;
    expect($notifications.get()).toMatchObject({ list: [], unreadCount: 0, loading: false });
  });

  it('withoutRead counts only the ids that were listed', () => {
    const state = { list: [note(ids[0], 'One')], unreadCount: 60 };
    expect(withoutRead(state, [ids[0], ids[1]])).toEqual({ list: [], unreadCount: 59 });
    expect(withoutRead(state, 'all')).toEqual({ list: [], unreadCount: 0 });
  });
});
