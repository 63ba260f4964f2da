// spec 000 §7.2 staff's orders and customers (spec 001 §7 sorting), with their route rows.
import { ordersAdminRoutes, type CustomerResponse, type CustomersResponse, type OrdersResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import type { CustomersQuery, OrdersQuery } from './order-keys.js';

export function createOrdersAdminApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, ordersAdminRoutes);
  return {
    orders: (query: OrdersQuery = {}, signal?: AbortSignal): Promise<OrdersResponse> => call('adminOrders', { query, signal }),
    customers: (query: CustomersQuery = {}, signal?: AbortSignal): Promise<CustomersResponse> => call('adminCustomers', { query, signal }),
    customer: (id: string, signal?: AbortSignal): Promise<CustomerResponse> => call('adminCustomer', { params: { id }, signal }),
  };
}
export type OrdersAdminApi = ReturnType<typeof createOrdersAdminApi>;
