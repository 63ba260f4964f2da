// spec 000 §7.2 typed collections through the roles and programs domains against the loopback
// contract server holding the records in memory: get-one by id, create, update PUT {base}/{id},
// delete DELETE {base}/{id}; the query options' keys, and every write re-reading the lists it
// changes (a role lists its permission names, so role and permission writes re-read both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionGroup, PermissionItem, Program, Role } from '@healthdeck/contract';
import {
  actionGroupQuery,
  createActionGroup,
  createHealthDeck,
  createProgram,
  deleteProgram,
  programQuery,
  programsQuery,
  RequestFailed,
  updateActionGroup,
  updateProgram,
  createPermission,
  createRole,
  deletePermission,
  deleteRole,
  fetchRole,
  permissionQuery,
  permissionsQuery,
  roleQuery,
  rolesQuery,
  updatePermission,
  updateRole,
  type HealthDeck,
} from '../src/index.js';
import { startContractServer, type ContractServer, type RecordedRequest } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

const STAMP = '2026-05-04T08:00:00.000Z';
const roles = new Map<number, Role>([[1, { id: 1, name: 'admin', permissions: ['users.read'], builtin: true }]]);
const permissions = new Map<number, PermissionItem>([[1, { id: 1, name: 'users.read', builtin: true }]]);
const programs = new Map<string, Program>();
const groups = new Map<string, ActionGroup>();
let nextId = 10;
const notFound = { status: 404, body: { statusCode: 404, error_code: 'NOT_FOUND', message: 'Not found' } };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const name = (req: RecordedRequest) => (req.body as { name: string }).name;

let server: ContractServer;
let hd: HealthDeck;

beforeAll(async () => {
  server = await startContractServer({
    handlers: {
      adminRoles: () => ({ status: 200, body: { roles: [...roles.values()] } }),
      adminRole: (req) => (roles.has(Number(req.params.id)) ? { status: 200, body: { role: roles.get(Number(req.params.id)) } } : notFound),
      adminRoleCreate: (req) => {
        const role: Role = { id: nextId++, name: name(req), permissions: [], builtin: false };
        roles.set(role.id, role);
        return { status: 201, body: { role } };
      },
      adminRoleUpdate: (req) => {
        const role = roles.get(Number(req.params.id));
        if (!role) return notFound;
        role.name = name(req);
        return { status: 200, body: { role } };
      },
      adminRoleDelete: (req) => (roles.delete(Number(req.params.id)) ? { status: 204 } : notFound),
      adminPermissions: () => ({ status: 200, body: { permissions: [...permissions.values()] } }),
      adminPermission: (req) => (permissions.has(Number(req.params.id)) ? { status: 200, body: { permission: permissions.get(Number(req.params.id)) } } : notFound),
      adminPermissionCreate: (req) => {
        const permission: PermissionItem = { id: nextId++, name: name(req), builtin: false };
        permissions.set(permission.id, permission);
        return { status: 200, body: { permission } };
      },
      adminPermissionUpdate: (req) => {
        const permission = permissions.get(Number(req.params.id));
        if (!permission) return notFound;
        permission.name = name(req);
        return { status: 200, body: { permission } };
      },
      adminPermissionDelete: (req) => (permissions.delete(Number(req.params.id)) ? { status: 204 } : notFound),
      adminPrograms: (req) => {
        const search = req.query.search ?? '';
        const found = [...programs.values()].filter((p) => p.name.includes(search));
        return { status: 200, body: { programs: found, total_count: found.length } };
      },
      adminProgram: (req) => (programs.has(req.params.id) ? { status: 200, body: { program: programs.get(req.params.id) } } : notFound),
      adminProgramCreate: (req) => {
        const program = { visible_progress: true, is_active: true, ...(req.body as object), id: uuid(nextId++), created_at: STAMP, updated_at: STAMP } as Program;
        programs.set(program.id, program);
        return { status: 200, body: { program } };
      },
      adminProgramUpdate: (req) => {
        if (!programs.has(req.params.id)) return notFound;
        const program = { ...programs.get(req.params.id)!, ...(req.body as object) } as Program;
        programs.set(program.id, program);
        return { status: 200, body: { program } };
      },
      adminProgramDelete: (req) => (programs.delete(req.params.id) ? { status: 204 } : notFound),
      adminActionGroup: (req) => (groups.has(req.params.id) ? { status: 200, body: { action_group: groups.get(req.params.id) } } : notFound),
      adminActionGroupCreate: (req) => {
        const group = { order: 0, ...(req.body as object), id: uuid(nextId++), created_at: STAMP, updated_at: STAMP } as ActionGroup;
        groups.set(group.id, group);
        return { status: 200, body: { action_group: group } };
      },
      adminActionGroupUpdate: (req) => {
        if (!groups.has(req.params.id)) return notFound;
        const group = { ...groups.get(req.params.id)!, ...(req.body as object) } as ActionGroup;
        groups.set(group.id, group);
        return { status: 200, body: { action_group: group } };
      },
    },
  });
  hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
});
afterAll(() => server.close());

