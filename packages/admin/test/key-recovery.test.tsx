import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KeyRecoveryRequest } from '@healthdeck/contract';
import { json } from '@healthdeck/sdk/testing';
import { NOW, renderAdminAt } from './render-admin.js';

// /admin/key-recovery: the pending requests the staff member can decide, approving only once their
// own key is unlocked with their password (the key work runs in the sdk and crypto, and end to end in
// the key-recovery journey), refusing with a reason that is required and sent as written.

const request: KeyRecoveryRequest = {
  id: '00000000-0000-4000-8000-0000000000b1',
  user_id: '00000000-0000-4000-8000-0000000000c1',
  email: 'reset.member@example.test',
  name: 'Reset Member',
  requested_at: NOW,
  public_key: '-----BEGIN PGP PUBLIC KEY BLOCK-----',
};

describe('key recovery requests', () => {
  it('none waiting: says so', async () => {
    await renderAdminAt('/admin/key-recovery', { adminKeyRecoveryRequests: () => json({ requests: [] }) });
    expect(await screen.findByText('No recovery request waits for you.', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('lists who asked; approving waits for the password; refusing sends the reason and the request leaves the list', async () => {
    const rendered = await renderAdminAt('/admin/key-recovery', {
      adminKeyRecoveryRequests: () => json({ requests: [request] }),
      adminKeyRecoveryRefuse: () => json({ requests: [] }),
    });
    const row = await screen.findByRole('row', { name: /Reset Member.*reset\.member@example\.test/ }, { timeout: 5000 });
    expect((within(row).getByRole('button', { name: 'Approve the recovery for Reset Member' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Unlock your key above to approve.')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Refuse the recovery for Reset Member' }));
    const form = screen.getByRole('form', { name: 'Refuse the recovery for Reset Member' });
    const send = within(form).getByRole('button', { name: 'Send the refusal' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText(/^Reason \(the member reads it\)/), { target: { value: 'Call us to confirm it is you.' } });
    fireEvent.click(send);
    expect(await screen.findByText('Refused: Reset Member was told why.')).toBeTruthy();
    expect(rendered.called('adminKeyRecoveryRefuse').map((c) => c.body)).toEqual([{ reason: 'Call us to confirm it is you.' }]);
    await waitFor(() => expect(screen.getByText('No recovery request waits for you.')).toBeTruthy());
  }, 20_000);
});
