import type { RouteMeta } from '../route-table.js';

// The row of the member's HRA read that lists each section's status (sdk domains/hra.ts):
// spec 001 §4 Health assessment section status. A part of routeTable (route-table.ts); the HRA's rows
// are split by sdk domain so an element carries only the rows of the calls it makes.
export const hraSectionsRoutes = {
  hraSections: { method: 'GET', path: '/api/client/hra/sections', auth: 'member', successStatus: 200, operation: 'load health assessment sections' },
} as const satisfies Record<string, RouteMeta>;