const isInvalidated = (queryKey: readonly unknown[]) => hd.queryClient.getQueryState(queryKey)?.isInvalidated;
const last = (route: Parameters<ContractServer['hits']>[0]) => server.requests.filter((r) => r.route === route).at(-1)!;

describe('roles', () => {
  it('renames and deletes by id; both lists are re-read after each write', async () => {
    expect(roleQuery(hd, 1).queryKey).toEqual(['admin', 'roles', 'one', 1]);
    const created = (await createRole(hd, 'coach')).role;
    await hd.queryClient.fetchQuery(rolesQuery(hd));
    await hd.queryClient.fetchQuery(permissionsQuery(hd));
    expect((await hd.queryClient.fetchQuery(roleQuery(hd, created.id))).role.name).toBe('coach');

    const renamed = await updateRole(hd, created.id, 'head_coach');
    expect(renamed.role).toEqual({ id: created.id, name: 'head_coach', permissions: [], builtin: false });
    expect([last('adminRoleUpdate').method, last('adminRoleUpdate').url, last('adminRoleUpdate').body]).toEqual(['PUT', `/api/admin/roles/${created.id}`, { name: 'head_coach' }]);
    expect(isInvalidated(['admin', 'roles'])).toBe(true);
    expect(isInvalidated(['admin', 'permissions'])).toBe(true);
    expect(isInvalidated(['admin', 'roles', 'one', created.id])).toBe(true);

    await hd.queryClient.fetchQuery(rolesQuery(hd));
    await deleteRole(hd, created.id);
    expect([last('adminRoleDelete').method, last('adminRoleDelete').url]).toEqual(['DELETE', `/api/admin/roles/${created.id}`]);
    expect(isInvalidated(['admin', 'roles'])).toBe(true);
    expect((await hd.queryClient.fetchQuery(rolesQuery(hd))).roles.map((r) => r.name)).toEqual(['admin']);
    await expect(fetchRole(hd, created.id)).rejects.toBeInstanceOf(RequestFailed);
  });

  it('permissions: create, get, rename and delete, re-reading roles too', async () => {
    const created = (await createPermission(hd, 'reports.read')).permission;
    expect(created).toMatchObject({ name: 'reports.read', builtin: false });
    const one = permissionQuery(hd, created.id);
    expect(one.queryKey).toEqual(['admin', 'permissions', 'one', created.id]);
    expect((await hd.queryClient.fetchQuery(one)).permission.name).toBe('reports.read');
    await hd.queryClient.fetchQuery(rolesQuery(hd));

    expect((await updatePermission(hd, created.id, 'reports.write')).permission.name).toBe('reports.write');
    expect(last('adminPermissionUpdate').url).toBe(`/api/admin/permissions/${created.id}`);
    expect(isInvalidated(one.queryKey)).toBe(true);
    expect(isInvalidated(['admin', 'roles'])).toBe(true);
    expect((await hd.queryClient.fetchQuery(permissionsQuery(hd))).permissions.map((p) => p.name)).toEqual(['users.read', 'reports.write']);

    await deletePermission(hd, created.id);
    expect(last('adminPermissionDelete').method).toBe('DELETE');
    expect((await hd.queryClient.fetchQuery(permissionsQuery(hd))).permissions.map((p) => p.name)).toEqual(['users.read']);
  });

  it('a refused name never reaches the server (contract validation answers 400)', async () => {
    const before = server.hits('adminRoleCreate');
    await expect(createRole(hd, 'Not A Name')).rejects.toThrow('Use lowercase letters, digits, _ . or -, starting with a letter');
    expect(server.hits('adminRoleCreate')).toBe(before + 1);
    expect([...roles.values()].map((r) => r.name)).not.toContain('Not A Name');
  });
});

