import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's measurements code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const measurementsRoutes = {
  // spec 000 §3.3, §4, §7.6 / spec 001 §3, §4, §7 measurements and vitals (encrypted in the client)
  measurements: { method: 'GET', path: '/api/client/measurements', auth: 'member', successStatus: 200, operation: 'load measurements' },
  measurementCreate: { method: 'POST', path: '/api/client/measurements', auth: 'member', successStatus: 200, operation: 'save measurement' },
  measurementSkip: { method: 'POST', path: '/api/client/measurements/skip', auth: 'member', successStatus: 200, operation: 'save measurement skip reason' },
  measurementLast: { method: 'GET', path: '/api/client/measurements/last-measurement', auth: 'member', successStatus: 200, operation: 'get last measurement' },
  measurementSamples: { method: 'POST', path: '/api/client/measurements/samples', auth: 'member', successStatus: 200, operation: 'save measurement samples' },
} as const satisfies Record<string, RouteMeta>;
