import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's key-recovery code makes: a part of routeTable (route-table.ts).
// Organisation-assisted key recovery (docs/decisions/0086-organisation-assisted-recovery.md).
const staff = { auth: 'admin', permission: 'clinical.read' } as const;
// The refusals the page shows as they are (not a holder, already decided, the member's key changed).
const said = { handling: { serverMessage: [403, 404, 409] } } as const;

export const keyRecoveryRoutes = {
  memberKeyRecovery: { method: 'GET', path: '/api/client/keys/recovery-request', auth: 'member', successStatus: 200, operation: 'load your recovery request' },
  memberKeyRecoveryAsk: { method: 'POST', path: '/api/client/keys/recovery-request', auth: 'member', ...said, successStatus: 201, operation: 'ask for recovery' },
  memberInterimRecords: { method: 'GET', path: '/api/client/keys/interim-records', auth: 'member', successStatus: 200, operation: 'load the records to re-seal' },
  memberInterimRecordsReseal: { method: 'PUT', path: '/api/client/keys/interim-records', auth: 'member', successStatus: 200, operation: 're-seal your records' },
  adminKeyRecoveryRequests: { method: 'GET', path: '/api/admin/key-recovery-requests', ...staff, successStatus: 200, operation: 'load recovery requests' },
  adminKeyRecoveryApprove: { method: 'POST', path: '/api/admin/key-recovery-requests/:id/approve', ...staff, ...said, successStatus: 200, operation: 'approve the recovery' },
  adminKeyRecoveryRefuse: { method: 'POST', path: '/api/admin/key-recovery-requests/:id/refuse', ...staff, ...said, successStatus: 200, operation: 'refuse the recovery' },
} as const satisfies Record<string, RouteMeta>;
