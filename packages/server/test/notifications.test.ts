import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS, type NotificationsMarkReadResponse, type NotificationsUnreadResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { notify } from '../src/notifications/notify.js';

let server: TestServer;
let a: TestMember;
let b: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  a = await signedInMember(server);
  b = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

const unread = async (m: TestMember) => (await server.call<NotificationsUnreadResponse>('notificationsUnread', { token: m.accessToken })).body;
const markRead = (m: TestMember, body: unknown) => server.call<NotificationsMarkReadResponse>('notificationsMarkRead', { token: m.accessToken, body });

describe('notifications (spec 000 §7.6)', () => {
  it('lists what notify() created, newest first, to its member only', async () => {
    server.setNow(new Date('2026-06-01T09:00:00Z'));
    const first = await notify(server.db, a.id, { title: 'Kit results ready', body: 'Your results are in.', link: '/client/testing-center' });
    await new Promise((r) => setTimeout(r, 5));
    const second = await notify(server.db, a.id, { title: 'Appointment booked', body: 'See you Monday.' });
    const list = await unread(a);
    expect(list.unread_count).toBe(2);
    expect(list.notifications.map((n) => n.id)).toEqual([second, first]);
    expect(list.notifications[1]).toMatchObject({ title: 'Kit results ready', body: 'Your results are in.', link: '/client/testing-center', read_at: null });
    expect(list.notifications[0].link).toBeNull();
    expect(await unread(b)).toEqual({ notifications: [], unread_count: 0 });
  });

  it('marks some ids as read; ids of another member are skipped, not marked', async () => {
    const mine = await notify(server.db, b.id, { title: 'One', body: '' });
    const also = await notify(server.db, b.id, { title: 'Two', body: '' });
    const theirs = (await unread(a)).notifications[0].id;
    const res = await markRead(b, { ids: [mine, theirs] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marked: 1, unread_count: 1 });
    expect((await unread(b)).notifications.map((n) => n.id)).toEqual([also]);
    // a's notification is still unread.
    expect((await unread(a)).notifications.map((n) => n.id)).toContain(theirs);
    const row = await server.db.selectFrom('notifications').select('read_at').where('id', '=', mine).executeTakeFirstOrThrow();
    expect(row.read_at?.toISOString()).toBe('2026-06-01T09:00:00.000Z');
  });

  it('marks all as read', async () => {
    expect((await markRead(a, { all: true })).body).toEqual({ marked: 2, unread_count: 0 });
    expect((await markRead(a, { all: true })).body).toEqual({ marked: 0, unread_count: 0 });
    expect((await unread(a)).notifications).toEqual([]);
  });

  it('refuses a body that is neither ids nor all with a clear 400', async () => {
    const msg = NOTIFICATIONS.messages.markRead;
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['x'] }, { ids: [crypto.randomUUID()], all: true }, { everything: true }]) {
      const res = await markRead(a, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'VALIDATION_FAILED' });
    }
    expect((await markRead(a, {})).body).toMatchObject({ message: msg, fields: { ids: msg } });
    expect((await markRead(a, { ids: ['x'] })).body).toMatchObject({ message: 'Each notification id must be a UUID' });
  });

  it('caps the unread list but counts them all', async () => {
    const m = await signedInMember(server);
    for (let i = 0; i < NOTIFICATIONS.unreadListMax + 3; i += 1) await notify(server.db, m.id, { title: `N${i}`, body: 'x' });
    const list = await unread(m);
    expect(list.notifications).toHaveLength(NOTIFICATIONS.unreadListMax);
    expect(list.unread_count).toBe(NOTIFICATIONS.unreadListMax + 3);
  });

  it('notify() refuses an unsafe link and a missing title, and cuts long text', async () => {
    await expect(notify(server.db, a.id, { title: 'x', body: 'y', link: 'javascript:alert(1)' })).rejects.toThrow(/link/);
    await expect(notify(server.db, a.id, { title: 'x', body: 'y', link: '//evil.example' })).rejects.toThrow(/link/);
    await expect(notify(server.db, a.id, { title: '  ', body: 'y' })).rejects.toThrow(/title/);
    const id = await notify(server.db, a.id, { title: 'T'.repeat(500), body: 'ok', link: 'https://example.org/a' });
    const row = await server.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.title).toHaveLength(120);
    expect(row.link).toBe('https://example.org/a');
  });
});
