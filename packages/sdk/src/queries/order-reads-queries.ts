// Query options (@tanstack/query-core) for the member's orders (spec 000 §7.5 list, one), apart from
// staff's (orders-queries.ts composes them).
import { ORDER_KEY, ordersListKey, type OrdersQuery } from '../domains/order-keys.js';
import type { OrderReadsApi } from '../domains/order-reads.js';

type Signal = { signal?: AbortSignal };

export function orderReadsQueries(api: OrderReadsApi) {
  return {
    list: (query: OrdersQuery = {}) => ({ queryKey: ordersListKey(query), queryFn: ({ signal }: Signal) => api.list(query, signal) }),
    one: () => ({ queryKey: ORDER_KEY, queryFn: ({ signal }: Signal) => api.one(signal) }),
  };
}
export type OrderReadsQueries = ReturnType<typeof orderReadsQueries>;
