import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's hra code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const hraRoutes = {
  // spec 000 §3.4, §7.6 / spec 001 §4 HRA and nutrition forms
  hraForm: { method: 'GET', path: '/api/client/hra/form', auth: 'member', successStatus: 200, operation: 'load health assessment', handling: { on204: 'null' } },
  hraSave: { method: 'POST', path: '/api/client/hra/save', auth: 'member', successStatus: 200, operation: 'save health assessment' },
  hraSubmit: { method: 'POST', path: '/api/client/hra/submit', auth: 'member', successStatus: 200, operation: 'submit health assessment' },
  hraSections: { method: 'GET', path: '/api/client/hra/sections', auth: 'member', successStatus: 200, operation: 'load health assessment sections' },
  nutritionForm: { method: 'GET', path: '/api/client/nutrition-form', auth: 'member', successStatus: 200, operation: 'load nutrition form' },
  nutritionFormSave: { method: 'POST', path: '/api/client/nutrition-form', auth: 'member', successStatus: 200, operation: 'save nutrition form' },
  nutritionFormSubmit: { method: 'POST', path: '/api/client/nutrition-form/submit', auth: 'member', successStatus: 200, operation: 'submit nutrition form' },
  adminUserRiskScores: { method: 'GET', path: '/api/admin/users/:id/risk-scores', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load risk scores' },
  adminUserEpdsForm: { method: 'GET', path: '/api/admin/users/:id/epds-form', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load EPDS form' },
} as const satisfies Record<string, RouteMeta>;
