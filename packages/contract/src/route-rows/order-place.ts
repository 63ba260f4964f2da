// spec 000 §7.5 the three order calls (general-health-test, fitbit, auria-test; no body) (sdk domains/orders.ts).
import type { RouteMeta } from '../route-table.js';

export const orderPlaceRoutes = {
  orderGeneralHealthTest: { method: 'POST', path: '/api/client/orders/general-health-test', auth: 'member', successStatus: 200, operation: 'create order' },
  orderFitbit: { method: 'POST', path: '/api/client/orders/fitbit', auth: 'member', successStatus: 200, operation: 'create order' },
  orderAuriaTest: { method: 'POST', path: '/api/client/orders/auria-test', auth: 'member', successStatus: 200, operation: 'create order' },
} as const satisfies Record<string, RouteMeta>;
