import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's kits code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const kitsRoutes = {
  // spec 000 §7.5 Kits (register, is-available, unregister, confirm, client kits, one, last, kit info, vendor kits, providers kit, kits-new, spot-results samples info, download, PDF by filename); admin sync kit and kits table (spec 001 §7 sorting)
  kitRegister: { method: 'POST', path: '/api/client/kits/register', auth: 'member', successStatus: 200, operation: 'register kit' },
  kitIsAvailable: { method: 'GET', path: '/api/client/kits/is-available', auth: 'member', successStatus: 200, operation: 'check kit' },
  kitUnregister: { method: 'POST', path: '/api/client/kits/unregister', auth: 'member', successStatus: 204, operation: 'unregister kit' },
  kitConfirm: { method: 'POST', path: '/api/client/kits/confirm', auth: 'member', successStatus: 200, operation: 'confirm kit' },
  clientKits: { method: 'GET', path: '/api/client/kits', auth: 'member', successStatus: 200, operation: 'load kits' },
  clientKitLast: { method: 'GET', path: '/api/client/kits/last', auth: 'member', successStatus: 200, operation: 'load last kit' },
  kitInfo: { method: 'GET', path: '/api/client/kits/info', auth: 'member', successStatus: 200, operation: 'load kit info' },
  vendorKits: { method: 'GET', path: '/api/client/kits/vendor-kits', auth: 'member', successStatus: 200, operation: 'load vendor kits' },
  providerKit: { method: 'GET', path: '/api/client/kits/provider', auth: 'member', successStatus: 200, operation: 'load provider kit' },
  kitsNew: { method: 'GET', path: '/api/client/kits/new', auth: 'member', successStatus: 200, operation: 'load new kits' },
  spotSamplesInfo: { method: 'GET', path: '/api/client/kits/spot-results/samples-info', auth: 'member', successStatus: 200, operation: 'load samples info' },
  kitDownload: { method: 'GET', path: '/api/client/kits/download', auth: 'member', successStatus: 200, operation: 'download results', file: true },
  kitPdf: { method: 'GET', path: '/api/client/kits/pdf', auth: 'member', successStatus: 200, operation: 'download results', file: true },
  // after the fixed /api/client/kits/… paths, so a router that tries rows in order reaches them first
  clientKit: { method: 'GET', path: '/api/client/kits/:id', auth: 'member', successStatus: 200, operation: 'load kit' },
  kitSealReport: { method: 'PUT', path: '/api/client/kits/:id/report', auth: 'member', successStatus: 200, operation: 'save your kit report' },
  adminKitSync: { method: 'PATCH', path: '/api/admin/sync-kit/:id', auth: 'admin', permission: 'kits.write', successStatus: 200, operation: 'sync kit' },
  adminKits: { method: 'GET', path: '/api/admin/kits', auth: 'admin', permission: 'kits.read', successStatus: 200, operation: 'load kits' },
} as const satisfies Record<string, RouteMeta>;
