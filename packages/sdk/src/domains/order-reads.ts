// spec 000 §7.5 the member's orders (list; one — 204 yields an empty object), with their route rows;
// placing an order (order-place.ts) and staff's reads (orders-admin.ts) are modules of their own.
import { orderReadsRoutes, type OrderResponse, type OrdersResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import type { OrdersQuery } from './order-keys.js';

/** spec 000 §7.5: the member's latest order, or {} when they have none (the server's 204). */
export type OneOrder = OrderResponse | Record<string, never>;

export function hasOrder(result: OneOrder): result is OrderResponse {
  return 'order' in result;
}

export function createOrderReadsApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, orderReadsRoutes);
  return {
    list: (query: OrdersQuery = {}, signal?: AbortSignal): Promise<OrdersResponse> => call('orders', { query, signal }),
    one: (signal?: AbortSignal): Promise<OneOrder> => call('order', { signal }),
  };
}
export type OrderReadsApi = ReturnType<typeof createOrderReadsApi>;
