import type { RouteMeta } from '../route-table.js';

// The rows of the member's health actions (sdk domains/health-actions.ts): spec 000 §7.6
// user-health-actions, in-progress, completed; §3.3 change health action status. A part of routeTable
// (route-table.ts) through healthActionsRoutes; split from the sealed records' rows
// (health-records.ts) so an element that lists the actions carries only these.
export const healthActionListRoutes = {
  userHealthActions: { method: 'GET', path: '/api/client/health-actions/user-health-actions', auth: 'member', successStatus: 200, operation: 'load health actions' },
  completedHealthActions: { method: 'GET', path: '/api/client/health-actions/completed', auth: 'member', successStatus: 200, operation: 'load completed health actions' },
  inProgressHealthActions: { method: 'GET', path: '/api/client/health-actions/in-progress', auth: 'member', successStatus: 200, operation: 'load health actions in progress' },
  healthActionStatus: { method: 'POST', path: '/api/client/health-actions/change-status', auth: 'member', successStatus: 200, operation: 'change health action status' },
} as const satisfies Record<string, RouteMeta>;
