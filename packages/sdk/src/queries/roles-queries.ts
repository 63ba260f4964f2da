// Query options (@tanstack/query-core) for roles and permissions (spec 000 §7.2); every write of
// the roles api invalidates ['admin', 'roles'] and ['admin', 'permissions'].
import { ADMIN_PERMISSIONS_KEY, ADMIN_ROLES_KEY, adminPermissionKey, adminRoleKey, type RolesApi } from '../domains/roles.js';

type Signal = { signal?: AbortSignal };

export function rolesQueries(api: RolesApi) {
  return {
    list: () => ({ queryKey: ADMIN_ROLES_KEY, queryFn: ({ signal }: Signal) => api.list(signal) }),
    get: (id: number) => ({ queryKey: adminRoleKey(id), queryFn: ({ signal }: Signal) => api.get(id, signal) }),
    permissions: () => ({ queryKey: ADMIN_PERMISSIONS_KEY, queryFn: ({ signal }: Signal) => api.permissions.list(signal) }),
    permission: (id: number) => ({ queryKey: adminPermissionKey(id), queryFn: ({ signal }: Signal) => api.permissions.get(id, signal) }),
  };
}
export type RolesQueries = ReturnType<typeof rolesQueries>;
