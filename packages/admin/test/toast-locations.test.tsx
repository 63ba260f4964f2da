import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@healthdeck/sdk';
import { accountFixture, type FakeHandlers } from '@healthdeck/sdk/testing';
import { classRecord, renderAdminAt } from './render-admin.js';

// spec 000 §2 (a toast shows on an admin or client path only if a toast_message_locations entry with
// display_status matches it; * matches one segment), §3.1 (fields path, display_status) and §4
// (toast location updates are debounced 300 ms; a newer update rejects the pending one).

afterEach(() => setLanguage('en'));

function world() {
  const entries = [
    classRecord('toast_message_locations', 't1', { path: '/client/home', display_status: true }),
    classRecord('toast_message_locations', 't2', { path: '/admin/*', display_status: false }),
  ];
  const sets: Record<string, unknown>[] = [];
  const handlers: FakeHandlers = {
    adminSearch: () => ({ status: 200, body: { items: structuredClone(entries), total_count: entries.length, page: 1, take: 100 } }),
    adminSet: ({ body }) => {
      const { id, data } = body as { id: string; data: Record<string, unknown> };
      sets.push({ id, ...data });
      const entry = entries.find((e) => e.id === id)!;
      Object.assign(entry.data, data);
      return { status: 200, body: entry };
    },
    adminAdd: ({ body }) => {
      const { data } = body as { data: { path: string; display_status: boolean } };
      const entry = classRecord('toast_message_locations', `t${entries.length + 1}`, data);
      entries.push(entry);
      return { status: 200, body: entry };
    },
    adminDelete: ({ body }) => {
      const { id } = body as { id: string };
      entries.splice(
        entries.findIndex((e) => e.id === id),
        1,
      );
      return { status: 204 };
    },
    toastLocations: () => ({ status: 200, body: { locations: entries.map((e) => e.data) } }),
  };
  return { entries, sets, handlers };
}

describe('/admin/classes/toast_message_locations', () => {
  it('saves an entry once, 300 ms after its last change, with both the path and the switch as last set', async () => {
    const { sets, handlers } = world();
    await renderAdminAt('/admin/classes/toast_message_locations', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Toast message locations' })).toBeTruthy();
    const path = await screen.findByRole('textbox', { name: 'Path of entry 2' });
    expect((path as HTMLInputElement).value).toBe('/admin/*');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Show toasts on /admin/*' }));
    await user.clear(path);
    await user.type(path, '/admin/users');
    await waitFor(() => expect(sets).toHaveLength(1), { timeout: 2000 });
    expect(sets[0]).toEqual({ id: 't2', path: '/admin/users', display_status: true });
    const row = path.closest('li')!;
    expect(await within(row).findByText('Saved')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sets).toHaveLength(1);
  });

  it('does not send a path the schema refuses, and says why under the field', async () => {
    const { sets, handlers } = world();
    await renderAdminAt('/admin/classes/toast_message_locations', handlers);
    const path = await screen.findByRole('textbox', { name: 'Path of entry 1' });
    const user = userEvent.setup();
    await user.clear(path);
    await user.type(path, 'home');
    expect(path.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(path.getAttribute('aria-describedby')!)?.textContent).toBe('Use an /admin or /client path; * matches one segment');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sets).toEqual([]);
  });

  it('adds and deletes entries', async () => {
    const { entries, handlers } = world();
    await renderAdminAt('/admin/classes/toast_message_locations', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'New path' }), '/client/profile');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Added /client/profile.')).toBeTruthy();
    expect(entries.map((e) => e.data)).toContainEqual({ path: '/client/profile', display_status: true });
    expect(await screen.findByRole('textbox', { name: 'Path of entry 3' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete /client/home' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted /client/home.')).toBeTruthy();
    expect(entries.map((e) => e.data.path)).toEqual(['/admin/*', '/client/profile']);
  });

  it("speaks the admin's language", async () => {
    const { handlers } = world();
    const profile = { sleep_goal: null, water_intake: null, language: 'es' as const };
    await renderAdminAt('/admin/classes/toast_message_locations', {
      ...handlers,
      account: () => ({ status: 200, body: { ...accountFixture({ roles: ['admin'], verified: true }), profile } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ubicaciones de avisos emergentes' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Mostrar avisos en /client/home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir entrada' })).toBeTruthy();
  });
});
