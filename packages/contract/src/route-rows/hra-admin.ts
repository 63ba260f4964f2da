import type { RouteMeta } from '../route-table.js';

// The rows of staff's reads of a member's screening (sdk domains/hra-admin.ts): spec 000 §7.2 (user
// risk scores and EPDS form by user id). A part of routeTable (route-table.ts).
export const hraAdminRoutes = {
  adminUserRiskScores: { method: 'GET', path: '/api/admin/users/:id/risk-scores', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load risk scores' },
  adminUserEpdsForm: { method: 'GET', path: '/api/admin/users/:id/epds-form', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load EPDS form' },
} as const satisfies Record<string, RouteMeta>;
