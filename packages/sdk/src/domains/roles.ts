// spec 000 §6, §7.2: roles and permissions administration (list, get, create — 201 —, update,
// delete). A standalone factory: admin screens pay for it, the embed does not.
import type { PermissionResponse, PermissionsResponse, RoleResponse, RolesResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { rolesRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export const ADMIN_ROLES_KEY = ['admin', 'roles'] as const;
export const ADMIN_PERMISSIONS_KEY = ['admin', 'permissions'] as const;
export const adminRoleKey = (id: number) => [...ADMIN_ROLES_KEY, 'one', id] as const;
export const adminPermissionKey = (id: number) => [...ADMIN_PERMISSIONS_KEY, 'one', id] as const;

export function createRolesApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, rolesRoutes);
  /** A role lists its permission names, so any change to either re-reads both. */
  const changed = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_ROLES_KEY }), queryClient.invalidateQueries({ queryKey: ADMIN_PERMISSIONS_KEY })]);
  };
  return {
    list: (signal?: AbortSignal): Promise<RolesResponse> => call('adminRoles', { signal }),
    get: (id: number, signal?: AbortSignal): Promise<RoleResponse> => call('adminRole', { params: { id }, signal }),
    async create(name: string): Promise<RoleResponse> {
      const result = await call('adminRoleCreate', { body: { name } });
      await changed();
      return result;
    },
    async update(id: number, name: string): Promise<RoleResponse> {
      const result = await call('adminRoleUpdate', { params: { id }, body: { name } });
      await changed();
      return result;
    },
    async remove(id: number): Promise<void> {
      await call('adminRoleDelete', { params: { id } });
      await changed();
    },
    permissions: {
      list: (signal?: AbortSignal): Promise<PermissionsResponse> => call('adminPermissions', { signal }),
      get: (id: number, signal?: AbortSignal): Promise<PermissionResponse> => call('adminPermission', { params: { id }, signal }),
      async create(name: string): Promise<PermissionResponse> {
        const result = await call('adminPermissionCreate', { body: { name } });
        await changed();
        return result;
      },
      async update(id: number, name: string): Promise<PermissionResponse> {
        const result = await call('adminPermissionUpdate', { params: { id }, body: { name } });
        await changed();
        return result;
      },
      async remove(id: number): Promise<void> {
        await call('adminPermissionDelete', { params: { id } });
        await changed();
      },
    },
  };
}
export type RolesApi = ReturnType<typeof createRolesApi>;
