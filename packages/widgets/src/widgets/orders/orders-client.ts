// Orders and the lab-site lookup are standalone sdk factories (the embed does not pay for them);
// one per client, so every widget on the page shares the same query cache and keys.
import { useMemo } from 'react';
import { createOrdersApi, createProgramResultsApi, labSitesQueries, ordersQueries, type HealthDeck } from '@healthdeck/sdk';

export function useOrdersApi(client: HealthDeck) {
  return useMemo(() => {
    const orders = createOrdersApi(client);
    const results = createProgramResultsApi(client);
    return { orders, queries: ordersQueries(orders), labSites: labSitesQueries(results) };
  }, [client]);
}
export type OrdersClient = ReturnType<typeof useOrdersApi>;
