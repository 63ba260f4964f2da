import type { RouteMeta } from '../route-table.js';

// The row of staff's read of a member's telehealth form (sdk domains/telehealth-admin.ts): a part of routeTable (route-table.ts).
export const telehealthAdminRoutes = {
  // spec 000 §7.2 admin telehealth form
  adminUserTelehealthForm: { method: 'GET', path: '/api/admin/users/:id/telehealth-form', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load telehealth form' },
} as const satisfies Record<string, RouteMeta>;
