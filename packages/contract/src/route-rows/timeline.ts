import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's timeline code makes: a part of routeTable (route-table.ts).
export const timelineRoutes = {
  timeline: { method: 'GET', path: '/api/client/timeline', auth: 'member', successStatus: 200, operation: 'load timeline' },
} as const satisfies Record<string, RouteMeta>;
