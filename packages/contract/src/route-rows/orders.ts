import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's orders code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const ordersRoutes = {
  // spec 000 §7.5 Orders (list, one: 204 → {}, create general-health-test / fitbit / auria-test, no body); §7.2 admin orders and customers
  orders: { method: 'GET', path: '/api/client/orders', auth: 'member', successStatus: 200, operation: 'load orders' },
  order: { method: 'GET', path: '/api/client/order', auth: 'member', successStatus: 200, operation: 'load order', handling: { on204: 'empty-object' } },
  orderGeneralHealthTest: { method: 'POST', path: '/api/client/orders/general-health-test', auth: 'member', successStatus: 200, operation: 'create order' },
  orderFitbit: { method: 'POST', path: '/api/client/orders/fitbit', auth: 'member', successStatus: 200, operation: 'create order' },
  orderAuriaTest: { method: 'POST', path: '/api/client/orders/auria-test', auth: 'member', successStatus: 200, operation: 'create order' },
  adminOrders: { method: 'GET', path: '/api/admin/orders', auth: 'admin', permission: 'orders.read', successStatus: 200, operation: 'load orders' },
  adminCustomers: { method: 'GET', path: '/api/admin/customers', auth: 'admin', permission: 'orders.read', successStatus: 200, operation: 'load customers' },
  adminCustomer: { method: 'GET', path: '/api/admin/customers/:id', auth: 'admin', permission: 'orders.read', successStatus: 200, operation: 'load customer' },
} as const satisfies Record<string, RouteMeta>;
