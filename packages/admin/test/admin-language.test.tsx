import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AccountResponse, ERROR_MESSAGES, type PreferencesSaveRequest } from '@healthdeck/contract/light';
import { $language, setLanguage } from '@healthdeck/sdk';
import { accountFixture, json } from '@healthdeck/sdk/testing';
import { classRecord, renderAdminAt } from './render-admin.js';
import { usersHandler } from './users-fixture.js';

// The admin app speaks the signed-in admin's saved language (the preference the portal's
// language picker saves), from the catalogues; the sidebar's select saves another one.

afterEach(() => setLanguage('en'));

function admin(saved: AccountResponse['profile']['language']) {
  let profile: AccountResponse['profile'] = { sleep_goal: null, water_intake: null, language: saved };
  return {
    account: () => ({ status: 200, body: { ...accountFixture({ id: 'admin-1', email: 'admin@example.com', roles: ['admin'], verified: true }), profile } }),
    adminUsers: usersHandler,
    preferencesSave: (call: { body: unknown }) => {
      const body = call.body as PreferencesSaveRequest;
      profile = { ...profile, ...(body.language ? { language: body.language } : {}) };
      return { status: 200, body: { preferences: profile } };
    },
  };
}

describe('the admin app in the admin’s language', () => {
  it('shows the users screen, its table, paging and the sidebar in Spanish', async () => {
    await renderAdminAt('/admin', admin('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    expect(await screen.findByText('user01@example.com')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Correo electrónico' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Organizaciones' })).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Entrar como el usuario / }).length).toBeGreaterThan(0);
    const paging = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(paging).getByRole('button', { name: 'Primera página' })).toBeTruthy();
    expect(within(paging).getByRole('button', { name: 'Siguiente' })).toBeTruthy();
    expect(within(paging).getByText('Página 1 de 3')).toBeTruthy();
    expect(within(paging).getByText('25 usuarios')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar usuarios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Administración' });
    expect(within(nav).getByRole('link', { name: 'Permisos' })).toBeTruthy();
    expect(within(nav).getByText('Programas y contenido')).toBeTruthy();
    // Nothing English is left on the screen's own words.
    expect(screen.queryByText('First Page')).toBeNull();
    expect(screen.queryByText('Users')).toBeNull();
  });

  it('shows a failed load with the shared “Try again” in Spanish', async () => {
    await renderAdminAt('/admin/roles', { ...admin('es'), adminRoles: () => ({ status: 403, body: { message: ERROR_MESSAGES.Unauthorized } }) });
    const alert = await screen.findByRole('alert');
    // spec 000 §8: the contract's message, as the server sends it (not translated).
    expect(within(alert).getByText(ERROR_MESSAGES.Unauthorized)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeTruthy();
  });

  it('saves another language from the sidebar and switches the admin app to it', async () => {
    const { called } = await renderAdminAt('/admin', admin('es'));
    const select = (await screen.findByRole('combobox', { name: 'Idioma' })) as HTMLSelectElement;
    expect(select.value).toBe('es');
    fireEvent.change(select, { target: { value: 'fr' } });
    await waitFor(() => expect(called('preferencesSave')).toHaveLength(1));
    expect(called('preferencesSave')[0]?.body).toEqual({ language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBeTruthy();
    expect($language.get()).toBe('fr');
  });

  it("shows a member's page for staff and the users list's link to it in Spanish", async () => {
    const id = '66666666-6666-4666-8666-000000000002';
    await renderAdminAt(`/admin/users/${id}`, {
      ...admin('es'),
      adminGet: () => json(classRecord('user', id, { email: 'member@example.test' })),
      adminLinks: () => json({ items: [] }),
      adminRoles: () => json({ roles: [] }),
      adminUserDailyLogs: () => json({ from: '2026-02-23', to: '2026-03-01', logs: [] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Miembro: member@example.test' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Registros diarios' })).toBeTruthy();
    expect(await screen.findByText('No se registró nada del 2026-02-23 al 2026-03-01.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Días' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Obtener enlace de activación' })).toBeTruthy();
    // The risk scores are sealed: their button shows once the recovery key is open.
    expect(screen.queryByRole('button', { name: 'Leer puntuaciones de riesgo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir con la clave de recuperación' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.queryByText('Daily logs')).toBeNull();
  });

  it('shows the orders import in Spanish', async () => {
    await renderAdminAt('/admin/orders', {
      ...admin('es'),
      adminOrders: () => json({ orders: [], total_count: 0 }),
      batchUploadOrders: () => json({ upload: { id: '99999999-9999-4999-8999-000000000002', kind: 'orders', file_name: 'pedidos.csv', rows_imported: 1 } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Subir pedidos (CSV o JSON)', { selector: 'input' }), { target: { files: [new File(['x\n'], 'pedidos.csv')] } });
    expect(await screen.findByText('1 fila importada de pedidos.csv.')).toBeTruthy();
  });
});
