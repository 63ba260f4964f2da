import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture } from '@healthdeck/sdk/testing';
import { setLanguage } from '@healthdeck/sdk';
import { renderAdminAt } from './render-admin.js';
import { usersHandler } from './users-fixture.js';

// Layouts that hold at 375 px: on a phone the admin sidebar folds its links, the
// language select and the account behind a Menu button, as the member portal's does (the shared
// useMobileMenu). Whether the button shows is the host's CSS (below 768 px); the behaviour is here.

afterEach(() => setLanguage('en'));

const nav = () => screen.getByRole('navigation', { name: 'Admin' });

describe('the admin sidebar on a phone', () => {
  it('folds the links, the language and the account behind a Menu button that opens and closes them', async () => {
    const api = await renderAdminAt('/admin', { adminUsers: usersHandler });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-controls')).toBe('hd-admin-menu');
    expect(menu?.contains(nav())).toBe(true);
    expect(menu?.contains(screen.getByRole('combobox', { name: 'Language' }))).toBe(true);
    expect(menu?.contains(screen.getByRole('button', { name: 'Sign out' }))).toBe(true);
    expect(menu?.contains(button)).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.closest('aside')?.getAttribute('data-menu-open')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.closest('aside')?.getAttribute('data-menu-open')).toBe('true');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(api.router.state.location.pathname).toBe('/admin');
  });

  it('closes on Escape from a link inside and gives the button the focus back', async () => {
    await renderAdminAt('/admin', { adminUsers: usersHandler });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    within(nav()).getByRole('link', { name: 'Roles' }).focus();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    // Escape with the menu closed leaves the focus where it is.
    within(nav()).getByRole('link', { name: 'Roles' }).focus();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(within(nav()).getByRole('link', { name: 'Roles' }));
  });

  it('closes when a link of the menu navigates', async () => {
    const { router } = await renderAdminAt('/admin', { adminUsers: usersHandler, adminRoles: () => ({ status: 200, body: { roles: [] } }) });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(within(nav()).getByRole('link', { name: 'Roles' }));
    await screen.findByRole('heading', { level: 1, name: 'Roles' });
    expect(router.state.location.pathname).toBe('/admin/roles');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(button.closest('aside')?.getAttribute('data-menu-open')).toBe('false');
  });

  it('names the button in the admin’s language', async () => {
    await renderAdminAt('/admin', {
      adminUsers: usersHandler,
      account: () => ({ status: 200, body: { ...accountFixture({ roles: ['admin'], verified: true }), profile: { sleep_goal: null, water_intake: null, language: 'de' } } }),
    });
    expect(await screen.findByRole('button', { name: 'Menü' })).toBeTruthy();
  });
});
