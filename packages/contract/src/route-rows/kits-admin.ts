// spec 000 §7.5 admin sync kit and the admin kits table (spec 001 §7 sorting) (sdk domains/kits-admin.ts).
import type { RouteMeta } from '../route-table.js';

export const kitsAdminRoutes = {
  adminKitSync: { method: 'PATCH', path: '/api/admin/sync-kit/:id', auth: 'admin', permission: 'kits.write', successStatus: 200, operation: 'sync kit' },
  adminKits: { method: 'GET', path: '/api/admin/kits', auth: 'admin', permission: 'kits.read', successStatus: 200, operation: 'load kits' },
} as const satisfies Record<string, RouteMeta>;
