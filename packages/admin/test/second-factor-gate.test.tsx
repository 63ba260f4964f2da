import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, secondFactorFixture } from '@healthdeck/sdk/testing';
import { renderAdminAt } from './render-admin.js';
import { usersHandler } from './users-fixture.js';

// Staff tools need a session signed in with a second factor (the server answers 403 otherwise): the
// gate sends an admin without an authenticator app to set one up, and back.
describe('the admin gate’s second factor', () => {
  it('sends an admin without an authenticator app to the profile’s sign-in security, remembering where they were going', async () => {
    const { router, called } = await renderAdminAt('/admin/roles', {
      secondFactorStatus: () => json(secondFactorFixture({ totpEnrolled: false, recoveryCodesLeft: 0, sessionHasSecondFactor: false })),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/profile'));
    expect(router.state.location.hash).toBe('#sign-in-security');
    expect(router.state.location.state).toEqual({ returnTo: '/admin/roles' });
    expect(called('adminRoles')).toHaveLength(0);
  });

  it('asks an enrolled admin whose session has no second factor to sign in again with one', async () => {
    const { called } = await renderAdminAt('/admin', {
      secondFactorStatus: () => json(secondFactorFixture({ sessionHasSecondFactor: false })),
      adminUsers: usersHandler,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Staff tools need a sign-in with a second factor.');
    expect(screen.getByText(/sign in again with the code from your authenticator app or with a passkey/)).toBeTruthy();
    expect(called('adminUsers')).toHaveLength(0);
  });

  it('opens the staff tools to a session with a second factor', async () => {
    await renderAdminAt('/admin', { adminUsers: usersHandler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
  });
});
