// spec 000 §7.5 Orders (list; one — 204 yields an empty object; create general-health-test, fitbit
// and auria-test, no body) and Customers; §7.2 admin orders and customers; spec 001 §7 sorting.
import type { CustomerResponse, CustomersResponse, OrderResponse, OrdersResponse, RouteQuery } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { ordersRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { KITS_KEY } from './kit-keys.js';

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
/** spec 000 §7.5: the member's latest order, or {} when they have none (the server's 204). */
export type OneOrder = OrderResponse | Record<string, never>;

export function hasOrder(result: OneOrder): result is OrderResponse {
  return 'order' in result;
}

export function createOrdersApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, ordersRoutes);

  /** A new order changes the member's orders, their kits (a test ships a kit) and the admin tables. */
  const placed = async (result: OrderResponse): Promise<OrderResponse> => {
    await Promise.all([ORDERS_KEY, KITS_KEY, ADMIN_ORDERS_KEY, ADMIN_CUSTOMERS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return result;
  };

  return {
    list: (query: OrdersQuery = {}, signal?: AbortSignal): Promise<OrdersResponse> => call('orders', { query, signal }),
    one: (signal?: AbortSignal): Promise<OneOrder> => call('order', { signal }),
    create: {
      generalHealthTest: async () => placed(await call('orderGeneralHealthTest')),
      fitbit: async () => placed(await call('orderFitbit')),
      auriaTest: async () => placed(await call('orderAuriaTest')),
    },
    admin: {
      orders: (query: OrdersQuery = {}, signal?: AbortSignal): Promise<OrdersResponse> => call('adminOrders', { query, signal }),
      customers: (query: CustomersQuery = {}, signal?: AbortSignal): Promise<CustomersResponse> => call('adminCustomers', { query, signal }),
      customer: (id: string, signal?: AbortSignal): Promise<CustomerResponse> => call('adminCustomer', { params: { id }, signal }),
    },
  };
}
export type OrdersApi = ReturnType<typeof createOrdersApi>;
