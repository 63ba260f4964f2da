import { z } from 'zod';

// spec 000 §6, §7.2: roles and permissions administration (list, get, create, update, delete).

/** Role and permission names: lowercase words joined by _ . or - (e.g. 'support', 'users.read'). */
const AccessName = z
  .string()
  .trim()
  .min(2, 'Name must be 2 to 64 characters')
  .max(64, 'Name must be 2 to 64 characters')
  .regex(/^[a-z][a-z0-9_.-]*$/, 'Use lowercase letters, digits, _ . or -, starting with a letter');

/** Role and permission ids are integers (serial keys of the roles and permissions tables). */
export const AccessIdParams = z.object({
  id: z.coerce.number({ error: 'The id must be a number' }).int('The id must be a whole number').positive('The id must be positive').max(2_147_483_647, 'The id is too large'),
});
export type AccessIdParams = z.infer<typeof AccessIdParams>;

export const PermissionItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Listed in the contract's PERMISSIONS: the server checks it, so it cannot be renamed or deleted. */
  builtin: z.boolean(),
});
export type PermissionItem = z.infer<typeof PermissionItem>;

export const Role = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Names of the permissions granted to the role, sorted. */
  permissions: z.array(z.string()),
  /** 'admin' and 'member' (contract ROLES) cannot be renamed or deleted. */
  builtin: z.boolean(),
});
export type Role = z.infer<typeof Role>;

export const RoleWriteRequest = z.object({ name: AccessName });
export type RoleWriteRequest = z.infer<typeof RoleWriteRequest>;
export const PermissionWriteRequest = z.object({ name: AccessName });
export type PermissionWriteRequest = z.infer<typeof PermissionWriteRequest>;

export const RoleResponse = z.object({ role: Role });
export type RoleResponse = z.infer<typeof RoleResponse>;
export const RolesResponse = z.object({ roles: z.array(Role) });
export type RolesResponse = z.infer<typeof RolesResponse>;
export const PermissionResponse = z.object({ permission: PermissionItem });
export type PermissionResponse = z.infer<typeof PermissionResponse>;
export const PermissionsResponse = z.object({ permissions: z.array(PermissionItem) });
export type PermissionsResponse = z.infer<typeof PermissionsResponse>;
