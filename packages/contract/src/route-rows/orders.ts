// The rows of every orders call: the union of the parts each sdk orders module brings (order-reads,
// order-place, orders-admin), so a browser bundle carries only the rows of the calls it makes.
import type { RouteMeta } from '../route-table.js';
import { orderReadsRoutes } from './order-reads.js';
import { orderPlaceRoutes } from './order-place.js';
import { ordersAdminRoutes } from './orders-admin.js';

export const ordersRoutes = {
  ...orderReadsRoutes,
  ...orderPlaceRoutes,
  ...ordersAdminRoutes,
} as const satisfies Record<string, RouteMeta>;
