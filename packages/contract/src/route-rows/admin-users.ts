import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's admin-users code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const adminUsersRoutes = {
  // Admin
  adminUsers: { method: 'GET', path: '/api/admin/users', auth: 'admin', permission: 'users.read', successStatus: 200, operation: 'load users' },
} as const satisfies Record<string, RouteMeta>;
