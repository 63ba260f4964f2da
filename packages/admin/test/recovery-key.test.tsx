import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecoveryKeyState } from '@healthdeck/contract';
import { apiError, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { classRecord, NOW, renderAdminAt } from './render-admin.js';

// An organisation's recovery key on its edit screen: none yet (create), or its fingerprint, how many
// members it covers and who holds it; revoking a holder; granting and rotating wait for the
// administrator's own password. The key work itself runs in the sdk and crypto (their tests).

const ORG = '00000000-0000-4000-8000-00000000000a';
const ADMIN = '00000000-0000-4000-8000-0000000000a1';
const STAFF = '00000000-0000-4000-8000-0000000000a2';
const organization = classRecord('organizations', ORG, { name: 'Riverside Wellness', code: 'riverside', logo_variants: [] });

function keyState(over: Partial<RecoveryKeyState> = {}): RecoveryKeyState {
  return {
    organization_id: ORG,
    active: { id: 'k1', fingerprint: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678', public_key: 'pub', locked_private_key: 'locked', created_at: NOW, wrapped_members: 3 },
    retiring: null,
    grants: [
      { user_id: ADMIN, email: 'admin@healthdeck.test', granted_at: NOW },
      { user_id: STAFF, email: 'staff@healthdeck.test', granted_at: NOW },
    ],
    my_grants: { active: 'grant', retiring: null },
    staff: [
      { user_id: ADMIN, email: 'admin@healthdeck.test', public_key: 'a' },
      { user_id: STAFF, email: 'staff@healthdeck.test', public_key: 's' },
    ],
    members_with_keys: 4,
    rewrap_remaining: 0,
    ...over,
  };
}

const server = (state: RecoveryKeyState, extra: FakeHandlers = {}): FakeHandlers => ({
  adminGet: () => json(organization),
  adminPartnerKeys: () => json({ keys: [] }),
  adminRecoveryKey: () => json(state),
  ...extra,
});
const panel = async () => within(await screen.findByRole('region', { name: 'Recovery key' }, { timeout: 5000 }));

describe('recovery key on the organisation screen', () => {
  it('without a key: says what members lose and offers to create one', async () => {
    await renderAdminAt(`/admin/classes/organizations/${ORG}`, server(keyState({ active: null, grants: [], my_grants: { active: null, retiring: null } })));
    const p = await panel();
    expect(await p.findByText(/no recovery key yet/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(p.getByRole('button', { name: 'Create recovery key' })).toBeTruthy();
  });

  it('shows the fingerprint, the members it covers and its holders; grant and rotate wait for the password', async () => {
    await renderAdminAt(`/admin/classes/organizations/${ORG}`, server(keyState()));
    const p = await panel();
    expect(await p.findByText('A1B2 C3D4 E5F6 0718 293A 4B5C 6D7E 8F90 1234 5678', undefined, { timeout: 5000 })).toBeTruthy();
    expect(p.getByText('3 of 4 members with keys can be recovered with it.')).toBeTruthy();
    const rows = within(p.getByRole('table', { name: 'Staff holding the key' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['admin@healthdeck.test', 'staff@healthdeck.test']);
    expect(p.getByText(/No other staff member has a key pair yet/)).toBeTruthy();
    expect((p.getByRole('button', { name: 'Rotate recovery key' }) as HTMLButtonElement).disabled).toBe(true);
    expect(p.getByLabelText('Your password')).toBeTruthy();
  });

  it('an unfinished rotation is said, with how many keys are left, and offers to resume', async () => {
    const retiring = { id: 'k0', fingerprint: 'ff'.repeat(20), public_key: 'p0', locked_private_key: 'l0', created_at: NOW, wrapped_members: 4 };
    await renderAdminAt(`/admin/classes/organizations/${ORG}`, server(keyState({ retiring, rewrap_remaining: 2 })));
    const p = await panel();
    expect(await p.findByText('A rotation is not finished: 2 member keys are still wrapped to the old key only.')).toBeTruthy();
    expect(p.getByRole('button', { name: 'Resume rotation' })).toBeTruthy();
  });

  it("revokes a holder's access, and says the server's refusal for the last holder", async () => {
    const after = keyState({ grants: keyState().grants.slice(0, 1) });
    const api = await renderAdminAt(
      `/admin/classes/organizations/${ORG}`,
      server(keyState(), {
        adminRecoveryKeyRevoke: (call) =>
          call.params.userId === STAFF ? json(after) : apiError(409, 'This is the last staff member holding the recovery key: grant it to someone else first', 'CONFLICT'),
      }),
    );
    const p = await panel();
    fireEvent.click(await p.findByRole('button', { name: "Revoke staff@healthdeck.test's access" }, { timeout: 5000 }));
    expect(await p.findByText('staff@healthdeck.test no longer holds the recovery key.')).toBeTruthy();
    expect(api.called('adminRecoveryKeyRevoke')).toHaveLength(1);
    await waitFor(() => expect(within(p.getByRole('table', { name: 'Staff holding the key' })).getAllByRole('row')).toHaveLength(2));
    fireEvent.click(p.getByRole('button', { name: "Revoke admin@healthdeck.test's access" }));
    expect(await p.findByRole('alert')).toBeTruthy();
    expect(p.getByRole('alert').textContent).toContain('last staff member holding the recovery key');
  });
});
