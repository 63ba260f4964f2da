// spec 000 §7.6 the lab-site location and distance lookup (sdk domains/lab-sites.ts).
import type { RouteMeta } from '../route-table.js';

export const labSitesRoutes = {
  labSites: { method: 'GET', path: '/api/client/lab-sites', auth: 'member', successStatus: 200, operation: 'load lab sites' },
  labSiteDistance: { method: 'GET', path: '/api/client/lab-sites/distance', auth: 'member', successStatus: 200, operation: 'load lab site distance' },
} as const satisfies Record<string, RouteMeta>;
