// The orders' and customers' query keys (spec 000 §7.2, §7.5), apart from the calls: placing an
// order invalidates ['orders'], ['kits'], ['admin', 'orders'] and ['admin', 'customers'].
import type { RouteQuery } from '@healthdeck/contract/light';

export const ORDERS_KEY = ['orders'] as const;
export const ordersListKey = (query: OrdersQuery = {}) => ['orders', 'list', query] as const;
export const ORDER_KEY = ['orders', 'one'] as const;
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;
export const adminOrdersKey = (query: OrdersQuery = {}) => [...ADMIN_ORDERS_KEY, query] as const;
export const ADMIN_CUSTOMERS_KEY = ['admin', 'customers'] as const;
export const adminCustomersKey = (query: CustomersQuery = {}) => [...ADMIN_CUSTOMERS_KEY, 'list', query] as const;
export const adminCustomerKey = (id: string) => [...ADMIN_CUSTOMERS_KEY, 'one', id] as const;

export type OrdersQuery = NonNullable<RouteQuery<'orders'>>;
export type CustomersQuery = NonNullable<RouteQuery<'adminCustomers'>>;
