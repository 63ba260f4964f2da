// The member's kit reads (spec 000 §7.5 client kits, last, one): the rows the kit widgets read with
// (sdk domains/kits.ts). clientKit's /:id path last, after the fixed /api/client/kits/… paths.
import type { RouteMeta } from '../route-table.js';

export const kitReadsRoutes = {
  clientKits: { method: 'GET', path: '/api/client/kits', auth: 'member', successStatus: 200, operation: 'load kits' },
  clientKitLast: { method: 'GET', path: '/api/client/kits/last', auth: 'member', successStatus: 200, operation: 'load last kit' },
  clientKit: { method: 'GET', path: '/api/client/kits/:id', auth: 'member', successStatus: 200, operation: 'load kit' },
} as const satisfies Record<string, RouteMeta>;
