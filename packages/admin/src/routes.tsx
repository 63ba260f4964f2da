import type { RouteObject } from 'react-router';

const usersScreen: RouteObject['lazy'] = async () => ({ Component: (await import('./screens/users-screen.js')).UsersScreen });

/**
 * Children of the host's /admin route (the host puts its session guard, RequireAdmin and
 * AdminLayout on /admin). The index is Users, the default admin item (spec 000 §2). Every screen
 * loads on first visit (a member's portal never loads admin code; the class screens carry the
 * contract's class schemas). Hosts import this table from `@healthdeck/admin/routes`.
 */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: usersScreen },
  { path: 'users', lazy: usersScreen },
  // spec 000 §6, §7.2 roles and permissions, with the role–permission links.
  { path: 'roles', lazy: async () => ({ Component: (await import('./screens/roles-screen.js')).RolesScreen }) },
  { path: 'roles/:id', lazy: async () => ({ Component: (await import('./screens/role-screen.js')).RoleScreen }) },
  { path: 'permissions', lazy: async () => ({ Component: (await import('./screens/permissions-screen.js')).PermissionsScreen }) },
  {
    path: 'classes/:classkey',
    lazy: async () => ({ Component: (await import('./screens/class-list-screen.js')).ClassListScreen }),
  },
  {
    path: 'classes/:classkey/new',
    lazy: async () => ({ Component: (await import('./screens/class-form-screen.js')).ClassFormScreen }),
  },
  {
    path: 'classes/:classkey/:id',
    lazy: async () => ({ Component: (await import('./screens/class-form-screen.js')).ClassFormScreen }),
  },
];
