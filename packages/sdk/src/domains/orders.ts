// spec 000 §7.5 Orders (list; one — 204 yields an empty object; create general-health-test, fitbit
// and auria-test, no body) and Customers; §7.2 admin orders and customers; spec 001 §7 sorting. The
// whole orders domain in one object (admin and the sdk's users that want every call), composed of
// the member's reads (order-reads.ts), placing an order (order-place.ts) and staff's reads
// (orders-admin.ts); a widget creates only the parts it calls.
import type { HealthDeck } from '../health-deck.js';
import { createOrderPlaceApi } from './order-place.js';
import { createOrderReadsApi } from './order-reads.js';
import { createOrdersAdminApi } from './orders-admin.js';

export {
  ORDERS_KEY,
  ordersListKey,
  ORDER_KEY,
  ADMIN_ORDERS_KEY,
  adminOrdersKey,
  ADMIN_CUSTOMERS_KEY,
  adminCustomersKey,
  adminCustomerKey,
  type OrdersQuery,
  type CustomersQuery,
} from './order-keys.js';
export { hasOrder, type OneOrder } from './order-reads.js';

export function createOrdersApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  return {
    ...createOrderReadsApi(hd),
    ...createOrderPlaceApi(hd),
    admin: createOrdersAdminApi(hd),
  };
}
export type OrdersApi = ReturnType<typeof createOrdersApi>;
