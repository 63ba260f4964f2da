import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's roles code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const rolesRoutes = {
  // spec 000 §6, §7.2 roles and permissions (role create answers 201, spec 000 §8)
  adminRoles: { method: 'GET', path: '/api/admin/roles', auth: 'admin', permission: 'roles.read', successStatus: 200, operation: 'load roles' },
  adminRole: { method: 'GET', path: '/api/admin/roles/:id', auth: 'admin', permission: 'roles.read', successStatus: 200, operation: 'load role' },
  adminRoleCreate: { method: 'POST', path: '/api/admin/roles', auth: 'admin', permission: 'roles.write', successStatus: 201, operation: 'create role' },
  adminRoleUpdate: { method: 'PUT', path: '/api/admin/roles/:id', auth: 'admin', permission: 'roles.write', successStatus: 200, operation: 'update role' },
  adminRoleDelete: { method: 'DELETE', path: '/api/admin/roles/:id', auth: 'admin', permission: 'roles.write', successStatus: 204, operation: 'delete role' },
  adminPermissions: { method: 'GET', path: '/api/admin/permissions', auth: 'admin', permission: 'roles.read', successStatus: 200, operation: 'load permissions' },
  adminPermission: { method: 'GET', path: '/api/admin/permissions/:id', auth: 'admin', permission: 'roles.read', successStatus: 200, operation: 'load permission' },
  adminPermissionCreate: { method: 'POST', path: '/api/admin/permissions', auth: 'admin', permission: 'roles.write', successStatus: 200, operation: 'create permission' },
  adminPermissionUpdate: { method: 'PUT', path: '/api/admin/permissions/:id', auth: 'admin', permission: 'roles.write', successStatus: 200, operation: 'update permission' },
  adminPermissionDelete: { method: 'DELETE', path: '/api/admin/permissions/:id', auth: 'admin', permission: 'roles.write', successStatus: 204, operation: 'delete permission' },
} as const satisfies Record<string, RouteMeta>;
