import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountResponse, PreferencesSaveRequest } from '@healthdeck/contract/light';
import { setLanguage } from '@healthdeck/sdk';
import { accountFixture, json, type FakeCall } from '@healthdeck/sdk/testing';
import { classRecord, renderAdminAt } from './render-admin.js';
import { usersHandler } from './users-fixture.js';

// The class names (sidebar, list and form headings), the generated form hints and the
// staff member page's dates follow the admin's language, like the rest of the admin app.

afterEach(() => setLanguage('en'));

function admin(saved: AccountResponse['profile']['language']) {
  let profile: AccountResponse['profile'] = { sleep_goal: null, water_intake: null, language: saved };
  return {
    account: () => ({ status: 200, body: { ...accountFixture({ id: 'admin-1', email: 'admin@example.com', roles: ['admin'], verified: true }), profile } }),
    adminUsers: usersHandler,
    adminSearch: (call: FakeCall) => json({ items: [], total_count: 0, page: Number(call.query.get('page') ?? '1'), take: 10 }),
    preferencesSave: (call: { body: unknown }) => {
      const body = call.body as PreferencesSaveRequest;
      profile = { ...profile, ...(body.language ? { language: body.language } : {}) };
      return { status: 200, body: { preferences: profile } };
    },
  };
}

const sidebar = () => screen.getByRole('navigation', { name: /^(Admin|Administración|Administration|Verwaltung)$/ });

describe('class names in the admin’s language', () => {
  it('shows a class list, its sidebar link and group, and its New button in Spanish', async () => {
    await renderAdminAt('/admin/classes/biomarkerrange', admin('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rangos de biomarcadores' })).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: 'Rangos de biomarcadores' })).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: 'Programas' })).toBeTruthy();
    expect(within(sidebar()).getByText('Kits y biomarcadores')).toBeTruthy();
    // The list's own strings are a catalogue of their own, which may arrive after the class names.
    expect(await screen.findByRole('link', { name: 'Nuevo: rango de biomarcador' })).toBeTruthy();
    expect(screen.queryByText('Biomarker ranges')).toBeNull();
  });

  it('switches the sidebar’s class names when another language is chosen', async () => {
    const { called } = await renderAdminAt('/admin/classes/programs', admin('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Programs' })).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: 'Health tips' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    await waitFor(() => expect(called('preferencesSave')).toHaveLength(1));
    // After the 1000 ms switch delay (spec 001 §9).
    expect(await screen.findByRole('link', { name: 'Gesundheitstipps' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Programme' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neu: Programm' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Health tips' })).toBeNull();
  });
});

describe('generated form hints in the admin’s language', () => {
  it('shows the UUID hint of a new record’s form in Spanish', async () => {
    await renderAdminAt('/admin/classes/biomarkerrange/new', admin('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo: rango de biomarcador' })).toBeTruthy();
    expect((await screen.findAllByText('El id del registro (un UUID)')).length).toBeGreaterThan(0);
    expect(screen.queryByText('The record id (a UUID)')).toBeNull();
    expect(screen.getByRole('link', { name: '← Rangos de biomarcadores' })).toBeTruthy();
  });

  it('shows the date-time hint in French', async () => {
    await renderAdminAt('/admin/classes/legal_consents/new', admin('fr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau : consentement juridique' })).toBeTruthy();
    expect((await screen.findAllByText('Date et heure, ISO 8601 (2026-01-31T09:00:00Z)')).length).toBeGreaterThan(0);
  });
});

describe('field labels in the admin’s language', () => {
  it('labels a new program’s fields in Spanish', async () => {
    await renderAdminAt('/admin/classes/programs/new', admin('es'));
    expect(await screen.findByLabelText('Nombre')).toBeTruthy();
    expect(await screen.findByLabelText('Progreso visible')).toBeTruthy();
    expect(screen.getByLabelText('Código')).toBeTruthy();
    expect(screen.queryByLabelText('Visible progress')).toBeNull();
  });

  it('heads a class table’s columns and names its filters in German', async () => {
    await renderAdminAt('/admin/classes/biomarkerrange', admin('de'));
    expect(await screen.findByRole('columnheader', { name: 'Geschlecht' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Mindestalter' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Age min' })).toBeNull();
  });
});

describe("the staff member page's dates in the admin’s language", () => {
  it('says when an activation link expires in Spanish', async () => {
    const id = '66666666-6666-4666-8666-000000000002';
    await renderAdminAt(`/admin/users/${id}`, {
      ...admin('es'),
      adminGet: () => json(classRecord('user', id, { email: 'member@example.test' })),
      adminLinks: () => json({ items: [] }),
      adminRoles: () => json({ roles: [] }),
      adminUserDailyLogs: () => json({ from: '2026-02-23', to: '2026-03-01', logs: [] }),
      adminUserActivationUrl: () => json({ url: 'http://localhost/password/set?key=abc', expires_at: '2026-01-08T10:00:00.000Z' }),
    });
    const get = await screen.findByRole('button', { name: /enlace de activación/i }, { timeout: 5000 });
    fireEvent.click(get);
    // 10:00 UTC is 8 January in every zone from UTC−10 to UTC+13: the day and month read in Spanish.
    expect(await screen.findByText(/^Válido hasta 8 ene 2026, \d{1,2}:\d{2}\.$/)).toBeTruthy();
  });
});
