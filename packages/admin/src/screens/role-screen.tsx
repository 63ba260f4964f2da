import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PermissionItem, Role } from '@healthdeck/contract/light';
import { linkRolePermission, permissionsQuery, roleQuery, unlinkRolePermission, updateRole } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { useOptionLabel } from '../classes/option-labels.js';
import { NameForm } from '../roles/name-form.js';
import { rolesMessages } from '../roles/messages.js';
import { roleLabel, usersMessages } from '../users/messages.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { Outcome } from '../shared/outcome.js';

/** /admin/roles/:id: rename a role and assign or remove its permissions (spec 000 §6 roles-permission links). */
export function RoleScreen() {
  const { id } = useParams();
  const roleId = Number(id);
  const sdk = useHealthDeck();
  const t = useMessages(rolesMessages);
  const { roleNames } = useMessages(usersMessages);
  const role = useQuery({ ...roleQuery(sdk, roleId), retry: false, enabled: Number.isInteger(roleId) && roleId > 0 });
  const permissions = useQuery({ ...permissionsQuery(sdk), retry: false });
  const failed = role.error ?? permissions.error;

  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to="/admin/roles">{t.back}</Link>
      </p>
      <h1>{role.data ? t.roleTitle(roleLabel(roleNames, role.data.role.name)) : t.role}</h1>
      {failed ? (
        <LoadState error={failed} loading={t.loadingRole} onRetry={() => void Promise.all([role.refetch(), permissions.refetch()])} />
      ) : !Number.isInteger(roleId) || roleId <= 0 ? (
        <p role="alert">{t.unknownRole(id ?? '')}</p>
      ) : !role.data || !permissions.data ? (
        <LoadState error={null} loading={t.loadingRole} onRetry={() => void Promise.all([role.refetch(), permissions.refetch()])} />
      ) : (
        <>
          {role.data.role.builtin ? (
            <p>{t.builtInNote(roleLabel(roleNames, role.data.role.name))}</p>
          ) : (
            <NameForm
              key={role.data.role.name}
              label={t.roleName}
              submitLabel={t.rename}
              initial={role.data.role.name}
              onSubmit={async (name) => void (await updateRole(sdk, roleId, name))}
            />
          )}
          <PermissionChecklist role={role.data.role} permissions={permissions.data.permissions} />
        </>
      )}
    </div>
  );
}

function PermissionChecklist({ role, permissions }: { role: Role; permissions: PermissionItem[] }) {
  const sdk = useHealthDeck();
  const t = useMessages(rolesMessages);
  const label = useOptionLabel();
  const common = useMessages(adminMessages);
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function toggle(permission: PermissionItem, granted: boolean) {
    setPending(permission.id);
    setError(null);
    setDone(null);
    try {
      const body = { role_id: role.id, permission_id: permission.id };
      if (granted) await linkRolePermission(sdk, body);
      else await unlinkRolePermission(sdk, body);
      setDone(granted ? t.granted(label('permission', permission.name), role.name) : t.revoked(label('permission', permission.name), role.name));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(null);
    }
  }

  return (
    <fieldset className="hd-permissions">
      <legend>{t.permissionsOf(role.name)}</legend>
      <Outcome error={error} notice={done} />
      {permissions.length === 0 ? <p>{common.noResults}</p> : null}
      <ul>
        {permissions.map((permission) => {
          const granted = role.permissions.includes(permission.name);
          return (
            <li key={permission.id}>
              <label>
                <input type="checkbox" checked={granted} disabled={pending !== null} onChange={(e) => void toggle(permission, e.currentTarget.checked)} />{' '}
                {label('permission', permission.name)}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
