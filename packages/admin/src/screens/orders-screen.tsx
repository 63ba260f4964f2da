import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { OrdersResponse } from '@healthdeck/contract/light';
import { adminOrdersQuery, ordersAdminKeys } from '@healthdeck/sdk';
import { adoptStyles, DemoDataBadge, demoDataStyles, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { BatchUploadTool } from '../batch-uploads/batch-upload-tool.js';
import { IMPORT_KINDS } from '../imports/import-kinds.js';
import { useOptionLabel } from '../classes/option-labels.js';
import { serverTableMessages, type ServerTableMessages } from '../server-table/messages.js';
import { ServerTable, type ServerColumn } from '../server-table/server-table.js';
import { formatDate } from '../users/format.js';

type Order = OrdersResponse['orders'][number];
type OrderSort = 'customer' | 'billing_email' | 'tracking_status' | 'tracking_number';

const columnsOf = (M: ServerTableMessages['orders'], option: (name: string, value: string) => string): ServerColumn<Order, OrderSort>[] => [
  { id: 'order_number', header: M.number, cell: (o) => o.order_number },
  { id: 'customer', header: M.customer, sort: 'customer', cell: (o) => `${o.customer.billing_first_name} ${o.customer.billing_last_name}`.trim() },
  { id: 'billing_email', header: M.billingEmail, sort: 'billing_email', cell: (o) => o.customer.billing_email },
  { id: 'product', header: M.product, cell: (o) => o.product_name },
  { id: 'tracking_status', header: M.trackingStatus, sort: 'tracking_status', cell: (o) => option('tracking_status', o.tracking_status) },
  // The sandbox shop makes up shipping statuses and tracking numbers: the cell says so (decision 0090).
  {
    id: 'tracking_number',
    header: M.trackingNumber,
    sort: 'tracking_number',
    cell: (o) => (
      <>
        {o.tracking_number ?? '—'}
        <DemoDataBadge source={o.sandbox} />
      </>
    ),
  },
  // spec 001 §9: order date MM/dd/yyyy.
  { id: 'created_at', header: M.date, cell: (o) => formatDate(o.created_at) },
];

/** /admin/orders (spec 000 §7.2 admin orders; spec 001 §2 server table, §7 sort fields). */
export function OrdersScreen() {
  const sdk = useHealthDeck();
  const queryClient = useQueryClient();
  const M = useMessages(serverTableMessages).orders;
  const option = useOptionLabel();
  const columns = useMemo(() => columnsOf(M, option), [M, option]);
  useEffect(() => adoptStyles(document, demoDataStyles), []);
  return (
    <div className="hd-page">
      <div className="hd-admin-heading">
        <h1>{M.title}</h1>
      </div>
      <ServerTable
        label={M.title}
        what={M.what}
        columns={columns}
        rowId={(o) => o.id}
        query={(q) => {
          const options = adminOrdersQuery(sdk, q);
          return { queryKey: options.queryKey, queryFn: async (c) => ((r) => ({ rows: r.orders, total: r.total_count }))(await options.queryFn(c)) };
        }}
        tools={
          <BatchUploadTool
            kind={IMPORT_KINDS.orders}
            what={M.what}
            onImported={() => void Promise.all([ordersAdminKeys.orders, ordersAdminKeys.customers].map((queryKey) => queryClient.invalidateQueries({ queryKey })))}
          />
        }
      />
    </div>
  );
}
