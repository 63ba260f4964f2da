import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionsResponse, RoleResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { enrolTotp, signedInAdmin, signedInMember, type TestMember } from '../helpers/accounts.js';
import { callRoute } from '../helpers/call-route.js';

// Contract coverage, spec 000 §7.2 "Link and unlink endpoints: … roles-permission …" and
// §6 roles and permissions: unlinking a permission from a (non-builtin) role answers 204 and the
// role's users lose it.

let server: TestServer;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

describe('unlinkRolePermission (spec 000 §7.2)', () => {
  it('removes a permission from a role with 204, so the role no longer grants it', async () => {
    const member = await signedInMember(server);
    // Staff tools answer a session signed in with a second factor.
    const staff = { id: member.id, accessToken: (await enrolTotp(server, member.accessToken)).session.accessToken };
    const role = (await callRoute<RoleResponse>(server, 'adminRoleCreate', { token: admin.accessToken, body: { name: 'auditors' } })).body.role;
    const permissions = (await callRoute<PermissionsResponse>(server, 'adminPermissions', { token: admin.accessToken })).body.permissions;
    const rolesRead = permissions.find((p) => p.name === 'roles.read');
    if (!rolesRead) throw new Error('roles.read is not among the permissions');
    expect((await callRoute(server, 'linkRolePermission', { token: admin.accessToken, body: { role_id: role.id, permission_id: rolesRead.id } })).status).toBe(204);
    expect((await callRoute(server, 'linkUserRole', { token: admin.accessToken, body: { role_id: role.id, user_id: staff.id } })).status).toBe(204);
    expect((await callRoute(server, 'adminRoles', { token: staff.accessToken })).status).toBe(200);

    const unlinked = await callRoute(server, 'unlinkRolePermission', { token: admin.accessToken, body: { role_id: role.id, permission_id: rolesRead.id } });
    expect(unlinked.status).toBe(204);
    expect(unlinked.body).toBeNull();
    expect((await callRoute<RoleResponse>(server, 'adminRole', { token: admin.accessToken, params: { id: role.id } })).body.role.permissions).toEqual([]);
    expect((await callRoute(server, 'adminRoles', { token: staff.accessToken })).status).toBe(403);
  });
});
