// spec 000 §1, §6, §7.2: staff act as a member ('Login as user'); every client page then reads
// 'Logged in as: {name}', with a way back to the staff session; the member's agreements are not
// staff's to accept, so no onboarding is forced meanwhile.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture, json, secondFactorFixture } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { enrollment, shellHandlers, uuid } from './member-shell-fixture.js';
import { signInWithTokens, startImpersonation } from '@healthdeck/sdk';

const MEMBER = uuid(1);

async function acting(name: string | null = 'Ana Núñez') {
  const setup = testClient({
    ...shellHandlers(),
    account: (call) =>
      json(
        call.authorization === 'Bearer member-access'
          ? accountFixture({ id: MEMBER, email: 'ana@example.com', name, verified: true })
          : accountFixture({ id: 'staff-1', email: 'staff@example.com', roles: ['admin'] }),
      ),
    // A member who has not finished onboarding: staff acting as them are not sent there.
    enrollmentInfo: () => json(enrollment(false)),
    adminLoginAsUser: () =>
      json({
        data: {
          accessToken: 'member-access',
          refreshToken: 'member-refresh',
          refreshExpires: Math.floor(Date.now() / 1000) + 3600,
          impersonation: { decrypt_method: 'pgp', secret: 'ABCDEF', encrypted_emergency_key: null },
          user: { id: MEMBER, email: 'ana@example.com', name },
        },
        error_code: null,
      }),
    adminUsers: () => json({ users: [], total_count: 0 }),
    secondFactorStatus: () => json(secondFactorFixture()),
  });
  await signInWithTokens(setup.client, { accessToken: 'staff-access', refreshToken: 'staff-refresh', refreshExpires: Math.floor(Date.now() / 1000) + 86400 });
  await startImpersonation(setup.client, MEMBER);
  return setup;
}

describe('impersonation banner', () => {
  it("reads 'Logged in as: {name}' on every client page, and no onboarding is forced", async () => {
    const { client, api } = await acting();
    const view = renderApp('/client/home', client);
    const slow = { timeout: 5000 }; // the whole portal project runs at once on a busy machine
    expect(await screen.findByText('Logged in as: Ana Núñez', {}, slow)).toBeTruthy();
    await view.router.navigate('/client/profile');
    expect(await screen.findByRole('heading', { name: 'Your profile' }, slow)).toBeTruthy();
    expect(screen.getByText('Logged in as: Ana Núñez')).toBeTruthy();
    await view.router.navigate('/client/onboarding');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/client/home'), slow);
    expect(api.called('enrollmentInfo')).toHaveLength(0);
  });

  it('Back to my account restores the staff session and opens the admin users list', async () => {
    const { client } = await acting();
    const user = userEvent.setup();
    const view = renderApp('/client/home', client);
    await user.click(await screen.findByRole('button', { name: 'Back to my account' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin'));
    expect(client.$session.get()?.access.token).toBe('staff-access');
    expect(client.$session.get()?.impersonation).toBeUndefined();
    expect(screen.queryByText('Logged in as: Ana Núñez')).toBeNull();
    // The admin's route table and Users screen load on this first visit to /admin.
    expect(await screen.findByRole('heading', { name: 'Users' }, { timeout: 5000 })).toBeTruthy();
  });

  it('names a member who has no name by their whole email, never a piece of it', async () => {
    const { client } = await acting(null);
    renderApp('/client/home', client);
    expect(await screen.findByText('Logged in as: ana@example.com', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows nothing for a member acting as themselves', async () => {
    const setup = testClient(shellHandlers());
    await signInWithTokens(setup.client, { accessToken: 'a', refreshToken: 'r', refreshExpires: Math.floor(Date.now() / 1000) + 3600 });
    renderApp('/client/profile', setup.client);
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(screen.queryByText(/Logged in as:/)).toBeNull();
  });
});
