import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's body-metrics code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const bodyMetricsRoutes = {
  // spec 001 §3, §4, §7 body metrics (sleep summary, fitness) and fitness goals
  bodyMetrics: { method: 'GET', path: '/api/client/body-metrics', auth: 'member', successStatus: 200, operation: 'load body metrics' },
  fitnessGoals: { method: 'GET', path: '/api/client/user/goals', auth: 'member', successStatus: 200, operation: 'load goals' },
} as const satisfies Record<string, RouteMeta>;
