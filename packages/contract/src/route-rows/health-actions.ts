import type { RouteMeta } from '../route-table.js';
import { healthActionListRoutes } from './health-action-list.js';
import { healthRecordsRoutes } from './health-records.js';

// The rows of the calls the sdk's health-actions code makes: a part of routeTable (route-table.ts).
// spec 000 §7.6 health actions, medications, allergies, health issues; §8 their saves raise
// the server message. Split by sdk domain (the actions list, the sealed records) so an element
// carries only the rows of the calls it makes; this is both.
export const healthActionsRoutes = { ...healthActionListRoutes, ...healthRecordsRoutes } as const satisfies Record<string, RouteMeta>;
