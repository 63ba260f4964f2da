// spec 000 §7.5 the member's orders (list; one: 204 → {}) (sdk domains/orders.ts).
import type { RouteMeta } from '../route-table.js';

export const orderReadsRoutes = {
  orders: { method: 'GET', path: '/api/client/orders', auth: 'member', successStatus: 200, operation: 'load orders' },
  order: { method: 'GET', path: '/api/client/order', auth: 'member', successStatus: 200, operation: 'load order', handling: { on204: 'empty-object' } },
} as const satisfies Record<string, RouteMeta>;
