import type { RouteMeta } from '../route-table.js';

// Ours, not in the spec (as kitSealReport and smartlinkSealDetails): a vitals record or a body
// measurement the server sealed to the member's public key (staff-simulated and seeded records, the
// 3D Look sandbox's measurements), re-sealed by the member's browser under the data key once opened
// (the sdk's domain of each record sends it), so a later visit opens it without the password.
// docs/decisions/0034-server-sealed-records-resealed.md. Likewise the member's health records that
// migration 0023 and the demo seed sealed to the public key (medications, their log, allergies,
// health issues); the measurement skip reason migration 0035 sealed; and the health assessment
// sections the demo seed sealed to the public key, named by their kind under the HRA's
// /api/client/hra/sections.
export const recordResealRoutes = {
  vitalSealRecord: { method: 'PUT', path: '/api/client/vitals/:id/record', auth: 'member', successStatus: 200, operation: 'save your vitals' },
  measurementSealRecord: { method: 'PUT', path: '/api/client/measurements/:id/record', auth: 'member', successStatus: 200, operation: 'save your measurement' },
  userMedicationSealRecord: { method: 'PUT', path: '/api/client/health-actions/medications/:id/record', auth: 'member', successStatus: 200, operation: 'save medication' },
  medicationLogSealRecord: { method: 'PUT', path: '/api/client/health-actions/medications-log/:id/record', auth: 'member', successStatus: 200, operation: 'save medication' },
  userAllergySealRecord: { method: 'PUT', path: '/api/client/health-actions/allergies/:id/record', auth: 'member', successStatus: 200, operation: 'save allergy' },
  userHealthIssueSealRecord: { method: 'PUT', path: '/api/client/health-actions/health-issues/:id/record', auth: 'member', successStatus: 200, operation: 'save health issue' },
  measurementSkipSealRecord: { method: 'PUT', path: '/api/client/measurements/skip', auth: 'member', successStatus: 200, operation: 'save measurement skip reason' },
  hraSectionSealRecord: { method: 'PUT', path: '/api/client/hra/sections/:kind/record', auth: 'member', successStatus: 200, operation: 'save health assessment' },
} as const satisfies Record<string, RouteMeta>;
