// spec 000 §7.5 the member's orders: list; one (204 yields an empty object); placing one
// (general-health-test, fitbit, auria-test; no body). Staff's orders and customers are orders-admin.ts.
import { orderPlaceRoutes, orderReadsRoutes, type OrderProduct, type OrderResponse, type OrdersResponse, type RouteQuery } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { invalidateKits } from './kits.js';
import { ordersAdminKeys } from './orders-admin.js';

export type OrdersQuery = NonNullable<RouteQuery<'orders'>>;

export const ordersKeys = {
  all: ['orders'] as const,
  list: (query: OrdersQuery = {}) => ['orders', 'list', query] as const,
  one: ['orders', 'one'] as const,
};

/** spec 000 §7.5: the member's latest order, or {} when they have none (the server's 204). */
export type OneOrder = OrderResponse | Record<string, never>;

export function hasOrder(result: OneOrder): result is OrderResponse {
  return 'order' in result;
}

const reads = (hd: HealthDeck) => routed(hd.call, orderReadsRoutes);
export const fetchOrders = (hd: HealthDeck, query: OrdersQuery = {}, signal?: AbortSignal): Promise<OrdersResponse> => reads(hd)('orders', { query, signal });
export const fetchOrder = (hd: HealthDeck, signal?: AbortSignal): Promise<OneOrder> => reads(hd)('order', { signal });

export const ordersQuery = (hd: HealthDeck, query: OrdersQuery = {}) => ({
  queryKey: ordersKeys.list(query),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchOrders(hd, query, signal),
});
export const orderQuery = (hd: HealthDeck) => ({ queryKey: ordersKeys.one, queryFn: ({ signal }: { signal?: AbortSignal }) => fetchOrder(hd, signal) });

/** spec 000 §7.5: each product has its order call (no body). */
export function placeOrder(hd: HealthDeck, product: OrderProduct): Promise<OrderResponse> {
  const call = routed(hd.call, orderPlaceRoutes);
  if (product === 'general-health-test') return call('orderGeneralHealthTest');
  if (product === 'auria-test') return call('orderAuriaTest');
  return call('orderFitbit');
}

/** A new order changes the member's orders, their kits (a test ships a kit) and the admin tables. */
export const placeOrderMutation = (hd: HealthDeck) => ({
  mutationKey: ['orders', 'place'] as const,
  mutationFn: (product: OrderProduct) => placeOrder(hd, product),
  onSuccess: () =>
    Promise.all([
      hd.queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
      invalidateKits(hd.queryClient),
      hd.queryClient.invalidateQueries({ queryKey: ordersAdminKeys.orders }),
      hd.queryClient.invalidateQueries({ queryKey: ordersAdminKeys.customers }),
    ]),
});
