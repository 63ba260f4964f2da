import { PERMISSIONS, ROLES, type PermissionItem, type Role } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { badRequest, notFound } from '../http/api-error.js';

// spec 000 §6, §7.2: roles and permissions administration over the roles, permissions,
// role_permissions and user_roles tables (role create answers 201, spec 000 §8).

const ROLE_NOT_FOUND = 'Role not found';
const PERMISSION_NOT_FOUND = 'Permission not found';
const builtinRole = (name: string) => (ROLES as readonly string[]).includes(name);
const builtinPermission = (name: string) => (PERMISSIONS as readonly string[]).includes(name);

async function rolesWhere(ctx: AppContext, id?: number): Promise<Role[]> {
  let query = ctx.db
    .selectFrom('roles as r')
    .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .leftJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select(['r.id', 'r.name', 'p.name as permission'])
    .orderBy('r.id')
    .orderBy('p.name');
  if (id !== undefined) query = query.where('r.id', '=', id);
  const byId = new Map<number, Role>();
  for (const row of await query.execute()) {
    const role = byId.get(row.id) ?? { id: row.id, name: row.name, permissions: [], builtin: builtinRole(row.name) };
    if (row.permission) role.permissions.push(row.permission);
    byId.set(row.id, role);
  }
  return [...byId.values()];
}

async function oneRole(ctx: AppContext, id: number): Promise<Role> {
  const [role] = await rolesWhere(ctx, id);
  if (!role) throw notFound(ROLE_NOT_FOUND);
  return role;
}

async function onePermission(ctx: AppContext, id: number): Promise<PermissionItem> {
  const row = await ctx.db.selectFrom('permissions').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(PERMISSION_NOT_FOUND);
  return { ...row, builtin: builtinPermission(row.name) };
}

/** Unique names: a clear 400 rather than the database's constraint error. */
async function assertFreeName(ctx: AppContext, table: 'roles' | 'permissions', name: string, exceptId?: number): Promise<void> {
  let query = ctx.db.selectFrom(table).select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    const message = `A ${table === 'roles' ? 'role' : 'permission'} named '${name}' already exists`;
    throw badRequest(message, { name: message });
  }
}

export const roleHandlers: SomeHandlers<
  | 'adminRoles'
  | 'adminRole'
  | 'adminRoleCreate'
  | 'adminRoleUpdate'
  | 'adminRoleDelete'
  | 'adminPermissions'
  | 'adminPermission'
  | 'adminPermissionCreate'
  | 'adminPermissionUpdate'
  | 'adminPermissionDelete'
> = {
  async adminRoles({ ctx }) {
    return { roles: await rolesWhere(ctx) };
  },
  async adminRole({ params, ctx }) {
    return { role: await oneRole(ctx, params.id) };
  },
  async adminRoleCreate({ body, ctx }) {
    await assertFreeName(ctx, 'roles', body.name);
    const row = await ctx.db.insertInto('roles').values({ name: body.name }).returning('id').executeTakeFirstOrThrow();
    return { role: await oneRole(ctx, row.id) };
  },
  async adminRoleUpdate({ params, body, ctx }) {
    const role = await oneRole(ctx, params.id);
    if (role.builtin && role.name !== body.name) throw badRequest(`The ${role.name} role cannot be renamed`);
    await assertFreeName(ctx, 'roles', body.name, role.id);
    await ctx.db.updateTable('roles').set({ name: body.name }).where('id', '=', role.id).execute();
    return { role: await oneRole(ctx, role.id) };
  },
  async adminRoleDelete({ params, ctx }) {
    const role = await oneRole(ctx, params.id);
    if (role.builtin) throw badRequest(`The ${role.name} role cannot be deleted`);
    await ctx.db.deleteFrom('roles').where('id', '=', role.id).execute(); // grants and user links cascade
    return null;
  },

  async adminPermissions({ ctx }) {
    const rows = await ctx.db.selectFrom('permissions').select(['id', 'name']).orderBy('name').execute();
    return { permissions: rows.map((row) => ({ ...row, builtin: builtinPermission(row.name) })) };
  },
  async adminPermission({ params, ctx }) {
    return { permission: await onePermission(ctx, params.id) };
  },
  async adminPermissionCreate({ body, ctx }) {
    await assertFreeName(ctx, 'permissions', body.name);
    const row = await ctx.db.insertInto('permissions').values({ name: body.name }).returning('id').executeTakeFirstOrThrow();
    return { permission: await onePermission(ctx, row.id) };
  },
  async adminPermissionUpdate({ params, body, ctx }) {
    const permission = await onePermission(ctx, params.id);
    // The server checks builtin permissions by name; renaming one would silently drop every grant.
    if (permission.builtin && permission.name !== body.name) throw badRequest(`The ${permission.name} permission is used by the server and cannot be renamed`);
    await assertFreeName(ctx, 'permissions', body.name, permission.id);
    await ctx.db.updateTable('permissions').set({ name: body.name }).where('id', '=', permission.id).execute();
    return { permission: await onePermission(ctx, permission.id) };
  },
  async adminPermissionDelete({ params, ctx }) {
    const permission = await onePermission(ctx, params.id);
    if (permission.builtin) throw badRequest(`The ${permission.name} permission is used by the server and cannot be deleted`);
    await ctx.db.deleteFrom('permissions').where('id', '=', permission.id).execute();
    return null;
  },
};
