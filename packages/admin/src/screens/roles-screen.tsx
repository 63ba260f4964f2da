import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Role } from '@healthdeck/contract/light';
import { Button } from '@healthdeck/widgets';
import { ConfirmDelete } from '../classes/confirm-delete.js';
import { errorMessage } from '../classes/errors.js';
import { NameForm } from '../roles/name-form.js';
import { useRoles } from '../roles/use-roles.js';

/** /admin/roles (spec 000 §6, §7.2): the roles, each with its permissions; create, delete. */
export function RolesScreen() {
  const { api, queries } = useRoles();
  const roles = useQuery({ ...queries.list(), retry: false });
  const [deleting, setDeleting] = useState<Role | null>(null);
  return (
    <div className="hd-page">
      <div className="hd-admin-heading">
        <h1>Roles</h1>
        <Link to="/admin/permissions">Permissions</Link>
      </div>
      <NameForm label="New role name" submitLabel="Create role" onSubmit={async (name) => void (await api.create(name))} />
      {roles.isPending ? (
        <p role="status">
          <span className="hd-spinner" aria-hidden="true" /> Loading Roles
        </p>
      ) : roles.isError ? (
        <div className="hd-table-error" role="alert">
          <p>{errorMessage(roles.error)}</p>
          <Button type="button" onClick={() => void roles.refetch()}>
            Try again
          </Button>
        </div>
      ) : roles.data.roles.length === 0 ? (
        <p>No Results Found.</p>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a labelled, focusable scroll container (role=region, tabIndex=0) lets keyboard users scroll a wide table: the WAI pattern; a <section> would add nothing
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll container takes focus so keyboard users can scroll the wide table with the arrow keys (WAI scrollable region)
        <div className="hd-table-scroll" role="region" aria-label="Roles table" tabIndex={0}>
          <table className="hd-table">
            <caption className="hd-visually-hidden">Roles</caption>
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col">Permissions</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {roles.data.roles.map((role) => (
                <tr key={role.id}>
                  <td>
                    {role.name}
                    {role.builtin ? ' (built in)' : ''}
                  </td>
                  <td>{role.permissions.length === 0 ? 'None' : role.permissions.join(', ')}</td>
                  <td>
                    <div className="hd-row-actions">
                      <Link to={`/admin/roles/${role.id}`} aria-label={`Permissions of ${role.name}`}>
                        Permissions
                      </Link>
                      <Link to={`/admin/links/role/${role.id}`} aria-label={`Links of ${role.name}`}>
                        Links
                      </Link>
                      {role.builtin ? null : (
                        <Button type="button" variant="plain" color="red" aria-label={`Delete ${role.name}`} onClick={() => setDeleting(role)}>
                          Delete
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deleting ? (
        <ConfirmDelete
          what={`role “${deleting.name}”`}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await api.remove(deleting.id);
            setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}