describe('programs and action groups', () => {
  it('creates, reads, updates and deletes a program; list keys carry the query', async () => {
    expect(programsQuery(hd, { search: 'Heart' }).queryKey).toEqual(['admin', 'programs', 'list', { search: 'Heart' }]);
    const created = (await createProgram(hd, { name: 'Heart health', code: 'heart-health' })).program;
    expect(created).toMatchObject({ name: 'Heart health', code: 'heart-health', is_active: true });

    const list = programsQuery(hd, { search: 'Heart' });
    expect((await hd.queryClient.fetchQuery(list)).programs.map((p) => p.id)).toEqual([created.id]);
    expect(last('adminPrograms').query).toEqual({ search: 'Heart' });
    const one = programQuery(hd, created.id);
    expect(one.queryKey).toEqual(['admin', 'programs', 'one', created.id]);
    expect((await hd.queryClient.fetchQuery(one)).program.code).toBe('heart-health');

    const updated = await updateProgram(hd, created.id, { name: 'Heart health 2', code: 'heart-health', is_active: false });
    expect(updated.program).toMatchObject({ name: 'Heart health 2', is_active: false });
    expect([last('adminProgramUpdate').method, last('adminProgramUpdate').url]).toEqual(['PUT', `/api/admin/programs/${created.id}`]);
    expect(isInvalidated(list.queryKey)).toBe(true);
    expect(isInvalidated(one.queryKey)).toBe(true);
    expect((await hd.queryClient.fetchQuery(one)).program.is_active).toBe(false);

    await deleteProgram(hd, created.id);
    expect([last('adminProgramDelete').method, last('adminProgramDelete').url]).toEqual(['DELETE', `/api/admin/programs/${created.id}`]);
    expect((await hd.queryClient.fetchQuery(programsQuery(hd, { search: 'Heart' }))).total_count).toBe(0);
  });

  it('reads and updates an action group by id; only the action-group reads are re-read', async () => {
    const program = (await createProgram(hd, { name: 'Sleep better', code: 'sleep-better' })).program;
    const group = (await createActionGroup(hd, { name: 'Week 1', code: 'week-1', program_id: program.id })).action_group;
    const one = actionGroupQuery(hd, group.id);
    expect(one.queryKey).toEqual(['admin', 'action-groups', 'one', group.id]);
    expect((await hd.queryClient.fetchQuery(one)).action_group.name).toBe('Week 1');
    const programs = programsQuery(hd);
    await hd.queryClient.fetchQuery(programs);

    const updated = await updateActionGroup(hd, group.id, { name: 'Week one', code: 'week-1', program_id: program.id, order: 2 });
    expect(updated.action_group).toMatchObject({ name: 'Week one', order: 2 });
    expect([last('adminActionGroupUpdate').method, last('adminActionGroupUpdate').url]).toEqual(['PUT', `/api/admin/action-groups/${group.id}`]);
    expect(isInvalidated(one.queryKey)).toBe(true);
    expect(isInvalidated(programs.queryKey)).toBe(false);
    expect((await hd.queryClient.fetchQuery(one)).action_group.name).toBe('Week one');
  });
});
