import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's account code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const accountRoutes = {
  // Account
  account: { method: 'GET', path: '/api/client/account', auth: 'member', successStatus: 200, operation: 'load account' },
} as const satisfies Record<string, RouteMeta>;
