import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's feature-flags code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const featureFlagsRoutes = {
  // spec 001 §2 feature flags (featureflag admin class) the member's pages read
  featureFlags: { method: 'GET', path: '/api/client/feature-flags', auth: 'member', successStatus: 200, operation: 'load feature flags' },
} as const satisfies Record<string, RouteMeta>;
