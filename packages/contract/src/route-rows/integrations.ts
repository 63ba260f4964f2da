import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's integrations code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const integrationsRoutes = {
  integrationCalls: { method: 'GET', path: '/api/client/integrations/calls', auth: 'member', successStatus: 200, operation: 'load integration calls' },
  integrationStatuses: { method: 'GET', path: '/api/client/integrations/statuses', auth: 'member', successStatus: 200, operation: 'load integration statuses' },
} as const satisfies Record<string, RouteMeta>;
