import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's preferences code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const preferencesRoutes = {
  // spec 000 §7.6 User preferences GET and POST / spec 001 §2 /client/profile
  preferences: { method: 'GET', path: '/api/client/user/preferences', auth: 'member', successStatus: 200, operation: 'load preferences' },
  preferencesSave: { method: 'POST', path: '/api/client/user/preferences', auth: 'member', successStatus: 200, operation: 'save preferences' },
} as const satisfies Record<string, RouteMeta>;
