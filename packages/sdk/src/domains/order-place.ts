// spec 000 §7.5 the three order calls (general-health-test, fitbit, auria-test; no body), with their
// route rows: loaded by the orders card's confirmation, apart from the reads.
import { orderPlaceRoutes, type OrderResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { KITS_KEY } from './kit-keys.js';
import { ADMIN_CUSTOMERS_KEY, ADMIN_ORDERS_KEY, ORDERS_KEY } from './order-keys.js';

export function createOrderPlaceApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, orderPlaceRoutes);

  /** A new order changes the member's orders, their kits (a test ships a kit) and the admin tables. */
  const placed = async (result: OrderResponse): Promise<OrderResponse> => {
    await Promise.all([ORDERS_KEY, KITS_KEY, ADMIN_ORDERS_KEY, ADMIN_CUSTOMERS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return result;
  };

  return {
    create: {
      generalHealthTest: async () => placed(await call('orderGeneralHealthTest')),
      fitbit: async () => placed(await call('orderFitbit')),
      auriaTest: async () => placed(await call('orderAuriaTest')),
    },
  };
}
export type OrderPlaceApi = ReturnType<typeof createOrderPlaceApi>;
