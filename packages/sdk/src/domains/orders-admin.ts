// spec 000 §7.2 staff's orders and customers (spec 001 §7 sorting).
import { ordersAdminRoutes, type CustomerResponse, type CustomersResponse, type OrdersResponse, type RouteQuery } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import type { OrdersQuery } from './orders.js';

export type CustomersQuery = NonNullable<RouteQuery<'adminCustomers'>>;

export const ordersAdminKeys = {
  orders: ['admin', 'orders'] as const,
  ordersList: (query: OrdersQuery = {}) => ['admin', 'orders', query] as const,
  customers: ['admin', 'customers'] as const,
  customersList: (query: CustomersQuery = {}) => ['admin', 'customers', 'list', query] as const,
  customer: (id: string) => ['admin', 'customers', 'one', id] as const,
};

type Signal = { signal?: AbortSignal };
const call = (hd: HealthDeck) => routed(hd.call, ordersAdminRoutes);

export const fetchAdminOrders = (hd: HealthDeck, query: OrdersQuery = {}, signal?: AbortSignal): Promise<OrdersResponse> => call(hd)('adminOrders', { query, signal });
export const fetchCustomers = (hd: HealthDeck, query: CustomersQuery = {}, signal?: AbortSignal): Promise<CustomersResponse> => call(hd)('adminCustomers', { query, signal });
export const fetchCustomer = (hd: HealthDeck, id: string, signal?: AbortSignal): Promise<CustomerResponse> => call(hd)('adminCustomer', { params: { id }, signal });

export const adminOrdersQuery = (hd: HealthDeck, query: OrdersQuery = {}) => ({
  queryKey: ordersAdminKeys.ordersList(query),
  queryFn: ({ signal }: Signal) => fetchAdminOrders(hd, query, signal),
});
export const customersQuery = (hd: HealthDeck, query: CustomersQuery = {}) => ({
  queryKey: ordersAdminKeys.customersList(query),
  queryFn: ({ signal }: Signal) => fetchCustomers(hd, query, signal),
});
export const customerQuery = (hd: HealthDeck, id: string) => ({ queryKey: ordersAdminKeys.customer(id), queryFn: ({ signal }: Signal) => fetchCustomer(hd, id, signal) });
