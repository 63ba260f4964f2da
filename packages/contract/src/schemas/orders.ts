import { z } from 'zod';
import { ORDER_PRODUCTS, ORDER_TRACKING_STATUSES } from '../constants.js';
import { Paging, SandboxSource } from './common.js';
import { SortDirection } from './kits.js';

// spec 000 §7.2 admin orders and customers, §7.5 orders and customers; spec 001 §7 server table sorting.

export const Customer = z.object({
  id: z.string().uuid(),
  billing_first_name: z.string(),
  billing_last_name: z.string(),
  billing_email: z.string(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof Customer>;

export const Order = z.object({
  id: z.string().uuid(),
  order_number: z.string(),
  product: z.enum(Object.keys(ORDER_PRODUCTS) as [keyof typeof ORDER_PRODUCTS, ...(keyof typeof ORDER_PRODUCTS)[]]),
  product_name: z.string(),
  tracking_status: z.enum(ORDER_TRACKING_STATUSES),
  tracking_number: z.string().nullable(),
  /** The kit the order ships (test orders), registered to the member; null for a device. */
  kit_id: z.string().nullable(),
  /** 'shop' while the sandbox shop fulfils orders (its shipping status and tracking number are made up: docs/decisions/0090-sandboxes-say-so.md). */
  sandbox: SandboxSource,
  customer: Customer,
  created_at: z.string(),
});
export type Order = z.infer<typeof Order>;

export const ORDER_SORTS = ['customer', 'billing_email', 'tracking_status', 'tracking_number'] as const;
export const OrdersQuery = Paging.extend({
  sort: z.enum(ORDER_SORTS).optional(),
  direction: SortDirection.default('asc'),
  search: z.string().trim().max(120).optional(),
});
export const OrdersResponse = z.object({ orders: z.array(Order), total_count: z.number().int() });
export type OrdersResponse = z.infer<typeof OrdersResponse>;

/** GET one: the member's latest order; the server answers 204 when there is none (the sdk gives {}). */
export const OrderResponse = z.object({ order: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;

export const CUSTOMER_SORTS = ['billing_first_name', 'billing_last_name'] as const;
export const CustomersQuery = Paging.extend({
  sort: z.enum(CUSTOMER_SORTS).optional(),
  direction: SortDirection.default('asc'),
  search: z.string().trim().max(120).optional(),
});
export const CustomerSummary = Customer.extend({ orders_count: z.number().int() });
export const CustomersResponse = z.object({ customers: z.array(CustomerSummary), total_count: z.number().int() });
export type CustomersResponse = z.infer<typeof CustomersResponse>;
export const CustomerParams = z.object({ id: z.string().uuid('The customer id must be a UUID') });
export const CustomerResponse = z.object({ customer: Customer, orders: z.array(Order) });
export type CustomerResponse = z.infer<typeof CustomerResponse>;
