import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's hydration code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const hydrationRoutes = {
  // spec 000 §7.6 / spec 001 §7 hydration
  hydrationLast: { method: 'GET', path: '/api/client/user-hydration/last', auth: 'member', successStatus: 200, operation: 'get last hydration track' },
  hydrationIncrement: { method: 'POST', path: '/api/client/user-hydration/increment', auth: 'member', successStatus: 200, operation: 'increment hydration track' },
  hydrationDecrement: { method: 'POST', path: '/api/client/user-hydration/decrement', auth: 'member', successStatus: 200, operation: 'decrement hydration track' },
} as const satisfies Record<string, RouteMeta>;
