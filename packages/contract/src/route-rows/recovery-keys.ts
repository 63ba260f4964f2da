import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's recovery-keys code makes: a part of routeTable (route-table.ts).
// Organisation recovery keys (docs/decisions/0076-organisation-recovery-keys.md).
const admin = { auth: 'admin', permission: 'organizations.write' } as const;
// The refusals staff must read as they are (the last holder, a rotation still running).
const said = { handling: { serverMessage: [404, 409] } } as const;

export const recoveryKeysRoutes = {
  adminRecoveryKey: { method: 'GET', path: '/api/admin/organizations/:id/recovery-key', ...admin, successStatus: 200, operation: 'load the recovery key' },
  adminRecoveryKeyCreate: { method: 'POST', path: '/api/admin/organizations/:id/recovery-key', ...admin, ...said, successStatus: 201, operation: 'create the recovery key' },
  adminRecoveryKeyGrant: {
    method: 'PUT',
    path: '/api/admin/organizations/:id/recovery-key/grants/:userId',
    ...admin,
    ...said,
    successStatus: 200,
    operation: 'grant the recovery key',
  },
  adminRecoveryKeyRevoke: {
    method: 'DELETE',
    path: '/api/admin/organizations/:id/recovery-key/grants/:userId',
    ...admin,
    ...said,
    successStatus: 200,
    operation: 'revoke access to the recovery key',
  },
  adminRecoveryKeyRotate: { method: 'POST', path: '/api/admin/organizations/:id/recovery-key/rotate', ...admin, ...said, successStatus: 200, operation: 'rotate the recovery key' },
  adminRecoveryRewraps: { method: 'GET', path: '/api/admin/organizations/:id/recovery-key/rewraps', ...admin, successStatus: 200, operation: 'load keys to re-wrap' },
  adminRecoveryRewrapsSave: { method: 'PUT', path: '/api/admin/organizations/:id/recovery-key/rewraps', ...admin, ...said, successStatus: 200, operation: 'save re-wrapped keys' },
  // The member's data key as wrapped to the recovery keys the caller holds, with the caller's grants:
  // the staff browser opens the member's sealed records (audited under the member).
  adminUserRecoveryKey: {
    method: 'GET',
    path: '/api/admin/users/:id/recovery-key',
    auth: 'admin',
    permission: 'clinical.read',
    successStatus: 200,
    operation: "load the member's recovery copy",
  },
  memberRecoveryKeys: { method: 'GET', path: '/api/client/keys/recovery', auth: 'member', successStatus: 200, operation: 'load recovery keys' },
  memberRecoveryWrapsSave: { method: 'PUT', path: '/api/client/keys/recovery', auth: 'member', successStatus: 204, operation: 'save recovery wraps' },
} as const satisfies Record<string, RouteMeta>;
