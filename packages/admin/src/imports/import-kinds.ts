import { uploadCustomersBatch, uploadOrdersBatch } from '@healthdeck/sdk';
import { type BatchKind, csv } from '../batch-uploads/kinds.js';
import type { ImportColumnNote } from './messages.js';

// The customers and orders imports as batch upload kinds (the contract's BatchCustomerRow and
// BatchOrderRow; POST /api/admin/batch-uploads/customers and /orders): one mechanism with the
// batch uploads, offered on the server tables. Their words are in catalogues: the server tables'
// `what` ('customers', 'orders') and the column notes in ./messages.ts.

export const IMPORT_KINDS = {
  customers: {
    columns: [
      { name: 'billing_first_name', required: true },
      { name: 'billing_last_name', required: true },
      { name: 'billing_email', required: true, note: 'customerEmail' },
    ],
    template: {
      fileName: 'customers-template.csv',
      content: csv([
        ['billing_first_name', 'billing_last_name', 'billing_email'],
        ['Jane', 'Doe', 'jane.doe@example.com'],
      ]),
    },
    needsOrganizationCode: false,
    upload: (hd, file) => uploadCustomersBatch(hd, file, file.name),
  },
  orders: {
    columns: [
      { name: 'order_number', required: true, note: 'orderNumber' },
      { name: 'billing_email', required: true, note: 'orderCustomer' },
      { name: 'product', required: true, note: 'product' },
      { name: 'tracking_status', required: false, note: 'trackingStatus' },
      { name: 'tracking_number', required: false },
      { name: 'order_date', required: false, note: 'orderDate' },
    ],
    template: {
      fileName: 'orders-template.csv',
      content: csv([
        ['order_number', 'billing_email', 'product', 'tracking_status', 'tracking_number', 'order_date'],
        ['SHOP-1001', 'jane.doe@example.com', 'fitbit', 'shipped', '9400100000000000000000', '2026-04-02'],
      ]),
    },
    needsOrganizationCode: false,
    upload: (hd, file) => uploadOrdersBatch(hd, file, file.name),
  },
} satisfies Record<'customers' | 'orders', BatchKind<ImportColumnNote>>;
