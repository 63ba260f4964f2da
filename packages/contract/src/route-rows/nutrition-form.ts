import type { RouteMeta } from '../route-table.js';

// The rows of the member's nutrition form (sdk domains/nutrition-form.ts): spec 000 §7.6 (GET, POST,
// submit). A part of routeTable (route-table.ts).
export const nutritionFormRoutes = {
  nutritionForm: { method: 'GET', path: '/api/client/nutrition-form', auth: 'member', successStatus: 200, operation: 'load nutrition form' },
  nutritionFormSave: { method: 'POST', path: '/api/client/nutrition-form', auth: 'member', successStatus: 200, operation: 'save nutrition form' },
  nutritionFormSubmit: { method: 'POST', path: '/api/client/nutrition-form/submit', auth: 'member', successStatus: 200, operation: 'submit nutrition form' },
} as const satisfies Record<string, RouteMeta>;
