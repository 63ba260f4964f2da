import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's health-actions code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const healthActionsRoutes = {
  // spec 000 §7.6 health actions, medications, allergies, health issues (slice O); §8 their saves raise the server message
  userHealthActions: { method: 'GET', path: '/api/client/health-actions/user-health-actions', auth: 'member', successStatus: 200, operation: 'load health actions' },
  completedHealthActions: { method: 'GET', path: '/api/client/health-actions/completed', auth: 'member', successStatus: 200, operation: 'load completed health actions' },
  inProgressHealthActions: { method: 'GET', path: '/api/client/health-actions/in-progress', auth: 'member', successStatus: 200, operation: 'load health actions in progress' },
  healthActionStatus: { method: 'POST', path: '/api/client/health-actions/change-status', auth: 'member', successStatus: 200, operation: 'change health action status' },
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
