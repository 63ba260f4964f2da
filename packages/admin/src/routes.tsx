import type { RouteObject } from 'react-router';
import { UsersScreen } from './screens/users-screen.js';

/**
 * Children of the host's /admin route (the host puts its session guard, RequireAdmin and
 * AdminLayout on /admin). The index is Users, the default admin item (spec 000 §2).
 */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <UsersScreen /> },
  { path: 'users', element: <UsersScreen /> },
];
