import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PermissionItem, Role } from '@healthdeck/contract/light';
import { Button } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { NameForm } from '../roles/name-form.js';
import { useRoles } from '../roles/use-roles.js';

/** /admin/roles/:id: rename a role and assign or remove its permissions (spec 000 §6 roles-permission links). */
export function RoleScreen() {
  const { id } = useParams();
  const roleId = Number(id);
  const { api, queries } = useRoles();
  const role = useQuery({ ...queries.get(roleId), retry: false, enabled: Number.isInteger(roleId) && roleId > 0 });
  const permissions = useQuery({ ...queries.permissions(), retry: false });
  const failed = role.error ?? permissions.error;

  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to="/admin/roles">← Roles</Link>
      </p>
      <h1>{role.data ? `Role: ${role.data.role.name}` : 'Role'}</h1>
      {failed ? (
        <div className="hd-table-error" role="alert">
          <p>{errorMessage(failed)}</p>
          <Button type="button" onClick={() => void Promise.all([role.refetch(), permissions.refetch()])}>
            Try again
          </Button>
        </div>
      ) : !Number.isInteger(roleId) || roleId <= 0 ? (
        <p role="alert">There is no role with id “{id ?? ''}”.</p>
      ) : !role.data || !permissions.data ? (
        <p role="status">
          <span className="hd-spinner" aria-hidden="true" /> Loading role
        </p>
      ) : (
        <>
          {role.data.role.builtin ? (
            <p>The {role.data.role.name} role is built in: it keeps its name.</p>
          ) : (
            <NameForm key={role.data.role.name} label="Role name" submitLabel="Rename" initial={role.data.role.name} onSubmit={async (name) => void (await api.update(roleId, name))} />
          )}
          <PermissionChecklist role={role.data.role} permissions={permissions.data.permissions} />
        </>
      )}
    </div>
  );
}

function PermissionChecklist({ role, permissions }: { role: Role; permissions: PermissionItem[] }) {
  const { links } = useRoles();
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function toggle(permission: PermissionItem, granted: boolean) {
    setPending(permission.id);
    setError(null);
    setDone(null);
    try {
      const body = { role_id: role.id, permission_id: permission.id };
      if (granted) await links.linkRolePermission(body);
      else await links.unlinkRolePermission(body);
      setDone(`${granted ? 'Added' : 'Removed'} ${permission.name} ${granted ? 'to' : 'from'} ${role.name}.`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(null);
    }
  }

  return (
    <fieldset className="hd-permissions">
      <legend>Permissions of {role.name}</legend>
      {error ? (
        <p role="alert" className="hd-form-error">
          {error}
        </p>
      ) : null}
      <p role="status" className={done ? 'hd-notice' : 'hd-visually-hidden'}>
        {done ?? ''}
      </p>
      {permissions.length === 0 ? <p>No Results Found.</p> : null}
      <ul>
        {permissions.map((permission) => {
          const granted = role.permissions.includes(permission.name);
          return (
            <li key={permission.id}>
              <label>
                <input type="checkbox" checked={granted} disabled={pending !== null} onChange={(e) => void toggle(permission, e.currentTarget.checked)} /> {permission.name}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
