import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PartnerKey } from '@healthdeck/contract';
import { apiError, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { classRecord, NOW, renderAdminAt } from './render-admin.js';

// An organisation's partner API keys on its edit screen — list (prefix, label, created,
// last used, revoked), create with the key shown once and copied, revoke after a confirmation.

const ORG = '00000000-0000-4000-8000-00000000000a';
const SECRET = `hdpk_Zx81abcd${'q'.repeat(35)}`;
const organization = classRecord('organizations', ORG, { name: 'Riverside Wellness', code: 'riverside', logo_variants: [], allowed_origins: ['https://riverside.example'] });

function partnerKey(over: Partial<PartnerKey>): PartnerKey {
  return { id: '00000000-0000-4000-8000-000000000101', organization_id: ORG, label: 'Staging', prefix: 'hdpk_Stg9xxxx', created_at: NOW, last_used_at: null, revoked_at: null, ...over };
}

function keyServer(initial: PartnerKey[], extra: FakeHandlers = {}) {
  const keys = [...initial];
  const handlers: FakeHandlers = {
    adminGet: () => json(organization),
    adminPartnerKeys: () => json({ keys }),
    adminPartnerKeyCreate: (call) => {
      const key = partnerKey({ id: '00000000-0000-4000-8000-000000000102', label: (call.body as { label: string }).label, prefix: SECRET.slice(0, 13) });
      keys.unshift(key);
      return json({ key, secret: SECRET }, 201);
    },
    adminPartnerKeyRevoke: (call) => {
      const key = keys.find((k) => k.id === call.params.keyId)!;
      key.revoked_at = '2026-03-02T09:00:00.000Z';
      return json({ key });
    },
    ...extra,
  };
  return handlers;
}

const panel = async () => {
  const section = await screen.findByRole('region', { name: 'Partner API keys' });
  return within(section);
};

describe('partner API keys on the organisation screen', () => {
  it('lists the keys by prefix, label, created, last used and status; never the key', async () => {
    await renderAdminAt(
      `/admin/classes/organizations/${ORG}`,
      keyServer([
        partnerKey({ id: '00000000-0000-4000-8000-000000000103', label: 'Production', prefix: 'hdpk_Prod1234', last_used_at: '2026-03-01T12:00:00.000Z' }),
        partnerKey({ revoked_at: '2026-02-28T09:00:00.000Z' }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit organization: Riverside Wellness' })).toBeTruthy();
    const p = await panel();
    const table = await p.findByRole('table', { name: 'Partner API keys' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Production', 'hdpk_Prod1234…', '03/01/2026', '03/01/2026', 'Active', 'Revoke'],
      ['Staging', 'hdpk_Stg9xxxx…', '03/01/2026', 'Never', 'Revoked 02/28/2026', ''],
    ]);
  });

  it('creates a key and shows it once, copyable; closing the box forgets it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = await renderAdminAt(`/admin/classes/organizations/${ORG}`, keyServer([]));
    const p = await panel();
    expect(await p.findByText('No partner API keys yet.')).toBeTruthy();

    fireEvent.click(p.getByRole('button', { name: 'Create key' }));
    expect(await p.findByText('A label is required')).toBeTruthy();
    expect(api.called('adminPartnerKeyCreate')).toHaveLength(0);

    fireEvent.change(p.getByLabelText('Key label'), { target: { value: 'Riverside production server' } });
    fireEvent.click(p.getByRole('button', { name: 'Create key' }));
    const box = await p.findByRole('region', { name: 'New key “Riverside production server”' });
    expect(api.called('adminPartnerKeyCreate')[0]?.body).toEqual({ label: 'Riverside production server' });
    expect((within(box).getByLabelText('Partner API key') as HTMLInputElement).value).toBe(SECRET);
    expect(within(box).getByText('Copy this key now: it is shown only once.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box));

    fireEvent.click(within(box).getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(box).findByText('Copied to the clipboard.')).toBeTruthy();
    // The list re-reads and shows the new key by its first characters only.
    const table = await p.findByRole('table', { name: 'Partner API keys' });
    expect(within(table).getByText('hdpk_Zx81abcd…')).toBeTruthy();
    expect(within(table).queryByText(SECRET)).toBeNull();

    fireEvent.click(within(box).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(p.queryByRole('region', { name: /New key/ })).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('says so when the browser refuses the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    await renderAdminAt(`/admin/classes/organizations/${ORG}`, keyServer([]));
    const p = await panel();
    fireEvent.change(await p.findByLabelText('Key label'), { target: { value: 'Prod' } });
    fireEvent.click(p.getByRole('button', { name: 'Create key' }));
    fireEvent.click(await p.findByRole('button', { name: 'Copy key' }));
    expect(await p.findByText('The browser did not allow copying: select the key and copy it yourself.')).toBeTruthy();
  });

  it('revokes after a confirmation; the row then reads Revoked', async () => {
    const api = await renderAdminAt(`/admin/classes/organizations/${ORG}`, keyServer([partnerKey({})]));
    const p = await panel();
    fireEvent.click(await p.findByRole('button', { name: 'Revoke Staging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke partner API key' });
    expect(within(dialog).getByText(/Revoke “Staging” \(hdpk_Stg9xxxx…\)\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.called('adminPartnerKeyRevoke')[0]?.path).toBe(`/api/admin/organizations/${ORG}/partner-keys/00000000-0000-4000-8000-000000000101/revoke`);
    expect(await p.findByText('Revoked 03/02/2026')).toBeTruthy();
    expect(p.queryByRole('button', { name: 'Revoke Staging' })).toBeNull();
  });

  it('shows a failed list with Try again, and a refused create under the field', async () => {
    const api = await renderAdminAt(
      `/admin/classes/organizations/${ORG}`,
      keyServer([], { adminPartnerKeyCreate: () => apiError(400, 'The label must be at most 100 characters', 'VALIDATION_FAILED', { label: 'The label must be at most 100 characters' }) }),
    );
    api.failNext('adminPartnerKeys');
    const p = await panel();
    expect(await p.findByText('Failed to load partner API keys')).toBeTruthy();
    fireEvent.click(p.getByRole('button', { name: 'Try again' }));
    expect(await p.findByText('No partner API keys yet.')).toBeTruthy();

    fireEvent.change(p.getByLabelText('Key label'), { target: { value: 'x' } });
    fireEvent.click(p.getByRole('button', { name: 'Create key' }));
    expect(await p.findByText('The label must be at most 100 characters')).toBeTruthy();
    expect(p.queryByRole('region', { name: /New key/ })).toBeNull();
  });

  it('a new organisation has no keys panel until it is saved', async () => {
    await renderAdminAt('/admin/classes/organizations/new', keyServer([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'New organization' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Partner API keys' })).toBeNull();
  });
});
