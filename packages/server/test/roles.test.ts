import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountResponse, ApiError, PermissionResponse, PermissionsResponse, RoleResponse, RolesResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember, enrolTotp } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';

// spec 000 §6, §7.2 roles and permissions: list, get, create (201), update, delete; links of
// permissions to roles and roles to users (spec 000 §3.3).

let server: TestServer;
let admin: TestMember;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  member = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

describe('roles (spec 000 §7.2)', () => {
  it('creates a role with 201, reads, renames, lists and deletes it', async () => {
    const created = await callRoute<RoleResponse>(server, 'adminRoleCreate', { token: admin.accessToken, body: { name: 'support' } });
    expect(created.status).toBe(201);
    expect(created.body.role).toMatchObject({ name: 'support', permissions: [], builtin: false });
    const id = created.body.role.id;

    expect((await callRoute<RoleResponse>(server, 'adminRole', { token: admin.accessToken, params: { id } })).body.role.name).toBe('support');
    const renamed = await callRoute<RoleResponse>(server, 'adminRoleUpdate', { token: admin.accessToken, params: { id }, body: { name: 'support-staff' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.role.name).toBe('support-staff');

    const list = await callRoute<RolesResponse>(server, 'adminRoles', { token: admin.accessToken });
    expect(list.body.roles.map((r) => r.name)).toEqual(['admin', 'member', 'support-staff']);
    expect(list.body.roles[0].permissions).toContain('roles.write');

    expect((await callRoute(server, 'adminRoleDelete', { token: admin.accessToken, params: { id } })).status).toBe(204);
    const gone = await callRoute<ApiError>(server, 'adminRole', { token: admin.accessToken, params: { id } });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Role not found');
    expect((await callRoute(server, 'adminRoleDelete', { token: admin.accessToken, params: { id } })).status).toBe(404);
  });

  it('refuses duplicate names, bad names and changes to the builtin roles with a clear 400', async () => {
    const dup = await callRoute<ApiError>(server, 'adminRoleCreate', { token: admin.accessToken, body: { name: 'admin' } });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe("A role named 'admin' already exists");

    const bad = await callRoute<ApiError>(server, 'adminRoleCreate', { token: admin.accessToken, body: { name: 'Has Spaces' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.name).toMatch(/lowercase/);

    const roles = (await callRoute<RolesResponse>(server, 'adminRoles', { token: admin.accessToken })).body.roles;
    const adminRole = roles.find((r) => r.name === 'admin')!;
    const del = await callRoute<ApiError>(server, 'adminRoleDelete', { token: admin.accessToken, params: { id: adminRole.id } });
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('The admin role cannot be deleted');
    expect((await callRoute(server, 'adminRole', { token: admin.accessToken, params: { id: 'abc' } })).status).toBe(400);
  });

  it('is closed to members (403) and to anonymous callers (401)', async () => {
    expect((await callRoute(server, 'adminRoleCreate', { token: member.accessToken, body: { name: 'sneaky' } })).status).toBe(403);
    expect((await callRoute(server, 'adminRoles', {})).status).toBe(401);
  });
});

describe('permissions (spec 000 §7.2)', () => {
  it('creates, renames and deletes a custom permission; builtin ones stay', async () => {
    const created = await callRoute<PermissionResponse>(server, 'adminPermissionCreate', { token: admin.accessToken, body: { name: 'reports.read' } });
    expect(created.status).toBe(200);
    expect(created.body.permission).toMatchObject({ name: 'reports.read', builtin: false });
    const id = created.body.permission.id;
    expect((await callRoute<PermissionResponse>(server, 'adminPermissionUpdate', { token: admin.accessToken, params: { id }, body: { name: 'reports.view' } })).body.permission.name).toBe(
      'reports.view',
    );
    expect((await callRoute<PermissionResponse>(server, 'adminPermission', { token: admin.accessToken, params: { id } })).body.permission.name).toBe('reports.view');

    const all = (await callRoute<PermissionsResponse>(server, 'adminPermissions', { token: admin.accessToken })).body.permissions;
    const usersRead = all.find((p) => p.name === 'users.read')!;
    expect(usersRead.builtin).toBe(true);
    const refused = await callRoute<ApiError>(server, 'adminPermissionDelete', { token: admin.accessToken, params: { id: usersRead.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The users.read permission is used by the server and cannot be deleted');

    expect((await callRoute(server, 'adminPermissionDelete', { token: admin.accessToken, params: { id } })).status).toBe(204);
    expect((await callRoute(server, 'adminPermission', { token: admin.accessToken, params: { id } })).status).toBe(404);
  });

  it('grants a permission through a role, so a user with that role passes the check (and loses it on unlink)', async () => {
    // Staff tools need a session with a second factor, whatever role grants them.
    const member = await signedInMember(server);
    const staff = { ...member, accessToken: (await enrolTotp(server, member.accessToken)).session.accessToken };
    const role = (await callRoute<RoleResponse>(server, 'adminRoleCreate', { token: admin.accessToken, body: { name: 'readers' } })).body.role;
    const permissions = (await callRoute<PermissionsResponse>(server, 'adminPermissions', { token: admin.accessToken })).body.permissions;
    const rolesRead = permissions.find((p) => p.name === 'roles.read')!;

    expect((await callRoute(server, 'adminRoles', { token: staff.accessToken })).status).toBe(403);
    for (let i = 0; i < 2; i += 1) {
      // Linking twice is the same as once.
      expect((await callRoute(server, 'linkRolePermission', { token: admin.accessToken, body: { role_id: role.id, permission_id: rolesRead.id } })).status).toBe(204);
      expect((await callRoute(server, 'linkUserRole', { token: admin.accessToken, body: { role_id: role.id, user_id: staff.id } })).status).toBe(204);
    }
    expect((await callRoute<RoleResponse>(server, 'adminRole', { token: admin.accessToken, params: { id: role.id } })).body.role.permissions).toEqual(['roles.read']);
    expect((await callRoute(server, 'adminRoles', { token: staff.accessToken })).status).toBe(200);
    // The account still answers the contract's role names only.
    expect((await callRoute<AccountResponse>(server, 'account', { token: staff.accessToken })).body.user.roles).toEqual(['member']);
    expect((await callRoute(server, 'adminRoleCreate', { token: staff.accessToken, body: { name: 'nope' } })).status).toBe(403);

    for (let i = 0; i < 2; i += 1) {
      expect((await callRoute(server, 'unlinkUserRole', { token: admin.accessToken, body: { role_id: role.id, user_id: staff.id } })).status).toBe(204);
    }
    expect((await callRoute(server, 'adminRoles', { token: staff.accessToken })).status).toBe(403);

    const unknownRole = await callRoute<ApiError>(server, 'linkUserRole', { token: admin.accessToken, body: { role_id: 999999, user_id: staff.id } });
    expect(unknownRole.status).toBe(404);
    expect(unknownRole.body.message).toBe('Role not found');
    const unknownUser = await callRoute<ApiError>(server, 'linkUserRole', { token: admin.accessToken, body: { role_id: role.id, user_id: '00000000-0000-4000-8000-000000000000' } });
    expect(unknownUser.body.message).toBe('User not found');

    const adminRole = (await callRoute<RolesResponse>(server, 'adminRoles', { token: admin.accessToken })).body.roles.find((r) => r.name === 'admin')!;
    const own = await callRoute<ApiError>(server, 'unlinkUserRole', { token: admin.accessToken, body: { role_id: adminRole.id, user_id: admin.id } });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot remove your own admin role');
    const builtin = await callRoute<ApiError>(server, 'unlinkRolePermission', { token: admin.accessToken, body: { role_id: adminRole.id, permission_id: rolesRead.id } });
    expect(builtin.status).toBe(400);
  });
});
