// Query options (@tanstack/query-core) for orders and customers (spec 000 §7.2, §7.5). Placing an
// order invalidates ['orders'], ['kits'], ['admin', 'orders'] and ['admin', 'customers'].
import { ORDER_KEY, adminCustomerKey, adminCustomersKey, adminOrdersKey, ordersListKey, type CustomersQuery, type OrdersApi, type OrdersQuery } from '../domains/orders.js';

type Signal = { signal?: AbortSignal };

export function ordersQueries(api: OrdersApi) {
  return {
    list: (query: OrdersQuery = {}) => ({ queryKey: ordersListKey(query), queryFn: ({ signal }: Signal) => api.list(query, signal) }),
    one: () => ({ queryKey: ORDER_KEY, queryFn: ({ signal }: Signal) => api.one(signal) }),
    admin: {
      orders: (query: OrdersQuery = {}) => ({ queryKey: adminOrdersKey(query), queryFn: ({ signal }: Signal) => api.admin.orders(query, signal) }),
      customers: (query: CustomersQuery = {}) => ({ queryKey: adminCustomersKey(query), queryFn: ({ signal }: Signal) => api.admin.customers(query, signal) }),
      customer: (id: string) => ({ queryKey: adminCustomerKey(id), queryFn: ({ signal }: Signal) => api.admin.customer(id, signal) }),
    },
  };
}
export type OrdersQueries = ReturnType<typeof ordersQueries>;
