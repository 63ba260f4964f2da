import type { RouteMeta } from '../route-table.js';

// The rows of the member's sealed health records (sdk domains/health-records.ts): spec 000 §7.6
// current medications, medications log and schedule, current allergies, save-user-allergy, current
// health issues and their save, and the catalogue they are added from (ours); §8 their saves raise
// the server message. A part of routeTable (route-table.ts) through healthActionsRoutes.
export const healthRecordsRoutes = {
  healthRecordsCatalogue: { method: 'GET', path: '/api/client/health-actions/catalogue', auth: 'member', successStatus: 200, operation: 'load health records catalogue' },
  currentMedications: { method: 'GET', path: '/api/client/health-actions/current-medications', auth: 'member', successStatus: 200, operation: 'load current medications' },
  medicationsLog: { method: 'GET', path: '/api/client/health-actions/medications-log', auth: 'member', successStatus: 200, operation: 'load medications log' },
  medicationSchedule: {
    method: 'POST',
    path: '/api/client/health-actions/medications-schedule',
    auth: 'member',
    successStatus: 200,
    operation: 'save medication',
    handling: { on400: 'bad-request' },
  },
  currentAllergies: { method: 'GET', path: '/api/client/health-actions/current-allergies', auth: 'member', successStatus: 200, operation: 'load current allergies' },
  saveUserAllergy: {
    method: 'POST',
    path: '/api/client/health-actions/save-user-allergy',
    auth: 'member',
    successStatus: 200,
    operation: 'save allergy',
    handling: { on400: 'bad-request' },
  },
  currentHealthIssues: { method: 'GET', path: '/api/client/health-actions/current-health-issues', auth: 'member', successStatus: 200, operation: 'load current health issues' },
  saveUserHealthIssue: {
    method: 'POST',
    path: '/api/client/health-actions/save-user-health-issue',
    auth: 'member',
    successStatus: 200,
    operation: 'save health issue',
    handling: { on400: 'bad-request' },
  },
} as const satisfies Record<string, RouteMeta>;
