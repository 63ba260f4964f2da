import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CustomersResponse } from '@healthdeck/contract/light';
import { customersQuery, ordersAdminKeys } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { BatchUploadTool } from '../batch-uploads/batch-upload-tool.js';
import { IMPORT_KINDS } from '../imports/import-kinds.js';
import { serverTableMessages, type ServerTableMessages } from '../server-table/messages.js';
import { ServerTable, type ServerColumn } from '../server-table/server-table.js';
import { formatDate } from '../users/format.js';

type Customer = CustomersResponse['customers'][number];
type CustomerSort = 'billing_first_name' | 'billing_last_name';

const columnsOf = (M: ServerTableMessages['customers']): ServerColumn<Customer, CustomerSort>[] => [
  { id: 'billing_first_name', header: M.firstName, sort: 'billing_first_name', cell: (c) => c.billing_first_name },
  { id: 'billing_last_name', header: M.lastName, sort: 'billing_last_name', cell: (c) => c.billing_last_name },
  { id: 'billing_email', header: M.email, cell: (c) => c.billing_email },
  { id: 'orders_count', header: M.orders, cell: (c) => String(c.orders_count) },
  { id: 'created_at', header: M.created, cell: (c) => formatDate(c.created_at) },
];

/** /admin/customers (spec 000 §7.2 admin customers; spec 001 §2 server table, §7 sort by billing first and last name). */
export function CustomersScreen() {
  const sdk = useHealthDeck();
  const queryClient = useQueryClient();
  const M = useMessages(serverTableMessages).customers;
  const columns = useMemo(() => columnsOf(M), [M]);
  return (
    <div className="hd-page">
      <div className="hd-admin-heading">
        <h1>{M.title}</h1>
      </div>
      <ServerTable
        label={M.title}
        what={M.what}
        columns={columns}
        rowId={(c) => c.id}
        query={(q) => {
          const options = customersQuery(sdk, q);
          return { queryKey: options.queryKey, queryFn: async (c) => ((r) => ({ rows: r.customers, total: r.total_count }))(await options.queryFn(c)) };
        }}
        tools={<BatchUploadTool kind={IMPORT_KINDS.customers} what={M.what} onImported={() => void queryClient.invalidateQueries({ queryKey: ordersAdminKeys.customers })} />}
      />
    </div>
  );
}
