import type { RouteMeta } from '../route-table.js';

// The row of the Smartlink care advocates' free slots (sdk domains/smartlink.ts), which the
// scheduler reads first; the calls' other rows are smartlink.ts. A part of routeTable (route-table.ts).
export const smartlinkSlotsRoutes = {
  // spec 000 §3.3, §7.6 Smartlink (care advocate calls): timeslots
  smartlinkTimeslots: { method: 'POST', path: '/api/client/smartlink/timeslots', auth: 'member', successStatus: 200, operation: 'load time slots' },
} as const satisfies Record<string, RouteMeta>;
