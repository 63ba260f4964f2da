import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's account-deletion code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const accountDeletionRoutes = {
  // The member's account deletion and the staff's list of pending ones (not in the spec; docs/decisions/0104-account-deletion.md)
  accountDeletionRequest: {
    method: 'POST',
    path: '/api/client/account/deletion',
    auth: 'member',
    successStatus: 200,
    operation: 'delete account',
    handling: { on400: 'bad-request', serverMessage: [403, 429] },
  },
  adminAccountDeletions: { method: 'GET', path: '/api/admin/account-deletions', auth: 'admin', permission: 'users.read', successStatus: 200, operation: 'load pending account deletions' },
} as const satisfies Record<string, RouteMeta>;
