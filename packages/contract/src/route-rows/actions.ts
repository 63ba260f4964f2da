import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's actions code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const actionsRoutes = {
  // spec 000 §3.3, §7.6 actions complete / uncomplete
  actionComplete: { method: 'POST', path: '/api/client/actions/complete', auth: 'member', successStatus: 200, operation: 'complete action' },
  actionUncomplete: { method: 'POST', path: '/api/client/actions/uncomplete', auth: 'member', successStatus: 200, operation: 'uncomplete action' },
  memberPrograms: { method: 'GET', path: '/api/client/programs', auth: 'member', successStatus: 200, operation: 'load programs' },
} as const satisfies Record<string, RouteMeta>;
