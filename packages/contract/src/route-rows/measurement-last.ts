import type { RouteMeta } from '../route-table.js';

// The row of the last measurement's read (sdk domains/measurements.ts): what the body scan
// widget reads first. A part of measurementsRoutes (measurements.ts).
export const measurementLastRoutes = {
  measurementLast: { method: 'GET', path: '/api/client/measurements/last-measurement', auth: 'member', successStatus: 200, operation: 'get last measurement' },
} as const satisfies Record<string, RouteMeta>;
