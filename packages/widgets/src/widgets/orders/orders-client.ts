// The member's orders are standalone sdk modules (the embed does not pay for them); one per client,
// so every widget on the page shares the same query cache and keys. Placing an order loads its part
// with the confirmation (order-confirm.tsx); the lab-site lookup loads with its answer
// (lab-site-results.tsx).
import { useMemo } from 'react';
import { createOrderReadsApi, orderReadsQueries, type HealthDeck } from '@healthdeck/sdk';

export function useOrdersApi(client: HealthDeck) {
  return useMemo(() => ({ queries: orderReadsQueries(createOrderReadsApi(client)) }), [client]);
}
export type OrdersClient = ReturnType<typeof useOrdersApi>;
