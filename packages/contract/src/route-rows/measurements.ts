import type { RouteMeta } from '../route-table.js';
import { measurementLastRoutes } from './measurement-last.js';
import { measurementSkipRoutes } from './measurement-skip.js';

// The rows of the calls the sdk's measurements code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls: the
// last measurement's read and the skip's save are parts of their own (measurement-last.ts,
// measurement-skip.ts), as the body scan widget makes them; this is all of them.
export const measurementsRoutes = {
  // spec 000 §3.3, §4, §7.6 / spec 001 §3, §4, §7 measurements and vitals (encrypted in the client)
  measurements: { method: 'GET', path: '/api/client/measurements', auth: 'member', successStatus: 200, operation: 'load measurements' },
  measurementCreate: { method: 'POST', path: '/api/client/measurements', auth: 'member', successStatus: 200, operation: 'save measurement' },
  ...measurementSkipRoutes,
  ...measurementLastRoutes,
  measurementSamples: { method: 'POST', path: '/api/client/measurements/samples', auth: 'member', successStatus: 200, operation: 'save measurement samples' },
} as const satisfies Record<string, RouteMeta>;
