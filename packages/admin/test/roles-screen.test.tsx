import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { createHealthDeck, memoryStorage, signInWithTokens } from '@healthdeck/sdk';
import { HealthDeckProvider } from '@healthdeck/widgets';
import { adminRouter } from './render-admin.js';
import { accountFixture, createFakeServer, secondFactorFixture, type FakeHandlers } from '@healthdeck/sdk/testing';

// spec 000 §6, §7.2: roles and permissions (list, create, rename, delete) and the roles-permission
// link pair of §3.3 (assign and remove a permission).

const PERMISSIONS = [
  { id: 1, name: 'users.read', builtin: true },
  { id: 2, name: 'classes.write', builtin: true },
  { id: 3, name: 'reports.read', builtin: false },
];

function world() {
  const roles = [
    { id: 1, name: 'admin', permissions: ['classes.write', 'users.read'], builtin: true },
    { id: 2, name: 'support', permissions: ['users.read'], builtin: false },
  ];
  const handlers: FakeHandlers = {
    account: () => ({ status: 200, body: accountFixture({ roles: ['admin'], verified: true }) }),
    adminRoles: () => ({ status: 200, body: { roles: structuredClone(roles) } }),
    adminRole: ({ params }) => ({ status: 200, body: { role: structuredClone(roles.find((r) => r.id === Number(params.id))) } }),
    adminPermissions: () => ({ status: 200, body: { permissions: PERMISSIONS } }),
    linkRolePermission: ({ body }) => {
      const { role_id, permission_id } = body as { role_id: number; permission_id: number };
      const role = roles.find((r) => r.id === role_id)!;
      role.permissions = [...new Set([...role.permissions, PERMISSIONS.find((p) => p.id === permission_id)!.name])].sort();
      return { status: 204 };
    },
    unlinkRolePermission: ({ body }) => {
      const { role_id, permission_id } = body as { role_id: number; permission_id: number };
      const role = roles.find((r) => r.id === role_id)!;
      role.permissions = role.permissions.filter((n) => n !== PERMISSIONS.find((p) => p.id === permission_id)!.name);
      return { status: 204 };
    },
    adminRoleDelete: ({ params }) => {
      roles.splice(
        roles.findIndex((r) => r.id === Number(params.id)),
        1,
      );
      return { status: 204 };
    },
  };
  return { roles, handlers };
}

async function renderAt(path: string, handlers: FakeHandlers) {
  const api = createFakeServer({ secondFactorStatus: () => ({ status: 200, body: secondFactorFixture() }), ...handlers });
  const client = createHealthDeck({ fetch: api.fetch, storage: memoryStorage(), onUnauthorized: () => undefined });
  await signInWithTokens(client, { accessToken: 'a', refreshToken: 'r', refreshExpires: Math.floor(Date.now() / 1000) + 86400 });
  const router = adminRouter(path);
  render(
    <HealthDeckProvider client={client}>
      <RouterProvider router={router} />
    </HealthDeckProvider>,
  );
  return api;
}

describe('roles and permissions', () => {
  it('lists roles with their permissions; a bad name shows the schema’s message, a refused one the server’s', async () => {
    const { handlers } = world();
    const api = await renderAt('/admin/roles', {
      ...handlers,
      adminRoleCreate: () => ({ status: 400, body: { statusCode: 400, error_code: 'VALIDATION_FAILED', message: 'taken', fields: { name: 'A role named support exists' } } }),
    });
    // A permission the server checks reads as what it lets a role do; one an administrator made, as named.
    expect(await screen.findByText('Users: view')).toBeTruthy();
    expect(screen.getByText('Content classes: change, Users: view')).toBeTruthy();
    expect(screen.getByText('Admin (built in)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete admin' })).toBeNull();

    fireEvent.change(screen.getByLabelText('New role name'), { target: { value: 'Not Valid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Use lowercase letters, digits, _ . or -, starting with a letter')).toBeTruthy();
    expect(api.called('adminRoleCreate')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New role name'), { target: { value: 'support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('A role named support exists')).toBeTruthy();
    expect(api.called('adminRoleCreate')[0]?.body).toEqual({ name: 'support' });
  });

  it('asks before deleting a role', async () => {
    const { handlers } = world();
    const api = await renderAt('/admin/roles', handlers);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete support' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete role “support”? This cannot be undone.')).toBeTruthy();
    expect(api.called('adminRoleDelete')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.called('adminRoleDelete')).toHaveLength(1));
    expect(api.called('adminRoleDelete')[0]?.params).toEqual({ id: '2' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete support' })).toBeNull());
  });

  it('assigns and removes a permission of a role', async () => {
    const { roles, handlers } = world();
    const api = await renderAt('/admin/roles/2', handlers);
    const reports = (await screen.findByLabelText('reports.read')) as HTMLInputElement;
    expect(reports.checked).toBe(false);
    expect((screen.getByLabelText('Users: view') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(reports);
    await waitFor(() => expect(api.called('linkRolePermission')).toHaveLength(1));
    expect(api.called('linkRolePermission')[0]?.body).toEqual({ role_id: 2, permission_id: 3 });
    expect(await screen.findByText('Added reports.read to support.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('reports.read') as HTMLInputElement).checked).toBe(true));
    expect(roles[1]?.permissions).toContain('reports.read');

    fireEvent.click(screen.getByLabelText('Users: view'));
    await waitFor(() => expect(api.called('unlinkRolePermission')).toHaveLength(1));
    expect(api.called('unlinkRolePermission')[0]?.body).toEqual({ role_id: 2, permission_id: 1 });
    await waitFor(() => expect((screen.getByLabelText('Users: view') as HTMLInputElement).checked).toBe(false));
  });
});
