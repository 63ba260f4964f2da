import { type BatchKind, csv } from '../batch-uploads/kinds.js';
import { IMPORT_MESSAGES as M } from './messages.js';

// The customers and orders imports as batch upload kinds (the contract's BatchCustomerRow and
// BatchOrderRow; POST /api/admin/batch-uploads/customers and /orders): one mechanism with the
// batch uploads, offered on the server tables.

export const IMPORT_KINDS = {
  customers: {
    label: M.customers.label,
    what: M.customers.what,
    columns: [
      { name: 'billing_first_name', required: true },
      { name: 'billing_last_name', required: true },
      { name: 'billing_email', required: true, note: M.customers.emailNote },
    ],
    template: {
      fileName: 'customers-template.csv',
      content: csv([
        ['billing_first_name', 'billing_last_name', 'billing_email'],
        ['Jane', 'Doe', 'jane.doe@example.com'],
      ]),
    },
    needsOrganizationCode: false,
    upload: (api, file) => api.customers(file, file.name),
  },
  orders: {
    label: M.orders.label,
    what: M.orders.what,
    columns: [
      { name: 'order_number', required: true, note: M.orders.numberNote },
      { name: 'billing_email', required: true, note: M.orders.emailNote },
      { name: 'product', required: true, note: M.orders.productNote },
      { name: 'tracking_status', required: false, note: M.orders.statusNote },
      { name: 'tracking_number', required: false },
      { name: 'order_date', required: false, note: M.orders.dateNote },
    ],
    template: {
      fileName: 'orders-template.csv',
      content: csv([
        ['order_number', 'billing_email', 'product', 'tracking_status', 'tracking_number', 'order_date'],
        ['SHOP-1001', 'jane.doe@example.com', 'fitbit', 'shipped', '9400100000000000000000', '2026-04-02'],
      ]),
    },
    needsOrganizationCode: false,
    upload: (api, file) => api.orders(file, file.name),
  },
} satisfies Record<'customers' | 'orders', BatchKind>;
