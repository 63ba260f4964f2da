import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PermissionItem } from '@healthdeck/contract/light';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { createPermission, deletePermission, permissionsQuery } from '@healthdeck/sdk';
import { ConfirmDelete } from '../classes/confirm-delete.js';
import { useOptionLabel } from '../classes/option-labels.js';
import { NameForm } from '../roles/name-form.js';
import { rolesMessages } from '../roles/messages.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';

/** /admin/permissions (spec 000 §6): the permissions; create, delete (not the server's own). */
export function PermissionsScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(rolesMessages);
  const common = useMessages(adminMessages);
  const label = useOptionLabel();
  const permissions = useQuery({ ...permissionsQuery(sdk), retry: false });
  const [deleting, setDeleting] = useState<PermissionItem | null>(null);
  return (
    <div className="hd-page">
      <div className="hd-admin-heading">
        <h1>{t.permissions}</h1>
        <Link to="/admin/roles">{t.roles}</Link>
      </div>
      <NameForm label={t.newPermissionName} submitLabel={t.createPermission} onSubmit={async (name) => void (await createPermission(sdk, name))} />
      {permissions.isPending || permissions.isError ? (
        <LoadState error={permissions.error} loading={t.loadingPermissions} onRetry={() => void permissions.refetch()} />
      ) : permissions.data.permissions.length === 0 ? (
        <p>{common.noResults}</p>
      ) : (
        <ul className="hd-permission-list">
          {permissions.data.permissions.map((permission) => (
            <li key={permission.id}>
              <span>
                {label('permission', permission.name)}
                {permission.builtin ? t.usedByServer : ''}
              </span>
              <Link to={`/admin/links/permission/${permission.id}`} aria-label={common.linksOf(label('permission', permission.name))}>
                {common.links}
              </Link>
              {permission.builtin ? null : (
                <Button type="button" variant="plain" color="red" aria-label={common.deleteLabel(label('permission', permission.name))} onClick={() => setDeleting(permission)}>
                  {common.delete}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDelete
          what={t.permissionWhat(deleting.name)}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deletePermission(sdk, deleting.id);
            setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}
