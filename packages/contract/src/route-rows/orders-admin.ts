// spec 000 §7.2 admin orders and customers (sdk domains/orders-admin.ts).
import type { RouteMeta } from '../route-table.js';

export const ordersAdminRoutes = {
  adminOrders: { method: 'GET', path: '/api/admin/orders', auth: 'admin', permission: 'orders.read', successStatus: 200, operation: 'load orders' },
  adminCustomers: { method: 'GET', path: '/api/admin/customers', auth: 'admin', permission: 'orders.read', successStatus: 200, operation: 'load customers' },
  adminCustomer: { method: 'GET', path: '/api/admin/customers/:id', auth: 'admin', permission: 'orders.read', successStatus: 200, operation: 'load customer' },
} as const satisfies Record<string, RouteMeta>;
