import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// The roles and permissions screens' strings (spec 000 §6, §7.2), in the six languages:
// English here, the others in ./translations.ts.

export interface RolesMessages {
  roles: string;
  permissions: string;
  role: string;
  newRoleName: string;
  createRole: string;
  loadingRoles: string;
  builtIn: string;
  permissionsOf: (name: string) => string;
  roleWhat: (name: string) => string;
  back: string;
  roleTitle: (name: string) => string;
  unknownRole: (id: string) => string;
  loadingRole: string;
  builtInNote: (name: string) => string;
  roleName: string;
  rename: string;
  granted: (permission: string, role: string) => string;
  revoked: (permission: string, role: string) => string;
  newPermissionName: string;
  createPermission: string;
  loadingPermissions: string;
  usedByServer: string;
  permissionWhat: (name: string) => string;
}

export const rolesMessages: Catalogue<RolesMessages> = {
  en: {
    roles: 'Roles',
    permissions: 'Permissions',
    role: 'Role',
    newRoleName: 'New role name',
    createRole: 'Create role',
    loadingRoles: 'Loading Roles',
    builtIn: ' (built in)',
    permissionsOf: (name) => `Permissions of ${name}`,
    roleWhat: (name) => `role “${name}”`,
    back: '← Roles',
    roleTitle: (name) => `Role: ${name}`,
    unknownRole: (id) => `There is no role with id “${id}”.`,
    loadingRole: 'Loading role',
    builtInNote: (name) => `The ${name} role is built in: it keeps its name.`,
    roleName: 'Role name',
    rename: 'Rename',
    granted: (permission, role) => `Added ${permission} to ${role}.`,
    revoked: (permission, role) => `Removed ${permission} from ${role}.`,
    newPermissionName: 'New permission name',
    createPermission: 'Create permission',
    loadingPermissions: 'Loading Permissions',
    usedByServer: ' (used by the server)',
    permissionWhat: (name) => `permission “${name}”`,
  },
  translations: lazyTranslations(() => import('./translations.js')),
};
