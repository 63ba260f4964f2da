// spec 000 §6, §7.2: roles and permissions administration (list, get, create — 201 —, update,
// delete). A role lists its permission names, so both live here and any change re-reads both.
import type { PermissionResponse, PermissionsResponse, RoleResponse, RolesResponse } from '@healthdeck/contract/light';
import { rolesRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';

export const rolesKeys = {
  all: ['admin', 'roles'] as const,
  one: (id: number) => ['admin', 'roles', 'one', id] as const,
};
export const permissionsKeys = {
  all: ['admin', 'permissions'] as const,
  one: (id: number) => ['admin', 'permissions', 'one', id] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, rolesRoutes);

/** A role lists its permission names, so any change to either re-reads both. */
async function changed(hd: HealthDeck): Promise<void> {
  await Promise.all([hd.queryClient.invalidateQueries({ queryKey: rolesKeys.all }), hd.queryClient.invalidateQueries({ queryKey: permissionsKeys.all })]);
}

export function fetchRoles(hd: HealthDeck, signal?: AbortSignal): Promise<RolesResponse> {
  return call(hd)('adminRoles', { signal });
}
export function fetchRole(hd: HealthDeck, id: number, signal?: AbortSignal): Promise<RoleResponse> {
  return call(hd)('adminRole', { params: { id }, signal });
}
export async function createRole(hd: HealthDeck, name: string): Promise<RoleResponse> {
  const result = await call(hd)('adminRoleCreate', { body: { name } });
  await changed(hd);
  return result;
}
export async function updateRole(hd: HealthDeck, id: number, name: string): Promise<RoleResponse> {
  const result = await call(hd)('adminRoleUpdate', { params: { id }, body: { name } });
  await changed(hd);
  return result;
}
export async function deleteRole(hd: HealthDeck, id: number): Promise<void> {
  await call(hd)('adminRoleDelete', { params: { id } });
  await changed(hd);
}

export function fetchPermissions(hd: HealthDeck, signal?: AbortSignal): Promise<PermissionsResponse> {
  return call(hd)('adminPermissions', { signal });
}
export function fetchPermission(hd: HealthDeck, id: number, signal?: AbortSignal): Promise<PermissionResponse> {
  return call(hd)('adminPermission', { params: { id }, signal });
}
export async function createPermission(hd: HealthDeck, name: string): Promise<PermissionResponse> {
  const result = await call(hd)('adminPermissionCreate', { body: { name } });
  await changed(hd);
  return result;
}
export async function updatePermission(hd: HealthDeck, id: number, name: string): Promise<PermissionResponse> {
  const result = await call(hd)('adminPermissionUpdate', { params: { id }, body: { name } });
  await changed(hd);
  return result;
}
export async function deletePermission(hd: HealthDeck, id: number): Promise<void> {
  await call(hd)('adminPermissionDelete', { params: { id } });
  await changed(hd);
}

type Signal = { signal?: AbortSignal };

export const rolesQuery = (hd: HealthDeck) => ({ queryKey: rolesKeys.all, queryFn: ({ signal }: Signal) => fetchRoles(hd, signal) });
export const roleQuery = (hd: HealthDeck, id: number) => ({ queryKey: rolesKeys.one(id), queryFn: ({ signal }: Signal) => fetchRole(hd, id, signal) });
export const permissionsQuery = (hd: HealthDeck) => ({ queryKey: permissionsKeys.all, queryFn: ({ signal }: Signal) => fetchPermissions(hd, signal) });
export const permissionQuery = (hd: HealthDeck, id: number) => ({
  queryKey: permissionsKeys.one(id),
  queryFn: ({ signal }: Signal) => fetchPermission(hd, id, signal),
});
