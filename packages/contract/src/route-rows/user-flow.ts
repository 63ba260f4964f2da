import type { RouteMeta } from '../route-table.js';

// The row of recording a user-flow event (sdk domains/user-flow.ts), which many screens do alongside
// what the member does; the activity's reads are activity.ts. A part of routeTable (route-table.ts).
export const userFlowRoutes = {
  // spec 000 §3.4, §7.6 user-flow-activity
  userFlowActivity: { method: 'POST', path: '/api/client/user/user-flow-activity', auth: 'member', successStatus: 200, operation: 'save user flow activity' },
} as const satisfies Record<string, RouteMeta>;
