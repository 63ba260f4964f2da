import type { RouteMeta } from '../route-table.js';

// The row of the skip reason's save (sdk domains/measurement-skip.ts): the body scan's skip step
// loads it on demand. A part of measurementsRoutes (measurements.ts).
export const measurementSkipRoutes = {
  measurementSkip: { method: 'POST', path: '/api/client/measurements/skip', auth: 'member', successStatus: 200, operation: 'save measurement skip reason' },
} as const satisfies Record<string, RouteMeta>;
