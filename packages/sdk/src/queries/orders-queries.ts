// Query options (@tanstack/query-core) for orders and customers (spec 000 §7.2, §7.5). Placing an
// order invalidates ['orders'], ['kits'], ['admin', 'orders'] and ['admin', 'customers'].
import { adminCustomerKey, adminCustomersKey, adminOrdersKey, type CustomersQuery, type OrdersApi, type OrdersQuery } from '../domains/orders.js';
import { orderReadsQueries } from './order-reads-queries.js';

type Signal = { signal?: AbortSignal };

export function ordersQueries(api: OrdersApi) {
  return {
    ...orderReadsQueries(api),
    admin: {
      orders: (query: OrdersQuery = {}) => ({ queryKey: adminOrdersKey(query), queryFn: ({ signal }: Signal) => api.admin.orders(query, signal) }),
      customers: (query: CustomersQuery = {}) => ({ queryKey: adminCustomersKey(query), queryFn: ({ signal }: Signal) => api.admin.customers(query, signal) }),
      customer: (id: string) => ({ queryKey: adminCustomerKey(id), queryFn: ({ signal }: Signal) => api.admin.customer(id, signal) }),
    },
  };
}
export type OrdersQueries = ReturnType<typeof ordersQueries>;
