import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's sleep code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const sleepRoutes = {
  // spec 000 §7.6 / spec 001 §7 sleep tracker
  sleepLast: { method: 'GET', path: '/api/client/user-sleep/last', auth: 'member', successStatus: 200, operation: 'get last sleep track' },
  sleepIncrement: { method: 'POST', path: '/api/client/user-sleep/increment', auth: 'member', successStatus: 200, operation: 'increment sleep track' },
  sleepDecrement: { method: 'POST', path: '/api/client/user-sleep/decrement', auth: 'member', successStatus: 200, operation: 'decrement sleep track' },
} as const satisfies Record<string, RouteMeta>;
