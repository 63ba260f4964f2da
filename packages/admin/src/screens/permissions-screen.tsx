import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PermissionItem } from '@healthdeck/contract/light';
import { Button } from '@healthdeck/widgets';
import { ConfirmDelete } from '../classes/confirm-delete.js';
import { errorMessage } from '../classes/errors.js';
import { NameForm } from '../roles/name-form.js';
import { useRoles } from '../roles/use-roles.js';

/** /admin/permissions (spec 000 §6): the permissions; create, delete (not the server's own). */
export function PermissionsScreen() {
  const { api, queries } = useRoles();
  const permissions = useQuery({ ...queries.permissions(), retry: false });
  const [deleting, setDeleting] = useState<PermissionItem | null>(null);
  return (
    <div className="hd-page">
      <div className="hd-admin-heading">
        <h1>Permissions</h1>
        <Link to="/admin/roles">Roles</Link>
      </div>
      <NameForm label="New permission name" submitLabel="Create permission" onSubmit={async (name) => void (await api.permissions.create(name))} />
      {permissions.isPending ? (
        <p role="status">
          <span className="hd-spinner" aria-hidden="true" /> Loading Permissions
        </p>
      ) : permissions.isError ? (
        <div className="hd-table-error" role="alert">
          <p>{errorMessage(permissions.error)}</p>
          <Button type="button" onClick={() => void permissions.refetch()}>
            Try again
          </Button>
        </div>
      ) : permissions.data.permissions.length === 0 ? (
        <p>No Results Found.</p>
      ) : (
        <ul className="hd-permission-list">
          {permissions.data.permissions.map((permission) => (
            <li key={permission.id}>
              <span>
                {permission.name}
                {permission.builtin ? ' (used by the server)' : ''}
              </span>
              <Link to={`/admin/links/permission/${permission.id}`} aria-label={`Links of ${permission.name}`}>
                Links
              </Link>
              {permission.builtin ? null : (
                <Button type="button" variant="plain" color="red" aria-label={`Delete ${permission.name}`} onClick={() => setDeleting(permission)}>
                  Delete
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDelete
          what={`permission “${deleting.name}”`}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await api.permissions.remove(deleting.id);
            setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}
