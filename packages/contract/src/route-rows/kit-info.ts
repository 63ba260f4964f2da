// spec 000 §7.5 kit info, vendor kits, providers kit, kits-new, spot-results samples info (sdk domains/kits.ts).
import type { RouteMeta } from '../route-table.js';

export const kitInfoRoutes = {
  kitInfo: { method: 'GET', path: '/api/client/kits/info', auth: 'member', successStatus: 200, operation: 'load kit info' },
  vendorKits: { method: 'GET', path: '/api/client/kits/vendor-kits', auth: 'member', successStatus: 200, operation: 'load vendor kits' },
  providerKit: { method: 'GET', path: '/api/client/kits/provider', auth: 'member', successStatus: 200, operation: 'load provider kit' },
  kitsNew: { method: 'GET', path: '/api/client/kits/new', auth: 'member', successStatus: 200, operation: 'load new kits' },
  spotSamplesInfo: { method: 'GET', path: '/api/client/kits/spot-results/samples-info', auth: 'member', successStatus: 200, operation: 'load samples info' },
} as const satisfies Record<string, RouteMeta>;
