import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's vitals code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const vitalsRoutes = {
  vitals: { method: 'GET', path: '/api/client/vitals', auth: 'member', successStatus: 200, operation: 'load vitals' },
  vitalCreate: { method: 'POST', path: '/api/client/vitals', auth: 'member', successStatus: 200, operation: 'save vitals', handling: { serverMessage: 'any' } },
  vitalThresholds: { method: 'GET', path: '/api/client/vitals/thresholds', auth: 'member', successStatus: 200, operation: 'load vital thresholds' },
  // spec 000 §7.2 clinical admin reads by user id
  adminSimulateMedicalRecord: {
    method: 'POST',
    path: '/api/admin/simulate-medical-record',
    auth: 'admin',
    permission: 'clinical.write',
    successStatus: 200,
    operation: 'simulate medical record',
  },
  adminSmartlinkVitals: { method: 'GET', path: '/api/admin/smartlink/vitals', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load smartlink vitals' },
} as const satisfies Record<string, RouteMeta>;
