import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's symptoms code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const symptomsRoutes = {
  symptomsList: { method: 'GET', path: '/api/client/user/symptoms', auth: 'member', successStatus: 200, operation: 'load symptoms' },
  symptomUpdate: { method: 'PUT', path: '/api/client/user/logged-symptoms', auth: 'member', successStatus: 200, operation: 'update user symptom' },
} as const satisfies Record<string, RouteMeta>;
