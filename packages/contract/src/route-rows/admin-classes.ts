import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's admin-classes code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const adminClassesRoutes = {
  // spec 000 §7.1 Generic administration (classkey): search, get, add (multipart for MULTIPART_CLASSKEYS), set, delete
  adminSearch: { method: 'GET', path: '/api/admin/search', auth: 'admin', permission: 'classes.read', successStatus: 200, operation: 'search records' },
  adminGet: { method: 'GET', path: '/api/admin/get', auth: 'admin', permission: 'classes.read', successStatus: 200, operation: 'load record' },
  adminAdd: { method: 'POST', path: '/api/admin/add', auth: 'admin', permission: 'classes.write', successStatus: 200, operation: 'create record', multipart: true },
  adminSet: { method: 'POST', path: '/api/admin/set', auth: 'admin', permission: 'classes.write', successStatus: 200, operation: 'update record', multipart: true },
  adminDelete: { method: 'POST', path: '/api/admin/delete', auth: 'admin', permission: 'classes.write', successStatus: 204, operation: 'delete record' },
} as const satisfies Record<string, RouteMeta>;
