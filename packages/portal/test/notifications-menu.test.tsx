// spec 000 §7.6 Notifications (GET unread, POST mark-as-read); spec 001 §3 notifications state
// (list, unreadCount): the unread count in the header, the list, mark one or all as read.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationsMarkReadRequest } from '@healthdeck/contract';
import { json, tokensFixture } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { notification, shellHandlers } from './member-shell-fixture.js';
import { signInWithTokens } from '@healthdeck/sdk';

async function member() {
  let unread = [notification(1, 'Your results are ready'), notification(2, 'New reward'), notification(3, 'Weekly tip')];
  const setup = testClient({
    ...shellHandlers(),
    notificationsUnread: () => json({ notifications: unread, unread_count: unread.length }),
    notificationsMarkRead: (call) => {
      const body = call.body as NotificationsMarkReadRequest;
      const before = unread.length;
      unread = body.all ? [] : unread.filter((n) => !body.ids?.includes(n.id));
      return json({ marked: before - unread.length, unread_count: unread.length });
    },
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

describe('notifications in the header', () => {
  it('shows the unread count, lists them, and marks one and then all as read', async () => {
    const { client, api } = await member();
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    const button = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(screen.getByTestId('unread-count').textContent).toBe('3');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByText('Your results are ready body')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Mark as read: New reward' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(api.called('notificationsMarkRead')[0]?.body).toEqual({ ids: [notification(2, 'New reward').id] });
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(dialog).findByText('You have no unread notifications.')).toBeTruthy();
    expect(api.called('notificationsMarkRead')[1]?.body).toEqual({ all: true });
    expect(screen.queryByTestId('unread-count')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('keeps the notification and says so when marking fails', async () => {
    const { client, api } = await member();
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    api.failNext('notificationsMarkRead');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as read: Weekly tip' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not mark as read. Try again.');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });
});
