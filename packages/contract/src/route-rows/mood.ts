import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's mood code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const moodRoutes = {
  // spec 000 §3.4, §7.6 / spec 001 §4, §7 mood and symptoms (daily journal)
  moodLoad: { method: 'GET', path: '/api/client/user/load-mood-track', auth: 'member', successStatus: 200, operation: 'load mood' },
  moodLog: { method: 'POST', path: '/api/client/user/log-mood-track', auth: 'member', successStatus: 200, operation: 'log mood' },
} as const satisfies Record<string, RouteMeta>;
