import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Role } from '@healthdeck/contract/light';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { createRole, deleteRole, rolesQuery } from '@healthdeck/sdk';
import { ConfirmDelete } from '../classes/confirm-delete.js';
import { useOptionLabel } from '../classes/option-labels.js';
import { NameForm } from '../roles/name-form.js';
import { rolesMessages } from '../roles/messages.js';
import { roleLabel, usersMessages } from '../users/messages.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { ScrollRegion } from '../shared/scroll-region.js';

/** /admin/roles (spec 000 §6, §7.2): the roles, each with its permissions; create, delete. */
export function RolesScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(rolesMessages);
  const { roleNames } = useMessages(usersMessages);
  const common = useMessages(adminMessages);
  const optionLabel = useOptionLabel();
  const roles = useQuery({ ...rolesQuery(sdk), retry: false });
  const [deleting, setDeleting] = useState<Role | null>(null);
  return (
    <div className="hd-page">
      <div className="hd-admin-heading">
        <h1>{t.roles}</h1>
        <Link to="/admin/permissions">{t.permissions}</Link>
      </div>
      <NameForm label={t.newRoleName} submitLabel={t.createRole} onSubmit={async (name) => void (await createRole(sdk, name))} />
      {roles.isPending || roles.isError ? (
        <LoadState error={roles.error} loading={t.loadingRoles} onRetry={() => void roles.refetch()} />
      ) : roles.data.roles.length === 0 ? (
        <p>{common.noResults}</p>
      ) : (
        <ScrollRegion label={common.tableLabel(t.roles)}>
          <table className="hd-table">
            <caption className="hd-visually-hidden">{t.roles}</caption>
            <thead>
              <tr>
                <th scope="col">{t.role}</th>
                <th scope="col">{t.permissions}</th>
                <th scope="col">{common.actions}</th>
              </tr>
            </thead>
            <tbody>
              {roles.data.roles.map((role) => (
                <tr key={role.id}>
                  <td>
                    {roleLabel(roleNames, role.name)}
                    {role.builtin ? t.builtIn : ''}
                  </td>
                  <td>{role.permissions.length === 0 ? common.none : role.permissions.map((code) => optionLabel('permission', code)).join(', ')}</td>
                  <td>
                    <div className="hd-row-actions">
                      <Link to={`/admin/roles/${role.id}`} aria-label={t.permissionsOf(role.name)}>
                        {t.permissions}
                      </Link>
                      <Link to={`/admin/links/role/${role.id}`} aria-label={common.linksOf(role.name)}>
                        {common.links}
                      </Link>
                      {role.builtin ? null : (
                        <Button type="button" variant="plain" color="red" aria-label={common.deleteLabel(role.name)} onClick={() => setDeleting(role)}>
                          {common.delete}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {deleting ? (
        <ConfirmDelete
          what={t.roleWhat(deleting.name)}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteRole(sdk, deleting.id);
            setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}
