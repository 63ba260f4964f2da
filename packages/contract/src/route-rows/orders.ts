// The rows of every orders call: the union of the parts the sdk's order calls register (the reads
// and the order calls of domains/orders.ts, orders-admin.ts), so a browser bundle carries only the
// rows of the calls it makes.
import type { RouteMeta } from '../route-table.js';
import { orderReadsRoutes } from './order-reads.js';
import { orderPlaceRoutes } from './order-place.js';
import { ordersAdminRoutes } from './orders-admin.js';

export const ordersRoutes = {
  ...orderReadsRoutes,
  ...orderPlaceRoutes,
  ...ordersAdminRoutes,
} as const satisfies Record<string, RouteMeta>;
